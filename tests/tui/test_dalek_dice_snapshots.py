"""SVG snapshots of the Dalek Dice screen at 80x24 in its largest states.

Re-record with `.venv/bin/python -m pytest tests/tui/test_dalek_dice_snapshots.py --snapshot-update`.
"""

from __future__ import annotations

from tests.tui.helpers import app_with, new_session, settle

SIX = ("Annabel Featherstonehaug,Bartholomew Wintersmith,Cordelia Ravensworth-Lee,"
       "bot:optimal,Evangeline Montgomery-Sm,bot:cautious")


def test_dalek_dice_ten_dice_rolled(snap_compare, save_root):
    """Seed 10: the first roll shows no Doctor and no Exterminate!, so all ten dice wait to
    be kept: two lines of five, each with its keys, ticks (3, 4 and 0) and the cursor."""
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=10)

    async def roll(pilot):
        await pilot.press("r", "3", "4", "0", "left")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=roll)


def test_dalek_dice_nine_dice_in_the_right(snap_compare, save_root):
    """Seed 8: one Exterminate! goes to the Top, nothing else is kept: nine dice in the Right."""
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=8)

    async def roll(pilot):
        await pilot.press("r", "enter")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=roll)


def test_dalek_dice_six_players_with_long_names_and_the_odds(snap_compare, save_root):
    """Six seats with 24-letter names: the header and the scores fit; the odds follow the ticks."""
    session = new_session(save_root, "dalek-dice", SIX, seed=10)

    async def roll(pilot):
        await pilot.press("o", "r", "3", "4")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=roll)
