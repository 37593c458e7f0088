"""Send the terminal only the cells that changed: the app keeps a copy of what it shows.

Why: over SSH every byte of a frame is what a player waits for, and Textual sends a
widget whole whenever anything in it is repainted: a cursor moving between two dice,
a border title set again, a Static updated with the text it already had, a layout pass
after which most widgets stand where they stood. Keeping, like curses, a copy of the
terminal cell by cell (the characters and the escape sequence of their style), each
partial update becomes the runs of cells that really differ: a cursor move costs tens
of bytes whatever the widgets did to draw it, and every game and screen gains alike.

When a band of lines only moved (a log that gained a line at the bottom), the terminal
is asked to scroll it instead (tui.render.scroll), if that frame is clearly smaller.

A full update (a screen shown, or drawn whole again) is diffed the same way against the
copy; when the copy knows nothing (the first frame, a resize, Ctrl+L) the screen is
erased first and the copy starts blank (tui.render.blank): Textual would send the screen
twice as it starts, each time some 10-20 KB, a second or two over a slow link.

Whatever the copy cannot follow (a control segment, a character that takes no cell,
an update shaped in a way this module does not know) is sent as Textual would send it,
and the cells it touched become unknown, so they are sent again next time: the copy
never claims the terminal shows something it may not.
"""

from __future__ import annotations

import os
from typing import Any

from textual.strip import Strip

from tui.render import scroll as terminal_scroll
from tui.render.blank import erase, erases_in_colour, outside
from tui.render.cells import Cell, CellReader
from tui.render.doubt import after_doubt, spill
from tui.render.frame import Frame, runs
from tui.render.placing import color_system as _color_system
from tui.render.placing import placed, whole

try:  # Textual's own update renderables (a private module: checked, never relied on blindly)
    from textual._compositor import ChopsUpdate, CompositorUpdate, LayoutUpdate
except ImportError:  # pragma: no cover - another Textual: updates pass through untouched
    ChopsUpdate = CompositorUpdate = LayoutUpdate = None  # type: ignore[assignment,misc]  # None: no such classes

#: a frame that scrolls is sent only when it is at most this share of the plain one (the
#: margin pays for terminals that scroll slowly, and for the estimate's own cost)
SCROLL_SHARE = 0.9
#: style keys remembered past this many are forgotten (a scroll then repaints only rows
#: whose styles it can still render)
MAX_STYLES = 4096


