"""What one frame of the terminal's copy writes: runs of cells at absolute positions.

Why: Textual writes every piece of a line as its style's escape sequence, the text, and a
reset (`ESC[...m text ESC[0m`), some 40 bytes of colour codes for a truecolor style even
when the piece before it, one line up, was in the very same style. A log's lines, a
column of dice, a sheet's cells are mostly one style each: here a run whose style is the
one in force is written as its text alone, and a run in another style is reached from
the one in force by what differs (a border and the text beside it share their
background: only the foreground is written), or by a reset when that is shorter. The
frame always ends in the plain style, as Textual's do, so what Textual writes next
starts where it expects.

Cells are (text, key) where the key is the escape sequence Textual renders the style to
with no text (tui.render.shadow): `ESC[...m ESC[0m`, or "" for no style. A style with a
link (OSC 8) is written whole, as Textual would, from the Style kept for its key.
"""

from __future__ import annotations

import functools
import math
from itertools import compress, groupby
from operator import itemgetter, ne
from typing import Any

from textual.strip import Strip

from tui.render.sgr import RESET, blank_as, opening, switch

#: unchanged cells between two changed runs that are sent anyway rather than moving the
#: terminal's cursor (a move costs about as many bytes as a few plain cells)
GAP = 6


@functools.lru_cache(maxsize=4096)
def move(at: tuple[int, int] | None, y: int, x: int) -> str:
    """The shortest way from the cursor at `at` (None: not known) to row y, column x: an
    absolute move (CUP), a step right (CUF), or a new line (CR LF) and a step right. A
    step right never passes the screen's edge: it goes to a cell that is about to be
    written. A line feed never scrolls: the row below is on the screen, and no scrolling
    region outlives its scroll (tui.render.scroll)."""
    if at == (y, x):
        return ""
    best = f"\x1b[{y + 1}H" if x == 0 else f"\x1b[{y + 1};{x + 1}H"
    if at is not None and at[0] == y and x > at[1]:
        best = min(best, _right(x - at[1]), key=len)
    elif at is not None and at[0] + 1 == y:
        best = min(best, "\r\n" + _right(x), key=len)
    return best


def _right(columns: int) -> str:
    return "" if columns == 0 else "\x1b[C" if columns == 1 else f"\x1b[{columns}C"


_text_of, _key_of = itemgetter(0), itemgetter(1)  # a cell's text, its style's key

#: one piece of a frame: its row, its column, its text, its style's key, the cells it takes
Piece = tuple[int, int, str, str, int]


