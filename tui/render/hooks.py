"""Textual's private hooks the app overrides: the frame written to the terminal, a
scrolling view's size set in the layout pass, and a log's length changed without one.

Each hook checks for the names it needs where it is used; when one is missing (another
Textual), or the stock renderer is asked for (tui.render.SWITCH), the app takes Textual's
own path: frames are written as Textual writes them, and the log is scrolled back to its
bottom after the layout, one frame later.
"""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView

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


#: whether Textual still calls a widget's `_size_updated` in its layout pass
_SIZE_HOOK = hasattr(ScrollView, "_size_updated")


#: whether Textual still has the calls a view's scrollable length is set with in place
_IN_PLACE = hasattr(ScrollView, "_scroll_update") and hasattr(ScrollView, "set_reactive")


def set_length_in_place(view: Any, virtual_size: Size) -> bool:
    """Set a laid-out view's scrollable size without a layout of the whole screen, for a
    view whose scrollbars are fixed (`overflow-y: scroll`, `overflow-x: hidden`: its size
    does not change with its length, so nothing else on the screen moves). Textual's own
    path (the `virtual_size` reactive) lays the whole screen out again and so draws every
    widget again: a game log one line longer at each move cost a full frame's work.
    False (nothing done) when the caller must take Textual's path."""
    styles = view.styles
    if not (_IN_PLACE and optimised() and view.size.height and styles.overflow_y == "scroll"
            and styles.overflow_x == "hidden"):
        return False
    view.set_reactive(ScrollView.virtual_size, virtual_size)
    view._scroll_update(virtual_size)  # the scrollbar's window and the scroll kept in range
    view.refresh()
    return True


class KeepsBottom:
    """A mixin before `ScrollView`: a view at its bottom stays there when the layout gives
    it fewer or more rows (a panel above grew in the same key). Done in the layout pass, the
    frame being drawn already shows the last line; `kept_in_layout` is False when that
    hook is not used, and the view must then scroll back itself after the refresh."""

    @property
    def kept_in_layout(self) -> bool:
        view: Any = self
        if "_keeps_bottom" not in view.__dict__:
            view.__dict__["_keeps_bottom"] = _SIZE_HOOK and optimised()
        return bool(view.__dict__["_keeps_bottom"])

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        """(Textual's private hook: tests/tui/test_game_log.py fails if it is no longer called.)"""
        view: Any = self
        at_bottom = self.kept_in_layout and view.scroll_y >= view.max_scroll_y
        changed: bool = super()._size_updated(size, virtual_size, container_size, layout)  # type: ignore[misc]  # mixin
        if at_bottom and view.scroll_y != view.max_scroll_y:
            view.set_scroll(None, view.max_scroll_y)
        return changed
