"""Which games print, and how: one `SheetSpec` per game id, read without loading ReportLab.

The sheets' own table, beside the games' rules (core.games) rather than inside them: the
rules know nothing of paper. `dice-tui sheet` gets one subcommand per entry, with one
flag per `SheetOption`; Print sheets lists the `presets`. A game that prints adds its
entry here (a game defined outside dice-tui, as the tests' Pig, calls `register`);
a conformance test checks every entry names a registered game and a module with `draw`.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from core.dizzle.descriptor import LEVEL_NUMBERS
from core.game_registry import GameRegistry
from core.lang import N_, _
from core.twenty_five.descriptor import MODES


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


#: game id -> its sheet; the order of the games' own registry (core.games) is the order shown
SHEETS: GameRegistry[SheetSpec] = GameRegistry("a sheet")
register = SHEETS.register
unregister = SHEETS.unregister


def dalek_filename(players: int | None = None) -> str:
    """'dalek-dice.pdf', or 'dalek-dice-5-players.pdf' for a pad of five columns."""
    return "dalek-dice.pdf" if players is None else f"dalek-dice-{players}-players.pdf"


register("dalek-dice", SheetSpec(
    module="sheets.dalek_dice",
    title=N_("Dalek Dice score pad"),
    help=N_("Dalek Dice score pad"),
    options=(SheetOption("players", N_("2 to 6 (default 4)"), type=int, metavar="N"),),
    presets=(PrintPreset(N_("Dalek Dice: score pad"), "dalek", order=40, asks=("players",)),),
    filename=dalek_filename,
))


#: the Print sheets entry of each built-in level (marked for the catalogue, translated where shown)
LEVEL_PRESETS = {1: N_("Dizzle: level 1"), 2: N_("Dizzle: level 2"), 3: N_("Dizzle: level 3"), 4: N_("Dizzle: level 4")}


def dizzle_filename(level: str | int | None = None, level_file: str | None = None) -> str:
    """'dizzle-level-1.pdf', 'dizzle-levels.pdf' for all four, 'dizzle-how-to-play.pdf' for the
    rules alone, or named after a level file."""
    if level_file is not None:
        stem = os.path.splitext(os.path.basename(level_file))[0]  # names only: no file is read
        return f"dizzle-{stem or 'level'}.pdf"
    level = 1 if level is None else level
    if str(level).strip().lower() == "rules":
        return "dizzle-how-to-play.pdf"
    return "dizzle-levels.pdf" if str(level) == "all" else f"dizzle-level-{level}.pdf"


register("dizzle", SheetSpec(
    module="sheets.dizzle",
    title=N_("Dizzle level sheets"),
    help=N_("Dizzle level sheets, one page per level"),
    options=(
        SheetOption("level", N_("1, 2, 3, 4, all, or rules for How to play alone (default 1)")),
        SheetOption("level_file", N_("a custom level file (JSON) instead of --level"), metavar="F"),
    ),
    presets=(
        PrintPreset(N_("Dizzle: all four levels"), "dizzle-all", (("level", "all"),), order=10),
        *(
            PrintPreset(LEVEL_PRESETS[n], f"dizzle-{n}", (("level", n),), order=10 + n)
            for n in LEVEL_NUMBERS
        ),
        PrintPreset(N_("Dizzle: how to play"), "dizzle-rules", (("level", "rules"),), order=15),
        PrintPreset(N_("Dizzle: a level file of your own"), "dizzle-file", order=30, asks=("level_file",)),
    ),
    filename=dizzle_filename,
    exclusive=("level", "level_file"),
))

register("dize", SheetSpec(
    module="sheets.dize",
    title=N_("diZe play mat"),
    help=N_("diZe play mat"),
    presets=(PrintPreset(N_("diZe: play mat"), "dize", order=50),),
))

#: the 25 to Dice sheet's modes: solo and co-op share one board ("co-op" is accepted too)
TWENTY_FIVE_MODES = ("solo", "coop", "co-op", "competitive")


def twenty_five_filename(mode: str | None = None) -> str:
    """One board serves solo and co-op, and its file says so; ValueError on an unknown mode."""
    if mode is not None and mode not in TWENTY_FIVE_MODES:
        raise ValueError(_("unknown mode {mode} (choose {modes})").format(mode=repr(mode), modes=", ".join(MODES)))
    return "25-to-dice-competitive.pdf" if mode == "competitive" else "25-to-dice-solo-coop.pdf"


register("25-to-dice", SheetSpec(
    module="sheets.twenty_five",
    title=N_("25 to Dice board"),
    help=N_("25 to Dice board (solo and co-op, or competitive)"),
    options=(
        SheetOption(
            "mode", N_("default solo; coop uses the solo board"),
            choices=TWENTY_FIVE_MODES, metavar="{solo,coop,competitive}",
        ),
    ),
    presets=(
        PrintPreset(N_("25 to Dice: solo & co-op board"), "twenty-five-solo", (("mode", "solo"),), order=20),
        PrintPreset(N_("25 to Dice: competitive board"), "twenty-five-competitive",
                    (("mode", "competitive"),), order=21),
    ),
    filename=twenty_five_filename,
))