class Frame:
    """The sequence being written, the style the terminal is in at its end so far, and
    where its cursor is (None when something written the way Textual writes it moved it).

    Cells are kept as pieces until something else is written (or the frame ends), then
    written in the shorter of two orders: as they come, or grouped by style (every piece
    of one style, then every piece of the next, the cursor moved between them). A board
    whose cells alternate three colours switches colour three times a cell as they come,
    some 55 bytes of truecolor codes, and three times in all when grouped; a cursor move's
    two pieces are shorter as they come. A piece that covers one already kept writes the
    kept ones first, so the last one written is the one the terminal shows."""

    def __init__(self, styles: dict[str, Any], color_system: Any) -> None:
        self.parts: list[str] = []
        self.style = ""  # the key in force; "" is the plain style
        self.at: tuple[int, int] | None = None  # (row, column) of the cursor, when known
        self._styles, self._color_system = styles, color_system
        self._pieces: list[Piece] = []
        #: a frame of `limit` bytes or more is of no use (a scroll weighed against the plain
        #: frame): it stops being written out, and `over` says so
        self.limit, self.over = math.inf, False
        #: every (row, column, cells) written, in order (a frame that scrolls sends again what
        #: the plain one sends beside its bands: tui.render.shadow)
        self.written: list[tuple[int, int, list[Any]]] = []
        self._taken: dict[int, list[tuple[int, int]]] = {}  # row -> the columns the pieces cover
        self._bounds: dict[int, tuple[int, int]] = {}  # row -> the first and last of them (most pieces are past it)

    def renders(self, key: str) -> bool:
        """Whether a cell of this key can be written again from the copy alone."""
        return opening(key) is not None or key in self._styles

    def raw(self, sequence: str) -> None:
        """Something written the way Textual writes it: it starts from the plain style."""
        self._flush()
        self._plain()
        self.parts.append(sequence)
        self.at = None

    def clear(self, blank: str) -> None:
        """The whole screen erased (ED), in the background of `blank` (a key with no more than
        a background, tui.render.blank) on a terminal that erases in the colour in force."""
        self._flush()
        if blank != self.style:
            self.parts.append(switch(self.style, blank))
            self.style = blank
        self.parts.append("\x1b[2J")

    def cells(self, y: int, x: int, cells: list[Any]) -> None:
        """The cells at row y from column x, one piece per style."""
        self.written.append((y, x, cells))
        end, bounds = x + len(cells), self._bounds.get(y)
        if bounds is not None and x < bounds[1] and bounds[0] < end and any(
                start < end and x < stop for start, stop in self._taken[y]):
            self._flush()
            bounds = None
        if bounds is None:
            self._bounds[y], self._taken[y] = (x, end), [(x, end)]
        else:
            self._bounds[y] = (min(bounds[0], x), max(bounds[1], end))
            self._taken[y].append((x, end))
        pieces = self._pieces
        keys = list(map(_key_of, cells))
        if keys and keys.count(keys[0]) == len(keys):  # one style (most runs): one piece, no grouping
            pieces.append((y, x, "".join(map(_text_of, cells)), keys[0], len(cells)))
            return
        start = x
        for key, group in groupby(cells, _key_of):  # a run of one style at a time
            run = list(group)
            pieces.append((y, start, "".join(map(_text_of, run)), key, len(run)))
            start += len(run)

    def text(self) -> str:
        """The whole frame, ending in the plain style."""
        self._flush()
        self._plain()
        return "".join(self.parts)

    def _flush(self) -> None:
        """The pieces kept, written in the shorter order (as they come when neither is)."""
        if not self._pieces:
            return
        pieces = self._joined(self._pieces)
        first = {self.style: -1}
        for piece in pieces:
            first.setdefault(piece[3], len(first))
        grouped = sorted(pieces, key=lambda piece: (first[piece[3]], piece[0], piece[1]))
        room = self.limit - sum(map(len, self.parts))  # a character is a byte at least
        if grouped == pieces:
            best = self._written(pieces, room)
        else:  # grouped first, shorter in most frames: the other order stops once it is longer
            other = self._written(grouped, room)
            best = self._written(pieces, room if other is None else min(room, len(other[0].encode()) + 1))
            if best is None or (other is not None and len(other[0].encode()) < len(best[0].encode())):
                best = other
        if best is None:
            self.over, best = True, ("", "", None)
        self.parts.append(best[0])
        self.style, self.at = best[1], best[2]
        self._pieces, self._taken, self._bounds = [], {}, {}

    def _joined(self, pieces: list[Piece]) -> list[Piece]:
        """Pieces of spaces that look the same in the style of the piece just before them, or
        else just after them (tui.render.blank: only a background shows on a space), written
        in that style."""
        joined: list[Piece] = []
        y, x, text, key, width = -1, -1, "", "", 0  # the last piece joined
        for piece in pieces:
            if y == piece[0] and x + width == piece[1]:
                if _shows_as_is(key, piece[3], piece[2]):
                    text, width = text + piece[2], width + piece[4]
                    joined[-1] = (y, x, text, key, width)
                    continue
                if _shows_as_is(piece[3], key, text):
                    text, key, width = text + piece[2], piece[3], width + piece[4]
                    joined[-1] = (y, x, text, key, width)
                    continue
            joined.append(piece)
            y, x, text, key, width = piece
        return joined

    def _written(self, pieces: list[Piece], room: float) -> tuple[str, str, tuple[int, int] | None] | None:
        """The pieces written in this order: the sequence, then the style and cursor after it;
        None as soon as it takes `room` characters or more."""
        out, style, at, size = [], self.style, self.at, 0
        for y, x, text, key, width in pieces:
            step = move(at, y, x)
            if key == style:
                step += text
            elif opening(key) is None:  # a link: whole, as Textual writes it
                if style:
                    step += RESET
                    style = ""
                known = self._styles.get(key)
                step += text if known is None else Strip.render_style(known, text, self._color_system)
            elif _shows_as_is(style, key, text):
                step += text
            else:
                step += switch(style, key) + text
                style = key
            out.append(step)
            size += len(step)
            if size >= room:
                return None
            at = (y, x + width)
        return "".join(out), style, at

    def _plain(self) -> None:
        if self.style:
            self.parts.append(RESET)
            self.style = ""


def _shows_as_is(now: str, key: str, text: str) -> bool:
    """Whether spaces in the style of `key`, a background alone (tui.render.blank), look
    the same written in the style `now`: the word after them is in it again."""
    return blank_as(now, key) and not text.strip(" ")  # the pair's answer is kept: asked first


def runs(row: list[Any], cells: list[Any], x: int, lo: int, hi: int) -> list[tuple[int, int]]:
    """[start, stop) columns in lo..hi where the row and the new cells differ, close runs
    merged, a wide character never cut in half."""
    found: list[list[int]] = []
    for column in compress(range(lo, hi), map(ne, row[lo:hi], cells[lo - x : hi - x])):  # the cells that differ
        if found and column - found[-1][1] <= GAP:
            found[-1][1] = column + 1
        else:
            found.append([column, column + 1])
    for run in found:
        if run[0] > x and cells[run[0] - x][0] == "":  # the right half of a wide character
            run[0] -= 1
        if run[1] - x < len(cells) and cells[run[1] - x][0] == "":
            run[1] += 1
    return [(start, stop) for start, stop in found]
