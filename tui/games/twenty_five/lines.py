"""A widget drawn as whole lines that repaints only the lines that changed.

Over SSH every byte a key press sends is felt. Textual repaints a widget whole when
one of its reactives changes, and lays the screen out again when the reactive asks
for it. The prison's widgets have a size fixed by the board, so they keep plain
attributes instead: `show(**attributes)` sets them and redraws. Only the cells
whose character or style differ are marked dirty, run by run (a cursor move
touches two squares of the board: some 30 cells, not 15 lines of 47), and a layout
pass happens only when the number of lines changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.cells import get_character_cell_size
from rich.text import Text
from textual.geometry import Region
from textual.widget import Widget

from tui.render.line_renders import RendersChangedLines


class LinesWidget(RendersChangedLines, Widget):
    """Subclasses build their lines in `draw()` from plain attributes; only the lines
    that changed are rendered again (tui/render/line_renders.py)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._lines: list[Text] = []
        self._drawn: list[Text] | None = None  # what draw() gave last time, before merging
        #: each line's columns (`_columns`), once worked out: the next redraw compares with them
        self._columns: list[list[tuple[str, tuple[str, ...]]] | None] = []

    def draw(self) -> list[Text]:  # pragma: no cover - abstract
        raise NotImplementedError

    def show(self, **attributes: Any) -> None:
        """Set attributes (names the subclass declares) and redraw what they changed:
        nothing when they are all as they were (draw() depends on them alone)."""
        changed = self._drawn is None
        for name, value in attributes.items():
            if not hasattr(self, name):
                raise AttributeError(f"{type(self).__name__} has no attribute {name!r} to show")
            now = getattr(self, name)
            if now is not value and now != value:
                changed = True
                setattr(self, name, value)
        if changed:
            self.redraw()

    def redraw(self) -> None:
        drawn, before_drawn = self.draw(), self._drawn
        before = self._lines
        if before_drawn is None or len(drawn) != len(before_drawn):
            lines = [merged(line) for line in drawn]
        else:  # a line drawn as before is merged as before
            lines = [was if _same(raw, old) else merged(raw) for raw, old, was in zip(drawn, before_drawn, before)]
        columns_before = self._columns
        self._drawn, self._lines, self._columns = drawn, lines, [None] * len(lines)
        if len(lines) != len(before):
            self.refresh(layout=True)
            return
        for row, (old, new, was) in enumerate(zip(before, lines, columns_before)):  # as many of each
            if old is new:
                self._columns[row] = was
            elif old != new:
                now = self._columns[row] = _columns(new)
                for start, end in changed_runs(was if was is not None else _columns(old), now):
                    self.refresh_lines(Region(start, row, end - start, 1))

    def on_resize(self) -> None:
        self._width = self.content_region.width
        self.redraw()  # lines that depend on the width (right-aligned tails) follow it

    #: draw() wraps some lines to the width (`wrapped`): the height follows the width
    wraps = False
    _width = 0  # the width being laid out, or last laid out

    def wrapped(self, text: Text) -> list[Text]:
        """A line of words as lines of this widget's width: a longer language's sentence
        takes two rather than running past the border (as it is before the first layout;
        a resize draws again)."""
        width = self._width or self.content_region.width
        if width <= 0 or text.cell_len <= width:
            return [text]
        return list(text.wrap(self.app.console, width))

    def shown_lines(self) -> list[Text]:
        return self._lines

    def render(self) -> Text:
        return self.join_lines(self._lines)

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        if self.wraps and width > 0:  # as many lines as draw() makes at this width
            self._width = width
            return len(self.draw())
        return len(self._lines)

    def get_content_width(self, container: Any, viewport: Any) -> int:
        return max((line.cell_len for line in self._lines), default=0)


def _same(one: Text, other: Text) -> bool:
    """Two lines that read and look alike (Text's own == leaves out the line's style)."""
    return one.plain == other.plain and one.style == other.style and one.spans == other.spans


#: identical cells between two changed runs that are still sent rather than split
#: (moving the terminal's cursor costs about as many bytes)
GAP = 6


def _cells(line: Text) -> list[tuple[str, tuple[str, ...]]]:
    """Each character of a line with every style that applies to it (each span's style
    named once, not once a character: a board's redraw names thousands)."""
    base = str(line.style)
    styles: list[list[str]] = [[base] for _ in line.plain]
    for span in line.spans:
        name = str(span.style)
        for index in range(span.start, min(span.end, len(styles))):
            styles[index].append(name)
    return [(char, tuple(style)) for char, style in zip(line.plain, styles)]


def _columns(line: Text) -> list[tuple[str, tuple[str, ...]]]:
    """Each column of a line as the terminal shows it: a wide letter is its cell and an
    empty one after it, a mark that takes no cell joins the cell before it. Runs of
    changed cells are columns to refresh: counted in characters, a line holding a name
    in wide letters marked the wrong columns dirty (25 to Dice's crew at 120x40)."""
    columns: list[tuple[str, tuple[str, ...]]] = []
    for char, style in _cells(line):
        width = get_character_cell_size(char)
        if width == 0 and columns:
            columns[-1] = (columns[-1][0] + char, columns[-1][1])
        else:
            columns.append((char, style))
            columns += [("", style)] * (width - 1)
    return columns


def merged(line: Text) -> Text:
    """The same line with one span per run of equally styled characters. Textual sends a
    span as one styled segment (colours and all, some 40 bytes), so runs save bytes."""
    cells = _cells(line)
    text = Text(line.plain, no_wrap=line.no_wrap, overflow=line.overflow, end=line.end)
    start = 0
    for index in range(1, len(cells) + 1):
        if index == len(cells) or cells[index][1] != cells[start][1]:
            style = " ".join(part for part in cells[start][1] if part)
            if style:
                text.stylize(style, start, index)
            start = index
    return text


def changed_runs(old: Sequence[object], new: Sequence[object]) -> list[tuple[int, int]]:
    """[start, end) column runs where two lines of cells differ; a shorter line differs
    where it has no cell."""
    runs: list[list[int]] = []
    for index in range(max(len(old), len(new))):
        if index < len(old) and index < len(new) and old[index] == new[index]:
            continue
        if runs and index - runs[-1][1] <= GAP:
            runs[-1][1] = index + 1
        else:
            runs.append([index, index + 1])
    return [(start, end) for start, end in runs]
