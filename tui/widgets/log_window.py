"""The log's scroll bar, drawn as the last columns of the log's own lines.

Why: a Textual scroll view has its bar as a widget of its own, with its own window, position
and layout; a log that gains a line on every move moved all of it, and the bar's rows were
drawn and laid over the log again, about a tenth of a move's CPU (issue 34). The log draws
its window of lines itself (tui.widgets.game_log), so it draws its bar too: the segments
are those of Textual's own bar renderer (`ScrollBarRender`, so the bar looks as every other
bar of the app), in the colours Textual's bar takes from the log's styles.

A bar's rows are kept by what decides them (its height, the log's length, the first row
shown, thickness, colours); each row is one segment (track above or below, thumb, its
ends), so a line is kept by its text and its bar's segment.
"""

from __future__ import annotations

from math import ceil
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual.scrollbar import ScrollBar

from tui.render.scrollbars import BACK, BAR

#: bars kept at most
KEPT = 512


class BarRows:
    """The rows of a vertical scroll bar, a segment a row."""

    def __init__(self) -> None:
        self._bars: dict[tuple[Any, ...], list[Segment]] = {}

    def rows(self, height: int, length: int, top: int, thickness: int, style: Style) -> list[Segment]:
        """The bar of a window of `height` rows from row `top` of `length` rows, as Textual
        draws it: a track without a thumb when everything shows."""
        key = (height, length, top, thickness, style)
        bar = self._bars.get(key)
        if bar is None:
            if len(self._bars) > KEPT:
                self._bars.clear()
            bar = self._bars[key] = self._draw(height, length, top, thickness, style)
        return bar

    def _draw(self, height: int, length: int, top: int, thickness: int, style: Style) -> list[Segment]:
        renderer = ScrollBar.renderer
        segments = renderer.render_bar(
            size=height, virtual_size=ceil(length), window_size=ceil(height if height < length else 0),
            position=top, thickness=thickness, vertical=True,
            back_color=style.bgcolor or BACK, bar_color=style.color or BAR)
        return list(segments.segments[:height])  # vertical: a row a segment


def bar_style(widget: Any) -> Style:
    """The colours Textual's bar takes from the widget it scrolls (`ScrollBar.render`, not
    hovered nor grabbed)."""
    styles = widget.styles
    background = styles.scrollbar_background
    if background.a < 1:
        base_background, _ = widget.background_colors
        background = base_background + background
    color = background + styles.scrollbar_color
    return Style.from_color(color.rich_color, background.rich_color)
