"""Give a widget a new title or text only when it is new.

Over SSH every repaint is bytes a player waits for. Textual repaints a widget each
time its border title is assigned, even to the same value, and `Static.update`
asks for a layout pass too (and often a second frame 20-60 ms later) unless told the
widget's size cannot change. A screen that pushes its whole state down after every
key calls these instead, so a key redraws only what it changed.
"""

from __future__ import annotations

from typing import Any, Literal

from textual.widget import Widget
from textual.widgets import Static

from tui.render.titles import made_title

_UNSET: Any = object()


def set_titles(widget: Widget, title: Any = _UNSET, subtitle: Any = _UNSET) -> None:
    """Assign the border title and/or subtitle when they differ from what was last set here."""
    if title is not _UNSET:
        _assign(widget, "title", title)
    if subtitle is not _UNSET:
        _assign(widget, "subtitle", subtitle)


def set_text(widget: Static, content: Any, *, layout: bool = False) -> bool:
    """`widget.update(content)` unless it already shows exactly that; True when it changed.

    `layout=False` (the default) is for widgets whose size does not follow their text
    (a fixed height and width): pass True where the text can grow or shrink the widget.
    Even then the screen is laid out again only when the new text needs another number
    of lines at the widget's width, beyond its min-height (a layout pass costs a frame's time, and often a
    second frame).
    """
    shown = widget.content
    if type(shown) is type(content) and shown == content:
        return False
    if layout and widget.is_mounted and widget.content_size.width and not _width_follows_text(widget):
        # the layout only changes if the text needs another number of rows at this width
        before = _rows_taken(widget)
        widget.update(content, layout=False)
        if _rows_taken(widget) != before:
            widget.refresh(layout=True)
        return True
    widget.update(content, layout=layout)
    return True


def _lines_needed(widget: Static) -> int:
    return widget.get_content_height(widget.size, widget.app.size, widget.content_size.width)


def _rows_taken(widget: Static) -> int:
    """The rows the text makes the widget take: its lines, or its min-height when that is
    more (the text of a prose box that fills its box, and scrolls when longer: another
    number of lines within the box needs no layout pass)."""
    lines = _lines_needed(widget)
    floor = widget.styles.min_height
    if floor is None:
        return lines
    rows = int(floor.resolve(widget.container_size, widget.app.size)) - widget.styles.gutter.height
    return max(lines, rows)


def _width_follows_text(widget: Widget) -> bool:
    width = widget.styles.width
    return width is not None and width.is_auto


def _assign(widget: Widget, which: Literal["title", "subtitle"], value: Any) -> None:
    """Set the border title or subtitle unless `value` was the last thing set here and what
    it made is still in place (a title set some other way since has replaced the object
    Textual made; tui.render.titles reads it)."""
    key = f"_shown_border_{which}"
    last = widget.__dict__.get(key)
    made = made_title(widget, which)
    if last is not None and made is not None and last[1] is made and type(last[0]) is type(value) \
            and last[0] == value:
        return
    if which == "title":
        widget.border_title = value
    else:
        widget.border_subtitle = value
    widget.__dict__[key] = (value, made_title(widget, which))
