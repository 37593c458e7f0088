"""The end of a lesson: the player knows the moves; a real game, or back where they were."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from core.games import title
from core.lang import N_, _
from tui.text import literal


class LessonDone(ModalScreen[str]):
    """Dismissed with "play" (the game's new-game form) or "leave"."""

    BINDINGS = [
        Binding("enter", "choose('play')", N_("Play a real game"), show=False),
        Binding("escape", "choose('leave')", N_("Leave the lesson")),
        # the buttons sit side by side: the arrows go between them, as Tab does
        Binding("left", "app.focus_previous", show=False),
        Binding("right", "app.focus_next", show=False),
    ]

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(literal(_("That was a first turn of {game}: you know its moves now. The rules page "
                                   "(?) has the rest.").format(game=title(self.game))), classes="dialog-text")
            # i18n: the keys of the dialog that ends a lesson
            yield Static(_("←/→ choose a button, Enter presses it; Esc leaves the lesson."), classes="dialog-hint")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Play a real game"), variant="success", id="play")
                yield Button(_("Leave the lesson"), variant="primary", id="leave")

    def on_mount(self) -> None:
        self.query_one("#play", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id or "leave")

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
