"""A widget's border title as Textual made it: read and set without repainting the widget.

Textual's `border_title = ...` repaints the whole widget, even for the same text, and keeps
what it made of the title in a private attribute. The screens that redraw only a changed
border row (tui.widgets.unchanged, the Dizzle sheet's borders) read and set that made
title here, the one package allowed Textual's private names; a Textual without them
gives None, and the callers fall back to the public setter.
"""

from __future__ import annotations

from typing import Any, Literal

from textual.widget import Widget

_STORED = {"title": "_border_title", "subtitle": "_border_subtitle"}


def made_title(widget: Widget, which: Literal["title", "subtitle"]) -> Any:
    """What Textual made of the widget's border title or subtitle (None if unknown)."""
    return getattr(widget, _STORED[which], None)


def store_title(widget: Widget, which: Literal["title", "subtitle"], made: Any) -> bool:
    """Put a made title in place without a repaint (the caller repaints its row); False
    when this Textual keeps it elsewhere, so the caller sets it the public way."""
    if not hasattr(widget, _STORED[which]):
        return False
    setattr(widget, _STORED[which], made)
    return True
