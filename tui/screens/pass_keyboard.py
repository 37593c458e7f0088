"""Hot seat: "Pass to NAME — press Enter" when the person at the keyboard changes.

Two people sharing one keyboard should not see each other's turn begin (a Dizzle offer, a
Dalek Dice roll to come is nothing secret, but whose turn it is easily is missed). When
the setting is on (the menu's "Pass the keyboard", kept in settings.json, read by
tui.screens.pass_setting), the screen is covered when the keyboard comes back to a human
who is not the one who had it last, until that person presses Enter. Bots' turns between
them never count; a shared table (one person a terminal), a lesson or a replay never pause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from core.lang import N_, _
from tui.text import literal

if TYPE_CHECKING:
    from core.game import PlayerSpec

class PassScreen(ModalScreen[None]):
    """Covers the whole game until the next player presses Enter."""

    BINDINGS = [Binding("enter", "go", N_("Show my turn"))]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name_to = name

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(literal(_("Pass to {name} — press Enter").format(name=self.name_to)),
                         classes="dialog-text")

    def action_go(self) -> None:
        self.dismiss(None)


class KeyboardPassing:
    """Which human had the keyboard last, and the pause when another one gets it."""

    def __init__(self, on: bool) -> None:
        self.on = on
        self.last: int | None = None  # the human seat shown last

    def turn_shown(self, app: Any, seat: int | None, players: tuple[PlayerSpec, ...]) -> None:
        """The keyboard is back at this terminal, for `seat`."""
        if seat is None or players[seat].is_bot:
            return
        before, self.last = self.last, seat
        if self.on and before is not None and before != seat:
            app.push_screen(PassScreen(players[seat].name))
