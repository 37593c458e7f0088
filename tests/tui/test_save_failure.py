"""A failed save is recoverable: the player sees why once, the bot tries again, and play
resumes by itself once the disk has room again. An altered save opens read-only."""

from __future__ import annotations

import json

import tui.screens.game_base as game_base
from saves.lock import SaveLock
from saves.session import GameSession
from tests.tui.helpers import app_with, new_session, settle
from tests.tui.test_menu_and_load import wait_for


def notes(app) -> list[str]:
    return [str(note.message) for note in app._notifications]


async def test_a_bot_whose_move_cannot_be_saved_tries_again_until_it_can(save_root, monkeypatch):
    session = new_session(save_root, "dalek-dice", "Dalek=bot:optimal,Ann", seed=4)  # the bot moves first
    monkeypatch.setattr(game_base, "SAVE_RETRY", 0.05)
    real = SaveLock.write
    full = {"disk": True}

    def write(self, data):
        if full["disk"]:
            raise OSError(28, "No space left on device")
        return real(self, data)

    monkeypatch.setattr(SaveLock, "write", write)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await wait_for(pilot, lambda: "Could not save the game: No space left on device" in notes(app))
        await settle(pilot, 6)  # several retries, all failing
        assert notes(app).count("Could not save the game: No space left on device") == 1
        assert session.events == () and screen.bot_to_move()
        full["disk"] = False
        await wait_for(pilot, lambda: len(session.events) > 0)
        assert "The game is saved again; play goes on." in notes(app)
    assert len(json.loads(session.path.read_bytes())["events"]) == len(session.events)


async def test_an_altered_save_opens_read_only_and_its_bot_does_not_loop(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,Dalek=bot:optimal", seed=4)
    while session.rules.current_player(session.state) == 0:
        session.apply(session.rules.bot_command(session.state, "cautious"))
    path = session.path
    session.close()
    data = json.loads(path.read_bytes())
    data["setup"]["seed"] += 1
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    opened = GameSession.open(path)
    assert opened.read_only
    app = app_with(save_root, opened)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: any(n.startswith("Read-only: event ") for n in notes(app)))
        await wait_for(pilot, lambda: any(n.startswith("Could not save the game: its dice differ") for n in notes(app)))
        await settle(pilot, 6)
        assert sum(n.startswith("Could not save the game: its dice differ") for n in notes(app)) == 1
    assert path.read_bytes() == before