class Shadow:
    """What the terminal shows, row by row (None: a cell whose content is not known)."""

    def __init__(self) -> None:
        self.rows: list[list[Cell | None]] = []
        #: strips read into cells; its `styles` (style key -> a Style that renders it) holds
        #: every key the copy holds: a scroll repaints cells the update does not carry
        self._reader = CellReader()
        #: (row, from column, to column) of cells the copy cannot know and no frame sent:
        #: Textual is asked to draw them again (tui.render.hooks), and the next frame sends them
        self.asked: list[tuple[int, int, int]] = []
        self._scrolls: bool | None = None  # asked of the terminfo entry at the first partial update
        #: whether the terminal erases in the background in force (tui.render.blank)
        self.erases_in_colour = erases_in_colour(os.environ)

    @property
    def scrolls(self) -> bool:
        """Whether the terminal may be asked to scroll a band (tui.render.scroll). Asked when
        a frame could first use it, not as the app is made: the terminfo entry is read
        through curses (a millisecond), and the first frame is a full one that never scrolls."""
        if self._scrolls is None:
            self._scrolls = terminal_scroll.supported()
        return self._scrolls

    @scrolls.setter
    def scrolls(self, value: bool) -> None:
        self._scrolls = value

    def forget(self) -> None:
        """Nothing is known of the terminal (resized, handed to another program)."""
        self.rows = []
        self._reader.styles = {}
        self.asked = []

    def wrap(self, update: Any) -> Any:
        """The renderable to send instead of Textual's `update` (the same if it is not one of its own)."""
        if ChopsUpdate is None or update is None:
            return update
        if type(update) is LayoutUpdate:
            return _Sent(self, update, full=True)
        if type(update) is ChopsUpdate:
            return _Sent(self, update, full=False)
        self.forget()  # something drawn another way: nothing known any more
        return update

    # -- a full update: every cell, sent as the cells that differ from the copy -----------
    def full(self, update: Any, console: Any) -> str:
        """The whole screen. When the copy holds a screen of this size (the same screen drawn
        again, another one pushed over it) only the cells that differ are sent; else the
        terminal is erased first (tui.render.blank) and the copy starts blank. A strip the
        copy cannot follow is sent as Textual sends it, each grapheme at its column, and so
        is every strip after it on its line: the terminal may have measured it otherwise
        and shifted the rest."""
        color_system = _color_system(console)
        region = update.region
        self._reader.restart()  # every key of the new copy is rendered again below
        lines = [[(strip, self._cells(strip, color_system)) for strip in line] for line in update.strips]
        frame = Frame(self._reader.styles, color_system)
        if not self._holds(region):
            shown = (cell for line in lines for _, cells in line for cell in cells or ())
            self.rows = erase(frame, shown, (region.right, region.bottom), self.erases_in_colour)
        for y, line in enumerate(lines, region.y):
            row, x, doubt = self.rows[y], region.x, False
            for strip, cells in line:
                end = min(x + strip.cell_length, len(row))
                if cells is None:
                    frame.raw(placed(strip, x, y, console))
                    row[x:end] = [None] * max(end - x, 0)
                    doubt = True
                elif doubt:  # at its own column again, whatever the copy says
                    frame.cells(y, x, cells[: end - x])
                    row[x:end] = cells[: end - x]
                else:
                    for start, stop in runs(row, cells, x, x, end):
                        frame.cells(y, start, cells[start - x : stop - x])
                        row[start:stop] = cells[start - x : stop - x]
                x += strip.cell_length
        return frame.text()

    def _holds(self, region: Any) -> bool:
        """Whether the copy is of the whole terminal at the size of `region` (the screen)."""
        return bool(self.rows) and region.x == region.y == 0 and len(self.rows) == region.bottom and all(
            len(row) == region.right for row in self.rows)

    # -- a partial update: only the runs of cells that differ ------------------------
    def partial(self, update: Any, console: Any) -> str:
        color_system = _color_system(console)
        if len(self._reader.styles) > MAX_STYLES:
            self._reader.styles = {}
        known: dict[int, list[Cell] | None] = {}

        def cells_of(strip: Strip) -> list[Cell] | None:  # each strip's cells worked out once a frame
            if id(strip) not in known:
                known[id(strip)] = self._cells(strip, color_system)
            return known[id(strip)]

        erased = "" if self.rows else self._erase(update, cells_of, color_system)
        frame = Frame(self._reader.styles, color_system)
        plain_rows = list(self.rows)  # the rows it changes are copied (`_diff`): a scroll starts from the copy
        self._diff(update, console, plain_rows, cells_of, frame)
        plain, sent = frame.written, frame.text()
        best, best_rows = len(sent.encode()) * SCROLL_SHARE, None
        # a band to scroll needs MIN_ROWS rows that change: fewer (a cursor, a die), no plan
        least = self._least_gain(plain, best) if self.scrolls else None
        moved = 0 if least is None else sum(
            1 for new, old in zip(plain_rows, self.rows, strict=True) if new is not old and new != old)
        plan = moved >= terminal_scroll.MIN_ROWS and terminal_scroll.may_scroll(self.rows, plain_rows, update.spans)
        scrolls = terminal_scroll.plan(self.rows, update, cells_of, frame.renders, least or 0) if plan else []
        for count in range(1, len(scrolls) + 1):  # the first band, the first two, ...
            rows, frame = self.rows, Frame(self._reader.styles, color_system)
            frame.limit = best
            for scroll in scrolls[:count]:
                rows = scroll.apply(rows)
                frame.raw(scroll.sequence())
            for scroll in scrolls[:count]:
                self._band(scroll, rows, frame)
            self._beside(scrolls[:count], plain, rows, plain_rows, frame)
            scrolled = frame.text()
            if not frame.over and len(scrolled.encode()) < best:
                best, best_rows, sent = len(scrolled.encode()), rows, scrolled
        self.rows = best_rows or plain_rows
        return erased + sent

    def _least_gain(self, plain: list[tuple[int, int, list[Cell]]], best: float) -> int | None:
        """tui.render.scroll.least_gain for the plain frame's runs and bytes (`best` to beat)."""
        cells = sum(len(cells) for _, _, cells in plain)
        return terminal_scroll.least_gain(cells, best, min(map(len, self.rows), default=0), SCROLL_SHARE)

    def _erase(self, update: Any, cells_of: Any, color_system: Any) -> str:
        """A partial update when the copy knows nothing (the app's first frame is often
        one): the terminal is erased and the copy starts blank, as for a full update, and
        every cell outside the update's spans is asked of Textual again (tui.render.hooks),
        which believes the terminal still shows it. Sent as Textual sends it instead, the
        first frame cost 3-5 KB more, and the full one after it drew everything again."""
        width = max((ends[-1] for ends in update.chop_ends if ends), default=0)
        if not width:
            return ""
        shown = (cell for line in update.chops for strip in line.values() if strip is not None
                 for cell in cells_of(strip) or ())
        frame = Frame(self._reader.styles, color_system)
        self.rows = erase(frame, shown, (width, len(update.chops)), self.erases_in_colour)
        self.asked += outside(update.spans, width, len(update.chops))
        return frame.text()

    def _band(self, scroll: terminal_scroll.Scroll, rows: list[list[Cell | None]], frame: Frame) -> None:
        """After the scroll, every cell of the band that is not yet what the screen shows:
        the update's cells, and the copy's own for the panels beside the band that moved too."""
        for y in range(scroll.top, scroll.bottom + 1):
            row, want = rows[y], scroll.want[y]
            for start, stop in runs(row, want, 0, 0, len(want)):
                frame.cells(y, start, want[start:stop])
                row[start:stop] = want[start:stop]

    @staticmethod
    def _beside(scrolls: list[terminal_scroll.Scroll], plain: list[tuple[int, int, list[Cell]]],
                rows: list[list[Cell | None]], plain_rows: list[list[Cell | None]], frame: Frame) -> None:
        """Every row outside the bands, as the plain frame sends it: diffing the update again
        gives the very same cells (the same rows of the copy, the same update; a band's rows
        hold their wanted cells already, and a frame with a strip the copy cannot follow plans
        no scroll). Diffing it again was a third of every frame that weighed a scroll."""
        banded = {y for scroll in scrolls for y in range(scroll.top, scroll.bottom + 1)}
        for y, x, cells in plain:
            if y not in banded:
                frame.cells(y, x, cells)
        for y, row in enumerate(plain_rows):
            if y not in banded:
                rows[y] = row

    def _diff(self, update: Any, console: Any, rows: list[list[Cell | None]], cells_of: Any, frame: Frame) -> None:
        """The runs of `rows` that differ from the update's spans, into `frame`; `rows` follows them.
        A chop with cells the copy does not know is sent whole, not only its span: the
        update holds what they must show, and Textual will not mark them dirty again, as
        far as it was rendered: cells outside every span's columns are asked for again."""
        reach = max((x2 for _, _, x2 in update.spans), default=0)
        for y, x1, x2 in update.spans:
            row = rows[y] if y < len(rows) else None
            if row is not None and y < len(self.rows) and row is self.rows[y]:
                row = rows[y] = list(row)  # the copy's own row stays as it was until the frame is chosen
            for end, (x, strip) in zip(update.chop_ends[y], update.chops[y].items(), strict=False):
                if strip is None or x >= x2 or end <= x1:
                    continue
                cells = cells_of(strip)
                if row is None or cells is None or x + len(cells) > len(row):
                    # beyond the span, as far as the update was rendered (its spans' reach)
                    cut = min(end, reach) if row is not None and None in row[x2:end] else x2
                    frame.raw(whole(strip, x, y, x1, cut, end, console))  # as Textual sends it
                    if row is not None:
                        after_doubt(row, y, x, min(end, cut, len(row)), frame)
                        if None in row[cut:end]:
                            self.asked.append((y, cut, end))
                        spill(update, console, row, (y, end), frame, reach, self.asked)
                    continue
                lo, hi = max(x, x1), min(x + len(cells), x2)
                if None in row[x : x + len(cells)]:
                    lo, hi = x, x + len(cells)
                if row[lo:hi] == cells[lo - x : hi - x]:
                    continue
                for start, stop in runs(row, cells, x, lo, hi):
                    frame.cells(y, start, cells[start - x : stop - x])
                    row[start:stop] = cells[start - x : stop - x]

    def _cells(self, strip: Strip, color_system: Any) -> list[Cell] | None:
        """A strip's cells, or None when it holds something a cell cannot say."""
        return self._reader.cells(strip, color_system)


