"""Why `table join` or `watch` cannot sit at a named table, in the words of what is wrong:
there is no such table, it cannot be read, it is over or paused, or there is no seat."""

from __future__ import annotations

from typing import Any

from core.lang import _
from saves.tables.listing import host_of, may_see


def why_not(row: Any, name: str, role: str, me: str) -> str | None:
    """None if `me` may `role` ("join" or "watch") at the table of `row` (None: no such table)."""
    if row is None:
        return _("there is no table {table} (see `dice-tui table list`)").format(table=repr(name))
    if not may_see(row, me):
        return _("{me} is not seated at table {table} (nor in a group that may watch it)").format(me=me, table=name)
    if row.info is None:
        return _("table {table} cannot be read: {why}").format(table=name, why=row.damaged)
    if row.info.over:
        return _("table {table}'s game is over").format(table=name)
    if not row.running:
        return _("table {table} is paused: its host {host} is away (they reopen it with `dice-tui resume`)").format(
            table=name, host=host_of(row))
    if role == "join" and row.info.host == me:
        return _("{me} hosts table {table}: its host's seat is played at the host's terminal").format(me=me, table=name)
    if role == "join" and not any(seat.bot is None and seat.name == me for seat in row.info.seats):
        return _("{me} has no seat at table {table} (`dice-tui table watch {table}` watches it)").format(
            me=me, table=name)
    return None
