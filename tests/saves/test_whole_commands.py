"""One command, one write: a save never ends between two events of one command, and a
save that does (older dice-tuis, hand edits) is taken back to its last whole command."""

from __future__ import annotations

import json
import os
import random
import signal
import time
from datetime import UTC, datetime

import pytest

from core.dalek_dice import RULES
from core.game import PlayerSpec
from saves.errors import DamagedSave
from saves.lock import SaveLock
from saves.repair import playable
from saves.session import GameSession
from saves.store import encode, list_saves, load_game
from tests.saves.test_lock import start_worker

BOTS = [PlayerSpec(name="Ann", bot="cautious"), PlayerSpec(name="Bob", bot="optimal")]


def bot(state):
    return RULES.bot_command(state, BOTS[RULES.current_player(state)].bot)


def commands_until_a_long_one(seed: int = 3):
    """A bots' Dalek Dice game up to and including its first command of several events."""
    setup = RULES.make_setup(BOTS, seed)
    state, log = RULES.start(setup), []
    while True:
        events = RULES.decide(state, bot(state))
        for event in events:
            state = RULES.evolve(state, event)
        log.append(events)
        if len(events) > 1:
            return setup, log


def test_a_command_of_several_events_is_written_once(root, monkeypatch):
    setup, log = commands_until_a_long_one()
    writes = []
    real = SaveLock.write
    monkeypatch.setattr(SaveLock, "write", lambda self, data: (writes.append(data), real(self, data)))
    with GameSession.create(root, "dalek-dice", setup) as session:
        for events in log:
            assert session.apply(bot(session.state)) == events
    assert len(writes) == len(log)
    assert len(json.loads(writes[-1])["events"]) == sum(map(len, log))


def write_cut(root, setup, log, extra: int = 1):
    """A save as an older dice-tui left it, killed after `extra` events of the last command."""
    events = [event for events in log[:-1] for event in events] + log[-1][:extra]
    path = root / "cut.json"
    root.mkdir(mode=0o700, exist_ok=True)
    now = datetime.now(UTC)
    path.write_bytes(encode("dalek-dice", setup, events, now, now, summary=False))
    return path


def test_a_save_cut_in_the_middle_of_a_command_resumes_from_the_last_whole_one(root):
    setup, log = commands_until_a_long_one()
    path = write_cut(root, setup, log)
    stuck = RULES.start(setup)
    for event in [e for events in log[:-1] for e in events] + log[-1][:1]:
        stuck = RULES.evolve(stuck, event)
    assert not playable(RULES, stuck)  # what used to crash every resume with a bot to move
    loaded = load_game(path)
    assert loaded.repaired == 1 and len(loaded.events) == sum(map(len, log[:-1]))
    assert list_saves(root)[0].status == "unfinished"
    with GameSession.open(path) as session:
        assert session.apply(bot(session.state)) == log[-1]  # the same dice: the command again
    assert load_game(path).repaired == 0


def test_a_cut_save_with_no_whole_command_in_reach_is_damaged_not_a_crash(root, monkeypatch):
    setup, log = commands_until_a_long_one()
    path = write_cut(root, setup, log)
    monkeypatch.setattr("saves.repair.LOOKBACK", 0)  # as if the command had begun far back
    with pytest.raises(DamagedSave, match=r"^event [0-9]+: the game stops in the middle of a move") as error:
        load_game(path)
    assert error.value.event_index == sum(map(len, log[:-1])) + 1
    assert list_saves(root)[0].status == "damaged"
    with pytest.raises(DamagedSave):
        GameSession.open(path)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_game_killed_at_any_moment_ends_on_a_whole_command(root, seed):
    setup = RULES.make_setup([PlayerSpec(name=f"Bot {n}", bot="cautious") for n in range(6)], seed)
    with GameSession.create(root, "dalek-dice", setup) as session:
        path = session.path
    worker = start_worker("play", path)
    time.sleep(random.Random(seed).uniform(0.05, 0.4))
    os.kill(worker.pid, signal.SIGKILL)
    worker.communicate()
    loaded = load_game(path)
    assert loaded.repaired == 0 and loaded.altered is None
    assert playable(RULES, loaded.state)
    with GameSession.open(path) as resumed:
        if not resumed.is_over:
            resumed.apply(RULES.bot_command(resumed.state, "cautious"))
