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


#: the columns a `bots` table is printed within (a wider table continues in blocks below)
WIDTH = 80
#: leading columns that say which row it is: repeated at the head of every block
ROW_KEYS = ("bot", "level", "mode", "zombies", "seats")


def print_table(rows: list[dict[str, Any]], width: int = WIDTH) -> None:
    """The rows as columns within `width`: the columns that do not fit follow in further
    blocks, each led by the columns that say which row it is (bot, level...)."""
    for line in table_lines(rows, width):
        print(line)


def table_lines(rows: list[dict[str, Any]], width: int = WIDTH) -> list[str]:
    if not rows:
        return []
    keys = list(dict.fromkeys(key for row in rows for key in row))
    cells = {key: [_cell(row.get(key)) for row in rows] for key in keys}
    widths = {key: max(len(key), *(len(cell) for cell in cells[key])) for key in keys}
    lead = []
    for key in keys:
        if key not in ROW_KEYS:
            break
        lead.append(key)
    rest = keys[len(lead):]
    blocks: list[list[str]] = []
    for key in rest:
        used = sum(widths[k] + 2 for k in [*lead, *(blocks[-1] if blocks else [])])
        if blocks and used + widths[key] <= width:
            blocks[-1].append(key)
        else:
            blocks.append([key])
    lines: list[str] = []
    for block in blocks or [[]]:
        shown = [*lead, *block]
        if lines:
            lines.append("")
        lines.append("  ".join(key.ljust(widths[key]) for key in shown).rstrip())
        for index in range(len(rows)):
            lines.append("  ".join(cells[key][index].ljust(widths[key]) for key in shown).rstrip())
    return lines


def _cell(value: Any) -> str:
    if isinstance(value, dict):  # {'0': 0.0, '1': 0.4}: one short cell, key:value pairs
        return " ".join(f"{key}:{_cell(item)}" for key, item in value.items())
    if isinstance(value, float):
        return f"{value:.3f}" if value < 1 else f"{value:.2f}"
    if value is None:
        return "-"
    return str(value)
