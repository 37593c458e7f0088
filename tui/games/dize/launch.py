"""The Launch zone, where every diZe roll happens: the dice, which may be picked, and why.

It draws what the screen gives it. Before the Infection roll the humans about to be
sent show as `[?]`; after an attack roll evens are green and odds red (the count that
decides the attack; the digits say it without colour, and NO_COLOR drops it); while a die must be chosen (to retire, to
make a hero) each die gets its key number underneath and the cursor die is drawn
`>4<`, so the choice reads without colour. A click posts `Picked`; what a pick means
is the screen's call.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from tui.widgets.fits_lines import FitsItsLines

CELL = 4  # columns per die: "[4] "
EVEN, ODD = "bold green", "bold red"


def key_of(index: int) -> str:
    """The digit key that picks die `index` (1-9, then 0 for the tenth); none past ten."""
    return str((index + 1) % 10) if index < 10 else " "


class DizeLaunch(FitsItsLines, Widget):
    """Dice in Launch, optional key numbers and cursor, and a note line under them."""

    #: the dice, the key numbers and the note decide its lines: a change lays the screen out
    #: again only when they are more or fewer (tui.widgets.fits_lines)

    faces: reactive[tuple[int, ...]] = reactive(())
    #: humans chosen but not rolled yet, drawn as [?]
    pending: reactive[int] = reactive(0)
    #: colour evens and odds (after an attack roll, where parity is the whole count)
    parity: reactive[bool] = reactive(False)
    numbered: reactive[bool] = reactive(False)
    choosable: reactive[frozenset[int]] = reactive(frozenset())
    cursor: reactive[int | None] = reactive(None)
    note: reactive[str] = reactive("")

    class Picked(Message):
        """The player clicked die `index`."""

        def __init__(self, launch: DizeLaunch, index: int) -> None:
            super().__init__()
            self.launch = launch
            self.index = index

        @property
        def control(self) -> DizeLaunch:
            return self.launch

    def watch_faces(self) -> None:
        self._fit()

    def watch_pending(self) -> None:
        self._fit()

    def watch_numbered(self) -> None:
        self._fit()

    def watch_note(self) -> None:
        self._fit()

    def render(self) -> Text:
        lines: list[Text] = []
        if self.faces:
            lines.append(self._dice_line())
            if self.numbered:
                lines.append(self._keys_line())
        elif self.pending:
            lines.append(Text("[?] " * self.pending, style="bold"))
        if self.note:
            lines.append(Text(self.note, style="dim" if self.faces or not self.pending else ""))
        return Text("\n").join(lines) if lines else Text("")

    def _dice_line(self) -> Text:
        text = Text()
        for index, face in enumerate(self.faces):
            coloured = self.parity and not self.app.no_color  # greyed, red is too dark to read
            style = (EVEN if face % 2 == 0 else ODD) if coloured else "bold"
            if self.numbered and index not in self.choosable:
                style = "dim"
            if index == self.cursor:
                text.append(">", style="bold")
                text.append(str(face), style=f"{style} reverse")
                text.append("< ", style="bold")
            else:
                text.append("[", style="dim")
                text.append(str(face), style=style)
                text.append("] ", style="dim")
        return text

    def _keys_line(self) -> Text:
        text = Text()
        for index in range(len(self.faces)):
            style = "bold" if index in self.choosable else "dim"
            text.append(f" {key_of(index)}  ", style=style)
        return text

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        rows = (1 + int(self.numbered)) if self.faces else int(bool(self.pending))
        if self.note:  # a long note wraps rather than being cut off
            rows += len(Text(self.note).wrap(self.app.console, max(width, 1)))
        return max(rows, 1)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or offset.y != 0:
            return
        index = offset.x // CELL
        if 0 <= index < len(self.faces):
            self.post_message(self.Picked(self, index))
