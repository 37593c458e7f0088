"""Where tables are found: one folder per table under a rendezvous folder all players see.

The rendezvous folder is $DICE_TUI_TABLES, else /tmp/dice-tui-tables (created mode 1777,
sticky like /tmp, when missing). A folder others may write to must be sticky, or
anyone could rename a host's table away. Each table's folder belongs to its host and
holds `table.json` (what `table list` shows), `host.lock` (flocked while the host runs,
so a table whose host died reads as paused, not as open) and `sock`, the socket.

Nothing here is trusted for identity: the host of a table is the owner of its folder
(a stat, not the JSON), and a descriptor that is not a regular file of that owner, too
large, or not valid is a row of its own in the list ("damaged"), never hiding the others.
"""

from __future__ import annotations

import errno
import fcntl
import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from core.text import visible
from saves.errors import _OSSaveError
from saves.files import open_regular, read_capped
from saves.tables import DEFAULT as DEFAULT, ENV as ENV, tables_root as tables_root, user_name

DESCRIPTOR = "table.json"
LOCK = "host.lock"
SOCKET = "sock"
#: a descriptor is a few hundred bytes; a larger one is not read
DESCRIPTOR_BYTES = 64 * 1024
#: the most table folders a listing looks at (a flooded rendezvous folder stays listable)
MAX_TABLES = 500


class TableFolderError(_OSSaveError):
    """The rendezvous folder or a table folder cannot be used safely: one line why."""

    def __init__(self, folder: Path, why: str):
        super().__init__(errno.EPERM, why, f"cannot use {folder} for tables: {why}")


class Seat(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    name: str = Field(min_length=1, max_length=24)
    bot: str | None = Field(default=None, max_length=24)


class TableInfo(BaseModel):
    """What a table tells the list: written by its host, read by anyone who may see it."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    format: str = "dice-tui-table"
    table: str = Field(min_length=1, max_length=40)
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


def check_root(root: Path, create: bool) -> Path:
    """The rendezvous folder, created 1777 when missing and `create`; TableFolderError if
    it is not a real folder, or others may write to it and it is not sticky."""
    try:
        info = os.lstat(root)
    except FileNotFoundError:
        if not create:
            return root
        with suppress(FileExistsError):
            os.mkdir(root, 0o700)
            os.chmod(root, 0o1777)
        info = os.lstat(root)
    if not stat.S_ISDIR(info.st_mode):
        raise TableFolderError(root, "it is not a folder")
    if info.st_mode & 0o022 and not info.st_mode & stat.S_ISVTX:
        raise TableFolderError(root, "others may write to it and it is not sticky (chmod +t fixes that)")
    return root


def make_table_folder(root: Path, host: str, group_gid: int | None) -> tuple[str, Path]:
    """A new folder `<host>-<n>` for a table: 0750 and the group's when a group is named,
    else 0755 (the socket then lets the kernel's credentials decide who is let in)."""
    check_root(root, create=True)
    for number in range(1, 1000):
        name = f"{host}-{number}"
        folder = root / name
        try:
            os.mkdir(folder, 0o700)
        except FileExistsError:
            continue
        open_table_folder(folder, group_gid)
        return name, folder
    raise TableFolderError(root, f"no free table name for {host}")


def open_table_folder(folder: Path, group_gid: int | None) -> None:
    """Set a table folder's owner and mode (again on resume); refuse one not ours."""
    info = os.lstat(folder)
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.geteuid():
        raise TableFolderError(folder, "it is not a folder of yours")
    if group_gid is not None:
        os.chown(folder, -1, group_gid, follow_symlinks=False)
    os.chmod(folder, 0o750 if group_gid is not None else 0o755, follow_symlinks=False)


def hold_host_lock(folder: Path) -> int:
    """Flock the table's `host.lock` for as long as the host runs; TableFolderError if
    another host process has the table open."""
    fd = os.open(folder / LOCK, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise TableFolderError(folder, "its host.lock is not a regular file")
        os.fchmod(fd, 0o644)
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise TableFolderError(folder, "another dice-tui is hosting it") from None
    except BaseException:
        os.close(fd)
        raise
    return fd


def host_running(folder: Path) -> bool:
    """Whether a host holds the table's lock (a brief shared-lock probe, nothing followed)."""
    try:
        fd = open_regular(folder / LOCK)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


def write_descriptor(folder: Path, info: TableInfo, group_gid: int | None) -> None:
    """Replace `table.json` at once (temp file + rename). Not fsynced: it is rewritten
    whenever the table changes and means nothing after a reboot."""
    fd, temp = tempfile.mkstemp(prefix=".table.", suffix=".tmp", dir=folder)
    try:
        if group_gid is not None:
            os.fchown(fd, -1, group_gid)
        os.fchmod(fd, 0o640 if group_gid is not None else 0o644)
        os.write(fd, info.model_dump_json().encode())
        os.close(fd)
        os.replace(temp, folder / DESCRIPTOR)
    except BaseException:
        with suppress(OSError):
            os.close(fd)
        with suppress(OSError):
            os.unlink(temp)
        raise


def read_row(folder: Path) -> TableRow | None:
    """The list's row for one table folder (None for what is not a table folder at all)."""
    try:
        info = os.lstat(folder)
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode):
        return None
    host = user_name(info.st_uid)
    row = TableRow(folder.name, folder, host, info.st_uid, None, False)
    try:
        raw, file_info = read_capped(folder / DESCRIPTOR, DESCRIPTOR_BYTES)
        if file_info.st_uid != info.st_uid:
            raise PermissionError(errno.EPERM, "its table.json belongs to someone else")
        table = TableInfo.model_validate_json(raw)
    except FileNotFoundError:
        return None  # being created, or not a table
    except OSError as error:
        return _damaged(row, error.strerror or str(error))
    except ValidationError as error:
        return _damaged(row, f"table.json is not valid ({error.error_count()} errors)")
    if table.table != folder.name:
        return _damaged(row, "table.json names another table")
    return TableRow(folder.name, folder, host, info.st_uid, table, host_running(folder))


def _damaged(row: TableRow, why: str) -> TableRow:
    return TableRow(row.name, row.folder, row.host, row.host_uid, None, False, visible(why))


def list_tables(root: Path) -> list[TableRow]:
    """Every table folder under the rendezvous folder, by name; a missing folder has none."""
    try:
        with os.scandir(root) as entries:
            names = sorted(entry.name for entry in entries if not entry.name.startswith("."))
    except FileNotFoundError:
        return []
    except OSError as error:
        raise TableFolderError(root, error.strerror or str(error)) from None
    rows = (read_row(root / name) for name in names[:MAX_TABLES])
    return [row for row in rows if row is not None]


def save_key(path: Path) -> str:
    """Which save a table plays, as a digest: the list must not show the host's paths."""
    import hashlib

    return hashlib.sha256(str(Path(path).absolute()).encode()).hexdigest()[:24]


#: AF_UNIX paths are limited to 108 bytes on Linux
_SUN_PATH = 100


@contextmanager
def socket_address(path: Path) -> Iterator[str]:
    """An address for bind/connect to `path`: itself, or through /proc/self/fd when it is
    too long for a Unix socket (a deep $DICE_TUI_TABLES)."""
    if len(os.fsencode(path)) <= _SUN_PATH:
        yield str(path)
        return
    fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        yield f"/proc/self/fd/{fd}/{path.name}"
    finally:
        os.close(fd)
