"""Lay the screen out again only when a widget's number of lines changes.

Why: a widget whose height is its content (`height: auto`) must ask Textual for a new
layout when it needs more or fewer lines, and Textual's `reactive(layout=True)` asks on
every change. A new layout measures and places every widget of the screen and draws
again each one that moved: on a roll in Dalek Dice or diZe that was a tenth of the
move's time, for dice that took as many lines as before. A widget mixing this in
declares its reactives without `layout=True` (they repaint it, or it repaints the lines
that changed) and calls `_fit()` from their watchers.
A widget whose height the stylesheet fixes (a number of rows, or a share `fr` of its
container) never asks: its lines change inside the same box.
"""

from __future__ import annotations

from typing import Any


class FitsItsLines:
    """A mixin (before `Widget`): `_fit()` lays out again only when the lines needed changed."""

    #: the lines needed when the screen was last laid out for this widget
    _laid_out: int | None = None
    #: the content width those lines were measured at: a layout that only moves or heightens
    #: the widget (another zone grew) leaves them true, so it asks for no second layout
    _laid_out_width: int | None = None

    def _fit(self) -> None:
        widget: Any = self
        height = widget.styles.height
        if height is not None and not height.is_auto:
            return  # a box of its own size: the reactive's repaint is all a change needs
        width = widget.content_size.width
        needed = widget.get_content_height(widget.size, widget.size, width) if width else None
        if needed is None or needed != self._laid_out or width != self._laid_out_width:
            keeps_size = width == self._laid_out_width and self._keeps_size(self._laid_out, needed)
            self._laid_out, self._laid_out_width = needed, width
            if not keeps_size:  # the same box: the widget repaints what changed in it itself
                widget.refresh(layout=True)

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
        """Textual has just measured the widget (a layout, at mount too): what it measured
        is what the next change compares with, so a first change of as many lines is a repaint."""
        widget: Any = self
        width = widget.content_size.width
        self._laid_out_width = width
        self._laid_out = widget.get_content_height(widget.size, widget.size, width) if width else None
