"""The tables a user may join or watch, as `dice-tui table list` and the Tables screen show them."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from saves.tables import folder as tables
from tui.table.net.peers import in_group, my_name, test_users


def row_state(row: Any) -> str:
    """'bob to play', 'paused (host away)' or 'over'."""
    if row.info.over:
        return "over"
    return f"{row.info.turn} to play" if row.running else "paused (host away)"


def seats_text(info: Any) -> str:
    """'ann*, bob, Optimal bot (bot)': * marks who is at the table now."""
    return ", ".join(
        f"{seat.name} (bot)" if seat.bot is not None else f"{seat.name}{'*' if seat.name in info.connected else ''}"
        for seat in info.seats
    )


def visible_rows() -> list[Any]:
    """The tables this user may join or watch (damaged folders of those users' too);
    OSError when the rendezvous folder cannot be read."""
    me = my_name()
    rows = tables.list_tables(tables.check_root(tables.tables_root(), create=False))
    mine = []
    for row in rows:
        if row.info is None:
            if row.host_uid == os.geteuid():
                mine.append(row)
            continue
        seated = any(seat.bot is None and seat.name == me for seat in row.info.seats)
        grouped = row.info.group is not None and _group_member(me, row.folder, in_group)
        host = row.info.host if test_users() else row.host  # tests stand for several users
        if seated or grouped or host == me:
            mine.append(row)
    return mine


def _group_member(me: str, folder: Path, in_group: Any) -> bool:
    try:
        return bool(in_group(me, os.lstat(folder).st_gid))
    except OSError:
        return False
