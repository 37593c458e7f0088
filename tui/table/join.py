"""Why `table join` or `watch` cannot sit at a named table, in the words of what is wrong:
there is no such table, it cannot be read, it is over or paused, or there is no seat."""

from __future__ import annotations

from typing import Any

from tui.table.listing import host_of, may_see


def why_not(row: Any, name: str, role: str, me: str) -> str | None:
    """None if `me` may `role` ("join" or "watch") at the table of `row` (None: no such table)."""
    if row is None:
        return f"there is no table {name!r} (see `dice-tui table list`)"
    if not may_see(row, me):
        return f"{me} is not seated at table {name} (nor in a group that may watch it)"
    if row.info is None:
        return f"table {name} cannot be read: {row.damaged}"
    if row.info.over:
        return f"table {name}'s game is over"
    if not row.running:
        return f"table {name} is paused: its host {host_of(row)} is away (they reopen it with `dice-tui resume`)"
    if role == "join" and row.info.host == me:
        return f"{me} hosts table {name}: its host's seat is played at the host's terminal"
    if role == "join" and not any(seat.bot is None and seat.name == me for seat in row.info.seats):
        return f"{me} has no seat at table {name} (`dice-tui table watch {name}` watches it)"
    return None
