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

from tests.tui.vt import Terminal as VT
from tests.tui.vt import sgr

_CODE = re.compile(r"\x1b\[(\d+);(\d+)H|\x1b\[([0-9;:]*)m|(\n)|\x1b\[([0-9;]*)([rST])")

Cells = list[list[tuple[str, str]]]


class Terminal:
    """Cells of (character, colour codes); Textual writes a reset after each piece. A band
    scrolled by the terminal's copy (DECSTBM, CSI S / CSI T) is played by tests/tui/vt.py."""

    def __init__(self, width: int = 80, height: int = 24) -> None:
        self.cells: Cells = [[("", "")] * width for _ in range(height)]
        self.console = Console(file=io.StringIO(), force_terminal=True, color_system="truecolor",
                               width=width, height=height, legacy_windows=False)
        self.written = 0
        self.region = 0, height - 1

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
            elif match.group(6):
                y, x = self._scroll(match.group(5), match.group(6))
            else:
                style = sgr(style, match.group(3))

    def _scroll(self, params: str, final: str) -> tuple[int, int]:
        """A scroll region or a scroll, played on tests/tui/vt.py's model; the cursor goes home."""
        model = VT(len(self.cells[0]), len(self.cells))
        model.cells, model.top, model.bottom = self.cells, *self.region
        model.feed(f"\x1b[{params}{final}")
        self.region = model.top, model.bottom
        return model.y, model.x

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


def watch_copies(app: Any, *shadows: Any) -> list[Terminal]:
    """Play every update `app` would write through each terminal copy (tui.render.shadow,
    as the app does in a real terminal) onto a `Terminal` of its own."""
    terminals = [Terminal(*app.size) for _ in shadows]

    def display(screen: Any, renderable: Any) -> None:
        if renderable is not None and not app._batch_count:
            for terminal, shadow in zip(terminals, shadows, strict=True):
                terminal.show(shadow.wrap(renderable))

    app._display = display
    return terminals


def drawn_whole(app: Any) -> Cells:
    """The whole screen as drawn now, onto a fresh terminal."""
    fresh = Terminal(*app.size)
    fresh.show(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return fresh.lines()
