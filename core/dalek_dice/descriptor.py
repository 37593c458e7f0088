"""Dalek Dice as the rest of dice-tui sees it (see core.descriptor): declared once, cheap to import."""

from __future__ import annotations

from core.descriptor import CampaignSpec, GameDescriptor, PrintPreset, SheetOption, SheetSpec


def sheet_filename(players: int | None = None) -> str:
    """'dalek-dice.pdf', or 'dalek-dice-5-players.pdf' for a pad of five columns."""
    return "dalek-dice.pdf" if players is None else f"dalek-dice-{players}-players.pdf"


GAME = GameDescriptor(
    id="dalek-dice",
    title="Dalek Dice",
    rules="core.dalek_dice.rules:RULES",
    stats="core.dalek_dice.stats",
    min_players=2,
    max_players=6,
    default_players="You,bot:optimal",
    bots=("cautious", "optimal", "expert"),
    screen="tui.games.dalek_dice.screen:DalekDiceScreen",
    rules_page="dalek-dice",
    bot_count="turns",
    sheet=SheetSpec(
        module="sheets.dalek_dice",
        title="Dalek Dice score pad",
        help="Dalek Dice score pad",
        options=(SheetOption("players", "2 to 6 (default 4)", type=int, metavar="N"),),
        presets=(PrintPreset("Dalek Dice: score pad", "dalek", order=40, asks=("players",)),),
        filename=sheet_filename,
    ),
    campaign=CampaignSpec(
        measures=("score", "won", "margin"),
        stand_in="expert",
        extra="core.dalek_dice.stats:campaign_measures",
    ),
)
