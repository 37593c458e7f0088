"""Send the terminal only the cells a key changed (issue 16).

Over SSH a key costs what Textual writes for it, and Textual writes a widget's
whole region whenever the widget is refreshed, its border title is set, or its text
is updated. A row of the level 4 sheet is about 1.4 KB of colour codes, so a cursor
move that repaints two rows, the prompt and a title costs 4-18 KB. The Dizzle
widgets draw their lines as pieces (tui/widgets/drawn_lines.py), which compares the
lines drawn before with the lines now and marks only the cells that differ; here a
border is given a new title by refreshing only its row (tui.widgets.unchanged.set_border), and the
prompt's wrapped text only the lines that read differently (`ChangedText`).
tests/tui/test_dizzle_repaint.py plays every write onto a terminal model to prove no
cell is left stale.
"""

from __future__ import annotations

from typing import Any, cast

from textual.content import Content
from textual.geometry import Region
from textual.widget import Widget

from tui.widgets.unchanged import same_content, set_border


class FittedBorder:
    """A mixin for a widget whose border offers wordings (`set_border` with a tuple): a
    new width may fit a longer title, or need a shorter one."""

    def on_resize(self) -> None:
        choices = self.__dict__.get("_border_choices")
        if choices is not None:
            set_border(cast(Widget, self), *choices)  # a mixin: mixed into a Widget


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
        if same_content(before, content):
            return
        self._shown = content
        width = self.size.width
        if not self.is_mounted or not width:
            self.refresh()
            return
        # the same wrapping Textual draws with: Content.wrap is its own line breaker
        old, new = before.wrap(width), content.wrap(width)
        rows = [y for y in range(max(len(old), len(new)))
                if y >= len(old) or y >= len(new) or not same_content(old[y], new[y])]
        if rows:
            self.refresh(*(Region(0, y, width, 1) for y in rows))
