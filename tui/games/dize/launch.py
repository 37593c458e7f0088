"""The Launch zone, where every diZe roll happens: the dice, which may be picked, and why.

It draws what the screen gives it. Before the Infection roll the humans about to be
sent show as `[?]`; after an attack roll evens are green and odds red (the count that
decides the attack; the digits say it without colour, and NO_COLOR drops it); while a die must be chosen (to retire, to
make a hero) each die gets its key number underneath and the cursor die is drawn
`>4<`, so the choice reads without colour. A click posts `Picked`; what a pick means
is the screen's call. It draws line by line (tui.widgets.drawn_lines): a cursor move or a
roll repaints the cells it changed, where a rich Text had Textual convert the zone whole.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from tui.widgets.drawn_lines import DrawnLines, Line, Piece
from tui.widgets.fits_lines import FitsItsLines
from tui.widgets.wrapped_words import wrapped_lines

CELL = 4  # columns per die: "[4] "
EVEN, ODD = "bold green", "bold red"


def key_of(index: int) -> str:
    """The digit key that picks die `index` (1-9, then 0 for the tenth); none past ten."""
    return str((index + 1) % 10) if index < 10 else " "


class DizeLaunch(FitsItsLines, DrawnLines, Widget):
    """Dice in Launch, optional key numbers and cursor, and a note line under them."""

    #: the dice, the key numbers and the note decide its lines: a change lays the screen out
    #: again only when they are more or fewer (tui.widgets.fits_lines). The screen hands it
    #: all of them at once (`show`): one measure and one redraw, where a reactive each had
    #: its watcher work the lines out and compare them again, seven times a move.
    layout_on_new_height = False  # `_fit` asks, when the lines need another height

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.faces: tuple[int, ...] = ()
        #: humans chosen but not rolled yet, drawn as [?]
        self.pending = 0
        #: colour evens and odds (after an attack roll, where parity is the whole count)
        self.parity = False
        self.numbered = False
        self.choosable: frozenset[int] = frozenset()
        self.cursor: int | None = None
        self.note = ""

    class Picked(Message):
        """The player clicked die `index`."""

        def __init__(self, launch: DizeLaunch, index: int) -> None:
            super().__init__()
            self.launch = launch
            self.index = index

        @property
        def control(self) -> DizeLaunch:
            return self.launch

    @property
    def _note_style(self) -> str:
        return "dim" if self.faces or not self.pending else ""

    def shown_changed(self) -> None:
        """A change that may take more or fewer lines: laid out again only then."""
        self._fit()
        self.redraw()

    def draw(self) -> list[Line]:
        lines: list[Line] = []
        if self.faces:
            lines.append(self._dice_line())
            if self.numbered:
                lines.append(self._keys_line())
        elif self.pending:
            lines.append((("[?] " * self.pending, ("=bold",)),))
        if self.note:  # a long note wraps rather than being cut off, where Textual would wrap it
            lines.extend(wrapped_lines(self, self.note, self._note_style, self.size.width))
        return lines or [()]

    def render(self) -> Text:
        """The lines as one Text that wraps, as this zone always drew: Textual's drawing when
        a line is wider than the zone (tui.widgets.drawn_lines draws the others itself)."""
        return Text("\n").join(self.as_text(line) for line in self.drawn())

    def _dice_line(self) -> Line:
        pieces: list[Piece] = []
        for index, face in enumerate(self.faces):
            coloured = self.parity and not self.app.no_color  # greyed, red is too dark to read
            style = (EVEN if face % 2 == 0 else ODD) if coloured else "bold"
            if self.numbered and index not in self.choosable:
                style = "dim"
            if index == self.cursor:
                pieces += [(">", ("=bold",)), (str(face), (f"={style} reverse",)), ("< ", ("=bold",))]
            else:
                pieces += [("[", ("=dim",)), (str(face), (f"={style}",)), ("] ", ("=dim",))]
        return tuple(pieces)

    def _keys_line(self) -> Line:
        return tuple((f" {key_of(index)}  ", ("=bold" if index in self.choosable else "=dim",))
                     for index in range(len(self.faces)))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        rows = (1 + int(self.numbered)) if self.faces else int(bool(self.pending))
        if self.note:  # a long note wraps rather than being cut off
            rows += len(wrapped_lines(self, self.note, self._note_style, width))
        return max(rows, 1)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or offset.y != 0:
            return
        index = offset.x // CELL
        if 0 <= index < len(self.faces):
            self.post_message(self.Picked(self, index))
