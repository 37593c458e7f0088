"""A failed save is recoverable: the player sees why once, the bot tries again, and play
resumes by itself once the disk has room again. An altered save opens read-only."""

from __future__ import annotations

import json

from saves.lock import SaveLock
from saves.session import GameSession
from tests.tui.helpers import app_with, new_session, settle


def notes(app) -> list[str]:
    return [str(note.message) for note in app._notifications]


async def test_a_bot_whose_move_cannot_be_saved_tries_again_until_it_can(save_root, monkeypatch):
    session = new_session(save_root, "dalek-dice", "Dalek=bot:optimal,Ann", seed=4)  # the bot moves first
    real = SaveLock.write
    full = {"disk": True}

    def write(self, data):
        if full["disk"]:
            raise OSError(28, "No space left on device")
        return real(self, data)

    monkeypatch.setattr(SaveLock, "write", write)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert "Could not save the game: No space left on device" in notes(app)
        for _ in range(3):  # the retry timer fires (time is the test's): several retries, all failing
            assert screen.bots.timer is not None
            screen.bots.timer.stop()
            screen.bots.step()
            await settle(pilot)
        assert notes(app).count("Could not save the game: No space left on device") == 1
        assert session.events == () and screen.bot_to_move()
        full["disk"] = False
        screen.bots.timer.stop()
        screen.bots.step()
        await settle(pilot)
        assert len(session.events) > 0
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
        await settle(pilot)
        assert any(n.startswith("Read-only: event ") for n in notes(app))
        assert any(n.startswith("Could not save the game: its dice differ") for n in notes(app))
        assert app.screen.bots.timer is None  # no retry: a read-only save will never take the move
        await settle(pilot)
        assert sum(n.startswith("Could not save the game: its dice differ") for n in notes(app)) == 1
    assert path.read_bytes() == before
