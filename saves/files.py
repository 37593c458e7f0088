"""Opening files on a shared host: only regular files, never through a symlink, never unbounded.

A save folder may hold anything another program (or, on a badly set up host, another
user) put there: a FIFO named like a save (opening it for reading blocks until someone
writes), a symlink to a file of the player's or to /dev/zero, a file of gigabytes. So a
file is looked at with `lstat` before it is opened, opened with O_NOFOLLOW|O_NONBLOCK
(nothing is followed, nothing blocks), checked again on the descriptor (the name may
have been swapped in between), and read up to a documented cap.

The caps (README, "Safety") are far above anything dice-tui writes: a 100,000-event
Dalek Dice game is under 5 MB.
"""

from __future__ import annotations

import errno
import os
import stat
from datetime import UTC, datetime
from pathlib import Path

from core.lang import N_, _
from saves.errors import DamagedSave, _OSSaveError, reason

MiB = 1024 * 1024
#: the largest game save read (a 100,000-event game is about 4.6 MB)
SAVE_BYTES = 32 * MiB
#: the largest campaign file read (a finished 10-stage campaign is a few KB)
CAMPAIGN_BYTES = 4 * MiB
#: the largest records file read
RECORDS_BYTES = 4 * MiB
#: the largest level file read (a level is a few KB of text)
LEVEL_BYTES = 256 * 1024

_KINDS = (
    (stat.S_ISDIR, N_("a folder")),
    (stat.S_ISLNK, N_("a symbolic link")),
    (stat.S_ISFIFO, N_("a FIFO")),
    (stat.S_ISSOCK, N_("a socket")),
    (stat.S_ISCHR, N_("a device")),
    (stat.S_ISBLK, N_("a device")),
)


def kind_of(mode: int) -> str:
    """'a FIFO', 'a symbolic link'...: what a non-regular file is, for a one-line message."""
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


class NotRegular(_OSSaveError):
    """A name that is not a regular file (FIFO, symlink, device, folder): never opened."""

    def __init__(self, path: object, mode: int):
        kind = _(kind_of(mode))
        name = getattr(path, "name", path)
        super().__init__(errno.EINVAL, _("{kind}, not a regular file").format(kind=kind),
                         _("{name} is {kind}, not a regular file").format(name=name, kind=kind))


class TooLarge(_OSSaveError):
    """A file above its size cap: not read at all (a hostile file must not eat the memory)."""

    def __init__(self, path: object, limit: int):
        name = getattr(path, "name", path)
        cause = f"larger than {_size(limit)}"
        super().__init__(errno.EFBIG, cause, f"{name} is {cause}")


def _size(limit: int) -> str:
    return f"{limit // MiB} MB" if limit >= MiB else f"{limit // 1024} KB"


def open_regular(path: str | Path, flags: int = os.O_RDONLY, *, follow: bool = False) -> int:
    """A descriptor on the regular file at `path`, or NotRegular/OSError; never blocks.

    `follow=True` is for a path the user typed (a level file may well be a symlink);
    files in the save folder are never followed.
    """
    info = os.stat(path, follow_symlinks=follow)
    if not stat.S_ISREG(info.st_mode):
        raise NotRegular(Path(path), info.st_mode)
    nofollow = 0 if follow else os.O_NOFOLLOW
    fd = os.open(path, flags | nofollow | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):  # swapped between the stat and the open
            raise NotRegular(Path(path), mode)
        os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_capped(path: str | Path, limit: int, *, follow: bool = False) -> tuple[bytes, os.stat_result]:
    """The whole of a regular file of at most `limit` bytes, and its stat; TooLarge beyond."""
    fd = open_regular(path, follow=follow)
    try:
        return read_open(fd, path, limit)
    finally:
        os.close(fd)


def read_open(fd: int, path: str | Path, limit: int) -> tuple[bytes, os.stat_result]:
    """`read_capped` on a descriptor `open_regular` gave (the save list probes its lock on it too).

    A regular file's read comes back short only at its end, so a save is one read of its
    size and one byte more (that byte says whether it grew), not a second that finds nothing."""
    info = os.fstat(fd)
    if info.st_size > limit:
        raise TooLarge(Path(path), limit)
    chunks: list[bytes] = []
    left = limit + 1
    while left > 0:
        asked = min(left, MiB if chunks else info.st_size + 1)  # not a MiB buffer for a 5 KB save
        chunk = os.read(fd, asked)
        chunks.append(chunk)
        left -= len(chunk)
        if len(chunk) < asked:
            break
    data = b"".join(chunks)
    if len(data) > limit:  # grew while being read
        raise TooLarge(Path(path), limit)
    return data, info


def read_event_file(path: Path, limit: int) -> tuple[bytes, datetime]:
    """The bytes of a save or campaign file and its mtime (UTC), or DamagedSave saying why not."""
    try:
        raw, info = read_capped(path, limit)
    except OSError as error:
        raise DamagedSave(_("cannot read the file ({why})").format(why=reason(error))) from None
    return raw, datetime.fromtimestamp(info.st_mtime, UTC)


def append_private(path: Path, text: str) -> None:
    """Append to a log file of this user's (crash.log): created 0600 in a private folder,
    never through a symlink, never a file another user owns or a FIFO."""
    from saves.paths import ensure_folder

    ensure_folder(Path(path).parent)
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
    fd = os.open(path, flags, 0o600)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegular(Path(path), info.st_mode)
        if info.st_uid != os.geteuid():
            raise PermissionError(errno.EPERM, "it belongs to another user", str(path))
        os.fchmod(fd, 0o600)
        os.write(fd, text.encode("utf-8", "replace"))
    finally:
        os.close(fd)
