"""The log of what happened, newest at the bottom, in the rulebook's words.

The log keeps what was said (`entries`) and wraps it at the width it has when it is
drawn, with a hanging indent. A line written while the log is hidden (Dizzle's
legend, diZe's advisor take its place) or before it was ever laid out is wrapped
once the log has a width again, never at a guess; a resize re-wraps everything.
"""

from __future__ import annotations

from collections import deque

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

from tui.text import plain
from tui.widgets.log_window import BarRows, bar_style

#: the oldest entries are forgotten past this many
MAX_ENTRIES = 500
INDENT = "  "
#: drawn lines kept for reuse: a few screens of the log
REMEMBERED = 256


def wrap(line: str, width: int) -> list[str]:
    """`line` cut at spaces into parts of at most `width` cells, the later ones indented;
    a word longer than a part is cut where it must."""
    parts: list[str] = []
    current = ""
    width = max(width, cell_len(INDENT) + 1)  # a sliver of a log still shows a character a line
    for word in line.split():
        room = width - (cell_len(INDENT) if parts else 0)
        joined = f"{current} {word}" if current else word
        if cell_len(joined) <= room:
            current = joined
            continue
        if current:
            parts.append(current)
            current = ""
            room = width - cell_len(INDENT)
        while cell_len(word) > room:
            head = _cut(word, room)
            parts.append(head)
            word = word[len(head) :]
            room = width - cell_len(INDENT)
        current = word
    if current:
        parts.append(current)
    return [part if n == 0 else INDENT + part for n, part in enumerate(parts)]


def _cut(word: str, room: int) -> str:
    """The longest start of `word` within `room` cells (at least one character)."""
    end = 1
    while end < len(word) and cell_len(word[: end + 1]) <= room:
        end += 1
    return word[:end]


