"""diZe as the rest of dice-tui sees it (see core.descriptor): declared once, cheap to import."""

from __future__ import annotations

from core.descriptor import CampaignSpec, GameDescriptor, OptionSpec
from core.lang import N_

#: the difficulty: how many of the 20 dice start as zombies (core.dize.setup explains the range)
ZOMBIES = OptionSpec(
    name="zombies",
    label=N_("Zombies (difficulty)"),
    choices=tuple(range(2, 11)),
    default=4,
    help=N_("How many of the 20 dice start as zombies; 4 for a first game, more is harder "
    "and scores more."),
    type=int,
    cli_help=N_("starting zombies, 2-10"),
)

GAME = GameDescriptor(
    id="dize",
    title="diZe",
    rules="core.dize.rules:RULES",
    stats="core.dize.stats",
    progress="core.dize.progress",
    lesson="core.dize.lesson:LESSON",
    counts="core.dize.counts",
    min_players=1,
    max_players=1,
    default_players="You",
    bots=("careful", "veteran", "executioner"),
    options=(ZOMBIES,),
    campaign=CampaignSpec(
        measures=("score", "won"),
        stand_in="veteran",
        win_phrase=N_("execute every zombie (win)"),
    ),
)
