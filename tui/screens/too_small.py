"""Shown instead of anything else while the terminal is smaller than 80x24."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static


class TooSmallScreen(Screen[None]):
    """Nothing is lost while it shows: the game under it is saved and waits."""

    BINDINGS = [("ctrl+q", "app.quit", "Quit")]

    def compose(self) -> ComposeResult:
        yield Static("", id="too-small")

    def on_mount(self) -> None:
        self.show_size(self.app.size.width, self.app.size.height)

    def show_size(self, width: int, height: int) -> None:
        self.query_one("#too-small", Static).update(
            f"The terminal is {width}x{height}; dice-tui needs at least 80x24.\n"
            "Make the window larger (your game is saved), or press Ctrl+Q to quit."
        )
