"""Render again only the lines a key changed, not the whole widget (issue 16).

Textual renders a widget's content whole whenever any part of it is dirty: one
changed cell of the Dizzle sheet or the prison board sent its 16-18 lines through
`Content.from_rich_text` and `to_strips` again, some 5 ms a key, most of a cursor
move's time. A widget drawn as one `Text` per line (nothing wraps, nothing aligned
but top-left) can do better: each line renders to the same strip alone as it does
within the whole, so only the lines marked dirty need rendering again.

`RendersChangedLines` keeps Textual's own whole render for everything Textual
decides (first paint, resize, theme, hover, a refresh of the whole widget) and takes
the short way only when every dirty region is one its widget marked itself through
`refresh_lines`, the render cache is for the widget's present size, and that render
gave one strip per line. A line that would not give exactly one strip (it wraps)
falls back to the whole render, so the short way can cost time, never a wrong cell.
With the stock renderer (tui.render.SWITCH), or a Textual without the names it uses,
every render is Textual's own.
A line that looks as it did before (the row a cursor just left) reuses its strip
from the few rendered since the last whole render.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual.geometry import Region
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

from tui.render import optimised

#: whether this Textual renders a widget's content the way this mixin steps into
_HOOKED = hasattr(Widget, "_render_content")

#: rendered lines kept per widget: a cursor's round trip over a sheet or board
REMEMBERED = 64


class RendersChangedLines:
    """A mixin (before `Widget`) for a widget whose `render()` is `join_lines(lines)`.

    The subclass says which lines it shows now (`shown_lines`: after a render, the
    lines that render joined), renders with `join_lines`, and marks what changed with
    `refresh_lines` instead of `refresh`.
    """

    def shown_lines(self) -> Sequence[Text]:  # pragma: no cover - abstract
        """The lines on show now: what `render()` joins."""
        raise NotImplementedError

    def join_lines(self, lines: Sequence[Text]) -> Text:
        """The widget's whole content, which `render()` returns; one line alone when only
        that line is rendered again."""
        return Text("\n", no_wrap=True, overflow="crop").join(lines)

    def refresh_lines(self, *regions: Region) -> None:
        """`refresh(*regions)` (content coordinates), remembering them as this widget's own:
        only their lines are rendered again."""
        widget: Any = self
        offset = widget.content_offset
        if widget.__dict__.get("_short_way", True):
            widget.__dict__.setdefault("_own_dirty", set()).update(region.translate(offset) for region in regions)
        widget.refresh(*regions)

    def render_line(self, y: int) -> Strip:
        widget: Any = self
        if widget.__dict__.setdefault("_short_way", _HOOKED and optimised()):
            try:
                if widget._dirty_regions and not self._render_dirty_lines():
                    widget.__dict__.pop("_own_dirty", None)
                    widget.__dict__.pop("_line_strips", None)  # a theme or style may have changed
                    widget._render_content()  # Textual's whole render
                    widget.__dict__["_one_strip_per_line"] = self._one_row_each(widget._render_cache)
            except AttributeError:  # another Textual: its own whole render from now on
                widget.__dict__["_short_way"] = False
        strip: Strip = super().render_line(y)  # type: ignore[misc]  # the widget class mixed in renders it
        return strip

    def _one_row_each(self, cache: Any) -> bool:
        """Whether the whole render gave each line one row. The render is cut to the
        widget's height, so as many rows as lines can still hide a line that wrapped
        (and one at the bottom cut off): each line must also fit the width, in cells."""
        widget: Any = self
        lines, width = self.shown_lines(), widget.size.width
        return len(cache.lines) == len(lines) and all(
            line.cell_len <= width and "\n" not in line.plain for line in lines)

    def _render_dirty_lines(self) -> bool:
        """Render only the dirty lines into Textual's render cache; False when only a whole
        render is right."""
        widget: Any = self
        own: set[Region] = widget.__dict__.pop("_own_dirty", set())
        cache = widget._render_cache
        content = Region(*widget.content_offset, *widget.size)
        # a border row (a new title: tui.games.dizzle.repaint.set_border) is drawn around the
        # content by Textual's styles cache, from the lines it has: none needs rendering
        dirty = {region for region in widget._dirty_regions if region.overlaps(content)}
        if not dirty and cache.size == widget.size:
            widget._dirty_regions.clear()
            return True
        if (
            not own
            or not dirty <= own
            or not widget.__dict__.get("_one_strip_per_line")
            or cache.size != widget.size
            or widget.text_selection is not None
            or widget.styles.content_align != ("left", "top")
            or widget.styles.text_align not in ("left", "start")
            or widget.styles.line_pad
        ):
            return False
        lines = self.shown_lines()
        if len(lines) != len(cache.lines):
            return False
        top = widget.content_offset.y
        rows = {row for region in own for row in range(region.y - top, region.bottom - top)}
        fresh = {}
        width, style = widget.size.width, widget.visual_style
        for row in rows:
            if not 0 <= row < len(lines):
                return False
            strip = self._line_strip(lines[row], width, style)
            if strip is None:
                return False
            # each cell's style records where it is (text selection reads it): rendered alone,
            # the line was row 0
            fresh[row] = strip.apply_offsets(0, row) if row else strip
        for row, strip in fresh.items():
            cache.lines[row] = strip
        widget._dirty_regions.clear()
        return True


    def _line_strip(self, line: Text, width: int, style: Any) -> Strip | None:
        """One line rendered alone, at row 0; None if it takes more than one row. A line
        that looks as it did before (the row a cursor left, a square aimed at again)
        takes its strip from the last few rendered since the last whole render."""
        widget: Any = self
        memo: dict[Any, Strip | None] = widget.__dict__.setdefault("_line_strips", {})
        key = (line.plain, line.style, tuple(line.spans), width, style)
        if key in memo:
            return memo[key]
        strips = Visual.to_strips(widget, visualize(widget, self.join_lines([line])), width, None, style)
        strip = strips[0] if len(strips) == 1 else None
        if len(memo) >= REMEMBERED:
            del memo[next(iter(memo))]
        memo[key] = strip
        return strip
