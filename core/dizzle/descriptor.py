"""Dizzle as the rest of dice-tui sees it (see core.descriptor): declared once, cheap to import."""

from __future__ import annotations

import os

from core.descriptor import (
    CampaignSpec,
    GameDescriptor,
    OptionSpec,
    PrintPreset,
    SheetOption,
    SheetSpec,
)

LEVEL_NUMBERS = (1, 2, 3, 4)


def sheet_filename(level: str | int | None = None, level_file: str | None = None) -> str:
    """'dizzle-level-1.pdf', 'dizzle-levels.pdf' for all four, or named after a level file."""
    if level_file is not None:
        stem = os.path.splitext(os.path.basename(level_file))[0]  # names only: no file is read
        return f"dizzle-{stem or 'level'}.pdf"
    level = 1 if level is None else level
    return "dizzle-levels.pdf" if str(level) == "all" else f"dizzle-level-{level}.pdf"


GAME = GameDescriptor(
    id="dizzle",
    title="Dizzle",
    rules="core.dizzle.rules:RULES",
    stats="core.dizzle.stats",
    min_players=1,
    max_players=4,
    default_players="You",
    bots=("greedy", "expert"),
    screen="tui.games.dizzle.screen:DizzleScreen",
    rules_page="dizzle",
    options=(
        OptionSpec(
            name="level",
            label="Level",
            choices=LEVEL_NUMBERS,
            default=1,
            help="Level sheet 1-4: 1 gems and bombs, 2 keys and locks, 3 rockets and a flag, 4 islands.",
            cli_help="level 1-4",
        ),
        OptionSpec(
            name="level_data",
            label="Level file",
            flag="--level-file",
            widget="file",
            parse="core.dizzle.level_file:parse_level",
            cli_help="a level file of your own",
            metavar="FILE",
        ),
    ),
    sheet=SheetSpec(
        module="sheets.dizzle",
        title="Dizzle level sheets",
        help="Dizzle level sheets, one page per level",
        options=(
            SheetOption("level", "1, 2, 3, 4 or all (default 1)"),
            SheetOption("level_file", "a custom level file (JSON) instead of --level", metavar="F"),
        ),
        presets=(
            PrintPreset("Dizzle: all four levels", "dizzle-all", (("level", "all"),), order=10),
            *(
                PrintPreset(f"Dizzle: level {n}", f"dizzle-{n}", (("level", n),), order=10 + n)
                for n in LEVEL_NUMBERS
            ),
            PrintPreset("Dizzle: a level file of your own", "dizzle-file", order=30, asks=("level_file",)),
        ),
        filename=sheet_filename,
        exclusive=("level", "level_file"),
    ),
    campaign=CampaignSpec(
        measures=("score", "rating"),
        stand_in="greedy",
        extra="core.dizzle.stats:campaign_measures",
    ),
)
