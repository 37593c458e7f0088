"""What the command line prints: a save's JSON row, and plain-text tables of bot statistics.

Kept apart from the commands so each stays short; nothing here reads or writes files.
"""

from __future__ import annotations

from typing import Any


def info_json(info: Any) -> dict[str, Any]:
    return {
        "name": info.name,
        "path": str(info.path),
        "game": info.game,
        "players": info.players,
        "progress": info.progress,
        "status": info.status,
        "reason": info.reason,
        "event": info.event_index,
        "updated": info.updated.isoformat() if info.updated else None,
        "in_use": info.in_use,
    }


def print_table(rows: list[dict[str, Any]]) -> None:
    if not rows:
        return
    keys = list(dict.fromkeys(key for row in rows for key in row))
    cells = [[_cell(row.get(key)) for key in keys] for row in rows]
    widths = [max(len(key), *(len(line[i]) for line in cells)) for i, key in enumerate(keys)]
    print("  ".join(key.ljust(width) for key, width in zip(keys, widths)))
    for line in cells:
        print("  ".join(cell.ljust(width) for cell, width in zip(line, widths)))


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3f}" if value < 1 else f"{value:.2f}"
    if value is None:
        return "-"
    return str(value)
