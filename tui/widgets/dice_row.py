"""A row of dice chips: a label and a style per die, optional key numbers, a cursor and picks.

Used wherever dice lie in a zone. It draws what it is given and posts `Picked` when a
die is clicked; which dice may be picked, and what a pick means, is the screen's call.
Every chip carries letters as well as colour, so NO_COLOR and 16-colour terminals
lose nothing; picked dice also get a ✓ under them and the cursor a ^ (not only colour).

When the dice do not fit the width they wrap onto more lines, evenly (ten dice in a
zone that holds eight per line make two lines of five), each line with its own key
numbers and marks; `get_content_height` says how many lines that takes, so a zone
of `height: auto` grows to show every die and never crops one.

On a very large terminal (`BIG`, 200x60) each die is drawn as a box three lines tall,
so the dice grow with the screen like the other games' boards:

    ╭─────╮
    │ Hu4 │
    ╰─────╯

It draws line by line through tui.widgets.drawn_lines (Textual's line API): a change
works out what each line shows (tui.widgets.dice_lines, as pieces of text and style) and
repaints only the cells that differ, each line drawn straight as Segments, or from a strip
kept for what it shows. Built as one rich Text, every tick or roll had Textual convert
and lay out the whole zone again, the largest part of a Dalek Dice move; a line drawn
from its own Text through Textual's renderer was still a twelfth of one.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from tui.widgets.dice_lines import BIG_CHIP, CHIP, Chip, line_keys, line_pieces, per_line
from tui.widgets.drawn_lines import DrawnLines, Line
from tui.widgets.fits_lines import FitsItsLines
from tui.widgets.unchanged import set_border
from tui.widgets.wrapped_words import wrapped_lines

__all__ = ["BIG", "Chip", "DiceRow", "per_line"]

#: the least terminal (columns, lines) that draws dice as boxes
BIG = (150, 48)


class DiceRow(FitsItsLines, DrawnLines, Widget):
    """Draws chips in lines, with key numbers above and marks below when asked."""

    #: a change repaints the lines it changed (`_changed`); new chips or key numbers may need
    #: more or fewer lines: `_fit` (tui.widgets.fits_lines) lays the screen out again only
    #: when they do
    chips: reactive[tuple[Chip, ...]] = reactive((), repaint=False)
    picked: reactive[frozenset[int]] = reactive(frozenset(), repaint=False)
    cursor: reactive[int | None] = reactive(None, repaint=False)
    numbered: reactive[bool] = reactive(False, repaint=False)
    empty_text: reactive[str] = reactive("", repaint=False)

    #: `_fit` asks for a layout pass when the lines need another height, not every new count
    layout_on_new_height = False

    def watch_chips(self) -> None:
        self._changed()

    def watch_numbered(self) -> None:
        self._changed()

    def watch_picked(self) -> None:
        self._changed()

    def watch_cursor(self) -> None:
        self._changed()

    def watch_empty_text(self) -> None:
        self._changed()

    class Picked(Message):
        def __init__(self, row: DiceRow, index: int) -> None:
            super().__init__()
            self.row = row
            self.index = index

        @property
        def control(self) -> DiceRow:
            return self.row

    @property
    def _big(self) -> bool:
        """Dice drawn as boxes: the terminal is very large."""
        if not self.is_attached:
            return False
        width, height = self.app.size
        return width >= BIG[0] and height >= BIG[1]

    @property
    def _chip(self) -> int:
        return BIG_CHIP if self._big else CHIP

    def _lines_per_row(self) -> int:
        marks = self.numbered or bool(self.picked) or self.cursor is not None
        return (3 if self._big else 1) + int(self.numbered) + int(marks)

    def draw(self) -> list[Line]:
        """What each line shows at the row's width: the dice's lines, or the empty zone's words."""
        width = self.content_size.width
        if not self.chips:
            return self._empty_lines(width)
        keys = line_keys(self.chips, self.picked, self.cursor, self.numbered, self._big, width)
        return [line_pieces(key) for key in keys]

    def _changed(self) -> None:
        """A reactive's watcher: repaint what changed, unless `show` is setting several at once."""
        if not self.__dict__.get("_showing"):
            self.shown_changed()

    def shown_changed(self) -> None:
        """Repaint the cells that show something else now (all of them before the first layout)."""
        self._fit()
        self.redraw()

    def show(self, **attributes: Any) -> None:
        """Set several of the row's attributes, then measure and repaint once: each one's
        watcher would work the lines out and compare them again (a Dalek Dice move sets
        four of the Roll's)."""
        self.__dict__["_showing"] = True
        try:
            super().show(**attributes)
        finally:
            self.__dict__["_showing"] = False

    def show_title(self, title: str) -> None:
        """The zone's border title, repainting the border's top row alone when it changed
        (Textual's `border_title = ...` repaints every line of the zone, even for the same words)."""
        set_border(self, title)

    def _empty_lines(self, width: int) -> list[Line]:
        """The empty zone's words, dim, wrapped at the width as Textual wraps them."""
        return wrapped_lines(self, self.empty_text, "dim", width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if not self.chips:
            return len(self._empty_lines(width)) if self.is_attached else 1
        lines = -(-len(self.chips) // per_line(len(self.chips), width, self._chip))
        return lines * self._lines_per_row()

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or not self.chips:
            return
        step = per_line(len(self.chips), self.content_size.width, self._chip)
        column = offset.x // self._chip
        if column >= step:
            return
        index = offset.y // self._lines_per_row() * step + column
        if 0 <= index < len(self.chips):
            self.post_message(self.Picked(self, index))
