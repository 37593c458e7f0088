"""Give a widget a new title or text only when it is new.

Over SSH every repaint is bytes a player waits for. Textual repaints a widget whole each
time its border title is assigned, even to the same value (`set_border` repaints only
the border row whose title changed, for every screen: one setter, not one per game), and `Static.update`
asks for a layout pass too (and often a second frame 20-60 ms later) unless told the
widget's size cannot change. A screen that pushes its whole state down after every
key calls these instead, so a key redraws only what it changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from rich.text import Text
from textual.content import Content
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import Static

from tui.render.titles import made_title, store_title

_UNSET: Any = object()


def set_titles(widget: Widget, title: Any = _UNSET, subtitle: Any = _UNSET) -> None:
    """Give the border this title and/or subtitle, repainting only a border row whose text
    changed (`set_border`)."""
    set_border(widget, None if title is _UNSET else title, None if subtitle is _UNSET else subtitle)


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


def set_border(widget: Widget, title: Any = None, subtitle: Any = None) -> None:
    """Give `widget` this border title and subtitle, repainting only a border row whose
    text changed (Textual's `border_title = ...` repaints the whole widget, even for the
    same text). `None` leaves that one as it is; "" clears it. A tuple offers wordings,
    longest first: the first that fits the border whole is shown (Textual would cut a
    longer one with an ellipsis), the last if none does."""
    widget.__dict__["_border_choices"] = (title, subtitle)
    room = widget.outer_size.width - 6  # "╭─ " and " ─╮"
    rows = []
    which: tuple[Literal["title", "subtitle"], ...] = ("title", "subtitle")
    for value, name, row in ((title, which[0], 0), (subtitle, which[1], -1)):
        if value is None:
            continue
        made = _fitting([_as_title(widget, choice) for choice in _choices(value)], room)
        was = made_title(widget, name)
        if not _same(made, was):
            if not store_title(widget, name, made):  # this Textual keeps it elsewhere: its own way
                setattr(widget, f"border_{name}", made)
                continue
            rows.append((row, max(made.cell_length, was.cell_length if was is not None else 0)))
    if not rows:
        return
    if not widget.is_mounted or not widget.outer_size:
        widget.refresh()
        return
    outer, offset = widget.outer_size, widget.content_offset
    aligns = (widget.styles.border_title_align, widget.styles.border_subtitle_align)
    for row, longest in rows:
        y = 0 if row == 0 else outer.height - 1
        # a title at the left edge changes at most its own cells and the dashes after it
        width = min(outer.width, longest + 6) if aligns[row] == "left" else outer.width
        widget.refresh(Region(-offset.x, y - offset.y, width, 1))


def _choices(value: Any) -> tuple[Any, ...]:
    return value if isinstance(value, tuple) else (value,)


def _fitting(choices: Sequence[Content], room: int) -> Content:
    """The first of `choices` within `room` cells; the last one when none is (or the
    room is not known yet)."""
    if room > 0:
        for choice in choices:
            if choice.cell_length <= room:
                return choice
    return choices[0] if room <= 0 else choices[-1]


def _as_title(widget: Widget, value: Any) -> Content:
    """What Textual's border-title descriptor stores for `value` (one line of Content)."""
    if isinstance(value, Text):
        value = Content.from_rich_text(value)
    return widget.render_str(value).expand_tabs(4).split()[0]


def _same(one: Content | None, other: Content | None) -> bool:
    """Content's own `==` compares the letters only; a changed style must count too."""
    if one is None or other is None:
        return one is other
    return one.plain == other.plain and one.spans == other.spans
