"""The turn's three phases in order, the current one marked: where in the turn we are.

diZe's turn always runs Infection, Human Attack, Zombie Attack, and what a key does
depends on the phase, so the strip names all three and marks the current one with
an arrow and capitals as well as reverse video (readable with NO_COLOR). Once the
game is over it shows the outcome instead.
"""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive
from textual.widget import Widget

from core.lang import N_, _

PHASES = (
    ("infection", N_("1 Infection")),
    ("human_attack", N_("2 Human Attack")),
    ("zombie_attack", N_("3 Zombie Attack")),
)


class DizePhases(Widget):
    """`phase` is the core's phase name; `ending` replaces the strip when not empty."""

    phase: reactive[str] = reactive("infection")
    turn: reactive[int] = reactive(1)
    ending: reactive[str] = reactive("")

    def render(self) -> Text:
        if self.ending:
            return Text(self.ending, style="bold")
        text = Text()
        text.append(_("Turn {turn}").format(turn=self.turn) + "  ", style="bold")
        for number, (phase, label) in enumerate(PHASES):
            name = _(label)
            if number:
                text.append("  ›  ", style="dim")
            if phase == self.phase:
                text.append(f"▶ {name.upper()}", style="bold reverse")
            else:
                text.append(name, style="dim")
        return text

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1
