"""SVG snapshots of the main screens at 80x24 (`make snapshots` re-records them)."""

from __future__ import annotations

from tests.tui.helpers import app_with, new_session, settle


def test_menu(snap_compare, save_root):
    assert snap_compare(app_with(save_root), terminal_size=(80, 24))


def test_dalek_dice_after_the_first_roll(snap_compare, save_root):
    session = new_session(save_root, "dalek-dice", "Ann,Bob,bot:cautious", seed=7)

    async def roll(pilot):
        await pilot.press("r", "1")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=roll)


def test_new_game_form(snap_compare, save_root):
    async def open_form(pilot):
        await pilot.press("n")
        await settle(pilot)

    assert snap_compare(app_with(save_root), terminal_size=(80, 24), run_before=open_form)
