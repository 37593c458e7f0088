"""Where tables are found: one folder per table under a rendezvous folder all players see.

The rendezvous folder is $DICE_TUI_TABLES, else /tmp/dice-tui-tables, and is used only if
root or the caller owns it (saves.tables.at): whoever owns it could rename a host's table
away and put a folder or a link of their own in its place. An admin makes the shared one
(README, Admin set-up); a missing $DICE_TUI_TABLES is made private to its maker. Each
table's folder `<host>-<n>` belongs to its host and holds `table.json` (what `table list`
shows, with the table's random `id`), `host.lock` (flocked while the host runs, so a table
whose host died reads as paused, not as open) and `sock`, the socket; all of them are
reached relative to the opened folder.

Nothing here is trusted for identity: the host of a table is the owner of its folder
(a stat, not the JSON), and a folder whose name does not start with its owner's login name
is not a table at all (someone else's junk never hides, nor stands for, a real table).
A descriptor that is not a regular file of that owner, too large, or not valid is a row
of its own in the list ("damaged"), never hiding the others.
"""

from __future__ import annotations

import errno
import fcntl
import hashlib
import os
import re
import secrets
import stat
import time
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from core.text import visible
from saves.tables import DEFAULT as DEFAULT, ENV as ENV, tables_root as tables_root, user_name
from saves.tables.at import TableFolderError as TableFolderError, check_root_stat, open_dir, open_root
from saves.tables.at import ADMIN_FIX, read_at, via_fd as via_fd

DESCRIPTOR = "table.json"
LOCK = "host.lock"
SOCKET = "sock"
#: the host's save, by path, readable by the host alone (0600): its own sweep takes away a
#: paused table whose save is gone; the list shows others only a digest (save_key)
SAVE = "save.path"
#: a descriptor is a few hundred bytes; a larger one is not read
DESCRIPTOR_BYTES = 64 * 1024
#: the most tables of one host a listing reads (one user's junk never hides another's tables)
MAX_PER_HOST = 50
#: a table's name: its host's login name, a dash, a number; anything else is not a table
NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}-[0-9]{1,3}")
#: a paused table (no host holds its lock) untouched this long is abandoned: not listed,
#: and taken away by its host's next `dice-tui table` command
ABANDONED = 12 * 3600.0


