"""A game screen left before it was ever shown: Esc typed ahead as a game opens.

Once seen as a crash of diZe ("No nodes match 'DizePhases'"): the screen was popped
before Textual handled its Mount, so its board's widgets were already being removed
when the mount handlers queried them. Every game shares the fix (GameScreen.on_event).
"""

from __future__ import annotations

import pytest

from saves.session import GameSession
from tests.tui.helpers import app_with, new_session, settle
from tui.screens.menu import MenuScreen

TABLES = [("dize", "Ann", {"zombies": 4}), ("dalek-dice", "Ann,Bob", {}), ("dizzle", "Ann", {"level": 1}),
          ("25-to-dice", "Ann", {"mode": "solo"})]


@pytest.mark.parametrize("game, players, options", TABLES, ids=[table[0] for table in TABLES])
async def test_a_game_popped_before_it_mounts_leaves_the_app_running(save_root, game, players, options):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        session = new_session(save_root, game, players, seed=3, **options)
        app.open_session(session)
        app.pop_screen()  # before the game screen's Mount is handled
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert session.closed  # its lock let go: the game opens again at once
        with GameSession.open(session.path) as again:
            assert again.events == session.events
        app.open_session(GameSession.open(session.path))  # and is shown whole
        await settle(pilot)
        assert type(app.screen).__name__.endswith("Screen") and app.screen.query_one("#game-header")
    assert app.return_code in (None, 0)
