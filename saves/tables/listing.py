"""The tables a user may join or watch, as `dice-tui table list` and the Tables screen show them
(their words are tui.table.listing's); a client joining a rematch finds it here too."""

from __future__ import annotations

import os
from contextlib import suppress
from pathlib import Path
from typing import Any

from saves.tables import folder as tables
from saves.tables.net.peers import in_group, my_name, test_users


def host_of(row: Any) -> str:
    """Who hosts a table: its folder's owner (tests stand for several users: the name it gives)."""
    return str(row.info.host if test_users() and row.info is not None else row.host)


def visible_rows() -> list[Any]:
    """The live tables this user may join or watch (damaged folders of those users' too);
    OSError when the rendezvous folder cannot be read. The caller's own abandoned tables
    are taken away on the way (`sweep`); others' are only left out."""
    me = my_name()
    rows = tables.list_tables(tables.check_root(tables.tables_root(), create=False))
    swept = set(sweep(rows))
    return [row for row in rows if not row.abandoned and row.name not in swept and may_see(row, me)]


def may_see(row: Any, me: str) -> bool:
    """Whether `me` may join or watch the table of `row` (a damaged one: only its host)."""
    if row.info is None:
        return bool(row.host_uid == os.geteuid())
    seated = any(seat.bot is None and seat.name == me for seat in row.info.seats)
    grouped = row.info.group is not None and _group_member(me, row.folder, in_group)
    return seated or grouped or host_of(row) == me


def find(name: str) -> Any:
    """The row of table `name` alone, None if there is no such table (junk in the
    rendezvous folder costs nothing here); OSError when the folder cannot be read."""
    root = tables.check_root(tables.tables_root(), create=False)
    if not tables.NAME.fullmatch(name):
        return None
    try:
        row = tables.read_row(root / name)
    except FileNotFoundError:
        return None  # no rendezvous folder: no table
    return None if row is None or row.abandoned else row


def sweep_mine() -> None:
    """`sweep` for a `dice-tui table` command that lists nothing (new, join NAME, ...)."""
    with suppress(OSError):  # an unusable folder is refused by the command itself, in its words
        sweep(tables.list_tables(tables.check_root(tables.tables_root(), create=False)))


def sweep(rows: list[Any]) -> list[str]:
    """Take away the caller's own abandoned tables (paused longer than ABANDONED, or
    whose save is gone); the names taken away. What cannot go now goes the next time."""
    gone = []
    for row in rows:
        paused = row.host_uid == os.geteuid() and not row.running
        if paused and (row.abandoned or tables.save_gone(row.folder)):
            try:
                tables.close_table(row.folder.parent, row.name)
            except OSError:
                continue
            gone.append(row.name)
    return gone


def _group_member(me: str, folder: Path, in_group: Any) -> bool:
    try:
        return bool(in_group(me, os.lstat(folder).st_gid))
    except OSError:
        return False
