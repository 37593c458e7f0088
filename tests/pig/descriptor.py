"""Pig as the rest of dice-tui sees it: registered by tests only (see tests/pig/conftest.py)."""

from __future__ import annotations

from core.descriptor import CampaignSpec, GameDescriptor, OptionSpec

GAME = GameDescriptor(
    id="pig",
    title="Pig",
    rules="tests.pig.rules:RULES",
    stats="tests.pig.stats",
    progress="tests.pig.progress",
    min_players=2,
    max_players=4,
    default_players="You,bot:hold20",
    bots=("hold20",),
    options=(
        OptionSpec(
            name="target",
            label="Target",
            choices=(20, 50, 100),
            default=50,
            help="The banked total that wins at once.",
            type=int,
            cli_help="points to win: 20, 50 or 100",
        ),
    ),
    campaign=CampaignSpec(measures=("score", "won"), stand_in="hold20"),
)