def follows_updates() -> bool:
    """Whether this Textual's update renderables are the ones the copy knows how to follow."""
    return CompositorUpdate is not None


def renderable_changes(renderable: Any, console: Any) -> bool:
    """Whether a frame has anything to send. A partial update is worked out here (the
    shadow's copy follows it) and kept for `render_segments`; anything else: True."""
    if CompositorUpdate is None or not isinstance(renderable, _Sent) or renderable.full:
        return True
    return bool(renderable.render_segments(console))


if CompositorUpdate is not None:

    class _Sent(CompositorUpdate):
        """Textual's update, rendered through the shadow (App._display takes any CompositorUpdate)."""

        def __init__(self, shadow: Shadow, update: Any, full: bool) -> None:
            self.shadow, self.update, self.full = shadow, update, full
            self._sequence: str | None = None  # worked out once: the copy moves on when it is

        def render_segments(self, console: Any) -> str:
            if self._sequence is None:
                try:
                    if self.full:
                        self._sequence = self.shadow.full(self.update, console)
                    else:
                        self._sequence = self.shadow.partial(self.update, console)
                except Exception:  # never a frame lost to the copy: send it as Textual would
                    self.shadow.forget()
                    self._sequence = self.update.render_segments(console)
            return self._sequence

        def __rich_console__(self, console: Any, options: Any) -> Any:
            yield from self.update.__rich_console__(console, options)


__all__ = ["Shadow", "follows_updates", "renderable_changes"]
