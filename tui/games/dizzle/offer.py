"""The offer: the dice everyone takes from, low to high, the chosen one in brackets.

Dice showing the same number are interchangeable, so a die is chosen by its value
(keys 1-6 on the screen); the brackets go round the first die of that value, the
one a placement takes. Dice that fit nowhere on the player's sheet are drawn faint;
the screen says so in words too (the box's subtitle), so nothing depends on colour.
The widget draws what the screen gives it and posts `Picked` when a die is clicked.
"""

from __future__ import annotations

from rich.cells import cell_len
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from tui.games.dizzle.repaint import FittedBorder
from tui.widgets.drawn_lines import DrawnLines, Line, Piece


class DizzleOffer(FittedBorder, DrawnLines, Widget):
    """One line of dice, `[3]` the chosen value."""

    COMPONENT_CLASSES = {"dizzle-offer--chosen", "dizzle-offer--faint", "dizzle-offer--empty"}

    #: one line whatever it holds, set through `show`: each change repaints only the cells it changed
    dice: tuple[int, ...] = ()
    #: the chosen value (None: no choice shown)
    chosen: int | None = None
    #: values that fit somewhere; None: every die drawn plainly (not the player's decision)
    fitting: frozenset[int] | None = None
    #: what an empty offer says, in wordings from the longest: the first that fits is shown
    empty_text: tuple[str, ...] = ("",)

    class Picked(Message):
        """The mouse picked a die showing `value`."""

        def __init__(self, value: int) -> None:
            super().__init__()
            self.value = value

    def draw(self) -> list[Line]:
        if not self.dice:
            return [((self.empty_shown(), ("dizzle-offer--empty",)),)]
        pieces: list[Piece] = []
        first = self.dice.index(self.chosen) if self.chosen in self.dice else None
        for index, value in enumerate(self.dice):
            pieces.append(("[" if index == first else "]" if first is not None and index == first + 1 else " ", ()))
            faint = self.fitting is not None and value not in self.fitting
            style = ("dizzle-offer--chosen",) if index == first else ("dizzle-offer--faint",) if faint else ()
            pieces.append((str(value), style))
        pieces.append(("]" if first == len(self.dice) - 1 else " ", ()))
        return [tuple(pieces)]

    def empty_shown(self) -> str:
        """The longest wording of `empty_text` that fits the box's width."""
        room = self.content_region.width
        return next((text for text in self.empty_text if cell_len(text) <= room), self.empty_text[-1])

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or offset.y != 0:
            return
        index = (offset.x - 1) // 2
        if 0 <= index < len(self.dice):
            self.post_message(self.Picked(self.dice[index]))
