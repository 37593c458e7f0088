"""A table's row in words, as `dice-tui table list` and the Tables screen show it (which
rows there are is saves.tables.listing's)."""

from __future__ import annotations

from typing import Any

from core.lang import _


def row_state(row: Any) -> str:
    """'bob to play', 'paused (host away)' or 'over'."""
    if row.info.over:
        return _("over")
    return _("{name} to play").format(name=row.info.turn) if row.running else _("paused (host away)")


def seats_text(info: Any, running: bool = True) -> str:
    """'ann*, bob, Optimal bot (bot)': * marks who is at the table now (nobody at a
    paused table: its descriptor still names who was there when the host left)."""
    here = set(info.connected) if running else set()
    return ", ".join(
        _("{name} (bot)").format(name=seat.name) if seat.bot is not None
        else f"{seat.name}{'*' if seat.name in here else ''}"
        for seat in info.seats
    )
