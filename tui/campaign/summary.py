"""The campaign's summary: every stage's best and the totals, shown when the last stage ends."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from core.lang import N_, _
from tui.text import literal


class SummaryScreen(ModalScreen[None]):
    CSS_PATH = "campaign.tcss"
    BINDINGS = [Binding("escape,enter,space", "close", N_("Close"))]

    def __init__(self, text: str):
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="summary-dialog"):
            yield Static(_("Campaign complete"), classes="dialog-title")
            with VerticalScroll(id="summary-scroll"):
                yield Static(literal(self.text), classes="dialog-text", id="summary-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Close (Enter)"), variant="primary", id="close")

    @on(Button.Pressed, "#close")
    def action_close(self) -> None:
        self.dismiss(None)
