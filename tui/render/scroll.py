"""Scroll a band of the terminal instead of repainting it (what curses calls scrolling optimization).

Why: every game's log gains a line at the bottom on a move, so each of its visible lines
moves up a row. Cell by cell, every one of those rows has changed, and the terminal's
copy (tui.render.shadow) would send them all again: a third of a full repaint for a
move that added one line. A terminal can move the lines itself: DECSTBM `ESC[t;b r` sets
a scroll region, `ESC[k S` / `ESC[k T` scroll it up / down by k lines, `ESC[r` gives back
the whole screen (and homes the cursor; every write after it moves the cursor absolutely).

A terminal scrolls whole lines, not a widget: the side panel beside the log moves too.
So a scroll is only planned for a band whose every row the update covers and whose cells
are all known, and the frame then repaints every cell of the band that differs from what
the screen should show, from the copy's own cells where the update has none (the shadow
does that). Whether scrolling pays is left to the shadow, which works out both frames and
sends the scroll only when it is clearly smaller. Anything unusual (an unknown cell, a
wide character cut in two, a style the copy cannot render again) plans no scroll at all.
"""

from __future__ import annotations

import functools
import math
import os
from collections.abc import Callable, Container, Iterator
from operator import eq, itemgetter
from typing import Any, NamedTuple

from rich.cells import cell_len, get_character_cell_size

from tui.render import terminfo

#: fewer rows than this in an update never scroll (a cursor move touches one or two)
MIN_ROWS = 3
#: the largest shift looked for (a move adds a few lines to the log, never half a screen)
MAX_SHIFT = 6
#: the shifts weighed, in the order they are weighed (the first of equal gains wins)
SHIFTS = (*range(1, MAX_SHIFT + 1), *range(-1, -MAX_SHIFT - 1, -1))
#: bands scrolled in one frame at most
MAX_BANDS = 3

Row = list[Any]  # tuple[str, str] cells (text, style key), None where unknown
Spans = dict[int, list[tuple[int, int]]]  # each row the update covers -> its (x1, x2) spans


@functools.cache
def supported() -> bool:
    """Whether the terminal scrolls a region with CSI S / CSI T, as the terminfo entry of
    its TERM says (`indn`, `rin` and `csr`): every xterm-like one does; the Linux console
    and a VT100 do not. No curses, no entry for the terminal, or anything that fails asking:
    no scrolling. (curses reads one entry per process, so this is asked once.)"""
    term = os.environ.get("TERM", "")
    if not term or term == "dumb":
        return False
    found = terminfo.scroll_strings(term)  # the entry's file, read without curses
    if found is not None:
        return _scrolls(*found)
    try:
        import curses

        null = os.open(os.devnull, os.O_WRONLY)
        try:
            curses.setupterm(term, null)
            indn, rin, csr = (curses.tigetstr(name) for name in ("indn", "rin", "csr"))
        finally:
            os.close(null)
    except Exception:  # no curses module, no terminfo entry (curses.error), no /dev/null
        return False
    return _scrolls(indn, rin, csr)


def _scrolls(indn: bytes | None, rin: bytes | None, csr: bytes | None) -> bool:
    # the sequences must be the ones this module sends (every terminfo that has them agrees)
    return bool(indn and rin and csr and indn.endswith(b"S") and rin.endswith(b"T") and csr.endswith(b"r"))


class Scroll(NamedTuple):
    """Rows top..bottom (inclusive) move up by `shift` lines (down when negative); `want`
    holds each row the update covers as it must end up. A named tuple: the module loads
    before the menu's first frame, where a dataclass would compile its methods."""

    top: int
    bottom: int
    shift: int
    want: dict[int, Row]

    def sequence(self) -> str:
        """What makes the terminal scroll the band; it ends with the whole screen the region again."""
        move = f"\x1b[{self.shift}S" if self.shift > 0 else f"\x1b[{-self.shift}T"
        return f"\x1b[{self.top + 1};{self.bottom + 1}r{move}\x1b[r"

    def apply(self, rows: list[Row]) -> list[Row]:
        """The copy's rows once the terminal has scrolled: the band's lines moved, the lines
        scrolled in unknown (what a terminal fills them with is its own business)."""
        moved = list(rows)  # only the band's rows are new lists: the others are not written
        band = [list(row) for row in rows[self.top : self.bottom + 1]]
        blank = [[None] * len(rows[self.top]) for _ in range(abs(self.shift))]
        moved[self.top : self.bottom + 1] = band[self.shift :] + blank if self.shift > 0 else blank + band[: self.shift]
        return moved


