"""End dialogs alike in every game: a finished game shows its results again with `e`,
after the player closed the dialog to look at the board."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_with, new_session, settle
from tests.tui.test_screen_isolation import GAMES
from tui.screens.end import EndScreen


def finished(root, game: str, players: str):
    """A game played to its end by the first bot kind for every seat, saved and closed."""
    session = new_session(root, game, players, seed=5)
    rules = session.rules
    while not rules.is_over(session.state):
        session.apply(rules.bot_command(session.state, rules.bots[0]))
    session.close()
    return session.path


@pytest.mark.parametrize("game", list(GAMES))
async def test_e_shows_the_results_again_after_a_look_at_the_board(save_root, game):
    from saves.session import GameSession

    path = finished(save_root, game, GAMES[game])
    app = app_with(save_root, GameSession.open(path))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen
        assert not isinstance(board, EndScreen)
        assert "Results" in [active.binding.description for active in board.active_bindings.values() if active.enabled]
        await pilot.press("e")
        await settle(pilot)
        assert isinstance(app.screen, EndScreen)
        text = str(app.screen.query_one("#end-text").render())
        assert text.strip()
        await pilot.press("l")
        await settle(pilot)
        assert app.screen is board
        await pilot.press("e")
        await settle(pilot)
        assert isinstance(app.screen, EndScreen)
        assert str(app.screen.query_one("#end-text").render()) == text


async def test_names_in_the_end_dialog_are_shown_literally(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await app.push_screen(EndScreen(["[b]Ann[/b] wins!"]))
        await settle(pilot)
        assert "[b]Ann[/b] wins!" in str(app.screen.query_one("#end-text").render())
