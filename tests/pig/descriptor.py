"""Pig as the rest of dice-tui sees it: registered by tests only (see tests/pig/conftest.py)."""

from __future__ import annotations

from core.descriptor import CampaignSpec, GameDescriptor, OptionSpec, PrintPreset, SheetOption, SheetSpec

GAME = GameDescriptor(
    id="pig",
    title="Pig",
    rules="tests.pig.rules:RULES",
    stats="tests.pig.stats",
    min_players=2,
    max_players=4,
    default_players="You,bot:hold20",
    bots=("hold20",),
    screen="tests.pig.screen:PigScreen",
    rules_page="pig",
    rules_package="tests.pig",
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
    sheet=SheetSpec(
        module="tests.pig.sheet",
        title="Pig score pad",
        help="Pig score pad",
        options=(SheetOption("players", "2 to 4 (default 2)", type=int, metavar="N"),),
        presets=(PrintPreset("Pig: score pad", "pig", order=90, asks=("players",)),),
    ),
    campaign=CampaignSpec(measures=("score", "won"), stand_in="hold20"),
)
