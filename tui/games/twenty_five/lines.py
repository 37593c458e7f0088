"""A widget drawn as whole lines that repaints only the cells that changed.

Over SSH every byte a key press sends is felt. Textual repaints a widget whole when
one of its reactives changes, and lays the screen out again when the reactive asks
for it. The prison's widgets have a size fixed by the board, so they keep plain
attributes instead: `show(**attributes)` sets them and redraws. Lines are drawn
through Textual's line API (tui/widgets/drawn_lines.py): only the cells whose
character or style differ are marked dirty (a cursor move touches two squares of the
board: some 30 cells, not 15 lines of 47), only those lines are drawn again, as
Segments, and a layout pass happens only when the number of lines changes.

A subclass draws its lines as Rich `Text` (`lines()`, easy to wrap) or, where a line
has many pieces (the board's), as pieces directly; pieces name Rich styles. It may say
what its lines depend on (`lines_key()`, a few values cheap to compare): a move hands
every panel a new view of the sheet, but most moves change only some panels, and a
panel whose key is the same keeps the lines it has, with nothing built or compared.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from itertools import pairwise
from typing import Any

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from tui.widgets.drawn_lines import DrawnLines, Line, Piece


class LinesWidget(DrawnLines, Widget):
    """Subclasses build their lines in `lines()` from plain attributes."""

    joins_runs = True

    def lines(self) -> Sequence[Text | Line]:  # pragma: no cover - abstract
        raise NotImplementedError

    def lines_key(self) -> Hashable:
        """Everything `lines()` reads, as values cheap to compare (the width and the language
        too where words are drawn); None: no key, the lines are built every time."""
        return None

    def draw(self) -> list[Line]:
        key = self.lines_key()
        kept: tuple[Hashable, list[Line]] | None = self.__dict__.get("_lines_for")
        if key is not None and kept is not None and kept[0] == key:
            return kept[1]
        lines = [as_pieces(line) if isinstance(line, Text) else line for line in self.lines()]
        self.__dict__["_lines_for"] = None if key is None else (key, lines)
        return lines

    def style_named(self, name: str) -> Style:
        return Style.parse(name)

    def on_resize(self) -> None:
        self._width = self.content_region.width  # lines that depend on the width (right-aligned tails) follow it

    #: lines() wraps some lines to the width (`wrapped`): the height follows the width
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
        """The lines on show, as Text."""
        return [self.as_text(line) for line in self.drawn()]

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        if self.wraps and width > 0:  # as many lines as lines() makes at this width
            self._width = width
            return len(self.draw())
        return len(self.drawn())

    def get_content_width(self, container: Any, viewport: Any) -> int:
        return max((sum(cell_len(chars) for chars, _ in line) for line in self.drawn()), default=0)


def as_pieces(line: Text) -> Line:
    """A Text line as pieces: each run between span edges with every style on it (the
    line's own, then each span's), neighbours of the same styles joined."""
    plain = line.plain
    base = str(line.style)
    spans = [(span.start, span.end, str(span.style)) for span in line.spans]
    edges = sorted({0, len(plain), *(max(0, min(edge, len(plain))) for s, e, _ in spans for edge in (s, e))})
    pieces: list[Piece] = []
    for start, end in pairwise(edges):
        named = tuple(name for name in (base, *(name for s, e, name in spans if s <= start and end <= e)) if name)
        if pieces and pieces[-1][1] == named:
            pieces[-1] = (pieces[-1][0] + plain[start:end], named)
        else:
            pieces.append((plain[start:end], named))
    return tuple(pieces)
