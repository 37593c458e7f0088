"""One dice-tui per save: a second open is refused with the holder's pid."""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
import threading

import pytest

from saves.errors import SaveInUse
from saves.lock import SaveLock, holder, sidecar
from saves.session import GameSession
from saves.store import list_saves
from tests.saves.conftest import HERE, tally_setup


def start_worker(mode: str, path) -> subprocess.Popen:
    worker = subprocess.Popen(
        [sys.executable, str(HERE / "worker.py"), mode, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    line = worker.stdout.readline()
    assert line == "ready\n", worker.stderr.read()
    return worker


@pytest.fixture
def save(root):
    with GameSession.create(root, "tally", tally_setup()) as session:
        pass
    return session.path


def test_a_save_open_in_another_process_cannot_be_opened(save):
    worker = start_worker("hold", save)
    try:
        with pytest.raises(SaveInUse) as error:
            GameSession.open(save)
        assert str(error.value) == f"this game is open in another dice-tui (pid {worker.pid})"
        [info] = list_saves(save.parent)
        assert info.in_use and info.status == "unfinished"
    finally:
        worker.communicate("")  # closing stdin lets it close the game
    assert worker.returncode == 0
    assert not sidecar(save).exists()
    assert not list_saves(save.parent)[0].in_use
    GameSession.open(save).close()


def test_a_killed_process_does_not_keep_the_save_locked(save):
    worker = start_worker("hold", save)
    os.kill(worker.pid, signal.SIGKILL)
    worker.communicate()
    assert sidecar(save).read_text().strip() == str(worker.pid)  # the stale sidecar stays
    assert holder(save) is None
    with GameSession.open(save) as session:
        assert sidecar(save).read_text().strip() == str(os.getpid())
        assert session.events == ()


def test_the_same_save_cannot_be_opened_twice_in_one_process(save):
    with GameSession.open(save):
        with pytest.raises(SaveInUse, match=f"pid {os.getpid()}"):
            GameSession.open(save)
        assert list_saves(save.parent)[0].in_use


def test_save_in_use_is_also_an_os_error_for_callers_catching_those(save):
    with SaveLock(save):
        with pytest.raises(OSError) as error:
            SaveLock(save).acquire()
        assert error.value.strerror == str(error.value)


def test_listing_a_save_never_creates_a_lock_file(save):
    list_saves(save.parent)
    assert holder(save) is None and not sidecar(save).exists()


def test_a_listing_probing_the_lock_does_not_make_a_free_save_look_in_use(save):
    fd = os.open(sidecar(save), os.O_RDONLY | os.O_CREAT, 0o600)
    fcntl.flock(fd, fcntl.LOCK_SH)  # what `holder` does, for an instant
    threading.Timer(0.002, os.close, (fd,)).start()
    with SaveLock(save) as lock:
        assert lock.held
