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
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from tui.widgets.fits_lines import FitsItsLines

CHIP = 6  # columns per die: "[Hu4] "
BIG_CHIP = 8  # ... and as a box: "╭─────╮ "
#: the least terminal (columns, lines) that draws dice as boxes
BIG = (150, 48)


@dataclass(frozen=True)
class Chip:
    label: str  # three letters, e.g. "Hu4"
    style: str = ""  # rich style; colour repeats what the label says


def per_line(count: int, width: int, chip: int = CHIP) -> int:
    """Dice on each line: as many as fit, spread evenly over the lines they need."""
    fit = max(1, width // chip)
    lines = -(-count // fit)
    return -(-count // lines) if lines else fit


class DiceRow(FitsItsLines, Widget):
    """Draws chips in lines, with key numbers above and marks below when asked."""

    #: new chips or key numbers may need more or fewer lines: `_fit` (tui.widgets.fits_lines)
    #: lays the screen out again only when they do (a roll of as many dice is a repaint)
    chips: reactive[tuple[Chip, ...]] = reactive(())
    picked: reactive[frozenset[int]] = reactive(frozenset())
    cursor: reactive[int | None] = reactive(None)
    numbered: reactive[bool] = reactive(False)
    empty_text: reactive[str] = reactive("")

    def watch_chips(self) -> None:
        self._fit()

    def watch_numbered(self) -> None:
        self._fit()

    def watch_picked(self) -> None:
        self._fit()

    def watch_cursor(self) -> None:
        self._fit()

    class Picked(Message):
        def __init__(self, row: DiceRow, index: int) -> None:
            super().__init__()
            self.row = row
            self.index = index

        @property
        def control(self) -> DiceRow:
            return self.row

    @property
    def _marks(self) -> bool:
        """Whether a line of ✓ and ^ marks goes under each line of dice."""
        return self.numbered or bool(self.picked) or self.cursor is not None

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
        return (3 if self._big else 1) + int(self.numbered) + int(self._marks)

    def render(self) -> Text:
        if not self.chips:
            return Text(self.empty_text, style="dim")
        step = per_line(len(self.chips), self.content_size.width, self._chip)
        text = Text(no_wrap=True, overflow="crop")
        for start in range(0, len(self.chips), step):
            if start:
                text.append("\n")
            self._render_line(text, range(start, min(start + step, len(self.chips))))
        return text

    def _render_line(self, text: Text, indices: range) -> None:
        if self.numbered:
            for index in indices:
                key = str((index + 1) % 10) if index < 10 else " "
                text.append(f"  {key}   " + " " * (self._chip - CHIP), style="dim")
            text.append("\n")
        if self._big:
            self._boxes(text, indices)
        else:
            for index in indices:
                chip = self.chips[index]
                style = chip.style + (" reverse" if index in self.picked else "")
                text.append("[", style="dim")
                text.append(chip.label, style=style.strip())
                text.append("] ", style="dim")
        if self._marks:
            text.append("\n")
            for index in indices:
                mark = "✓" if index in self.picked else " "
                cursor = "^" if index == self.cursor else " "
                text.append(f" {mark}{cursor}   " + " " * (self._chip - CHIP), style="bold")

    def _boxes(self, text: Text, indices: range) -> None:
        """The dice as boxes: a top edge, the label between its sides, a bottom edge."""
        for index in indices:
            text.append("╭─────╮ ", style=self.chips[index].style)
        text.append("\n")
        for index in indices:
            chip = self.chips[index]
            style = chip.style + (" reverse" if index in self.picked else "")
            text.append("│", style=chip.style)
            text.append(f" {chip.label} ", style=style.strip())
            text.append("│ ", style=chip.style)
        text.append("\n")
        for index in indices:
            text.append("╰─────╯ ", style=self.chips[index].style)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if not self.chips:
            return 1
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