def least_gain(cells: int, best: float, width: int, share: float) -> int | None:
    """The fewest cells the best band must bring right, net (`plan`), for a scroll to be
    weighed against a plain frame of `cells` cells (`best` the bytes to beat, `share` of it
    the bytes a scroll must come under); None when none can win: surely when its sequence
    and the row it blanks, a byte a cell, outweigh the frame. Past that a rule of thumb,
    half of 1 - `share` of the plain cells: in Dalek Dice at 80x24, whose log moves the
    table beside it, weighing bands never sent was half the copy's work (over recorded
    moves of four games at 80x24 and 200x60 every band sent gained 15% or more)."""
    if len(Scroll(0, 1, 1, {}).sequence()) + width >= best:
        return None
    return math.ceil((1 - share) / 2 * cells)


def plan(rows: list[Row], update: Any, cells_of: Callable[[Any], list[Any] | None],
         renders: Callable[[str], bool], least: int = 0) -> list[Scroll]:
    """The scrolls, in the order they are sent, that bring the most cells of the copy to what
    the update shows: the best band, then the best among the rows no band holds yet (a log
    that gained lines, and the panel above it that lost one). None when the best band brings
    fewer than `least` cells (tui.render.shadow: such a frame is not worth weighing)."""
    if len({y for y, _, _ in update.spans}) < MIN_ROWS:
        return []
    want = wanted(rows, update, cells_of)
    if want is None:
        return []
    scrolls: list[Scroll] = []
    free = dict(want)
    spans: Spans = {}
    for y, x1, x2 in update.spans:
        spans.setdefault(y, []).append((x1, x2))
    alike = _Alike()
    for _ in range(MAX_BANDS):
        best = _best_band(rows, free, spans, alike)
        if best is None or (not scrolls and _net(best, rows, want, alike) < least):
            break
        _, top, bottom, shift = best
        if not all(_sound(rows[y], renders) and _sound(want[y], renders) for y in range(top, bottom + 1)):
            break
        scrolls.append(Scroll(top, bottom, shift, want))
        rows = scrolls[-1].apply(rows)
        for y in range(top, bottom + 1):
            del free[y]
    return scrolls


class _Alike:
    """How many cells two rows share, column by column, each pair counted once a plan: the
    second and third bands weigh again most rows the first one weighed (the rows it did not
    take, and their sources, are the same lists). Rows are known by identity, and kept
    alive beside their count, so a list made later never takes a counted one's id."""

    def __init__(self) -> None:
        self._known: dict[tuple[int, int], tuple[int, Row, Row]] = {}

    def __call__(self, row: Row, other: Row) -> int:
        known = self._known.get((id(row), id(other)))
        if known is None:
            known = self._known[id(row), id(other)] = (sum(map(eq, row, other)), row, other)
        return known[0]


def _net(band: tuple[int, int, int, int], rows: list[Row], want: dict[int, Row], alike: _Alike) -> int:
    """The cells a band brings to what they must show, less those right in place on the rows
    it scrolls in (blank after the scroll: sent whole, where the plain frame sends only what
    changed). `_best_band` leaves them out: whichever band it chooses scrolls in as many."""
    gain, top, bottom, shift = band
    scrolled_in = range(bottom - shift + 1, bottom + 1) if shift > 0 else range(top, top - shift)
    return gain - sum(alike(want[y], rows[y]) for y in scrolled_in)


def wanted(rows: list[Row], update: Any, cells_of: Callable[[Any], list[Any] | None]) -> dict[int, Row] | None:
    """Each row the update covers as it must end: the copy's row with the update's cells
    over its spans (None when the update holds something the copy cannot follow)."""
    want: dict[int, Row] = {}
    for y, x1, x2 in update.spans:
        if y >= len(rows):
            return None
        row = want.setdefault(y, list(rows[y]))
        for end, (x, strip) in zip(update.chop_ends[y], update.chops[y].items(), strict=False):
            if strip is None or x >= x2 or end <= x1:
                continue
            cells = cells_of(strip)
            if cells is None or x + len(cells) > len(row):
                return None
            lo, hi = max(x, x1), min(x + len(cells), x2)
            row[lo:hi] = cells[lo - x : hi - x]
    return want


