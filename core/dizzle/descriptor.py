"""Dizzle as the rest of dice-tui sees it (see core.descriptor): declared once, cheap to import."""

from __future__ import annotations

from core.descriptor import CampaignSpec, GameDescriptor, OptionSpec
from core.lang import N_

LEVEL_NUMBERS = (1, 2, 3, 4)

GAME = GameDescriptor(
    id="dizzle",
    title="Dizzle",
    rules="core.dizzle.rules:RULES",
    stats="core.dizzle.stats",
    progress="core.dizzle.progress",
    lesson="core.dizzle.lesson:LESSON",
    counts="core.dizzle.counts",
    min_players=1,
    max_players=4,
    default_players="You",
    bots=("greedy", "expert"),
    options=(
        OptionSpec(
            name="level",
            label=N_("Level"),
            choices=LEVEL_NUMBERS,
            default=1,
            help=N_("Level sheet 1-4: 1 gems and bombs, 2 keys and locks, 3 rockets and a flag, 4 islands."),
            cli_help=N_("level 1-4"),
        ),
        OptionSpec(
            name="level_data",
            label=N_("Level file"),
            flag="--level-file",
            widget="file",
            parse="core.dizzle.level_file:parse_level",
            cli_help=N_("a level file of your own"),
            metavar="FILE",
        ),
    ),
    campaign=CampaignSpec(
        measures=("score", "rating"),
        stand_in="greedy",
        extra="core.dizzle.stats:campaign_measures",
    ),
)
