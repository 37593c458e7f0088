"""25 to Dice as the rest of dice-tui sees it (see core.descriptor): declared once, cheap to import."""

from __future__ import annotations

from core.descriptor import (
    CampaignSpec,
    GameDescriptor,
    OptionSpec,
    PrintPreset,
    SheetOption,
    SheetSpec,
)

MODES: tuple[str, ...] = ("solo", "coop", "competitive")

#: the sheet's modes: solo and co-op share one board ("co-op" is accepted too)
SHEET_MODES = ("solo", "coop", "co-op", "competitive")


def sheet_filename(mode: str | None = None) -> str:
    """One board serves solo and co-op, and its file says so; ValueError on an unknown mode."""
    if mode is not None and mode not in SHEET_MODES:
        raise ValueError(f"unknown mode {mode!r} (choose {', '.join(MODES)})")
    return "25-to-dice-competitive.pdf" if mode == "competitive" else "25-to-dice-solo-coop.pdf"


GAME = GameDescriptor(
    id="25-to-dice",
    title="25 to Dice",
    rules="core.twenty_five.rules:RULES",
    stats="core.twenty_five.stats",
    min_players=1,
    max_players=6,
    default_players="You",
    bots=("planner", "expert"),
    screen="tui.games.twenty_five.screen:TwentyFiveScreen",
    rules_page="25-to-dice",
    options=(
        OptionSpec(
            name="mode",
            label="Mode",
            choices=MODES,
            default="solo",
            help="solo: one player; coop: 2-6 players share one prison; competitive: a prison each, "
            "shared guard dice",
            cli_help="solo, coop or competitive",
        ),
    ),
    sheet=SheetSpec(
        module="sheets.twenty_five",
        title="25 to Dice board",
        help="25 to Dice board (solo and co-op, or competitive)",
        options=(
            SheetOption(
                "mode", "default solo; coop uses the solo board",
                choices=SHEET_MODES, metavar="{solo,coop,competitive}",
            ),
        ),
        presets=(
            PrintPreset("25 to Dice: solo & co-op board", "twenty-five-solo", (("mode", "solo"),), order=20),
            PrintPreset("25 to Dice: competitive board", "twenty-five-competitive",
                        (("mode", "competitive"),), order=21),
        ),
        filename=sheet_filename,
    ),
    campaign=CampaignSpec(
        measures=("score", "won", "escapes", "captures"),
        stand_in="planner",
        extra="core.twenty_five.stats:campaign_measures",
        win_phrase="get four inmates out (win)",
    ),
)
