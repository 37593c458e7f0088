"""A terminal model: what an 80x24 terminal shows after the bytes an app wrote.

Headless Textual apps write nothing, so tests that must know what a player's
terminal shows (a partial repaint that missed a cell would leave a stale one) play
every update the app would write onto this model, cell by cell: a character and the
colour codes it was written with.
"""

from __future__ import annotations

import io
import re
from typing import Any

from rich.cells import cell_len
from rich.console import Console

_CODE = re.compile(r"\x1b\[(\d+);(\d+)H|\x1b\[([0-9;:]*)m|(\n)")

Cells = list[list[tuple[str, str]]]


class Terminal:
    """Cells of (character, colour codes); Textual writes a reset after each piece."""

    def __init__(self, width: int = 80, height: int = 24) -> None:
        self.cells: Cells = [[("", "")] * width for _ in range(height)]
        self.console = Console(file=io.StringIO(), force_terminal=True, color_system="truecolor",
                               width=width, height=height, legacy_windows=False)
        self.written = 0

    def write(self, data: str) -> None:
        self.written += len(data.encode())
        x = y = 0
        style = ""
        position = 0
        for match in _CODE.finditer(data + "\x1b[m"):
            for char in data[position:match.start()]:
                self.cells[y][x] = (char, style)
                if cell_len(char) == 2:
                    self.cells[y][x + 1] = ("", style)
                x += cell_len(char)
            position = match.end()
            if match.group(1):
                y, x = int(match.group(1)) - 1, int(match.group(2)) - 1
            elif match.group(4):
                y, x = y + 1, 0
            else:
                style = "" if match.group(3) in ("", "0") else match.group(3)

    def show(self, update: Any) -> None:
        self.write(update.render_segments(self.console))

    def lines(self) -> Cells:
        return [list(row) for row in self.cells]


def watch_writes(app: Any) -> Terminal:
    """Play every update `app` would write onto a `Terminal`."""
    terminal = Terminal(*app.size)

    def display(screen: Any, renderable: Any) -> None:
        if renderable is not None and not app._batch_count:
            terminal.show(renderable)

    app._display = display
    return terminal


def drawn_whole(app: Any) -> Cells:
    """The whole screen as drawn now, onto a fresh terminal."""
    fresh = Terminal(*app.size)
    fresh.show(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return fresh.lines()
