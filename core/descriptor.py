"""What a game tells the rest of dice-tui about itself: one `GameDescriptor` per game.

Every table keyed by game id (the CLI's flags, the menu, the new-game form, the rules
tabs, Print sheets, the campaign's measures) is generated from these, so a game is
declared once, in `core/<game>/descriptor.py`, and listed once, in `core/games.py`.

Plain frozen dataclasses and import strings ("package.module:NAME"), never imports:
the menu's first frame and `dice-tui sheet --help` read every descriptor, and must not
pay for pydantic, a rules engine, Textual or ReportLab. Core never imports `tui` or
`sheets`; it only names their modules, and those layers import them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from typing import Any, Literal


@dataclass(frozen=True)
class OptionSpec:
    """One game option beyond players and seed: a keyword of `make_setup`.

    `widget` says how a person gives it: "select" (one of `choices`, in the new-game
    form and on the command line) or "file" (a path given on the command line; the
    file's text goes through `parse`, an import string, and the result is the value).
    """

    name: str  # the keyword passed to make_setup
    label: str  # shown in the TUI
    choices: tuple[Any, ...] = ()  # offered values, in order ("select")
    default: Any = None
    help: str = ""  # the new-game form's sentence about it
    flag: str = ""  # the command-line flag; "--" + name when empty
    type: Callable[[str], Any] = str  # how the command line reads the flag's value
    cli_help: str = ""  # the short help of the flag
    widget: Literal["select", "file"] = "select"
    parse: str = ""  # "file": import string of a function bytes -> value (ValueError if bad)
    metavar: str | None = None

    @property
    def cli_flag(self) -> str:
        return self.flag or "--" + self.name.replace("_", "-")


@dataclass(frozen=True)
class SheetOption:
    """One option of a printed sheet: a flag of `dice-tui sheet <game>` and a keyword of `draw`."""

    name: str
    help: str
    type: Callable[[str], Any] = str
    choices: tuple[Any, ...] | None = None
    metavar: str | None = None

    @property
    def cli_flag(self) -> str:
        return "--" + self.name.replace("_", "-")


@dataclass(frozen=True)
class PrintPreset:
    """One entry of the Print sheets screen: a label, a stable key, `render` keywords.

    `asks` names sheet options the screen asks the player for (the Dalek pad's
    players, a Dizzle level file); `order` places the entry in the screen's list.
    """

    label: str
    key: str
    options: tuple[tuple[str, Any], ...] = ()
    order: int = 100
    asks: tuple[str, ...] = ()


@dataclass(frozen=True)
class SheetSpec:
    """The printable sheet: the module drawing it and what it is called.

    `module` has `draw(sheet, **options)`. `filename(**options)` names the PDF when no
    name is given (ValueError on a bad option); without it the file is `<game id>.pdf`.
    It lives here, not in the drawing module, so naming a file never loads ReportLab.
    """

    module: str
    title: str  # the PDF's title, "diZe play mat"
    help: str  # one line for `dice-tui sheet --help`
    options: tuple[SheetOption, ...] = ()
    presets: tuple[PrintPreset, ...] = ()
    filename: Callable[..., str] | None = None
    exclusive: tuple[str, ...] = ()  # options of which at most one may be given


@dataclass(frozen=True)
class CampaignSpec:
    """How a finished game is judged as a campaign stage.

    `measures` are the names stage goals may use ("score" and "won" are computed for
    every game); `extra` (import string, `state -> dict`) adds the game's own, such
    as Dalek Dice's margin. `stand_in` is the bot that plays the player's seat when
    stages are measured (core.campaign.stats).
    """

    measures: tuple[str, ...]
    stand_in: str
    extra: str = ""
    win_phrase: str = "win the game"


@dataclass(frozen=True)
class GameDescriptor:
    """Everything outside a game's engine needs to know to offer, draw and print it."""

    id: str  # the game id saves store: never changes
    title: str
    rules: str  # import string of the RULES object ("core.dize.rules:RULES")
    stats: str  # module with bot_report(count, seed=..., **options) for `dice-tui bots`
    min_players: int
    max_players: int
    default_players: str  # the table `dice-tui new` sets without --players
    bots: tuple[str, ...]
    screen: str  # import string of its Textual screen class (tui imports it)
    rules_page: str  # the page's name: `<rules_package>/<rules_page>.md`
    rules_package: str = "tui.rulebook"
    options: tuple[OptionSpec, ...] = ()
    bot_count: Literal["games", "turns"] = "games"  # what `dice-tui bots` counts
    sheet: SheetSpec | None = None
    campaign: CampaignSpec | None = None

    @property
    def choice_options(self) -> tuple[OptionSpec, ...]:
        """The options the new-game form offers (one of their choices each)."""
        return tuple(option for option in self.options if option.widget == "select")


def load(path: str) -> Any:
    """The object an import string names: "package.module:NAME" (or a module alone)."""
    module, _, name = path.partition(":")
    loaded = import_module(module)
    return getattr(loaded, name) if name else loaded
