"""The turn's three phases in order, the current one marked: where in the turn we are.

diZe's turn always runs Infection, Human Attack, Zombie Attack, and what a key does
depends on the phase, so the strip names all three and marks the current one with
an arrow and capitals as well as reverse video (readable with NO_COLOR). Once the
game is over it shows the outcome instead.
"""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from core.lang import N_, _
from tui.widgets.drawn_lines import DrawnLines, Line, Piece

PHASES = (
    ("infection", N_("1 Infection")),
    ("human_attack", N_("2 Human Attack")),
    ("zombie_attack", N_("3 Zombie Attack")),
)


class DizePhases(DrawnLines, Widget):
    """`phase` is the core's phase name; `ending` replaces the strip when not empty.

    Set together through `show` and drawn through the line API (tui.widgets.drawn_lines):
    a new phase repaints the cells that changed, where Textual drew the strip again whole."""

    phase = "infection"
    turn = 1
    ending = ""

    def draw(self) -> list[Line]:
        if self.ending:
            return [((self.ending, ("=bold",)),)]
        pieces: list[Piece] = [(_("Turn {turn}").format(turn=self.turn) + "  ", ("=bold",))]
        for number, (phase, label) in enumerate(PHASES):
            name = _(label)
            if number:
                pieces.append(("  ›  ", ("=dim",)))
            if phase == self.phase:
                pieces.append((f"▶ {name.upper()}", ("=bold reverse",)))
            else:
                pieces.append((name, ("=dim",)))
        return [tuple(pieces)]

    def render(self) -> Text:
        """The strip as one Text that wraps, as it always drew: Textual's drawing where it is
        wider than the table (a longer language), its first line shown."""
        return Text("\n").join(self.as_text(line) for line in self.drawn())

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1
