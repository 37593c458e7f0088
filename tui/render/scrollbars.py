"""A scroll bar that looks as it did is not drawn again through Rich.

Why: every game's log gains a line on a move and scrolls to it, so its scroll bar is given
a new position and repaints: Textual renders the bar's segments through Rich's console and
its Visual machinery, then styles each row, about a thirtieth of a move's CPU (issue 34).
Yet most moves leave the bar looking as it did (the thumb moves in eighths of a cell, and a
long log's thumb hardly moves at all), and its rows are a handful of kinds (track above
and below, thumb, the thumb's ends).

So a scroll bar's lines are kept by what decides them: the segments Textual's own bar
renderer gives for its size, position and colours (cheap: a few list operations), its size
and its style. A bar that looks as before reuses its lines, and every row is shared by
identity between bars, so that the row's styled line is kept too (tui.render.styled_lines).
A bar drawn another way (a renderer of another class, a style given by name, a selection)
is Textual's own. Installed with the other library patches by tui.render.patches.
"""

from __future__ import annotations

from typing import Any

from rich.color import Color
from rich.style import Style
from textual.scrollbar import ScrollBar, ScrollBarRender
from textual.widget import _RenderCache

#: Textual's own, kept for the tests that compare the two
stock: Any = ScrollBar._render_content
#: what Textual's bar renderer falls back to when its style has no colour
BACK, BAR = Color.parse("#555555"), Color.parse("bright_magenta")
#: bars (by what decides them) and rows (by their segments) kept at most
KEPT = 512

_bars: dict[tuple[Any, ...], list[Any]] = {}
_rows: dict[tuple[Any, ...], Any] = {}


def _looks(bar: Any, width: int, height: int) -> tuple[Any, ...] | None:
    """What decides the bar's lines, or None when they are not Textual's plain bar."""
    renderable = bar.render()
    if type(renderable) is not ScrollBarRender or bar.text_selection is not None or not width or not height:
        return None
    style = renderable.style
    if not isinstance(style, Style):  # a style by name: Textual's own way reads it
        return None
    segments = ScrollBarRender.render_bar(
        size=height if renderable.vertical else width, window_size=renderable.window_size,
        virtual_size=renderable.virtual_size, position=renderable.position, vertical=renderable.vertical,
        thickness=width if renderable.vertical else height, back_color=style.bgcolor or BACK,
        bar_color=style.color or BAR)
    align = bar.styles.content_align
    return (width, height, renderable.vertical, tuple(segments.segments), bar.visual_style, align)


def _render_content(self: Any) -> None:
    """Textual's `Widget._render_content` for a scroll bar, its lines kept by their looks."""
    width, height = self.size
    looks = _looks(self, width, height)
    if looks is None:
        stock(self)
        return
    lines = _bars.get(looks)
    if lines is None:
        stock(self)
        if len(_bars) > KEPT or len(_rows) > KEPT:
            _bars.clear()
            _rows.clear()
        lines = _bars[looks] = [_rows.setdefault(tuple(strip), strip) for strip in self._render_cache.lines]
    self._render_cache = _RenderCache(self.size, lines)
    self._dirty_regions.clear()


def install() -> None:
    """Scroll bars' lines kept by their looks (idempotent)."""
    if ScrollBar._render_content is stock:
        ScrollBar._render_content = _render_content  # type: ignore[method-assign]
