"""Reaching a table's files through opened folders, never through a path another user can swap.

A rendezvous folder is shared: whoever owns it may rename any entry in it, sticky bit or
not. So it is trusted only if root or the caller owns it (`open_root`), checked on the
opened descriptor; a table's folder is opened by name relative to it with O_NOFOLLOW and
checked on its own descriptor (`open_dir`); the files inside are created, read, renamed
and unlinked relative to that descriptor, and a socket is bound or reached through
/proc/self/fd/<fd>/sock. A name swapped between two steps is then either the folder we
checked or refused, never followed somewhere else.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from saves.errors import _OSSaveError
from saves.files import NotRegular, TooLarge
from saves.tables import DEFAULT, user_name

DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
#: the one line naming the fix for a default rendezvous folder that is missing or not root's
ADMIN_FIX = f"an admin makes it once: sudo install -d -o root -g root -m 1777 {DEFAULT} (README, Admin set-up)"


class TableFolderError(_OSSaveError):
    """The rendezvous folder or a table folder cannot be used safely: one line why."""

    def __init__(self, folder: Path, why: str):
        super().__init__(errno.EPERM, why, f"cannot use {folder} for tables: {why}")


def trusted_owner(uid: int) -> bool:
    """Who may own a rendezvous folder: root, or the caller (a folder only you use)."""
    return uid in (0, os.geteuid())


def check_root_stat(root: Path, info: os.stat_result) -> None:
    """TableFolderError unless `info` is a folder root or the caller owns, sticky if
    others may write to it."""
    if not stat.S_ISDIR(info.st_mode):
        raise TableFolderError(root, "it is not a folder")
    if not trusted_owner(info.st_uid):
        fix = ADMIN_FIX if root == DEFAULT else "use a folder root or you own"
        raise TableFolderError(root, f"it belongs to {user_name(info.st_uid)}, not to root or you ({fix})")
    if info.st_mode & 0o022 and not info.st_mode & stat.S_ISVTX:
        raise TableFolderError(root, "others may write to it and it is not sticky (chmod +t fixes that)")


def open_root(root: Path) -> int:
    """A descriptor on the rendezvous folder, checked (check_root_stat) after opening."""
    try:
        fd = os.open(root, DIR_FLAGS)
    except OSError as error:
        if error.errno in (errno.ELOOP, errno.ENOTDIR):
            raise TableFolderError(root, "it is not a folder") from None
        raise
    try:
        check_root_stat(root, os.fstat(fd))
    except BaseException:
        os.close(fd)
        raise
    return fd


def open_dir(parent: int, name: str) -> tuple[int, os.stat_result]:
    """A table folder opened by name inside `parent`, never through a link; and its stat."""
    fd = os.open(name, DIR_FLAGS, dir_fd=parent)
    return fd, os.fstat(fd)


def read_at(folder: int, name: str, limit: int) -> tuple[bytes, os.stat_result]:
    """A regular file of at most `limit` bytes inside an opened folder (nothing followed,
    nothing blocks: a FIFO is refused, not opened for good)."""
    fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=folder)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegular(Path(name), info.st_mode)
        if info.st_size > limit:
            raise TooLarge(Path(name), limit)
        data = os.read(fd, limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise TooLarge(Path(name), limit)
    return data, info


def via_fd(folder: int, name: str) -> str:
    """A path to `name` in an opened folder that no rename can redirect (bind, connect)."""
    return f"/proc/self/fd/{folder}/{name}"
