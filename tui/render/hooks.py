"""Textual's private hooks the app overrides: the frame written to the terminal.

Each hook checks for the names it needs where it is used; when one is missing (another
Textual), or the stock renderer is asked for (tui.render.SWITCH), the app takes Textual's
own path: frames are written as Textual writes them.
"""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.geometry import Region

from tui.render import optimised
from tui.render.shadow import Shadow, follows_updates, renderable_changes


class CopiedDisplay:
    """A mixin before `App`: every frame goes through the terminal's copy (tui.render.shadow),
    so it sends only the cells that differ. Call `start_copy` in `__init__`."""

    #: what the terminal shows; None: frames go out as Textual writes them
    terminal_copy: Shadow | None = None

    def start_copy(self) -> None:
        hooked = hasattr(App, "_display") and follows_updates()
        self.terminal_copy = Shadow() if hooked and optimised() else None

    def forget_terminal(self) -> None:
        """Nothing is known of the terminal any more (a resize, another program wrote to it):
        the next frames say everything again."""
        if self.terminal_copy is not None:
            self.terminal_copy.forget()

    def repaint_terminal(self) -> None:
        """Every cell drawn again, whatever the terminal shows now (Ctrl+L)."""
        app: Any = self
        self.forget_terminal()
        if app.screen_stack:
            app.screen.refresh()  # the whole screen dirty: Textual sends a full update

    def _display(self, screen: Any, renderable: Any) -> None:
        """Textual's hook for writing one frame (App._display)."""
        app: Any = self
        shadow = self.terminal_copy
        if shadow is not None and renderable is not None and _to_a_terminal(app):
            renderable = shadow.wrap(renderable)
            if _writes_now(app) and not renderable_changes(renderable, app.console):
                ask_again(screen, shadow)
                return  # not one cell differs: no frame at all (not even the cursor's move)
        super()._display(screen, renderable)  # type: ignore[misc]  # a mixin: the App it is mixed into has it
        if shadow is not None:
            ask_again(screen, shadow)


def ask_again(screen: Any, shadow: Shadow) -> None:
    """The cells the copy could not know and the frame could not send (tui.render.doubt):
    drawn again by Textual in the next frame, which sends them."""
    if shadow.asked:
        regions = [Region(x, y, end - x, 1) for y, x, end in shadow.asked if end > x]
        shadow.asked = []
        if regions and screen is not None:
            screen.refresh(*regions)


def terminal_modes_before(app: Any) -> Any:
    """The terminal's modes as Textual's driver found them at start (to give them back
    when the app must end at once), or None when this Textual keeps them elsewhere."""
    return getattr(getattr(app, "_driver", None), "attrs_before", None)


def _to_a_terminal(app: Any) -> bool:
    """Whether frames reach a full-screen terminal (not a headless test, not inline)."""
    driver = getattr(app, "_driver", None)
    return driver is not None and not getattr(driver, "is_inline", True) and not app.is_headless


def _writes_now(app: Any) -> bool:
    """Whether Textual's _display would write a frame now (its own conditions); False when
    they cannot be read, so the frame goes to Textual, which decides."""
    try:
        return bool(app._batch_count == 0 and app._running and not app._closed and app._driver is not None)
    except AttributeError:
        return False