class GameLog(Widget):
    """A read-only scrolling log; the screen adds one entry per event.

    Not a Textual scroll view: it draws its own window of the wrapped lines (the last ones,
    or a page further up when the player pages back) and its scroll bar as its last columns
    (tui.widgets.log_window), and a new line repaints only the rows that changed. A scroll
    view moved its scroll machinery, its bar widget and every row on each move (issue 34)."""

    DEFAULT_CSS = """
    GameLog {
        background: $surface;
        color: $foreground;
    }
    """

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.can_focus = False
        #: what was said, oldest first
        self.entries: deque[str] = deque(maxlen=MAX_ENTRIES)
        self._parts: list[str] = []
        self._counts: deque[int] = deque()  # how many parts each entry wrapped into
        self._wrapped_at = 0  # the width `_parts` are wrapped at; 0: not yet
        #: what the log shows instead of its entries for a while (the recap of the turns the
        #: player waited for), and the title it had before; None: the entries
        self._recap: list[str] | None = None
        self._title_before: str | None = None
        #: the first wrapped line on view; None: the last lines, whatever the log's height
        self._top: int | None = None
        #: what each row showed when last repainted (its text, its bar row): a change
        #: repaints the rows that differ; None: all of them
        self._shown: list[tuple[str, Segment]] | None = None
        #: (window, width, style, bar) of the drawing under way (render_lines), and the strips drawn lately
        self._drawn_as: tuple[range, int, Style, list[Segment]] | None = None
        self._strips: dict[tuple[str, int, Style, Segment], Strip] = {}
        self._bars = BarRows()
        #: the mouse's row and the first line on view when it took the bar's thumb
        self._grabbed: tuple[int, int] | None = None

    @property
    def lines(self) -> list[Strip]:
        """The lines as shown, after wrapping."""
        return [Strip([Segment(part)]) for part in self._parts]

    @property
    def text_width(self) -> int:
        """The columns the lines are wrapped at: the log's, less its scroll bar."""
        return max(self.size.width - self.styles.scrollbar_size_vertical, 0)

    @property
    def window(self) -> range:
        """The wrapped lines on view (indices into `lines`)."""
        height, length = self.size.height, len(self._parts)
        last = max(length - height, 0)
        top = last if self._top is None else min(self._top, last)
        return range(top, min(top + height, length))

    @property
    def fits(self) -> bool:
        """Whether every wrapped line is on view at once."""
        return len(self._parts) <= self.size.height

    def add(self, line: str) -> None:
        """One entry at the bottom; the log shows it (its last lines)."""
        if not line:
            return
        line = plain(line)  # names in it may come from a file (tui.text)
        if self._recap is not None:  # said now, shown when the recap gives way (wrapped then)
            self.entries.append(line)
            return
        if len(self.entries) == MAX_ENTRIES and self._counts:
            del self._parts[: self._counts.popleft()]
        self.entries.append(line)
        self._top = None
        if self._wrapped_at != self._wrap_width():
            self._rewrap()
            return
        parts = wrap(line, self._wrapped_at) if self._wrapped_at else []
        self._parts.extend(parts)
        self._counts.append(len(parts))
        self._repaint()

    def _wrap_width(self) -> int:
        """The columns for text: the widget's last laid-out width (it is kept while the
        log is hidden) less border, padding and the scroll bar; 0 if never laid out."""
        outer = self.outer_size.width
        if not outer:
            return 0
        return max(outer - self.styles.gutter.width - self.styles.scrollbar_size_vertical, 1)

    def _rewrap(self) -> None:
        width = self._wrap_width()
        self._wrapped_at = width
        shown = self.entries if self._recap is None else self._recap
        wrapped = [wrap(entry, width) if width else [] for entry in shown]
        self._parts = [part for parts in wrapped for part in parts]
        self._counts = deque(len(parts) for parts in wrapped)
        self._repaint()

    def on_resize(self, event: events.Resize) -> None:
        self._shown = None  # Textual draws every row again
        if self._wrap_width() != self._wrapped_at:
            self._rewrap()

    def _repaint(self) -> None:
        """Ask Textual to draw again the rows whose line or bar row changed, not the rest."""
        rows = self._rows()
        before, self._shown = self._shown, rows
        width = self.size.width
        if before is None or len(before) != len(rows):
            self.refresh(Region(0, 0, width, len(rows)))
            return
        changed = [y for y, (now, then) in enumerate(zip(rows, before, strict=True)) if now != then]
        if changed:
            self.refresh(Region(0, changed[0], width, changed[-1] - changed[0] + 1))

    def _rows(self) -> list[tuple[str, Segment]]:
        """Each row's text and bar row, as `render_line` draws them now."""
        window, parts = self.window, self._parts
        bar = self._bar()
        return [(parts[window.start + y] if window.start + y < window.stop else "", bar[y]) for y in range(len(bar))]

    def _bar(self) -> list[Segment]:
        height = self.size.height
        return self._bars.rows(height, len(self._parts), self.window.start, self.styles.scrollbar_size_vertical,
                               bar_style(self))

    def render_lines(self, crop: Region) -> list[Strip]:
        """Each line's width, style and the bar are the log's: worked out once a drawing, not
        once a line."""
        self._drawn_as = (self.window, self.text_width, self.rich_style, self._bar())
        try:
            return super().render_lines(crop)
        finally:
            self._drawn_as = None

    def render_line(self, y: int) -> Strip:
        window, width, style, bar = self._drawn_as or (self.window, self.text_width, self.rich_style, self._bar())
        index = window.start + y
        text = self._parts[index] if index < window.stop else ""
        row = bar[y] if y < len(bar) else Segment("")
        key = (text, width, style, row)
        strip = self._strips.get(key)
        if strip is None:  # a line that moved up a row is the strip it was
            if len(self._strips) >= REMEMBERED:
                self._strips.clear()
            line = Strip([Segment(text)]).crop_extend(0, width, style).apply_style(style)
            bar_cell = Segment(row.text, style + row.style)  # on the log's colours, as Textual's bar
            strip = self._strips[key] = Strip([*line, bar_cell], width + row.cell_length)
        return strip

    @property
    def recap(self) -> list[str] | None:
        """The recap shown in place of the entries, or None."""
        return self._recap

    def show_recap(self, title: str, lines: list[str]) -> None:
        """Show `lines` under `title` in place of the log, from their top, until `end_recap`."""
        if self._recap is None:
            self._title_before = self.border_title
        self._recap = [plain(line) for line in lines if line]
        self.border_title = title
        self.add_class("-recap")
        self._top = 0
        self._rewrap()

    def end_recap(self) -> None:
        """The log again, at its bottom, with what was said while the recap showed."""
        if self._recap is None:
            return
        self._recap = None
        self.border_title = self._title_before
        self.remove_class("-recap")
        self._top = None
        self._rewrap()

    def page(self, pages: int) -> None:
        """A page up (negative) or down: the whole history from the keyboard."""
        self._move(pages * self.size.height)

    def _move(self, rows: int) -> bool:
        """The window `rows` lines further down (up if negative), within the lines; the
        last lines are followed again once the window reaches them. Whether it moved."""
        start = self.window.start
        last = max(len(self._parts) - self.size.height, 0)
        top = min(max(start + rows, 0), last)
        self._top = None if top == last else top
        if top == start:
            return False
        self._repaint()
        return True

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        if self._move(-round(self.app.scroll_sensitivity_y)):
            event.stop()

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        if self._move(round(self.app.scroll_sensitivity_y)):
            event.stop()

    # The bar's segments name these actions for a press on its track or its thumb (Textual's
    # ScrollBarRender): a page up or down, as Textual's bar does, or the thumb dragged.
    def action_scroll_up(self) -> None:
        self.page(-1)

    def action_scroll_down(self) -> None:
        self.page(1)

    def action_grab(self) -> None:
        self._grabbed = None  # set by the mouse's capture, which knows where the mouse is
        self.capture_mouse()

    def on_mouse_capture(self, event: events.MouseCapture) -> None:
        self._grabbed = (event.mouse_position.y, self.window.start)

    def on_mouse_release(self, event: events.MouseRelease) -> None:
        self._grabbed = None

    def on_mouse_up(self, event: events.MouseUp) -> None:
        if self._grabbed is not None:
            self.release_mouse()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        """The thumb follows the mouse: a row of the bar is as many lines as the bar is
        short of the log's length (Textual's bar's ratio)."""
        if self._grabbed is None or not self.size.height:
            return
        row, start = self._grabbed
        ratio = len(self._parts) / self.size.height
        self._move(start + round((event.screen_y - row) * ratio) - self.window.start)

    def replace(self, lines: list[str]) -> None:
        """Say all of `lines` instead of what was said (a replay moved to another point)."""
        self.entries.clear()
        self.entries.extend(plain(line) for line in lines if line)
        self._top = None
        self._rewrap()
