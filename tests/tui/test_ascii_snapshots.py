"""ASCII mode at 80x24 (`--ascii`, TERM=linux): the same screens, every glyph its twin."""

from __future__ import annotations

from tests.tui.helpers import new_session, settle
from tests.tui.test_dizzle_snapshots import played_until
from tui.app import DiceApp
from tui.pace import INSTANT


def test_menu_in_ascii(snap_compare, save_root):
    assert snap_compare(DiceApp(save_root, None, INSTANT, ascii=True), terminal_size=(80, 24))


def test_dalek_dice_after_the_first_roll_in_ascii(snap_compare, save_root):
    session = new_session(save_root, "dalek-dice", "Ann,Bob,bot:cautious", seed=7)

    async def roll(pilot):
        await pilot.press("r", "1")
        await settle(pilot)

    assert snap_compare(DiceApp(save_root, session, INSTANT, ascii=True), terminal_size=(80, 24), run_before=roll)


def test_dizzle_level_4_in_ascii(snap_compare, save_root):
    """Planets, gems, bombs, flags and the islands' frame, as ASCII."""
    session = new_session(save_root, "dizzle", "Ann", seed=3, level=4)
    played_until(session, lambda state: state.round == 3)

    async def roll(pilot):
        await pilot.press("r")
        await settle(pilot)

    assert snap_compare(DiceApp(save_root, session, INSTANT, ascii=True), terminal_size=(80, 24), run_before=roll)


def test_twenty_five_to_dice_in_ascii(snap_compare, save_root):
    session = new_session(save_root, "25-to-dice", "Ann", seed=4)

    async def roll(pilot):
        await pilot.press("r")
        await settle(pilot)
        await pilot.press("f")
        await settle(pilot)

    assert snap_compare(DiceApp(save_root, session, INSTANT, ascii=True), terminal_size=(80, 24), run_before=roll)
