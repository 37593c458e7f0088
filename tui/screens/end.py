"""The end of a game: standings, winners, the game's own breakdown; play again or menu."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from core.lang import N_, _
from tui.text import literal

#: more lines than the text shows at once: the hint says how to scroll
LONG = 10


class EndScreen(ModalScreen[str]):
    """Dismisses with "again", "menu" or "look" (close and look at the final board).

    The text scrolls when it is longer than the dialog (Dalek Dice's every turn):
    PageUp/PageDown or the arrows scroll it, whichever button has the focus."""

    DEFAULT_CSS = """
    EndScreen #end-scroll {
        height: auto;
        max-height: 10;
    }
    EndScreen #end-scroll .dialog-text {
        margin-bottom: 0;
    }
    """

    BINDINGS = [
        Binding("pageup", "scroll_text(-1)", N_("Scroll"), show=False),
        Binding("pagedown", "scroll_text(1)", N_("Scroll"), show=False),
        Binding("up", "scroll_text(-0.1)", N_("Scroll"), show=False),
        Binding("down", "scroll_text(0.1)", N_("Scroll"), show=False),
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
            with VerticalScroll(id="end-scroll"):
                yield Static(literal("\n".join(self.lines)), classes="dialog-text", id="end-text")
            hint = _("Look closes this to see the board; e there brings it back.")
            if len(self.lines) > LONG:
                hint = _("PgUp/PgDn scroll the text. Look closes this to see the board; e there brings it back.")
            yield Static(hint, classes="dialog-hint")
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

    def action_scroll_text(self, pages: float) -> None:
        """PageUp/PageDown a page of the text, ↑/↓ a line."""
        for view in self.query(VerticalScroll):
            if abs(pages) < 1:
                view.scroll_relative(y=1 if pages > 0 else -1, animate=False)
            elif pages < 0:
                view.scroll_page_up(animate=False)
            else:
                view.scroll_page_down(animate=False)

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
