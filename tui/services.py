"""What screens and widgets ask of the app beyond Textual's `App`: `services(self).save_root`.

Textual types `self.app` as `App[Any]`; the few things dice-tui's app adds (the save
folder, the pace, ASCII mode, opening a game) are declared here, so a screen is checked
against them without importing `tui.app`, which imports the menu, which imports the
screens (a cycle). `tui.app.DiceApp` implements `AppServices`, and mypy checks it does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

if TYPE_CHECKING:
    from pathlib import Path

    from textual.app import App

    from tui.pace import Pace
    from tui.session import Session


class AppServices(Protocol):
    """dice-tui's app, as its screens see it."""

    @property
    def save_root(self) -> Path: ...  # the saves folder (--save-dir, DICE_TUI_HOME)
    @property
    def pace(self) -> Pace: ...  # bot pacing and animation timing (tests: INSTANT)
    @property
    def ascii(self) -> bool: ...  # every glyph drawn as its ASCII twin (tui.glyphs)

    def open_session(self, session: Session) -> None:
        """Show a game on a new screen."""
        ...


class OfApp(Protocol):
    """A screen or widget (a DOMNode), or a mixin's protocol self-type standing for one."""

    @property
    def app(self) -> App[Any]: ...


def services(node: OfApp) -> AppServices:
    """The running dice-tui app of a screen or widget."""
    return cast("AppServices", node.app)
