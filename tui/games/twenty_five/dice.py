"""The inmate dice in hand: one plain number per die, the ones a move would spend marked.

25 to Dice's dice are plain numbers, so each die takes four columns ("[3] ") and six
of them fit the narrow right column. The dice the chosen move spends are reversed
and carry a ✓ underneath (not only colour). Two lines always (a longer language's
note of no dice wraps onto the second), so picking never changes the layout; a click
posts `Picked` with the die's index.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from rich.text import Text
from textual import events
from textual.message import Message

from tui.games.twenty_five.lines import LinesWidget
from tui.widgets.drawn_lines import Line

DIE = 4  # columns per die: "[3] "


class InmateDice(LinesWidget):
    class Picked(Message):
        """The player clicked the die at `index`."""

        def __init__(self, dice: InmateDice, index: int) -> None:
            super().__init__()
            self.dice = dice
            self.index = index

        @property
        def control(self) -> InmateDice:
            return self.dice

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.dice: tuple[int, ...] = ()
        self.picked: frozenset[int] = frozenset()  # indexes of the dice the move spends
        self.empty_text = ""

    def lines_key(self) -> Hashable:
        return (self.dice, self.picked, self.empty_text, self._width or self.content_region.width)

    def lines(self) -> Sequence[Text | Line]:
        if not self.dice:
            empty = self.wrapped(Text(self.empty_text, style="dim"))
            return [*empty, Text()] if len(empty) < 2 else empty
        chips, marks = Text(), Text()
        for index, value in enumerate(self.dice):
            spent = index in self.picked
            chips.append(f"[{value}]", style="bold reverse" if spent else "bold")
            chips.append(" ", style="bold")  # one style for a row of dice: few bytes to send
            marks.append(" ✓  " if spent else " " * DIE, style="bold")
        marks.rstrip()
        return [chips, marks]

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is not None and offset.y == 0 and 0 <= offset.x // DIE < len(self.dice):
            self.post_message(self.Picked(self, offset.x // DIE))
