"""The chat line of a table: the last things said, and one line to say something."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from core.lang import N_, _
from saves.tables.chat import MAX_CHARS
from tui.text import literal

#: lines of the talk shown above the input (the dialog fits 80x24)
SHOWN = 12


class ChatScreen(ModalScreen[str]):
    """Dismisses with the line to say, or "" (Esc: nothing said)."""

    BINDINGS = [Binding("escape", "close", N_("Close"))]

    def __init__(self, history: list[str], note: str = "") -> None:
        super().__init__()
        self.history, self.note = history, note

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="chat-dialog"):
            yield Static(_("Table chat"), classes="dialog-title")
            talk = "\n".join(self.history[-SHOWN:]) or _("Nothing said yet.")
            yield Static(literal(talk), classes="dialog-text", id="chat-history")
            yield Input(placeholder=_("Say something (Enter sends, Esc closes)"), max_length=MAX_CHARS, id="chat-input")
            if self.note:
                yield Static(literal(self.note), classes="dialog-hint")

    @on(Input.Submitted, "#chat-input")
    def _said(self, event: Input.Submitted) -> None:
        self.dismiss(event.value)

    def action_close(self) -> None:
        self.dismiss("")
