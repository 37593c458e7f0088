"""`dice-tui resume` of a save that is a shared table's log reopens the table for all.

The table's folder stays in the rendezvous folder while its host is away (table.json
names the save by a digest of its path); its clients keep trying to reconnect, so once
the host resumes, everyone is back at the table where the save left it.
"""

from __future__ import annotations

import os
import sys
from core.lang import _
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from saves.session import GameSession
    from tui.session import Session


def _to_stderr(message: str) -> None:
    print(f"dice-tui: {message}", file=sys.stderr)


def reopen(session: GameSession, warn: Callable[[str], None] = _to_stderr) -> Session:
    """The session served at its table again, or the session itself for a local game."""
    if session.is_over or not _any_table():
        return session
    # only now: the tables' models (pydantic) cost a local game's session memory it never uses
    from saves.tables import folder as tables
    from saves.tables.net.peers import group_id, my_name

    key = tables.save_key(session.path)
    try:
        rows = tables.list_tables(tables.check_root(tables.tables_root(), create=False))
    except OSError:
        return session
    for row in rows:
        if row.info is None or row.host_uid != os.geteuid() or row.info.save != key or row.running:
            continue
        from saves.tables.net.host import TableHost  # the host's sockets: only for a table's own save
        from tui.table.opening import open_rematch

        table = None
        try:
            gid = group_id(row.info.group) if row.info.group else None
            table = tables.TableDir(row.folder.parent, row.name)
            table.set_mode(gid)
            return TableHost(session, table=table, host=my_name(), table_id=row.info.id, group=row.info.group,
                             group_gid=gid, opener=open_rematch)  # fmt: skip
        except (OSError, ValueError) as error:
            if table is not None:
                table.close()
            warn(_("table {table} stays closed ({why}); playing the game here alone").format(table=row.name, why=error))
            return session
    return session


def _any_table() -> bool:
    """Whether the rendezvous folder holds anything a table could be (what `list_tables`
    reads); a missing or unreadable folder holds no table to reopen."""
    from saves.tables import tables_root

    try:
        with os.scandir(tables_root()) as entries:
            return any(not entry.name.startswith(".") for entry in entries)
    except OSError:
        return False
