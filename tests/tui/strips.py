"""Lines and screens for the terminal copy's tests (tui.render): strips of a given width,
and what a terminal shows after some frames."""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.segment import Segment
from textual.strip import Strip

from tests.tui.vt import Terminal


def strip_of(cells: list[tuple[str, int]], width: int, styles: list[Any]) -> Strip:
    """A strip of exactly `width` cells from (text, style index) runs, as Rich measures them
    (a run that would cross the edge is dropped)."""
    segments, used = [], 0
    for text, style in cells:
        if used + cell_len(text) > width:
            break
        segments.append(Segment(text, styles[style]))
        used += cell_len(text)
    segments.append(Segment(" " * (width - used)))
    return Strip(segments, width)


def shown_on(width: int, height: int, *frames: str) -> list:
    """The cells of a terminal after `frames`."""
    terminal = Terminal(width, height)
    for frame in frames:
        terminal.feed(frame)
    return terminal.cells


def dirty_spans(data: Any, before: list, after: list, width: int) -> list[tuple[int, int, int]]:
    """Spans as Textual marks them dirty, drawn by hypothesis's `data`: at least every cell
    that changed between the two screens, often more, and now and then an unchanged row."""
    import hypothesis.strategies as st

    spans = []
    for y in range(len(before)):
        changed = [x for x in range(width) if before[y][x] != after[y][x]]
        if changed or data.draw(st.booleans()):
            x1 = data.draw(st.integers(0, changed[0] if changed else width - 1))
            spans.append((y, x1, data.draw(st.integers(changed[-1] + 1 if changed else x1 + 1, width))))
    return spans
