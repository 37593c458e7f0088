"""One zone of the diZe table: its name, how many dice lie in it, and each die's face.

Twenty dice move between seven zones, and the faces they last showed tell the story
of the turn (which zombies rolled the 1s that bit, which 6s became heroes), so every
die is drawn, not just counted. A die that has not been rolled yet this game shows a
dot. Long zones wrap under their own label, so nothing is cut off at 80 columns.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from core.lang import N_, _
from tui.text import pad
from tui.widgets.drawn_lines import DrawnLines, Line, Piece
from tui.widgets.fits_lines import FitsItsLines

#: every zone's name (Launch has a widget of its own): the label column fits the longest
ZONE_LABELS = (N_("Zombies"), N_("Humans"), N_("Captured"), N_("Heroes"), N_("Executed"), N_("Retired"))


def label_width() -> int:
    """Columns for a zone's name in the player's language: 9 in English ("Captured "),
    10 in Spanish ("Capturados")."""
    return max(9, *(cell_len(_(label)) for label in ZONE_LABELS))


class DizeZone(FitsItsLines, DrawnLines, Widget):
    """A labelled row of faces; `hot` names a face worth noticing here (bites: 1).

    Drawn line by line (tui.widgets.drawn_lines): a roll repaints the cells it changed,
    each line straight from its pieces, where a rich Text had Textual convert the zone whole.
    The screen hands it `faces` and `hot` together (`show`): one redraw for both, none when
    neither changed (a reactive each would redraw twice)."""

    layout_on_new_height = False  # `_fit` asks, when the faces need another height

    def __init__(self, label: str, tone: str = "", *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.label = label
        self.tone = tone
        self.faces: tuple[int, ...] = ()
        self.hot = 0

    def shown_changed(self) -> None:
        """Laid out again only when the faces take more or fewer lines; the changed cells repainted."""
        self._fit()
        self.redraw()

    @property
    def _label_width(self) -> int:
        """"Captured  12 │ ": the label column, then two columns per die."""
        return label_width() + 6

    def _per_line(self, width: int) -> int:
        return max((width - self._label_width + 1) // 2, 1)

    def draw(self) -> list[Line]:
        tone = "" if self.app.no_color else self.tone  # greyed, red is too dark to read
        head: list[Piece] = [(pad(self.label, label_width()), (f"=bold {tone}".strip(),)),
                             (f"{len(self.faces):>3} │ ", ("=bold",))]
        if not self.faces:
            return [(*head, ("—", ("=dim",)))]
        per_line = self._per_line(self.size.width)
        lines, line = [], head
        for index, face in enumerate(self.faces):
            if index and index % per_line == 0:
                lines.append(tuple(line))
                line = [(" " * (self._label_width - 2) + "│ ", ())]
            elif index:
                line.append((" ", ()))
            if face == 0:
                line.append(("·", ("=dim",)))
            else:
                line.append((str(face), ("=bold reverse",) if face == self.hot else ()))
        lines.append(tuple(line))
        return lines

    def render(self) -> Text:
        """The lines as one Text that wraps, as this zone always drew: Textual's drawing when
        a line is wider than the zone (tui.widgets.drawn_lines draws the others itself)."""
        return Text("\n").join(self.as_text(line) for line in self.drawn())

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if not self.faces:
            return 1
        return -(-len(self.faces) // self._per_line(width))
