"""A yes/no question as a modal that dismisses with the answer.

The yes key is the language's own initial: y for yes, s for sí (the catalogue says which,
context "yes key"); the other language's key does nothing, so an English player's `s`
never answers a question it did not mean to.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from core.lang import N_, _, pgettext
from tui.text import literal


class ConfirmScreen(ModalScreen[bool]):
    BINDINGS = [
        Binding("y", "yes('y')", N_("Yes")),
        Binding("s", "yes('s')", N_("Yes")),  # sí
        Binding("n,escape", "answer(False)", N_("No")),
    ]

    def __init__(self, question: str, yes: str | None = None, no: str | None = None):
        super().__init__()
        self.question, self.yes, self.no = question, yes, no

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(literal(self.question), classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("{answer} ({key})").format(answer=self.yes or _("Yes"), key=yes_key()),
                             variant="error", id="yes")
                yield Button(_("{answer} ({key})").format(answer=self.no or _("No"), key="n"),
                             variant="primary", id="no")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "yes":  # only the language's own yes key answers (and shows on the key bar)
            return parameters == (yes_key(),)
        return True

    def action_yes(self, _key: str) -> None:
        self.dismiss(True)

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


def yes_key() -> str:
    """The key that answers yes in the player's language ("y"; "s" for sí)."""
    # i18n: the key that answers yes in a dialog, the initial of your word for yes: y or s only
    key = pgettext("yes key", "y")
    return key if key in ("y", "s") else "y"
