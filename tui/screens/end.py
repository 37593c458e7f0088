"""The end of a game: standings, winners, the game's own breakdown; play again or menu."""

from __future__ import annotations

from core.lang import N_, _
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from tui.text import literal


class EndScreen(ModalScreen[str]):
    """Dismisses with "again", "menu" or "look" (close and look at the final board)."""

    BINDINGS = [
        Binding("a", "choose('again')", N_("Play again")),
        Binding("m", "choose('menu')", N_("Menu")),
        Binding("escape,l", "choose('look')", N_("Look at the board")),
    ]

    def __init__(self, lines: list[str]):
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="end-dialog"):
            yield Static(_("Game over"), classes="dialog-title")
            yield Static(literal("\n".join(self.lines)), classes="dialog-text", id="end-text")
            yield Static(_("Look closes this to see the board; e there brings it back."), classes="dialog-hint")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Play again (a)"), variant="success", id="again")
                yield Button(_("Menu (m)"), variant="primary", id="menu")
                yield Button(_("Look (l)"), id="look")

    def on_mount(self) -> None:
        # a quick key may dismiss the dialog before its children have mounted
        for button in self.query("#again").results(Button):
            button.focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "look")

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
