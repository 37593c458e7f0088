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
import os
import stat
import time
from pathlib import Path

from pydantic import ValidationError

from core.text import visible
from saves.tables import DEFAULT as DEFAULT
from saves.tables import ENV as ENV
from saves.tables import tables_root as tables_root
from saves.tables import user_name
from saves.tables.at import TableFolderError as TableFolderError
from saves.tables.at import open_dir, open_root, read_at, refusal
from saves.tables.at import via_fd as via_fd
from saves.tables.info import ABANDONED as ABANDONED
from saves.tables.info import DESCRIPTOR as DESCRIPTOR
from saves.tables.info import DESCRIPTOR_BYTES as DESCRIPTOR_BYTES
from saves.tables.info import LOCK, MAX_PER_HOST, MAX_TABLES, SAVE, TableRow
from saves.tables.info import NAME as NAME
from saves.tables.info import SOCKET as SOCKET
from saves.tables.info import Seat as Seat
from saves.tables.info import TableInfo as TableInfo
from saves.tables.info import named_for as named_for
from saves.tables.info import new_id as new_id
from saves.tables.info import save_key as save_key
from saves.tables.info import table_stem as table_stem
from saves.tables.tabledir import TableDir as TableDir
from saves.tables.tabledir import check_root as check_root
from saves.tables.tabledir import close_table as close_table
from saves.tables.tabledir import make_table_folder as make_table_folder


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
    """Every table under the rendezvous folder, by name; a missing folder has none.

    What junk costs (issue 32, item 3): each entry is a name and, when shaped like a
    table's, one lstat (its owner); nothing of a folder named after someone other than its
    owner is opened, and at most MAX_PER_HOST folders of one owner and MAX_TABLES in all
    are opened and read (64 KB each at most). A flood of folders hides nobody's tables but
    its maker's, and costs the reader a scan of names, not a read of each folder."""
    try:
        root_fd = open_root(root)
    except FileNotFoundError:
        return []
    try:
        owners: dict[int, str] = {}  # one password lookup per owner, not per folder
        candidates: list[tuple[str, int]] = []
        with os.scandir(root_fd) as entries:
            for entry in entries:
                if not NAME.fullmatch(entry.name) or not entry.is_dir(follow_symlinks=False):
                    continue
                uid = entry.stat(follow_symlinks=False).st_uid
                if uid not in owners:
                    owners[uid] = user_name(uid)
                if uid == os.geteuid() or entry.name.rpartition("-")[0] == owners[uid]:
                    candidates.append((entry.name, uid))
        rows: list[TableRow] = []
        per_host: dict[int, int] = {}
        for name, uid in sorted(candidates):
            if per_host.get(uid, 0) >= MAX_PER_HOST or len(rows) >= MAX_TABLES:
                continue
            per_host[uid] = per_host.get(uid, 0) + 1
            row = _read_row(root_fd, root, name)  # opened again, without following: checked again
            if row is not None:
                rows.append(row)
        return rows
    except OSError as error:
        raise refusal(root, error) from None
    finally:
        os.close(root_fd)
