"""A widget that draws its lines straight as Segments, through Textual's line API (issue 34).

Why: the Dizzle sheet built each row as a Rich `Text` of some fifty appends, compared
the rows cell by cell with the last drawing, and Textual turned every changed row into
`Content` and wrapped it again before it became a `Strip`: some 3 ms of a 13 ms move.
Here a line is a tuple of pieces, (text, names of its styles), cheap to build and to
compare; a line that changed becomes a Strip of one Segment per piece, with the styles
Textual's own renderer would give it (the widget's style under each piece's, each
segment marked with its offset for text selection), and a line shown before comes
from a small cache. `as_text` is the same line as a `Text`: `render()` (what Textual
draws when it measures the widget or cannot take the short way) and the tests, which
prove each Strip equal to what Textual draws from that Text.

The subclass says what its lines are (`draw`, and `draw_changed` when it can tell which
lines a change touches) and calls `redraw()` after a change: only the cells that differ
are refreshed. A different number of lines asks for a layout pass when the widget's
height is its lines (`layout_on_new_height`); in a box of its own height only the rows
that read differently are refreshed, a missing line counting as a blank one.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import zip_longest
from typing import Any

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style as RichStyle
from rich.text import Text
from textual.content import Content
from textual.geometry import Region
from textual.strip import Strip
from textual.style import Style
from textual.visual import Visual, visualize

from tui.widgets.line_cells import Line as Line
from tui.widgets.line_cells import Piece as Piece
from tui.widgets.line_cells import changed_span as changed_span
from tui.widgets.line_cells import runs

#: strips kept per widget: every player's sheet, each row in a few states
REMEMBERED = 256


class DrawnLines:
    """A mixin (before `Widget`) for a widget whose content is lines of pieces."""

    #: ask for a layout pass when the number of lines changes (a widget whose height is its lines)
    layout_on_new_height = True
    #: send neighbouring pieces of the same styles as one segment (`runs`)
    joins_runs = False

    def draw(self) -> list[Line]:  # pragma: no cover - abstract
        """Every line of the content now."""
        raise NotImplementedError

    def draw_changed(self, before: list[Line]) -> list[Line]:
        """The lines after a change, given those before; a widget that can tell which lines
        a change touches builds only those."""
        return self.draw()

    def style_named(self, name: str) -> RichStyle:
        """The Rich style a piece's style name stands for: after "=" a Rich style
        ("=bold"), otherwise one of the widget's component classes."""
        if name.startswith("="):
            return RichStyle.parse(name[1:])
        widget: Any = self
        style: RichStyle = widget.get_component_rich_style(name, partial=True, default=RichStyle())
        return style

    # -- what is shown --------------------------------------------------------------------
    def drawn(self) -> list[Line]:
        """The lines on screen now (drawn at first use)."""
        widget: Any = self
        lines: list[Line] | None = widget.__dict__.get("_drawn_lines")
        if lines is None:
            lines = widget.__dict__["_drawn_lines"] = self.draw()
        return lines

    def piece_style(self, names: tuple[str, ...], memo: dict[Any, Any] | None = None) -> RichStyle:
        """The styles named, added in order (looked up once per theme)."""
        memo = self._memo() if memo is None else memo
        style = memo.get(names)
        if style is None:
            style = memo[names] = sum((self.style_named(name) for name in names), RichStyle())
        return style

    def as_text(self, line: Line) -> Text:
        """The line as a Rich Text, as Textual would be given it."""
        text, memo = Text(no_wrap=True, overflow="crop"), self._memo()
        for chars, names in self._pieces(line):
            text.append(chars, style=self.piece_style(names, memo) if names else None)
        return text

    def _pieces(self, line: Line) -> Sequence[Piece]:
        return runs(line) if self.joins_runs else line

    def render(self) -> Text | Content:
        """The whole content as Textual draws it (a subclass may give Content)."""
        return Text("\n", no_wrap=True, overflow="crop").join(self.as_text(line) for line in self.drawn())

    # -- after a change -------------------------------------------------------------------
    def show(self, **attributes: Any) -> None:
        """Set attributes (plain ones the widget declares) and redraw once what they
        changed, nothing when all are as they were: a Textual reactive would redraw once
        for each, and run its watcher machinery for each."""
        changed = False
        for name, value in attributes.items():
            if not hasattr(self, name):
                raise AttributeError(f"{type(self).__name__} has no attribute {name!r} to show")
            now = getattr(self, name)
            if now is not value and now != value:
                changed = True
                setattr(self, name, value)
        if changed:
            self.shown_changed()

    def shown_changed(self) -> None:
        """What `show` does once it changed something: redraw (a widget that measures its
        own height says so too)."""
        self.redraw()

    def on_resize(self) -> None:
        """Lines may depend on the width (a name cut to fit, two columns or one): a new
        size draws them afresh."""
        widget: Any = self
        widget.__dict__.pop("_drawn_lines", None)
        widget.refresh()

    def redraw(self, whole: bool = False) -> None:
        """Refresh only the cells that changed since the last drawing; `whole`: the whole
        widget, laid out again (another size)."""
        widget: Any = self
        before: list[Line] | None = widget.__dict__.get("_drawn_lines")
        if whole or before is None or not widget.is_mounted or not widget.size:
            widget.__dict__["_drawn_lines"] = self.draw()
            widget.refresh(layout=whole or self.layout_on_new_height)
            return
        after = widget.__dict__["_drawn_lines"] = self.draw_changed(before)
        if len(after) != len(before) and (self.layout_on_new_height or not self._both_fit(before, after)):
            widget.refresh(layout=self.layout_on_new_height)
            return
        # a box of its own height shows a missing line as a blank one, as it shows an empty
        # line: a roll that fills an empty zone repaints the rows it writes, not the whole box
        regions = []
        for y, (was, now) in enumerate(zip_longest(before, after, fillvalue=())):
            if was is not now and (span := changed_span(was, now)) is not None:
                regions.append(Region(span[0], y, span[1], 1))
        if regions:
            widget.refresh(*regions)

    # -- Textual's line API ---------------------------------------------------------------
    def render_line(self, y: int) -> Strip:
        widget: Any = self
        lines = self.drawn()
        width = widget.size.width
        if widget.text_selection is not None or not self._all_fit(lines, width):
            return self._whole(lines, width, y)
        if not 0 <= y < len(lines):
            return Strip.blank(width, widget.visual_style.rich_style)
        line = lines[y]
        strips: dict[tuple[Line, int, int], Strip] = self._memo().setdefault("strips", {})
        key = (line, y, width)
        strip = strips.get(key)
        if strip is None:
            if len(strips) >= REMEMBERED:
                del strips[next(iter(strips))]
            strip = strips[key] = self._strip(line, y, width)
        return strip

    def _both_fit(self, before: list[Line], after: list[Line]) -> bool:
        """Whether the lines before and after a change each fit the width: then each stands
        on a row of its own (`render_line`), and a row that did not change needs no repaint."""
        widget: Any = self
        width: int = widget.size.width
        return self._all_fit(before, width) and self._all_fit(after, width)

    def _all_fit(self, lines: list[Line], width: int) -> bool:
        """Whether every line fits the width (worked out once per drawing and width)."""
        widget: Any = self
        kept = widget.__dict__.get("_lines_fit")
        if kept is None or kept[0] is not lines or kept[1] != width:
            fit = all(sum(cell_len(chars) for chars, _ in line) <= width for line in lines)
            kept = widget.__dict__["_lines_fit"] = (lines, width, fit)
        return bool(kept[2])

    def _whole(self, lines: list[Line], width: int, y: int) -> Strip:
        """Textual's own drawing of the whole content: a line wider than the widget wraps
        onto the next (or is cut, as the widget's styles say), and a selection is drawn
        over the whole content. Kept for the drawing, unless a selection is on show."""
        widget: Any = self
        kept = widget.__dict__.get("_whole_drawn")
        if kept is None or kept[0] is not lines or kept[1] != width or widget.text_selection is not None:
            strips = Visual.to_strips(widget, visualize(widget, self.render()), width, None, widget.visual_style)
            kept = widget.__dict__["_whole_drawn"] = (lines, width, strips)
        whole: list[Strip] = kept[2]
        return whole[y] if 0 <= y < len(whole) else Strip.blank(width, widget.visual_style.rich_style)

    def _strip(self, line: Line, y: int, width: int) -> Strip:
        """What Textual's renderer makes of `as_text(line)` at row `y`: the widget's style
        under each piece's, a run of unstyled pieces one segment, each segment's style
        carrying its offset (text selection reads it)."""
        widget: Any = self
        base: Style = widget.visual_style
        memo = self._memo()
        styles: dict[tuple[tuple[str, ...], int, int], RichStyle] = memo.setdefault("at", {})
        segments, x, run, length = [], 0, "", 0

        def segment(chars: str, names: tuple[str, ...]) -> Segment:
            style = styles.get((names, x, y))
            if style is None:
                style = styles[names, x, y] = self._resolved(memo, names, base).rich_style_with_offset(x, y)
            return Segment(chars, style)

        for chars, names in (*self._pieces(line), ("", ("",))):  # a styled sentinel ends the last run
            if not names or (chars and not self.piece_style(names, memo)):  # no style: Text keeps no span
                run += chars
                continue
            if run:  # Textual's renderer counts a segment's offset in characters, the strip in cells
                segments.append(segment(run, ()))
                x, run, length = x + len(run), "", length + cell_len(run)
            if chars:
                segments.append(segment(chars, names))
                x, length = x + len(chars), length + cell_len(chars)
        if not segments:  # Textual draws an empty line as one empty segment in the widget's style
            segments.append(segment("", ()))
        return Strip(segments, length)

    def _resolved(self, memo: dict[Any, Any], names: tuple[str, ...], base: Style) -> Style:
        """The widget's style with the piece's on it, as Textual's Content renders a span."""
        resolved: dict[tuple[str, ...], Style] = memo.setdefault("resolved", {})
        style = resolved.get(names)
        if style is None:
            on = [base]
            if names:
                on.append(Style.from_rich_style(self.piece_style(names, memo), self._app().ansi_theme))
            style = resolved[names] = base + Style.combine(on)
        return style

    def _app(self) -> Any:
        widget: Any = self
        return widget.app

    def _memo(self) -> dict[Any, Any]:
        """Styles and strips worked out for this theme and this widget's style: a new
        theme or style starts afresh."""
        widget: Any = self
        style, theme = widget.visual_style, self._app().theme
        kept = widget.__dict__.get("_line_memo")
        if kept is None or kept[0] is not style or kept[1] != theme:
            kept = widget.__dict__["_line_memo"] = (style, theme, {})
        memo: dict[Any, Any] = kept[2]
        return memo
