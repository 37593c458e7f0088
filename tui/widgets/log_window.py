"""A window of lines with its scroll bar as its last columns, drawn by one widget.

Why: the game log gains a line on nearly every move. As a Textual scroll view it moved its
scroll machinery (the scroll to the end, the view's sizes set, a second scroll after the
refresh), and its bar, a widget of its own, drew and laid its rows over the log again:
about a tenth of a move's CPU (issue 34). Here the widget knows which of its lines show
(the last ones, or as far up as the player paged), draws them and the bar in the same
lines, and asks Textual to draw again only the rows whose line or bar cell changed.

The bar is Textual's own: its segments come from Textual's bar renderer (`ScrollBarRender`),
in the colours Textual's bar takes from the widget it scrolls (normal, under the mouse,
held), on the widget's colours, and the mouse does what it does on Textual's bar: a press
on the track pages, the thumb is dragged, the wheel moves the lines. A bar's rows are kept
by what decides them; each row is one segment, so a line is kept by its text and its bar
cell (a line that moves up a row is the strip it was).
"""

from __future__ import annotations

from math import ceil
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region
from textual.scrollbar import ScrollBar
from textual.strip import Strip
from textual.widget import Widget

from tui.render.scrollbars import BACK, BAR

#: bars, and drawn lines, kept at most (a few screens of the log)
KEPT = 512
REMEMBERED = 256


def bar_rows(height: int, length: int, top: int, thickness: int, style: Style) -> list[Segment]:
    """The bar of a window of `height` rows from line `top` of `length`, a segment a row,
    as Textual draws it: a track without a thumb when every line shows."""
    segments = ScrollBar.renderer.render_bar(
        size=height, virtual_size=ceil(length), window_size=ceil(height if height < length else 0),
        position=top, thickness=thickness, vertical=True, back_color=style.bgcolor or BACK,
        bar_color=style.color or BAR)
    return list(segments.segments[:height])


def bar_style(widget: Widget, look: str) -> Style:
    """The colours Textual's bar takes from the widget it scrolls (`ScrollBar.render`):
    `look` is "" (as it stands), "hover" (the mouse over it) or "active" (held)."""
    styles = widget.styles
    background, color = {
        "": (styles.scrollbar_background, styles.scrollbar_color),
        "hover": (styles.scrollbar_background_hover, styles.scrollbar_color_hover),
        "active": (styles.scrollbar_background_active, styles.scrollbar_color_active),
    }[look]
    if background.a < 1:
        base_background, _ = widget.background_colors
        background = base_background + background
    color = background + color
    return Style.from_color(color.rich_color, background.rich_color)


