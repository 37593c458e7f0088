"""One dice-tui at a time per save: an advisory `flock` on a sidecar `<save>.lock`.

Why flock: the kernel drops it when its process dies, even on SIGKILL or a dropped SSH
link, so a stale sidecar left behind never blocks anyone; the pid written in it only
serves the message. The sidecar is removed on release. Because a file may be unlinked
while someone else is opening it, `acquire` checks after locking that the locked file
is still the one at the path, and starts again if not.

The save list probes locks (`holder`) with a brief shared lock; an `acquire` that meets
such a probe retries for a moment rather than report a save in use that is not.
"""

from __future__ import annotations

import fcntl
import os
import time
from contextlib import contextmanager, suppress
from collections.abc import Iterator
from pathlib import Path

from saves.errors import SaveInUse

#: how often, and how far apart, `acquire` tries again before reporting the save in use
ATTEMPTS = 5
PAUSE = 0.01


def sidecar(path: Path) -> Path:
    """The lock file of a save: `game-20260509-073525.json.lock`."""
    return path.with_name(path.name + ".lock")


class SaveLock:
    """Exclusive, non-blocking lock on one save; a context manager."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.lock_path = sidecar(self.path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> "SaveLock":
        """Take the lock or raise SaveInUse naming the holder's pid."""
        if self._fd is not None:
            return self
        busy = 0
        while True:
            fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                pid = _read_pid(fd)
                os.close(fd)
                busy += 1
                if busy >= ATTEMPTS:
                    raise SaveInUse(pid) from None
                time.sleep(PAUSE)
                continue
            except BaseException:
                os.close(fd)
                raise
            if _same_file(fd, self.lock_path):
                break
            os.close(fd)  # the holder removed it between our open and flock: again
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd
        return self

    def release(self) -> None:
        """Remove the sidecar and drop the lock; safe to call twice."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with suppress(FileNotFoundError):
            os.unlink(self.lock_path)
        os.close(fd)

    close = release

    def __enter__(self) -> "SaveLock":
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()

    def __del__(self) -> None:  # a forgotten session must not keep the game locked
        with suppress(Exception):
            self.release()


def holder(path: Path) -> int | None:
    """Whether a save is open elsewhere: the holder's pid (0 if unknown), or None.

    Probes with a shared lock so that two listings never disturb each other, and never
    creates a sidecar.
    """
    try:
        fd = os.open(sidecar(path), os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return _read_pid(fd) or 0
    finally:
        os.close(fd)
    return None


@contextmanager
def folder_lock(folder: Path) -> Iterator[None]:
    """Wait for exclusive use of a folder (short read-modify-writes such as records)."""
    fd = os.open(folder, os.O_RDONLY | os.O_CLOEXEC)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def _read_pid(fd: int) -> int | None:
    try:
        text = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def _same_file(fd: int, path: Path) -> bool:
    try:
        here = os.stat(path)
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (mine.st_dev, mine.st_ino) == (here.st_dev, here.st_ino)
