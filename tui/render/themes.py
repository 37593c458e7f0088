"""The app's current theme is looked up by its name, not found in a copy of every theme.

Why: Textual asks for the current theme (through `ansi_theme` and `native_ansi_color`) for
every widget it renders and again for every line it draws, and each time it built a dict
of all registered themes, twice, after splitting the name at commas: a few percent of a
move's drawing (issue 34). A registered theme named exactly as the app's `theme` is the one
Textual would find; any other name (a comma list, a name not registered) takes Textual's
own way, so the result is always Textual's.

Installed with the other library patches by tui.render.patches; an App that keeps its
themes elsewhere takes Textual's own way every time.
"""

from __future__ import annotations

from typing import Any

from textual.app import App

#: Textual's own, kept for the tests that compare the two
stock: Any = App.current_theme


def _current_theme(self: Any) -> Any:
    themes = getattr(self, "_registered_themes", None)
    theme = themes.get(self.theme) if isinstance(themes, dict) else None
    return theme if theme is not None else stock.fget(self)


def install() -> None:
    """The current theme by name (idempotent)."""
    if App.current_theme is stock:
        App.current_theme = property(_current_theme)  # type: ignore[method-assign,assignment]
