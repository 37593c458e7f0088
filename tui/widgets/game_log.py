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
from textual import events
from textual.strip import Strip

from tui.text import plain
from tui.widgets.log_window import LogWindow

#: the oldest entries are forgotten past this many
MAX_ENTRIES = 500
INDENT = "  "


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


class GameLog(LogWindow):
    """A read-only scrolling log; the screen adds one entry per event.

    It shows its window of the wrapped entries and its scroll bar itself (LogWindow), not
    as a Textual scroll view: a new line repaints only the rows that changed."""

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
        self._counts: deque[int] = deque()  # how many lines each entry wrapped into
        self._wrapped_at = 0  # the width `shown_lines` are wrapped at; 0: not yet
        #: what the log shows instead of its entries for a while (the recap of the turns the
        #: player waited for), and the title it had before; None: the entries
        self._recap: list[str] | None = None
        self._title_before: str | None = None

    @property
    def lines(self) -> list[Strip]:
        """The lines as shown, after wrapping."""
        return [Strip([Segment(part)]) for part in self.shown_lines]

    def add(self, line: str) -> None:
        """One entry at the bottom; the log shows its last lines."""
        if not line:
            return
        line = plain(line)  # names in it may come from a file (tui.text)
        if self._recap is not None:  # said now, shown when the recap gives way (wrapped then)
            self.entries.append(line)
            return
        if len(self.entries) == MAX_ENTRIES and self._counts:
            del self.shown_lines[: self._counts.popleft()]
        self.entries.append(line)
        self.follow(None)
        if self._wrapped_at != self._wrap_width():
            self._rewrap()
            return
        parts = wrap(line, self._wrapped_at) if self._wrapped_at else []
        self.shown_lines.extend(parts)
        self._counts.append(len(parts))
        self.repaint()

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
        self.shown_lines = [part for parts in wrapped for part in parts]
        self._counts = deque(len(parts) for parts in wrapped)
        self.repaint()

    def on_resize(self, event: events.Resize) -> None:
        """A new width wraps everything again (LogWindow's handler runs too: Textual calls
        each class's)."""
        if self._wrap_width() != self._wrapped_at:
            self._rewrap()

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
        self.follow(0)
        self._rewrap()

    def end_recap(self) -> None:
        """The log again, at its bottom, with what was said while the recap showed."""
        if self._recap is None:
            return
        self._recap = None
        self.border_title = self._title_before
        self.remove_class("-recap")
        self.follow(None)
        self._rewrap()

    def replace(self, lines: list[str]) -> None:
        """Say all of `lines` instead of what was said (a replay moved to another point)."""
        self.entries.clear()
        self.entries.extend(plain(line) for line in lines if line)
        self.follow(None)
        self._rewrap()
