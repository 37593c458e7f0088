"""Ctrl+L repaints every cell (issue 26): another program's output on the tty (a `wall`
message) is gone at once, not after however many keys it takes to touch each cell."""

from __future__ import annotations

from tests.tui.helpers import app_with, new_session, settle
from tests.tui.terminal_model import drawn_whole, watch_copies


async def test_ctrl_l_repaints_what_another_program_wrote_on_the_terminal(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,bot:optimal", seed=9)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.terminal_copy is not None
        (terminal,) = watch_copies(app, app.terminal_copy)  # the copy Ctrl+L makes the app forget
        app.screen.refresh()
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot)
        assert terminal.lines() == drawn_whole(app)
        terminal.write("\x1b[5;3HBroadcast message from root: the system is going down")
        assert terminal.lines() != drawn_whole(app)
        app.terminal_copy.rows = [[("x", "")] * 80 for _ in range(24)]  # what it believed
        await pilot.press("ctrl+l")
        await settle(pilot)
        assert terminal.lines() == drawn_whole(app)
        # the app's own copy starts again from the full frame: the screen erased, then drawn
        assert not any(cell == ("x", "") for row in app.terminal_copy.rows for cell in row)


def test_ctrl_l_is_in_the_keys_page():
    from tui.screens.rules import read_page

    assert "`Ctrl+L`" in read_page("keys")
