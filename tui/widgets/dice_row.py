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

It draws line by line (Textual's line API, `render_line`): a change works out what each
line shows (tui.widgets.dice_lines) and repaints only the lines that differ, each drawn
from a strip kept for what it shows. Built as one rich Text, every tick or roll had
Textual convert and lay out the whole zone again, the largest part of a Dalek Dice move.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

from tui.widgets.dice_lines import BIG_CHIP, CHIP, Chip, LineKey, line_keys, line_text, per_line
from tui.widgets.fits_lines import FitsItsLines
from tui.widgets.unchanged import set_border

__all__ = ["BIG", "Chip", "DiceRow", "per_line"]

#: the least terminal (columns, lines) that draws dice as boxes
BIG = (150, 48)
#: strips kept per row: every line a zone showed lately (a cursor's round trip, a turn's rolls)
KEPT = 96


class DiceRow(FitsItsLines, Widget):
    """Draws chips in lines, with key numbers above and marks below when asked."""

    #: a change repaints the lines it changed (`_changed`); new chips or key numbers may need
    #: more or fewer lines: `_fit` (tui.widgets.fits_lines) lays the screen out again only
    #: when they do
    chips: reactive[tuple[Chip, ...]] = reactive((), repaint=False)
    picked: reactive[frozenset[int]] = reactive(frozenset(), repaint=False)
    cursor: reactive[int | None] = reactive(None, repaint=False)
    numbered: reactive[bool] = reactive(False, repaint=False)
    empty_text: reactive[str] = reactive("", repaint=False)

    #: the keys of the lines on show, for the width they were worked out at
    _shown: tuple[int, tuple[LineKey, ...]] | None = None

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

    def _keys(self, width: int) -> tuple[LineKey, ...]:
        """What each line shows at this width: the dice's lines, or the empty zone's words."""
        if not self.chips:
            return tuple(("empty", self.empty_text, row) for row in range(len(self._empty_strips(width))))
        return line_keys(self.chips, self.picked, self.cursor, self.numbered, self._big, width)

    def _lines(self) -> tuple[LineKey, ...]:
        width = self.content_size.width
        if self._shown is None or self._shown[0] != width:
            self._shown = (width, self._keys(width))
        return self._shown[1]

    def _changed(self) -> None:
        """Repaint the lines that show something else now (all of them before the first layout)."""
        before = self._shown
        self._shown = None
        self._fit()
        if before is None or before[0] != self.content_size.width:
            self.refresh()
            return
        now, then = self._lines(), before[1]
        width = self.content_size.width
        rows = [y for y in range(max(len(now), len(then))) if y >= len(now) or y >= len(then) or now[y] != then[y]]
        if rows:
            self.refresh(*(Region(0, y, width, 1) for y in rows))

    def show_title(self, title: str) -> None:
        """The zone's border title, repainting the border's top row alone when it changed
        (Textual's `border_title = ...` repaints every line of the zone, even for the same words)."""
        set_border(self, title)

    def render_line(self, y: int) -> Strip:
        lines, width, style = self._lines(), self.content_size.width, self.visual_style
        if y >= len(lines):
            return Strip.blank(width, style.rich_style)
        key = lines[y]
        if self.text_selection is not None:  # the selection's colours: drawn afresh, not kept
            return self._strip(key, y, width)
        kept: dict[tuple[LineKey, int, int, object], Strip] = self.__dict__.setdefault("_kept", {})
        slot = (key, y, width, style)
        strip = kept.get(slot)
        if strip is None:
            if len(kept) >= KEPT:
                kept.clear()
            strip = kept[slot] = self._strip(key, y, width)
        return strip

    def _strip(self, key: LineKey, y: int, width: int) -> Strip:
        """The line drawn as Textual draws a Text, marked with its row (selection reads it)."""
        if key[0] == "empty":
            return self._empty_strips(width)[int(key[2])].apply_offsets(0, y)  # type: ignore[call-overload]
        strips = Visual.to_strips(self, visualize(self, line_text(key)), width, 1, self.visual_style)
        strip = strips[0] if strips else Strip.blank(width, self.visual_style.rich_style)
        return strip.apply_offsets(0, y) if y else strip

    def _empty_strips(self, width: int) -> list[Strip]:
        """The empty zone's words, dim, wrapped at the width as Textual wraps them (kept for
        the words, width and style: every change asks how many lines they take)."""
        slot = (self.empty_text, width, self.visual_style)
        last: tuple[object, list[Strip]] | None = self.__dict__.get("_empty")
        if last is None or last[0] != slot:
            text = Text(self.empty_text, style="dim")
            strips = Visual.to_strips(self, visualize(self, text), max(width, 1), None, self.visual_style)
            last = self.__dict__["_empty"] = (slot, strips or [Strip([])])
        return last[1]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if not self.chips:
            return len(self._empty_strips(width)) if self.is_attached else 1
        lines = -(-len(self.chips) // per_line(len(self.chips), width, self._chip))
        return lines * self._lines_per_row()

    def on_resize(self) -> None:
        self._shown = None  # another width or terminal: Textual repaints the whole row

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
