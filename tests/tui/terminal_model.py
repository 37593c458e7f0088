"""A terminal model: what an 80x24 terminal shows after the bytes an app wrote.

Headless Textual apps write nothing, so tests that must know what a player's
terminal shows (a partial repaint that missed a cell would leave a stale one) play
every update the app would write onto this model, cell by cell: a character and the
colour codes it was written with.
"""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console

from tests.tui.vt import Terminal as VT

Cells = list[list[tuple[str, str]]]


class Terminal(VT):
    """Cells of (character, colour codes), as tests/tui/vt.py plays them; a cell no frame
    wrote holds ("", ""), so that one left unpainted shows (unless the screen was erased,
    as a real terminal erases it)."""

    def __init__(self, width: int = 80, height: int = 24) -> None:
        super().__init__(width, height)
        self.cells = [[("", "")] * width for _ in range(height)]
        self.console = Console(file=io.StringIO(), force_terminal=True, color_system="truecolor",
                               width=width, height=height, legacy_windows=False)
        self.written = 0

    def write(self, data: str) -> None:
        self.written += len(data.encode())
        self.feed(data)

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
