"""Showing text that came from a person or a file: literally, never as markup.

Textual reads a plain `str` given to a Static, a Label, a DataTable cell, an option,
a border title or a notification as markup, so a player called `[/x]` would crash the
screen, `[AFK] Bob` would lose his tag and `[@click=app.quit]x` would become a button.
Anything that holds such text goes through `literal` (or `plain` where a Rich `Text`
is built by hand), which also swaps control characters met in old files for visible
stand-ins (see core.text), so none of them reaches the terminal. The app writes no
markup of its own, so whole lines can pass through `literal` as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.cells import cell_len, chop_cells
from textual.content import Content

from core.text import text_flaw, visible


def literal(text: object) -> Content:
    """`text` shown exactly as it reads: no markup, control characters made visible."""
    return Content(visible(str(text), lines=True))


def one_line(text: object) -> str:
    """A name or a reason that came from a file (a save's file name may hold a line feed):
    every control character, line feeds among them, as its visible stand-in (␊), so it
    can never start a line of its own in a status line, a dialog or a notification."""
    return visible(str(text))


def plain(text: object) -> str:
    """`text` with control characters made visible, for a Rich `Text` or a RichLog
    (both already show brackets literally)."""
    return visible(str(text), lines=True)


def shown_players(players: Sequence[Any]) -> tuple[Any, ...]:
    """Seats (core.game.PlayerSpec) whose names are safe to put on a terminal; the
    setup in the save keeps the names as they were."""
    return tuple(p if text_flaw(p.name) is None else p.model_copy(update={"name": visible(p.name)}) for p in players)


def short(text: str, most: int) -> str:
    """`text` cut to `most` columns (wide letters take two), with … saying that it was cut."""
    if cell_len(text) <= most:
        return text
    return chop_cells(text, max(most - 1, 1))[0] + "…"


def pad_left(text: str, width: int) -> str:
    """Right-aligned in `width` columns, counted as the terminal counts them (see `pad`)."""
    return " " * max(width - cell_len(text), 0) + text


def pad(text: str, width: int) -> str:
    """Left-aligned in `width` columns, counting columns as the terminal does (a wide
    letter takes two, so `str.ljust` would misalign a table)."""
    return text + " " * max(width - cell_len(text), 0)
