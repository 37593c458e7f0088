"""Send the terminal only the cells a key changed (issue 16).

Over SSH a key costs what Textual writes for it, and Textual writes a widget's
whole region whenever the widget is refreshed, its border title is set, or its text
is updated. A row of the level 4 sheet is about 1.4 KB of colour codes, so a cursor
move that repaints two rows, the prompt and a title costs 4-18 KB. The Dizzle
widgets draw their lines as pieces (tui/widgets/drawn_lines.py), which compares the
lines drawn before with the lines now and marks only the cells that differ; here a
border is given a new title by refreshing only its row (`set_border`), and the
prompt's wrapped text only the lines that read differently (`ChangedText`).
tests/tui/test_dizzle_repaint.py plays every write onto a terminal model to prove no
cell is left stale.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, cast

from rich.text import Text
from textual.content import Content
from textual.geometry import Region
from textual.widget import Widget

from tui.render.titles import made_title, store_title


class FittedBorder:
    """A mixin for a widget whose border offers wordings (`set_border` with a tuple): a
    new width may fit a longer title, or need a shorter one."""

    def on_resize(self) -> None:
        choices = self.__dict__.get("_border_choices")
        if choices is not None:
            set_border(cast(Widget, self), *choices)  # a mixin: mixed into a Widget


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
                return
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


class ChangedText(Widget):
    """Wrapped text, like a `Static` given `Content`, whose `show` repaints only the
    lines that read differently (the prompt: a cursor move changes its first line).

    `show` takes wordings, longest first; the first whose lines fit the widget's height
    at its width is drawn (the last if none does), chosen again when the size changes.
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._choices: tuple[Content, ...] = (Content(""),)
        self._shown: Content = self._choices[0]

    @property
    def content(self) -> Content:
        """The wording on screen now."""
        return self._shown

    def _pick(self) -> Content:
        width, height = self.size
        if not width or not height:
            return self._choices[0]
        for choice in self._choices:
            if len(choice.wrap(width)) <= height:
                return choice
        return self._choices[-1]

    def render(self) -> Content:
        self._shown = self._pick()
        return self._shown

    def show(self, *choices: Content) -> None:
        before = self._shown
        self._choices = choices
        content = self._pick()
        if _same(before, content):
            return
        self._shown = content
        width = self.size.width
        if not self.is_mounted or not width:
            self.refresh()
            return
        # the same wrapping Textual draws with: Content.wrap is its own line breaker
        old, new = before.wrap(width), content.wrap(width)
        rows = [y for y in range(max(len(old), len(new)))
                if y >= len(old) or y >= len(new) or not _same(old[y], new[y])]
        if rows:
            self.refresh(*(Region(0, y, width, 1) for y in rows))
