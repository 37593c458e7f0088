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

from core.lang import N_, _
from saves.errors import _OSSaveError, reason
from saves.files import NotRegular, TooLarge
from saves.tables import DEFAULT, user_name

DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
#: the command an admin runs once to make the default rendezvous folder
ADMIN_COMMAND = f"sudo install -d -o root -g root -m 1777 {DEFAULT}"


def admin_fix() -> str:
    """The one line naming the fix for a default rendezvous folder that is missing or not root's."""
    return _("an admin makes it once: {command} (README, Admin set-up)").format(command=ADMIN_COMMAND)


class TableFolderError(_OSSaveError):
    """The rendezvous folder or a table folder cannot be used safely: one sentence naming
    the folder and why (the catalogue's words, never a bare "[Errno 13] ...")."""

    def __init__(self, folder: Path, why: str, code: int = errno.EPERM):
        super().__init__(code, why, _("cannot use {folder} for tables: {why}").format(folder=folder, why=why))


#: what the system's refusals mean for a folder of tables, in words a player reads
_REASONS = {
    errno.EACCES: N_("you are not allowed to (permission denied)"),
    errno.EPERM: N_("you are not allowed to (operation not permitted)"),
    errno.ENOENT: N_("it does not exist"),
    errno.ENOTDIR: N_("it is not a folder"),
    errno.ELOOP: N_("it is not a folder (it is a symbolic link)"),
    errno.ENOSPC: N_("its disk is full"),
    errno.EDQUOT: N_("your disk quota is used up"),
    errno.EROFS: N_("its disk is read-only"),
    errno.EMLINK: N_("it holds as many folders as it can"),
    errno.ENAMETOOLONG: N_("its name is too long"),
}


def refusal(folder: Path, error: OSError) -> TableFolderError:
    """The system's refusal about `folder` as one sentence: the folder, then why."""
    if isinstance(error, TableFolderError):
        return error
    words = _REASONS.get(error.errno or 0)
    why = _(words) if words else _("the system refused ({why})").format(why=reason(error))
    return TableFolderError(folder, why, error.errno or errno.EPERM)


def in_words(error: OSError) -> str:
    """An error about tables in one line: a TableFolderError's whole sentence (the folder
    and why), any other error's own words."""
    if isinstance(error, TableFolderError):
        return str(error)
    return reason(error)


def trusted_owner(uid: int) -> bool:
    """Who may own a rendezvous folder: root, or the caller (a folder only you use)."""
    return uid in (0, os.geteuid())


def check_root_stat(root: Path, info: os.stat_result) -> None:
    """TableFolderError unless `info` is a folder root or the caller owns, sticky if
    others may write to it."""
    if not stat.S_ISDIR(info.st_mode):
        raise TableFolderError(root, _("it is not a folder"))
    if not trusted_owner(info.st_uid):
        fix = admin_fix() if root == DEFAULT else _("use a folder root or you own")
        said = _("it belongs to {user}, not to root or you ({fix})")
        raise TableFolderError(root, said.format(user=user_name(info.st_uid), fix=fix))
    if info.st_mode & 0o022 and not info.st_mode & stat.S_ISVTX:
        raise TableFolderError(root, _("others may write to it and it is not sticky (chmod +t fixes that)"))


def open_root(root: Path) -> int:
    """A descriptor on the rendezvous folder, checked (check_root_stat) after opening;
    FileNotFoundError when there is none, TableFolderError in words for any other refusal."""
    try:
        fd = os.open(root, DIR_FLAGS)
    except FileNotFoundError:
        raise
    except OSError as error:
        raise refusal(root, error) from None
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
