"""Shown instead of anything else while the terminal is smaller than 80x24."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from core.lang import N_, _


class TooSmallScreen(Screen[None]):
    """Nothing is lost while it shows: the game under it is saved and waits."""

    BINDINGS = [("ctrl+q", "app.quit", N_("Quit"))]

    def __init__(self, minimum: tuple[int, int]) -> None:
        super().__init__()
        self.minimum = minimum  # the app's: it decides when this screen is shown

    def compose(self) -> ComposeResult:
        yield Static("", id="too-small")

    def on_mount(self) -> None:
        self.show_size(self.app.size.width, self.app.size.height)

    def on_screen_resume(self) -> None:
        """Back on top after a screen pushed over it (an end dialog, the saves read by the
        menu): if the terminal grew meanwhile, the resize that would have taken it down
        found another screen on top, so it goes now rather than hide the game under it."""
        width, height = self.app.size
        if width >= self.minimum[0] and height >= self.minimum[1]:
            self.app.call_later(self._leave)
        else:
            self.show_size(width, height)

    def _leave(self) -> None:
        if self.app.screen is self:
            self.app.pop_screen()

    def show_size(self, width: int, height: int) -> None:
        self.query_one("#too-small", Static).update(
            _("The terminal is {width}x{height}; dice-tui needs at least {least_width}x{least_height}.\n"
              "Make the window larger (your game is saved), or press Ctrl+Q to quit.").format(
                width=width, height=height, least_width=self.minimum[0], least_height=self.minimum[1])
        )
