"""The Dizzle screen repaints only the cells a key changed, and never leaves one stale.

A partial repaint decides what Textual sends; if it missed a changed cell, the
terminal would keep showing the old one. So every update the app writes is played
onto a small terminal model (tests/tui/terminal_model.py), and after every key that
terminal must equal the whole screen drawn from scratch.
"""

from __future__ import annotations

from textual.geometry import Region

from core.dizzle import RULES, PlaceDie
from tests.tui.helpers import app_with, assert_drawn_as_textual_draws, new_session, settle
from tests.tui.screen_check import screen_lines
from tests.tui.terminal_model import drawn_whole, watch_writes
from tui.games.dizzle.sheet import DizzleSheet
from tui.widgets.drawn_lines import changed_span


def test_a_line_that_looks_the_same_is_not_sent():
    assert changed_span((("ab", ("bold",)), (" 12", ())), (("a", ("bold",)), ("b", ("bold",)), (" 12", ()))) is None


def test_a_changed_style_alone_is_a_change():
    assert changed_span((("abcdef", ()),), (("ab", ()), ("cd", ("underline",)), ("ef", ()))) == (2, 2)


def test_one_span_covers_every_change_of_a_line():
    assert changed_span((("[1] 2  3 ", ()),), ((" 1 [2] 3 ", ()),)) == (0, 6)


def test_a_shorter_line_clears_what_it_no_longer_covers():
    assert changed_span((("abcdef", ()),), (("abc", ()),)) == (3, 3)


def test_pieces_alike_at_the_end_still_change_where_they_moved():
    assert changed_span(((" 1", ()), ("4 ", ())), (("[1]", ()), ("4 ", ()))) == (0, 5)
    assert changed_span((("ab", ()), ("c", ("x",)), ("dd", ())), (("ab", ()), ("C", ("x",)), ("dd", ()))) == (2, 1)


def test_wide_letters_count_their_cells():
    assert changed_span((("漢字a", ()),), (("漢字b", ()),)) == (4, 1)


async def test_after_every_key_the_screen_equals_a_fresh_drawing(save_root):
    session = new_session(save_root, "dizzle", "Ann,Bob,Cy,Di", seed=6, level=4)
    app = app_with(save_root, session)
    keys = ["r", "right", "down", "down", "left", "up", "l", "j", "tab", "tab", "enter", "3", "g", "g"]
    async with app.run_test(size=(80, 24)) as pilot:
        terminal = watch_writes(app)
        app.screen.refresh()
        await settle(pilot)
        screen = app.screen
        assert terminal.lines() == drawn_whole(app)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
            assert terminal.lines() == drawn_whole(app), (key, screen_lines(app))
        for _ in range(12):  # placements by every seat: sheets, offer, scores and titles change
            command = RULES.bot_command(screen.state, "greedy")
            if isinstance(command, PlaceDie):
                await pilot.press(str(screen.state.offer[command.die]))
                screen.cursor = command.at
            await pilot.press("enter" if isinstance(command, PlaceDie) else "r")
            await settle(pilot)
            assert terminal.lines() == drawn_whole(app), (command, screen_lines(app))
            assert_drawn_as_textual_draws(screen.query_one("#prompt"))  # its lines broken as Textual breaks them


async def test_a_cursor_move_repaints_cells_of_the_sheet_not_the_whole_sheet(save_root, monkeypatch):
    session = new_session(save_root, "dizzle", "Ann,Bob,Cy,Di", seed=6, level=4)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await settle(pilot)
        sheet = app.screen.query_one(DizzleSheet)
        calls: list[tuple[Region, ...]] = []
        original = sheet.refresh

        def counting(*regions, **kwargs):
            calls.append(regions)
            return original(*regions, **kwargs)

        monkeypatch.setattr(sheet, "refresh", counting)
        await pilot.press("right")
        assert calls and all(calls), calls  # never a whole refresh
        assert sum(region.height for regions in calls for region in regions) <= 2
        assert all(region.right <= sheet.size.width for regions in calls for region in regions)
