"""The screen the terminal shows is the screen Textual drew (issue 32, item 10): seeded
keys that once left a row wrong, played through the terminal's copy onto a terminal
that measures as Rich does, compared with the screen drawn whole after every key."""

from __future__ import annotations

from typing import Any

from tests.tui.helpers import app_with, new_session, settle
from tests.tui.test_render_switch import watch, whole
from tui.render.shadow import Shadow


async def rows_after(save_root: Any, game: str, players: str, seed: int, keys: list[str],
                     size: tuple[int, int] = (80, 24), **options: Any) -> list[tuple[str, list[int]]]:  # fmt: skip
    """For each key, the rows where the terminal differs from the screen drawn whole."""
    session = new_session(save_root, game, players, seed=seed, **options)
    app = app_with(save_root, session)
    wrong = []
    async with app.run_test(size=size) as pilot:
        terminal = watch(app, Shadow())
        app.screen.refresh()
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
            await pilot.pause()  # a frame the copy asked for (tui.render.hooks.ask_again)
            drawn = whole(app)
            wrong.append((key, [y for y, row in enumerate(drawn) if terminal.cells[y] != row]))
    session.close()
    return wrong


async def test_a_cursor_move_in_dizzle_never_blanks_the_log_row_beside_an_astronaut(tmp_path):
    """The help text beside the log holds 👩🏽‍🚀 (a chop the copy doubts): it is sent whole,
    and the log's chop after it, outside every span the update rendered, once went out
    blank (row 17 until Ctrl+L). It is asked of Textual again instead."""
    keys = ["r", "enter", "enter", "enter", "left", "right"]
    wrong = await rows_after(tmp_path, "dizzle", "👩🏽\u200d🚀,Bo❤️=bot:greedy", 904, keys, level=1)
    assert wrong == [(key, []) for key in keys]