class Seat(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    name: str = Field(min_length=1, max_length=24)
    bot: str | None = Field(default=None, max_length=24)


class TableInfo(BaseModel):
    """What a table tells the list: written by its host, read by anyone who may see it."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    format: str = "dice-tui-table"
    table: str = Field(min_length=1, max_length=68)
    #: which game this is: a client of an earlier game under the same name is refused
    id: str = Field(default="", max_length=32)
    game: str = Field(max_length=40)
    title: str = Field(max_length=40)
    host: str = Field(default="", max_length=64)  # as the host calls itself; the list trusts the folder's owner
    seats: tuple[Seat, ...] = Field(max_length=16)
    connected: tuple[str, ...] = Field(default=(), max_length=64)
    stand_ins: tuple[int, ...] = Field(default=(), max_length=16)
    turn: str | None = Field(default=None, max_length=24)
    over: bool = False
    progress: str = Field(default="", max_length=200)
    group: str | None = Field(default=None, max_length=64)
    save: str = Field(max_length=255)


@dataclass(frozen=True)
class TableRow:
    """One row of `table list`: a table, or a folder that could not be read (`damaged`)."""

    name: str
    folder: Path
    host: str
    host_uid: int
    info: TableInfo | None
    running: bool
    damaged: str | None = None
    #: seconds since its host last wrote table.json
    age: float = 0.0

    @property
    def abandoned(self) -> bool:
        """Paused for longer than ABANDONED: no longer a table anyone can sit at."""
        return not self.running and self.age > ABANDONED


def new_id() -> str:
    return secrets.token_hex(8)


def check_root(root: Path, create: bool) -> Path:
    """The rendezvous folder, checked (saves.tables.at); when missing and `create`, a
    $DICE_TUI_TABLES is made private to the caller, the default only by root (1777)."""
    try:
        info = os.lstat(root)
    except FileNotFoundError:
        if not create:
            return root
        shared = os.geteuid() == 0 and root == DEFAULT
        if root == DEFAULT and not shared:
            raise TableFolderError(root, f"it does not exist; {ADMIN_FIX}") from None
        with suppress(FileExistsError):
            os.mkdir(root, 0o700)
            os.chmod(root, 0o1777 if shared else 0o700)
        info = os.lstat(root)
    check_root_stat(root, info)
    return root


def named_for(name: str, uid: int) -> bool:
    """Whether a folder `name` owned by `uid` may be a table: named after its owner (a
    folder of the caller's own is the caller's whatever its name)."""
    return bool(NAME.fullmatch(name)) and (uid == os.geteuid() or name.rpartition("-")[0] == user_name(uid))


class TableDir:
    """A table folder of the caller's, held open: every file of the table is reached
    through `fd`, so nobody can swap the folder under its host."""

    def __init__(self, root: Path, name: str, root_fd: int | None = None, *, as_root: bool = False):
        parent = open_root(root) if root_fd is None else root_fd
        try:
            self.fd, info = open_dir(parent, name)
        finally:
            if root_fd is None:
                os.close(parent)
        if info.st_uid != os.geteuid() and not as_root:
            os.close(self.fd)
            raise TableFolderError(root / name, "it is not a folder of yours")
        self.root, self.name, self._ino = root, name, (info.st_dev, info.st_ino)

    @property
    def path(self) -> Path:
        return self.root / self.name

    @property
    def socket(self) -> str:
        return via_fd(self.fd, SOCKET)

    def set_mode(self, group_gid: int | None) -> None:
        """0750 and the group's when a group is named, else 0755 (the socket then lets the
        kernel's credentials decide who is let in)."""
        if group_gid is not None:
            os.fchown(self.fd, -1, group_gid)
        os.fchmod(self.fd, 0o750 if group_gid is not None else 0o755)

    def hold_lock(self) -> int:
        """Flock `host.lock` for as long as the host runs; TableFolderError if another host
        process has the table open."""
        flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
        fd = os.open(LOCK, flags, 0o644, dir_fd=self.fd)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise TableFolderError(self.path, "its host.lock is not a regular file")
            os.fchmod(fd, 0o644)
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise TableFolderError(self.path, "another dice-tui is hosting it") from None
        except BaseException:
            os.close(fd)
            raise
        return fd

    def write_descriptor(self, info: TableInfo, group_gid: int | None) -> None:
        """Replace `table.json` at once (temp file + rename, both inside the held folder).
        Not fsynced: it is rewritten whenever the table changes and means nothing after a reboot."""
        mode = 0o640 if group_gid is not None else 0o644
        self._replace(DESCRIPTOR, info.model_dump_json().encode(), mode, group_gid)

    def note_save(self, path: Path) -> None:
        """Which save this table plays, for its host's eyes only (SAVE)."""
        self._replace(SAVE, os.fsencode(Path(path).absolute()), 0o600, None)

    def _replace(self, name: str, data: bytes, mode: int, group_gid: int | None) -> None:
        temp = f".table.{secrets.token_hex(6)}.tmp"
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
        fd = os.open(temp, flags, 0o600, dir_fd=self.fd)
        try:
            if group_gid is not None:
                os.fchown(fd, -1, group_gid)
            os.fchmod(fd, mode)
            os.write(fd, data)
            os.close(fd)
            os.replace(temp, name, src_dir_fd=self.fd, dst_dir_fd=self.fd)
        except BaseException:
            with suppress(OSError):
                os.close(fd)
            with suppress(OSError):
                os.unlink(temp, dir_fd=self.fd)
            raise

    def unlink(self, name: str) -> None:
        with suppress(FileNotFoundError):
            os.unlink(name, dir_fd=self.fd)

    def remove(self) -> None:
        """Take the table away: its files, then the folder itself if the name still is it."""
        for entry in os.listdir(self.fd):
            if entry in (SOCKET, DESCRIPTOR, LOCK, SAVE) or entry.startswith(".table."):
                with suppress(OSError):
                    os.unlink(entry, dir_fd=self.fd)
        with suppress(OSError):
            root_fd = open_root(self.root)
            try:
                info = os.stat(self.name, dir_fd=root_fd, follow_symlinks=False)
                if (info.st_dev, info.st_ino) == self._ino:
                    os.rmdir(self.name, dir_fd=root_fd)
            finally:
                os.close(root_fd)

    def close(self) -> None:
        with suppress(OSError):
            os.close(self.fd)


def close_table(root: Path, name: str) -> None:
    """Take away a table that no host is serving: its host's to do (or root's);
    TableFolderError in one line otherwise."""
    if not NAME.fullmatch(name):
        raise TableFolderError(root / name, "that is not a table's name")
    try:
        table = TableDir(root, name, as_root=os.geteuid() == 0)
    except TableFolderError:
        raise
    except FileNotFoundError:
        raise TableFolderError(root / name, "there is no such table") from None
    except OSError:
        raise TableFolderError(root / name, "it is not a table") from None
    try:
        lock = table.hold_lock()  # held while the files go: no host can start serving it meanwhile
        try:
            table.remove()
        finally:
            os.close(lock)
    finally:
        table.close()


def make_table_folder(root: Path, host: str, group_gid: int | None) -> TableDir:
    """A new folder `<host>-<n>` for a table, made and opened inside the checked root."""
    check_root(root, create=True)
    root_fd = open_root(root)
    try:
        for number in range(1, 1000):
            name = f"{host}-{number}"
            try:
                os.mkdir(name, 0o700, dir_fd=root_fd)
            except FileExistsError:
                continue
            table = TableDir(root, name, root_fd)
            try:
                table.set_mode(group_gid)
            except BaseException:
                table.close()
                raise
            return table
    finally:
        os.close(root_fd)
    raise TableFolderError(root, f"no free table name for {host}")


def save_gone(folder: Path) -> bool:
    """Whether the save a table of the caller's plays is no more (False when unknown)."""
    try:
        root_fd = open_root(folder.parent)
        try:
            table_fd, info = open_dir(root_fd, folder.name)
        finally:
            os.close(root_fd)
        try:
            if info.st_uid != os.geteuid():
                return False
            raw, file_info = read_at(table_fd, SAVE, 4096)
        finally:
            os.close(table_fd)
    except OSError:
        return False
    return file_info.st_uid == os.geteuid() and not os.path.lexists(os.fsdecode(raw))


def _running(folder: int) -> bool:
    """Whether a host holds the table's lock (a brief shared-lock probe, nothing followed)."""
    try:
        fd = os.open(LOCK, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=folder)
    except OSError:
        return False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


def read_row(folder: Path) -> TableRow | None:
    """The row of the table at `folder` (None for what is not a table): `join NAME` looks
    at NAME alone, whatever else the rendezvous folder holds."""
    root_fd = open_root(folder.parent)
    try:
        return _read_row(root_fd, folder.parent, folder.name)
    finally:
        os.close(root_fd)


def _read_row(root_fd: int, root: Path, name: str) -> TableRow | None:
    if not NAME.fullmatch(name):
        return None
    try:
        fd, info = open_dir(root_fd, name)
    except OSError:
        return None  # not a folder (a link, a file), or gone
    try:
        if not named_for(name, info.st_uid):
            return None  # someone's folder under another user's table name: not a table
        row = TableRow(name, root / name, user_name(info.st_uid), info.st_uid, None, False)
        try:
            raw, file_info = read_at(fd, DESCRIPTOR, DESCRIPTOR_BYTES)
            if file_info.st_uid != info.st_uid:
                raise PermissionError(errno.EPERM, "its table.json belongs to someone else")
            table = TableInfo.model_validate_json(raw)
        except FileNotFoundError:
            return None  # being created, or not a table
        except OSError as error:
            why = "table.json is a symbolic link" if error.errno == errno.ELOOP else error.strerror or str(error)
            return _damaged(row, why)
        except ValidationError as error:
            return _damaged(row, f"table.json is not valid ({error.error_count()} errors)")
        if table.table != name:
            return _damaged(row, "table.json names another table")
        age = max(0.0, time.time() - file_info.st_mtime)
        return TableRow(name, row.folder, row.host, info.st_uid, table, _running(fd), age=age)
    finally:
        os.close(fd)


def _damaged(row: TableRow, why: str) -> TableRow:
    return TableRow(row.name, row.folder, row.host, row.host_uid, None, False, visible(why))


def list_tables(root: Path) -> list[TableRow]:
    """Every table under the rendezvous folder, by name; a missing folder has none. Only
    names shaped like a table's are looked at, and at most MAX_PER_HOST folders of one
    owner: a flood of folders hides nobody's tables but its maker's."""
    try:
        root_fd = open_root(root)
    except FileNotFoundError:
        return []
    try:
        with os.scandir(root_fd) as entries:
            names = sorted(entry.name for entry in entries if NAME.fullmatch(entry.name))
        rows: list[TableRow] = []
        per_host: dict[int, int] = {}
        for name in names:
            row = _read_row(root_fd, root, name)
            if row is None or per_host.get(row.host_uid, 0) >= MAX_PER_HOST:
                continue
            per_host[row.host_uid] = per_host.get(row.host_uid, 0) + 1
            rows.append(row)
        return rows
    except OSError as error:
        raise TableFolderError(root, error.strerror or str(error)) from None
    finally:
        os.close(root_fd)


def save_key(path: Path) -> str:
    """Which save a table plays, as a digest: the list must not show the host's paths."""
    return hashlib.sha256(str(Path(path).absolute()).encode()).hexdigest()[:24]
