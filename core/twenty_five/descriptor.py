"""25 to Dice as the rest of dice-tui sees it (see core.descriptor): declared once, cheap to import."""

from __future__ import annotations

from core.descriptor import CampaignSpec, GameDescriptor, OptionSpec
from core.lang import N_, N_n

MODES: tuple[str, ...] = ("solo", "coop", "competitive")

GAME = GameDescriptor(
    id="25-to-dice",
    title="25 to Dice",
    rules="core.twenty_five.rules:RULES",
    stats="core.twenty_five.stats",
    progress="core.twenty_five.progress",
    lesson="core.twenty_five.lesson:LESSON",
    counts="core.twenty_five.counts",
    min_players=1,
    max_players=6,
    default_players="You",
    bots=("planner", "expert"),
    options=(
        OptionSpec(
            name="mode",
            label=N_("Mode"),
            choices=MODES,
            default="solo",
            help=N_("solo: one player; coop: 2-6 players share one prison; competitive: a prison each, "
            "shared guard dice"),
            cli_help=N_("solo, coop or competitive"),
        ),
    ),
    campaign=CampaignSpec(
        measures=("score", "won", "escapes", "captures"),
        stand_in="planner",
        extra="core.twenty_five.stats:campaign_measures",
        win_phrase=N_("get four inmates out (win)"),
        # i18n: a campaign stage's best score in 25 to Dice: how many inmates got out
        score_words=N_n("{count} out", "{count} out"),
    ),
)
