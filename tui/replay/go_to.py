"""Go to a turn or round of a replay by its number: a one-field dialog."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from core.lang import N_, _


class GoTo(ModalScreen[int | None]):
    """Asks for a turn or round number among those the game reached; Enter goes, Esc stays."""

    DEFAULT_CSS = """
    GoTo { align: center middle; }
    #go-to-box { width: 50; height: auto; border: round $accent; background: $panel; padding: 0 1; }
    #go-to-box Input { width: 100%; }
    """
    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(self, word: str, numbers: list[int]) -> None:
        super().__init__()
        self.word, self.numbers = word, numbers

    def compose(self) -> ComposeResult:
        low, high = min(self.numbers, default=1), max(self.numbers, default=1)
        with Vertical(id="go-to-box"):
            yield Static(_("Go to which {word}? ({low} to {high})").format(word=self.word, low=low, high=high),
                         markup=False)  # fmt: skip
            yield Input(placeholder=str(low), type="integer", id="go-to-number")
            yield Static("", id="go-to-why", markup=False)

    @on(Input.Submitted)
    def _go(self, event: Input.Submitted) -> None:
        try:
            number = int(event.value)
        except ValueError:
            number = None
        if number in self.numbers:
            self.dismiss(number)
            return
        self.query_one("#go-to-why", Static).update(_("The game has no {word} {number}.").format(
            word=self.word, number=event.value.strip() or "?"))

    def action_cancel(self) -> None:
        self.dismiss(None)
