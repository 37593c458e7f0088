"""A row of dice chips: a label and a style per die, optional key numbers, a cursor and picks.

Used wherever dice lie in a zone. It draws what it is given and posts `Picked` when a
die is clicked; which dice may be picked, and what a pick means, is the screen's call.
Every chip carries letters as well as colour, so NO_COLOR and 16-colour terminals
lose nothing; picked dice also get a ✓ under them and the cursor a ^ (not only colour).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

CHIP = 6  # columns per die: "[Hu4] "


@dataclass(frozen=True)
class Chip:
    label: str  # three letters, e.g. "Hu4"
    style: str = ""  # rich style; colour repeats what the label says


class DiceRow(Widget):
    """Draws chips on one line, with key numbers above and marks below when asked."""

    chips: reactive[tuple[Chip, ...]] = reactive((), layout=True)
    picked: reactive[frozenset[int]] = reactive(frozenset())
    cursor: reactive[int | None] = reactive(None)
    numbered: reactive[bool] = reactive(False)
    empty_text: reactive[str] = reactive("")

    class Picked(Message):
        def __init__(self, row: "DiceRow", index: int) -> None:
            super().__init__()
            self.row = row
            self.index = index

        @property
        def control(self) -> "DiceRow":
            return self.row

    def render(self) -> Text:
        text = Text()
        if not self.chips:
            return Text(self.empty_text, style="dim")
        if self.numbered:
            for index in range(len(self.chips)):
                key = str((index + 1) % 10) if index < 10 else " "
                text.append(f"  {key}   ", style="dim")
            text.append("\n")
        for index, chip in enumerate(self.chips):
            style = chip.style + (" reverse" if index in self.picked else "")
            text.append("[", style="dim")
            text.append(chip.label, style=style.strip())
            text.append("] ", style="dim")
        if self.numbered or self.picked or self.cursor is not None:
            text.append("\n")
            for index in range(len(self.chips)):
                mark = "✓" if index in self.picked else " "
                cursor = "^" if index == self.cursor else " "
                text.append(f" {mark}{cursor}   ", style="bold")
        return text

    def get_content_height(self, container, viewport, width: int) -> int:  # noqa: D102
        if not self.chips:
            return 1
        return 1 + int(self.numbered) + int(self.numbered or bool(self.picked) or self.cursor is not None)

    def on_click(self, event: events.Click) -> None:
        index = event.x // CHIP
        if 0 <= index < len(self.chips):
            self.post_message(self.Picked(self, index))
