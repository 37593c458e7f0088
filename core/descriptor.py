"""What a game's rules tell the rest of dice-tui: one `GameDescriptor` per game.

The command line's flags, the new-game form and the campaign's measures are generated
from these, so a game's rules are declared once, in `core/<game>/descriptor.py`, and
listed once, in `core/games.py`. What the other layers add keeps its own table keyed by
game id, in its own layer: the screen and the rules page (tui.games.registry), the
printed sheet (sheets.registry). Core names none of them.

Plain named tuples and import strings of core modules ("core.dize.rules:RULES"), never
imports: the menu's first frame and `dice-tui sheet --help` read every descriptor, and
must not pay for pydantic or a rules engine. Named tuples rather than frozen dataclasses
for the same reason: a dataclass compiles its methods as its module is imported (about a
third of a millisecond each, before the menu's first frame), a named tuple has them built in.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any, Literal, NamedTuple

from core.lang import N_, N_n


class OptionSpec(NamedTuple):
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


#: a campaign goal of winning, in a game's words when it has none of its own
WIN_PHRASE = N_("win the game")
#: a stage's headline score with its unit, when a game has no unit of its own
SCORE_WORDS = N_n("{count} point", "{count} points")


class CampaignSpec(NamedTuple):
    """How a finished game is judged as a campaign stage.

    `measures` are the names stage goals may use ("score" and "won" are computed for
    every game); `extra` (import string, `state -> dict`) adds the game's own, such
    as Dalek Dice's margin. `stand_in` is the bot that plays the player's seat when
    stages are measured (core.campaign.stats). `win_phrase` is a goal of winning in the
    game's own words, `score_words` a stage's headline score with its unit (both marked
    for the catalogue, translated where shown).
    """

    measures: tuple[str, ...]
    stand_in: str
    extra: str = ""
    win_phrase: str = WIN_PHRASE
    score_words: tuple[str, str] = SCORE_WORDS


class GameDescriptor(NamedTuple):
    """What the rules own and every layer may read: who plays, with which options and bots."""

    id: str  # the game id saves store: never changes
    title: str
    rules: str  # import string of the RULES object ("core.dize.rules:RULES")
    stats: str  # module with bot_report(count, seed=..., **options) for `dice-tui bots`
    #: light module with progress_line(facts, names): the save list words a save's summary
    #: with it, without loading the rule engine
    progress: str
    min_players: int
    max_players: int
    default_players: str  # the table `dice-tui new` sets without --players
    bots: tuple[str, ...]
    options: tuple[OptionSpec, ...] = ()
    bot_count: Literal["games", "turns"] = "games"  # what `dice-tui bots` counts
    campaign: CampaignSpec | None = None
    #: light module with own_counts(facts) and own_words(group, key, counts) (core.facts.GameCounts):
    #: what the statistics count of the game beyond scores and wins; "" for nothing more
    counts: str = ""
    #: import string of the game's first game that teaches (a core.lesson.Lesson); "" for none
    lesson: str = ""

    @property
    def choice_options(self) -> tuple[OptionSpec, ...]:
        """The options the new-game form offers (one of their choices each)."""
        return tuple(option for option in self.options if option.widget == "select")


def load(path: str) -> Any:
    """The object an import string names: "package.module:NAME" (or a module alone)."""
    module, _, name = path.partition(":")
    loaded = import_module(module)
    return getattr(loaded, name) if name else loaded