def _best_band(rows: list[Row], want: dict[int, Row], spans: Spans,
               alike: _Alike) -> tuple[int, int, int, int] | None:
    """(gain, top, bottom, shift) of the band whose move brings the most cells to what they must
    show: for each shift, Kadane's best run of rows, a row's gain being how many more of its
    wanted cells the copy holds `shift` rows away than in place. The band holds the rows
    scrolled in too, and every row of it must be one the update covers."""
    changed = {y: alike(row, rows[y]) for y, row in want.items() if row != rows[y]}
    if len(changed) < MIN_ROWS:
        return None
    block: dict[int, tuple[int, int]] = {}  # each covered row -> the run of covered rows it is in
    ys = sorted(want)
    first = ys[0]
    for index, y in enumerate(ys):
        if index and y != ys[index - 1] + 1:
            first = y
        block[y] = (first, y)
    for y in reversed(ys):
        block[y] = (block[y][0], block[y + 1][1] if y + 1 in block else y)
    best: tuple[int, int, int, int] | None = None  # (gain, top, bottom, shift)
    for shift in _shifts(rows, want, changed, spans):
        start, total, last = -1, 0, -2
        for y in ys:
            source = y + shift
            if not 0 <= source < len(rows) or len(rows[source]) != len(want[y]):
                start, total = -1, 0
                continue
            if y in changed:
                gain = alike(want[y], rows[source]) - changed[y]
            else:  # a row that stays as it is: moving it costs the whole row unless its source is alike
                gain = 0 if want[y] == rows[source] else -len(want[y])
            if start < 0 or y != last + 1 or total <= 0:
                start, total = y, gain
            else:
                total += gain
            last = y
            top, bottom = (start, y + shift) if shift > 0 else (start + shift, y)
            if total > 0 and (best is None or total > best[0]) and top in block and block[top][1] >= bottom:
                best = (total, top, bottom, shift)
    return best


def may_scroll(rows: list[Row], after: list[Row], spans: list[tuple[int, int, int]]) -> bool:
    """Whether some span of the update, as it must end (`after`: the copy's rows with the
    update over them), finds its new cells MAX_SHIFT rows away or nearer in the copy: else
    no shift is worth weighing (`_shifts`) and no band can win. Asked before `plan`: most
    frames of three rows or more move nothing (a die rolled, a score, a tally)."""
    height = len(rows)
    for y, x1, x2 in spans:
        if y >= height or y >= len(after) or after[y] is rows[y]:
            continue
        if next(_sources(rows, after[y], y, x1, x2), None) is not None:
            return True
    return False


def _sources(rows: list[Row], row: Row, y: int, x1: int, x2: int, skip: Container[int] = ()) -> Iterator[int]:
    """The rows of the copy MAX_SHIFT away or nearer (none whose shift is in `skip`) holding
    exactly `row`'s new cells at x1..x2; none when those cells are the copy's own at y."""
    cells, width = row[x1:x2], len(row)
    if cells == rows[y][x1:x2]:
        return
    for source in range(max(0, y - MAX_SHIFT), min(len(rows), y + MAX_SHIFT + 1)):
        if source != y and source - y not in skip and len(rows[source]) == width and rows[source][x1:x2] == cells:
            yield source


def _shifts(rows: list[Row], want: dict[int, Row], changed: dict[int, int],
            spans: Spans) -> list[int]:
    """The shifts worth weighing cell by cell: those under which some changed span of the
    update finds exactly its new cells `shift` rows away. Lines that moved arrive whole
    (a log's lines; the panel beside them is another span), so a shift that matches no
    span moves nothing worth moving; weighing every shift for every row was most of the
    planning, which runs on every frame of three rows or more."""
    found = set[int]()
    for y in changed:
        for x1, x2 in spans[y]:
            found.update(source - y for source in _sources(rows, want[y], y, x1, x2, found))
    return [shift for shift in SHIFTS if shift in found]


def _sound(row: Row, renders: Callable[[str], bool]) -> bool:
    """Every cell known, every style renderable again, every wide character whole."""
    if None in row or not all(map(renders, set(map(itemgetter(1), row)))):
        return False
    text = "".join(map(itemgetter(0), row))
    if len(text) == len(row) and cell_len(text) == len(row):  # no wide character at all (the usual row)
        return True
    for column, (char, _) in enumerate(row):
        follows = column + 1 < len(row) and row[column + 1][0] == ""
        if char == "":
            if column == 0 or get_character_cell_size(row[column - 1][0]) != 2:
                return False
        elif (get_character_cell_size(char) == 2) != follows:
            return False
    return True
