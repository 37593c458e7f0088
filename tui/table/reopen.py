"""`dice-tui resume` of a save that is a shared table's log reopens the table for all.

The table's folder stays in the rendezvous folder while its host is away (table.json
names the save by a digest of its path, and the save's mark names the table:
saves.tables.mark); its clients keep trying to reconnect, so once
the host resumes, everyone is back at the table where the save left it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from core.lang import _

if TYPE_CHECKING:
    from saves.session import GameSession
    from tui.session import Session


def _to_stderr(message: str) -> None:
    print(f"dice-tui: {message}", file=sys.stderr)


def reopen(session: GameSession, warn: Callable[[str], None] = _to_stderr) -> Session:
    """The session served at its table again, or the session itself for a local game.
    Which table is the mark's beside the save (saves.tables.mark): a local game's resume
    reads no table folder, and a table's opens its own folder alone, whatever junk
    the rendezvous folder holds."""
    if session.is_over:
        return session
    from saves.tables.mark import clear_mark, read_mark

    name = read_mark(session.path)
    if name is None:
        return session
    # only now: the tables' models (pydantic) cost a local game's session memory it never uses
    from saves.tables import folder as tables
    from saves.tables.listing import is_mine
    from saves.tables.net.peers import group_id, my_name, served

    try:
        root = tables.check_root(tables.tables_root(), create=False)
        row = tables.read_row(root / name) if tables.NAME.fullmatch(name) else None
        me = my_name()  # under serve the server's word: a table of another account is not resumed here
    except OSError:
        return session  # the folder cannot be used now: the mark stays for the next resume
    info = None if row is None or not is_mine(row, me) else row.info
    if row is None or info is None or info.save != tables.save_key(session.path):
        clear_mark(session.path)  # its table is gone (closed, abandoned): a local game now
        return session
    if row.running:
        return session
    from saves.tables.net.host import TableHost  # the host's sockets: only for a table's own save
    from tui.table.opening import open_rematch

    table = None
    try:
        gid = group_id(info.group) if info.group and not served() else None
        table = tables.TableDir(row.folder.parent, row.name)
        table.set_mode(gid)
        return TableHost(session, table=table, host=me, table_id=info.id, group=info.group,
                         group_gid=gid, opener=open_rematch)  # fmt: skip
    except (OSError, ValueError) as error:
        if table is not None:
            table.close()
        warn(_("table {table} stays closed ({why}); playing the game here alone").format(table=row.name, why=error))
        return session
