"""Send the terminal only the cells a key changed (issue 16).

Over SSH a key costs what Textual writes for it, and Textual writes a widget's
whole region whenever the widget is refreshed, its border title is set, or its text
is updated. A row of the level 4 sheet is about 1.4 KB of colour codes, so a cursor
move that repaints two rows, the prompt and a title costs 4-18 KB. The Dizzle
widgets draw their content as lines of Rich `Text`; these helpers compare the lines
drawn before with the lines now and mark only the cells that differ (or only the
border row whose title changed), so a cursor move sends a few hundred bytes.

The same diff decides what is rendered again: only the changed lines go through
Textual's renderer (tui/render/line_renders.py), so a wrong guess could leave a
stale cell, never a wrong layout. That is why a different number of lines is
repainted whole, and tests/tui/test_dizzle_repaint.py plays every write onto a
terminal model to prove no cell is left stale.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, cast

from rich.cells import cell_len
from rich.console import OverflowMethod
from rich.text import Text
from textual.content import Content
from textual.geometry import Region
from textual.widget import Widget

from tui.render.line_renders import RendersChangedLines
from tui.render.titles import made_title, store_title


def _cells(line: Text) -> list[tuple[int, int, str, tuple[Any, ...]]]:
    """(first cell, width, character, styles on it) for each character of `line`."""
    styles: list[list[Any]] = [[] for _ in line.plain]
    for span in line.spans:
        for index in range(max(span.start, 0), min(span.end, len(styles))):
            styles[index].append(span.style)
    cells, x = [], 0
    for char, on in zip(line.plain, styles):
        width = cell_len(char)
        cells.append((x, width, char, (line.style, *on)))
        x += width
    return cells


def changed_span(before: Text, after: Text) -> tuple[int, int] | None:
    """(first cell, width) from the first to the last cell where `after` differs from
    `before`; None if they look the same.

    One span per line, not one per changed run: Textual sends a partly dirty line of a
    widget from the widget's left edge to the end of the dirty part (ChopsUpdate crops
    only the end), so each run more would resend the line's start again.
    """
    old, new = _cells(before), _cells(after)
    first = last = None
    for index in range(max(len(old), len(new))):
        was = old[index] if index < len(old) else None
        now = new[index] if index < len(new) else None
        if was == now:
            continue
        cells = [cell for cell in (was, now) if cell is not None]
        start, end = min(c[0] for c in cells), max(c[0] + c[1] for c in cells)
        first = start if first is None else min(first, start)
        last = end if last is None else max(last, end)
    return None if first is None or last is None else (first, last - first)


def changed_regions(before: Sequence[Text], after: Sequence[Text]) -> list[Region]:
    """Content regions (one row each) that differ between two drawings with as many lines."""
    regions = []
    for y, (was, now) in enumerate(zip(before, after)):
        if was.plain == now.plain and was.spans == now.spans and was.style == now.style:
            continue
        span = changed_span(was, now)
        if span is not None:
            regions.append(Region(span[0], y, span[1], 1))
    return regions


class FittedBorder:
    """A mixin for a widget whose border offers wordings (`set_border` with a tuple): a
    new width may fit a longer title, or need a shorter one."""

    def on_resize(self) -> None:
        choices = self.__dict__.get("_border_choices")
        if choices is not None:
            set_border(cast(Widget, self), *choices)  # a mixin: mixed into a Widget


class ChangedLines(FittedBorder, RendersChangedLines):
    """A mixin for a widget that draws itself as lines of `Text` (`draw_lines`).

    `redraw()` (called by the widget's watchers instead of Textual's own refresh)
    repaints only the cells that differ from the last drawing, and only their lines are
    rendered again (tui/render/line_renders.py); a different number of lines, or a
    widget not laid out yet, gets the whole refresh (with a layout pass when
    `layout_on_new_height` and the height changed).
    """

    layout_on_new_height = True
    #: what a line wider than the widget shows at its end ("crop" or "ellipsis")
    overflow: OverflowMethod = "crop"

    def draw_lines(self) -> list[Text]:  # pragma: no cover - abstract
        raise NotImplementedError

    def draw_changed_lines(self) -> list[Text]:
        """The lines after a change; a widget that can tell which lines a change touches
        builds only those (the sheet)."""
        return self.draw_lines()

    def shown_lines(self) -> Sequence[Text]:
        drawn: Sequence[Text] = self.__dict__.get("_drawn", ())
        return drawn

    def join_lines(self, lines: Sequence[Text]) -> Text:
        return Text("\n", no_wrap=True, overflow=self.overflow).join(lines)

    def render(self) -> Text:
        lines = self.draw_lines()
        self.__dict__["_drawn"] = lines
        return self.join_lines(lines)


    def redraw(self, whole: bool = False) -> None:
        """Repaint what changed since the last drawing; `whole`: everything, with a layout
        pass (another level: another size)."""
        widget: Any = self
        before = widget.__dict__.get("_drawn")
        if whole or before is None or not widget.is_mounted or not widget.size:
            widget.refresh(layout=whole or self.layout_on_new_height)
            return
        after = self.draw_changed_lines()
        if len(after) != len(before):
            widget.refresh(layout=self.layout_on_new_height)
            return
        regions = changed_regions(before, after)
        widget.__dict__["_drawn"] = after
        if regions:
            self.refresh_lines(*regions)


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
