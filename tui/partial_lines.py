"""Send a partly changed line from where it changed, not from the widget's left edge.

When a widget repaints part of a line (Dizzle's sheet marks only the cells a cursor
move changed), Textual's `ChopsUpdate.render_segments` writes that widget's piece of
the line from the widget's left edge up to the end of the change: it crops a piece's
end but not its start (its own code says "TODO: crop to x extents"). On the level 4
sheet that is up to 1.4 KB of colour codes for a two-cell change. `install` makes it
crop the start too, to the first changed cell, so the terminal gets the change only.

The start never splits a wide character (a half would be written as a space and wipe
the other half on the terminal): it moves left to where that character begins.
tests/tui/test_partial_lines.py plays the bytes onto a terminal model and checks the
screen, and fails loudly if a Textual upgrade changes the method this replaces.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.console import Console
from rich.control import Control
from textual._compositor import ChopsUpdate
from textual.strip import Strip

_installed = False


def install() -> None:
    """Replace `ChopsUpdate.render_segments` (once per process)."""
    global _installed
    if not _installed:
        ChopsUpdate.render_segments = render_segments  # type: ignore[method-assign]
        _installed = True


def _boundary(strip: Strip, offset: int) -> int:
    """The last character boundary at or before `offset` cells into `strip`."""
    position = 0
    for segment in strip:
        for char in segment.text:
            width = cell_len(char)
            if position + width > offset:
                return position
            position += width
    return position


def render_segments(self: Any, console: Console) -> str:
    """Textual's ChopsUpdate.render_segments, cropping each piece to the changed span at
    both ends."""
    sequences: list[str] = []
    append = sequences.append
    move_to = Control.move_to
    last_y = self.spans[-1][0]
    for y, x1, x2 in self.spans:
        line = self.chops[y]
        for end, (x, strip) in zip(self.chop_ends[y], line.items()):
            if strip is None or x > x2 or end <= x1:
                continue
            start = x + _boundary(strip, x1 - x) if x1 > x else x
            if start != x or end > x2:
                strip = strip.crop(start - x, min(end, x2) - x)
            append(move_to(start, y).segment.text)
            append(strip.render(console))
        if y != last_y:
            append("\n")
    return "".join(sequences)
