"""Lay the screen out again only when a widget's number of lines changes.

Why: a widget whose height is its content (`height: auto`) must ask Textual for a new
layout when it needs more or fewer lines, and Textual's `reactive(layout=True)` asks on
every change. A new layout measures and places every widget of the screen and draws
again each one that moved: on a roll in Dalek Dice or diZe that was a tenth of the
move's time, for dice that took as many lines as before. A widget mixing this in
declares its reactives without `layout=True` and calls `_fit()` from their watchers.
"""

from __future__ import annotations

from typing import Any


class FitsItsLines:
    """A mixin (before `Widget`): `_fit()` lays out again only when the lines needed changed."""

    #: the lines needed when the screen was last laid out for this widget
    _laid_out: int | None = None

    def _fit(self) -> None:
        widget: Any = self
        width = widget.content_size.width
        needed = widget.get_content_height(widget.size, widget.size, width) if width else None
        if needed is None or needed != self._laid_out:
            keeps_size = self._keeps_size(self._laid_out, needed)
            self._laid_out = needed
            widget.refresh(layout=not keeps_size)

    def _keeps_size(self, before: int | None, needed: int | None) -> bool:
        """Whether the widget keeps its height although its lines changed: held at its minimum
        height (Dalek Dice's Roll box), with its lines fitting in it before and after."""
        widget: Any = self
        minimum, height = widget.styles.min_height, widget.styles.height
        if before is None or needed is None or minimum is None or minimum.cells is None:
            return False
        shown = widget.content_size.height
        at_minimum = height is not None and height.is_auto and widget.size.height <= minimum.cells
        return at_minimum and before <= shown and needed <= shown

    def on_resize(self) -> None:
        self._laid_out = None  # another width: the next change measures again
