"""The tables a user may join or watch, as `dice-tui table list` and the Tables screen show them
(their words are tui.table.listing's); a client joining a rematch finds it here too.

Under `dice-tui serve` every table folder is the server's user's: a table's host is the
name its descriptor gives (the host's account, vouched when a client dials it:
saves.tables.net.dial), and "mine" means hosted by this account, not by this uid.
"""

from __future__ import annotations

import os
from contextlib import suppress
from pathlib import Path
from typing import Any

from saves.tables import folder as tables
from saves.tables.net.peers import EVERY_ACCOUNT, in_group, my_name, served, test_users


def host_of(row: Any) -> str:
    """Who hosts a table: its folder's owner (under serve, and in tests standing for
    several users, the name it gives)."""
    return str(row.info.host if (served() or test_users()) and row.info is not None else row.host)


def is_mine(row: Any, me: str) -> bool:
    """Whether the table of `row` is the caller's to resume, sweep or close: its folder is
    the caller's (under serve, where every folder is, its host is the caller's account)."""
    if row is None:
        return False
    if served():
        return row.info is not None and row.info.host == me
    return bool(row.host_uid == os.geteuid())


def visible_rows() -> list[Any]:
    """The live tables this user may join or watch (damaged folders of those users' too);
    OSError when the rendezvous folder cannot be read. The caller's own abandoned tables
    are taken away on the way (`sweep`); others' are only left out."""
    me = my_name()
    rows = tables.list_tables(tables.check_root(tables.tables_root(), create=False))
    swept = set(sweep(rows, me))
    return [row for row in rows if not row.abandoned and row.name not in swept and may_see(row, me)]


def may_see(row: Any, me: str) -> bool:
    """Whether `me` may join or watch the table of `row` (a damaged one: only its host)."""
    if row.info is None:  # under serve nobody can tell whose it is: nobody's
        return not served() and bool(row.host_uid == os.geteuid())
    seated = any(seat.bot is None and seat.name == me for seat in row.info.seats)
    if served():
        grouped = row.info.group == EVERY_ACCOUNT
    else:
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
        sweep(tables.list_tables(tables.check_root(tables.tables_root(), create=False)), my_name())


def sweep(rows: list[Any], me: str) -> list[str]:
    """Take away the caller's own abandoned tables (paused longer than ABANDONED, or
    whose save is gone); the names taken away. What cannot go now goes the next time."""
    gone = []
    for row in rows:
        paused = is_mine(row, me) and not row.running
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
