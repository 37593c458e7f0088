"""A dice-tui killed with SIGKILL mid-game leaves a save that loads: a prefix of the log."""

from __future__ import annotations

import os
import random
import signal
import time

import pytest

from saves.session import GameSession
from saves.store import list_saves, load_game
from tests.saves.conftest import bot_log, tally_setup
from tests.saves.test_lock import start_worker


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_game_killed_mid_write_loads_a_prefix_of_its_events(root, seed):
    setup = tally_setup(seed=seed, target=1_000_000)
    with GameSession.create(root, "tally", setup) as session:
        path = session.path
    worker = start_worker("play", path)
    time.sleep(random.Random(seed).uniform(0.05, 0.4))
    os.kill(worker.pid, signal.SIGKILL)
    worker.communicate()
    assert worker.returncode == -signal.SIGKILL

    loaded = load_game(path)
    assert len(loaded.events) >= 1
    assert loaded.events == bot_log(setup, len(loaded.events))
    assert list_saves(root)[0].status == "unfinished"
    with GameSession.open(path) as resumed:  # and play goes on, leaving no temp file
        resumed.apply(resumed.rules.bot_command(resumed.state, "greedy"))
    assert sorted(p.name for p in root.iterdir()) == [path.name]
