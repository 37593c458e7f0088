"""One dice-tui at a time per save: an exclusive `flock` on the save file itself.

Why flock: the kernel drops it when its process dies, even on SIGKILL or a dropped SSH
link, so nothing is left behind to clean up. Why on the save and not on a sidecar
`<save>.lock` (as dice-tui did before): a sidecar can be deleted while a game runs, and
the next opener then creates a fresh one and plays the same save twice; and it is one
more name in a shared folder that a planted symlink or FIFO can stand in for.

Writing a save replaces its inode (temp file + rename), which would leave the lock on
the old one. So the holder writes through `SaveLock.write`: the new file is locked
before it is renamed over the save, and only then is the old one let go. At every
moment the inode at the save's name is locked by its holder, whoever deletes what.
`acquire` checks after locking that the locked file is still the one at the path (it
may have been replaced between the open and the lock) and starts again if not.

The save is opened read-write to be locked where it may be (NFS emulates flock with
fcntl locks, whose exclusive kind needs a descriptor open for writing); nothing is
ever written through that descriptor. Who holds a lock is read from /proc/locks
(Linux), only to name the pid in a message.
The save list probes locks (`holder`) with a brief shared lock; an `acquire` that meets
such a probe retries for a moment rather than report a save in use that is not.
"""

from __future__ import annotations

import errno
import fcntl
import os
import stat
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from saves.atomic import write_new
from saves.errors import SaveInUse
from saves.files import open_regular

#: how often, and how far apart, `acquire` tries again before reporting the save in use
ATTEMPTS = 5
PAUSE = 0.01
#: the sidecar lock files of older dice-tuis: `<save>.lock`
LEGACY_SUFFIX = ".lock"


class SaveLock:
    """Exclusive, non-blocking lock on one save file; a context manager."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> SaveLock:
        """Lock the existing save; SaveInUse naming the holder, FileNotFoundError, NotRegular."""
        if self._fd is not None:
            return self
        busy = 0
        while True:
            fd = _open_for_lock(self.path)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                inode = os.fstat(fd).st_ino
                os.close(fd)
                busy += 1
                if busy >= ATTEMPTS:
                    raise SaveInUse(lock_owner(inode)) from None
                time.sleep(PAUSE)
                continue
            except BaseException:
                os.close(fd)
                raise
            if _same_file(fd, self.path):
                break
            os.close(fd)  # replaced between our open and flock: again
        try:
            _retire_legacy_sidecar(self.path)
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        return self

    def create(self, data: bytes) -> SaveLock:
        """Write a new save at a free path, locked before it appears; FileExistsError if taken."""
        if self._fd is None:
            self._fd = write_new(self.path, data, lock=True, replace=False)
        return self

    def write(self, data: bytes) -> None:
        """Replace the save by `data` atomically and durably; the lock moves to the new file."""
        if self._fd is None:
            raise RuntimeError("write needs the save's lock")
        fd = write_new(self.path, data, lock=True, replace=True)
        old, self._fd = self._fd, fd
        os.close(old)

    def release(self) -> None:
        """Drop the lock; safe to call twice."""
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)

    close = release

    def __enter__(self) -> SaveLock:
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()

    def __del__(self) -> None:  # a forgotten session must not keep the game locked
        with suppress(Exception):
            self.release()


def holder(path: Path) -> int | None:
    """Whether a save is open elsewhere: the holder's pid (0 if unknown), or None.

    Probes with a shared lock so that two listings never disturb each other; opens
    nothing that is not a regular file.
    """
    try:
        fd = open_regular(path)
    except OSError:
        return None
    try:
        return holder_of(fd)
    finally:
        os.close(fd)


def holder_of(fd: int) -> int | None:
    """`holder` of a save already open on `fd` (the save list reads it on the same descriptor)."""
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return lock_owner(os.fstat(fd).st_ino) or 0
    return None


def lock_owner(inode: int) -> int | None:
    """The pid holding a flock on `inode`, from /proc/locks; None where that is not known."""
    try:
        with open("/proc/locks", encoding="ascii", errors="replace") as table:
            for line in table:
                fields = line.split()
                if len(fields) > 1 and fields[1] == "->":
                    continue  # a waiter, not a holder
                if len(fields) >= 6 and fields[1] == "FLOCK" and fields[5].rsplit(":", 1)[-1] == str(inode):
                    return int(fields[4]) if fields[4].isdigit() else None
    except OSError:
        pass
    return None


@contextmanager
def folder_lock(folder: Path) -> Iterator[None]:
    """Wait for exclusive use of a folder (short read-modify-writes such as records)."""
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def _open_for_lock(path: Path) -> int:
    """The save opened read-write if it may be: NFS emulates flock with fcntl locks, and an
    exclusive one needs a descriptor open for writing. Read-only otherwise (a 0400 save)."""
    try:
        return open_regular(path, os.O_RDWR)
    except OSError as error:
        if error.errno not in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise
    return open_regular(path)


def _retire_legacy_sidecar(path: Path) -> None:
    """An older dice-tui's `<save>.lock`: refuse if that dice-tui still holds it, else remove it.

    Only a regular file is opened (a planted FIFO or symlink is left alone, and listed).
    """
    sidecar = path.with_name(path.name + LEGACY_SUFFIX)
    try:
        if not stat.S_ISREG(os.lstat(sidecar).st_mode):
            return
        fd = _open_for_lock(sidecar)
    except OSError:
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            text = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
            raise SaveInUse(int(text) if text.isdigit() else None) from None
        with suppress(OSError):
            os.unlink(sidecar)
    finally:
        os.close(fd)


def _same_file(fd: int, path: Path) -> bool:
    try:
        here = os.lstat(path)
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (mine.st_dev, mine.st_ino) == (here.st_dev, here.st_ino)