class LogWindow(Widget):
    """Lines (`shown_lines`, set by the subclass) in a window of the widget's height, with
    its scroll bar; the window follows the last lines until the player moves it up."""

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        #: every line, as wrapped to `text_width`
        self.shown_lines: list[str] = []
        #: the first line on view; None: the last lines, whatever the widget's height
        self._top: int | None = None
        #: each row's text and bar cell when last repainted; None: unknown (repaint all)
        self._shown: list[tuple[str, Segment]] | None = None
        #: (window, width, style, bar) of the drawing under way (render_lines)
        self._drawn_as: tuple[range, int, Style, list[Segment]] | None = None
        self._strips: dict[tuple[str, int, Style, Segment], Strip] = {}
        self._bars: dict[tuple[Any, ...], list[Segment]] = {}
        #: how the bar looks ("", "hover", "active"), and when its thumb is held: the mouse's
        #: screen row and the first line on view when it took it
        self._bar_look = ""
        self._grabbed: tuple[int, int] | None = None

    @property
    def text_width(self) -> int:
        """The columns the lines are wrapped at: the widget's, less its scroll bar."""
        return max(self.size.width - self.styles.scrollbar_size_vertical, 0)

    @property
    def window(self) -> range:
        """The lines on view (indices into `shown_lines`)."""
        last = self._last_top
        top = last if self._top is None else min(self._top, last)
        return range(top, min(top + self.size.height, len(self.shown_lines)))

    @property
    def _last_top(self) -> int:
        """The first line on view when the window shows the last lines."""
        return max(len(self.shown_lines) - self.size.height, 0)

    @property
    def fits(self) -> bool:
        """Whether every line is on view at once."""
        return len(self.shown_lines) <= self.size.height

    def follow(self, top: int | None) -> None:
        """The window from line `top` from now on, or (None) at the last lines whatever
        they become; shown by the next `repaint`."""
        self._top = top

    def repaint(self) -> None:
        """Ask Textual to draw again the rows whose line or bar cell changed, not the rest
        (not the border either): after a line more, only the rows that moved."""
        rows = self._rows()
        before, self._shown = self._shown, rows
        width = self.size.width
        if before is None or len(before) != len(rows):
            self.refresh(Region(0, 0, width, len(rows)))
            return
        changed = [y for y, (now, then) in enumerate(zip(rows, before, strict=True)) if now != then]
        if changed:
            self.refresh(Region(0, changed[0], width, changed[-1] - changed[0] + 1))

    def on_resize(self, event: events.Resize) -> None:
        self._shown = None  # Textual draws every row again

    def _rows(self) -> list[tuple[str, Segment]]:
        """Each row's text and bar cell, as `render_line` draws them now."""
        window, lines = self.window, self.shown_lines
        bar = self._bar()
        return [(lines[window.start + y] if window.start + y < window.stop else "", bar[y]) for y in range(len(bar))]

    def _bar(self) -> list[Segment]:
        key = (self.size.height, len(self.shown_lines), self.window.start, self.styles.scrollbar_size_vertical,
               bar_style(self, self._bar_look))
        bar = self._bars.get(key)
        if bar is None:
            if len(self._bars) > KEPT:
                self._bars.clear()
            bar = self._bars[key] = bar_rows(*key)
        return bar

    def render_lines(self, crop: Region) -> list[Strip]:
        """Each line's width, style and the bar are the widget's: worked out once a drawing,
        not once a line."""
        self._drawn_as = (self.window, self.text_width, self.rich_style, self._bar())
        try:
            return super().render_lines(crop)
        finally:
            self._drawn_as = None

    def render_line(self, y: int) -> Strip:
        window, width, style, bar = self._drawn_as or (self.window, self.text_width, self.rich_style, self._bar())
        index = window.start + y
        text = self.shown_lines[index] if index < window.stop else ""
        cell = bar[y] if y < len(bar) else Segment("")
        key = (text, width, style, cell)
        strip = self._strips.get(key)
        if strip is None:
            if len(self._strips) >= REMEMBERED:
                self._strips.clear()
            line = Strip([Segment(text)]).crop_extend(0, width, style).apply_style(style)
            on_colours = Segment(cell.text, style + cell.style)  # on the widget's colours, as Textual's bar
            strip = self._strips[key] = Strip([*line, on_colours], width + cell.cell_length)
        return strip

    def page(self, pages: int) -> None:
        """A page up (negative) or down (the game log's whole history from the keyboard)."""
        self._move(pages * self.size.height)

    def _move(self, rows: int) -> bool:
        """The window `rows` lines further down (up if negative), within the lines; the
        last lines are followed again once the window reaches them. Whether it moved."""
        start, last = self.window.start, self._last_top
        top = min(max(start + rows, 0), last)
        self._top = None if top == last else top
        if top == start:
            return False
        self.repaint()
        return True

    # -- the mouse, as on Textual's bar -------------------------------------------------
    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        if self._move(-round(self.app.scroll_sensitivity_y)):
            event.stop()  # else the wheel goes on to what is around, as from a scroll view

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        if self._move(round(self.app.scroll_sensitivity_y)):
            event.stop()

    # The bar's segments name these actions for a press on its track or its thumb.
    def action_scroll_up(self) -> None:
        self.page(-1)

    def action_scroll_down(self) -> None:
        self.page(1)

    def action_grab(self) -> None:
        self.capture_mouse()

    def on_mouse_capture(self, event: events.MouseCapture) -> None:
        self._grabbed = (event.mouse_position.y, self.window.start)
        self._look("active")

    def on_mouse_release(self, event: events.MouseRelease) -> None:
        self._grabbed = None
        self._look("")

    def on_mouse_up(self, event: events.MouseUp) -> None:
        if self._grabbed is not None:
            self._grabbed = None  # at once: a move queued before the release drags no more
            self.release_mouse()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        """A held thumb follows the mouse (a row of the bar is as many lines as the lines
        are to the window's rows, Textual's ratio); else the bar lights under the mouse."""
        if self._grabbed is None:
            at = event.get_content_offset(self)
            self._look("hover" if at is not None and at.x >= self.text_width else "")
            return
        row, start = self._grabbed
        ratio = len(self.shown_lines) / max(self.size.height, 1)
        self._move(start + round((event.screen_y - row) * ratio) - self.window.start)

    def on_leave(self, event: events.Leave) -> None:
        if self._grabbed is None:
            self._look("")

    def _look(self, look: str) -> None:
        if look != self._bar_look:
            self._bar_look = look
            self.repaint()
