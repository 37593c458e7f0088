"""One dice-tui per save: a second open is refused with the holder's pid, and the lock
cannot be lost (nothing beside the save to delete, no stale file, no leaked descriptor)."""

from __future__ import annotations

import errno
import fcntl
import os
import signal
import subprocess
import sys
import threading

import pytest

import saves.atomic
import saves.files
from saves.errors import SaveFailed, SaveInUse
from saves.lock import SaveLock, holder
from saves.session import GameSession
from saves.store import list_saves
from tests.saves.conftest import HERE, bot_move, tally_setup
from tests.saves.faults import fail_os, raising


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


def open_fds() -> set[str]:
    return set(os.listdir("/proc/self/fd"))


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
    assert sorted(p.name for p in save.parent.iterdir()) == [save.name]
    assert not list_saves(save.parent)[0].in_use
    GameSession.open(save).close()


def test_a_killed_process_leaves_nothing_behind_and_no_lock(save):
    worker = start_worker("hold", save)
    os.kill(worker.pid, signal.SIGKILL)
    worker.communicate()
    assert sorted(p.name for p in save.parent.iterdir()) == [save.name]
    assert holder(save) is None
    with GameSession.open(save) as session:
        assert session.events == ()


def test_the_save_stays_locked_across_its_writes(save):
    """Each write replaces the save's inode; the lock moves to the new one before it appears."""
    with GameSession.open(save) as session:
        for _ in range(5):
            before = os.stat(save).st_ino
            session.apply(bot_move(session.rules, session.setup, session.state))
            assert os.stat(save).st_ino != before
            with pytest.raises(SaveInUse):
                SaveLock(save).acquire()
        assert sorted(p.name for p in save.parent.iterdir()) == [save.name]


def test_a_second_process_is_refused_while_the_first_plays_on(save):
    """The other process writes (new inodes) the whole time; every attempt is refused."""
    worker = start_worker("hold-playing", save)
    try:
        for _ in range(30):
            with pytest.raises(SaveInUse):
                GameSession.open(save)
    finally:
        worker.communicate("")
    assert worker.returncode == 0
    GameSession.open(save).close()


def test_deleting_a_legacy_lock_file_cannot_unlock_a_running_game(save):
    """Older dice-tuis locked a `<save>.lock` sidecar that anyone could delete; now there is
    nothing to delete: even removing and restoring the save itself keeps the game's lock."""
    worker = start_worker("hold", save)
    try:
        sidecar = save.with_name(save.name + ".lock")
        assert not sidecar.exists()
        sidecar.write_text("")  # a fresh, unlocked sidecar, as if the real one was deleted
        with pytest.raises(SaveInUse):
            GameSession.open(save)
    finally:
        worker.communicate("")


def test_an_old_dice_tui_holding_its_sidecar_keeps_the_save(save):
    sidecar = save.with_name(save.name + ".lock")
    fd = os.open(sidecar, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        os.write(fd, b"4242\n")
        fcntl.flock(fd, fcntl.LOCK_EX)
        with pytest.raises(SaveInUse, match="pid 4242"):
            GameSession.open(save)
    finally:
        os.close(fd)
    with GameSession.open(save):  # once that dice-tui is gone its stale sidecar is removed
        assert not sidecar.exists()


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


def test_listing_a_save_never_creates_a_file(save):
    list_saves(save.parent)
    assert holder(save) is None
    assert sorted(p.name for p in save.parent.iterdir()) == [save.name]


def test_a_listing_probing_the_lock_does_not_make_a_free_save_look_in_use(save):
    fd = os.open(save, os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_SH)  # what `holder` does, for an instant
    threading.Timer(0.002, os.close, (fd,)).start()
    with SaveLock(save) as lock:
        assert lock.held


@pytest.mark.parametrize("fails", ["write", "fsync", "replace"])
def test_a_failed_write_keeps_the_lock_and_leaks_no_descriptor(save, monkeypatch, fails):
    with GameSession.open(save) as session:
        fds = open_fds()
        fail_os(monkeypatch, saves.atomic, **{fails: raising(errno.ENOSPC)})
        with pytest.raises(SaveFailed, match="No space left on device"):
            session.apply(bot_move(session.rules, session.setup, session.state))
        monkeypatch.undo()
        assert open_fds() == fds
        assert sorted(p.name for p in save.parent.iterdir()) == [save.name]
        with pytest.raises(SaveInUse):
            SaveLock(save).acquire()
        session.apply(bot_move(session.rules, session.setup, session.state))  # and play goes on
        assert len(session.events) == 1


def test_a_failed_create_leaves_no_empty_file_and_no_descriptor(root, monkeypatch):
    GameSession.create(root, "tally", tally_setup()).close()  # the folder exists
    before = sorted(p.name for p in root.iterdir())
    fds = open_fds()
    fail_os(monkeypatch, saves.atomic, write=raising(errno.ENOSPC))
    with pytest.raises(SaveFailed):
        GameSession.create(root, "tally", tally_setup())
    monkeypatch.undo()
    assert open_fds() == fds
    assert sorted(p.name for p in root.iterdir()) == before


def test_the_lock_is_taken_on_a_descriptor_open_for_writing_where_it_may_be(save, monkeypatch):
    """NFS emulates flock with fcntl locks: an exclusive one needs a read-write descriptor.
    A save the player made read-only (0400) still opens, on a read-only descriptor."""
    modes = []

    def watch(path, flags, *args):
        modes.append(flags & os.O_ACCMODE)
        return os.open(path, flags, *args)

    fail_os(monkeypatch, saves.files, open=watch)
    with SaveLock(save):
        assert modes == [os.O_RDWR]

    def read_only(path, flags, *args):
        if flags & os.O_ACCMODE != os.O_RDONLY:
            raise PermissionError(errno.EACCES, "Permission denied")
        return os.open(path, flags, *args)

    fail_os(monkeypatch, saves.files, open=read_only)
    with SaveLock(save) as lock:
        assert lock.held
        with pytest.raises(SaveInUse):
            SaveLock(save).acquire()
