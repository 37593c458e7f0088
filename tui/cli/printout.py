"""What the command line prints: a save's JSON row, and plain-text tables of bot statistics
(headed in the player's language).

Kept apart from the commands so each stays short; nothing here reads or writes files.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len

from core.lang import N_p, shown


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


#: the columns' headings in the player's language; the rows' keys stay identifiers (--json
#: prints them), and a column not listed here is headed by its key
_HEADINGS = (
    N_p("bots column", "bot"), N_p("bots column", "level"), N_p("bots column", "mode"),
    N_p("bots column", "zombies"), N_p("bots column", "seats"), N_p("bots column", "turns"),
    N_p("bots column", "games"), N_p("bots column", "wins"), N_p("bots column", "win_rate"),
    N_p("bots column", "interval (95%)"), N_p("bots column", "mean_score"), N_p("bots column", "median_score"),
    N_p("bots column", "stdev_score"), N_p("bots column", "zero_rate"), N_p("bots column", "expected_score"),
    N_p("bots column", "quartiles"), N_p("bots column", "rating_band"), N_p("bots column", "ceiling"),
    N_p("bots column", "stars"), N_p("bots column", "mean_turns"), N_p("bots column", "escape_rate"),
    N_p("bots column", "mean_escapes"), N_p("bots column", "mean_captured"), N_p("bots column", "mean_rounds"),
    N_p("bots column", "median (q1-q3)"), N_p("bots column", "min-max"),
)


def heading(key: str) -> str:
    """A column's heading as the player reads it."""
    marked = N_p("bots column", key)
    return shown(marked) if marked in _HEADINGS else key


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
    heads = {key: heading(key) for key in keys}
    widths = {key: max(cell_len(heads[key]), *(cell_len(cell) for cell in cells[key])) for key in keys}
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
        columns = [*lead, *block]
        if lines:
            lines.append("")
        lines.append("  ".join(_pad(heads[key], widths[key]) for key in columns).rstrip())
        for index in range(len(rows)):
            lines.append("  ".join(_pad(cells[key][index], widths[key]) for key in columns).rstrip())
    return lines


def _pad(text: str, width: int) -> str:
    return text + " " * (width - cell_len(text))


def _cell(value: Any) -> str:
    if isinstance(value, dict):  # {'0': 0.0, '1': 0.4}: one short cell, key:value pairs
        return " ".join(f"{key}:{_cell(item)}" for key, item in value.items())
    if isinstance(value, float):
        return f"{value:.3f}" if value < 1 else f"{value:.2f}"
    if value is None:
        return "-"
    return str(value)
