"""The form row that holds the keyboard, marked for every colour mode.

Textual's compact fields show focus by a 5% tint: one shade of grey at 256 colours, none
at 16 colours or with NO_COLOR, so a player could not tell which field a key would reach.
A form screen mixes this in: the row (`.form-row`) around the focused widget carries
`-focus`, and app.tcss draws that row's label in bold reverse video, an attribute every
terminal shows without colour. Textual's `:focus-within` is not enough: it restyles the
focused widget's ancestors, never the label beside it.
"""

from __future__ import annotations

from textual import events
from textual.widget import Widget

FOCUS = "-focus"


def row_of(widget: Widget) -> Widget | None:
    """The form row holding `widget`, if it is in one."""
    node: object = widget
    while isinstance(node, Widget):
        if node.has_class("form-row"):
            return node
        node = node.parent
    return None


class FocusRows:
    """Mix into a Screen whose fields sit in `.form-row`s."""

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        row = row_of(event.widget)
        for other in self.query(".form-row.-focus"):  # type: ignore[attr-defined]
            if other is not row:
                other.remove_class(FOCUS)
        if row is not None:
            row.add_class(FOCUS)

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        row = row_of(event.widget)  # blurred before the next widget is focused
        if row is not None:
            row.remove_class(FOCUS)
