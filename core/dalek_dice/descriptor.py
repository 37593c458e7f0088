"""Dalek Dice as the rest of dice-tui sees it (see core.descriptor): declared once, cheap to import."""

from __future__ import annotations

from core.descriptor import CampaignSpec, GameDescriptor

GAME = GameDescriptor(
    id="dalek-dice",
    title="Dalek Dice",
    rules="core.dalek_dice.rules:RULES",
    stats="core.dalek_dice.stats",
    progress="core.dalek_dice.progress",
    lesson="core.dalek_dice.lesson:LESSON",
    min_players=2,
    max_players=6,
    default_players="You,bot:optimal",
    bots=("cautious", "optimal", "expert"),
    bot_count="turns",
    campaign=CampaignSpec(
        measures=("score", "won", "margin"),
        stand_in="expert",
        extra="core.dalek_dice.stats:campaign_measures",
    ),
)
