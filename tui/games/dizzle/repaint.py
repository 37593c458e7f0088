"""Send the terminal only the cells a key changed (issue 16).

Over SSH a key costs what Textual writes for it, and Textual writes a widget's
whole region whenever the widget is refreshed, its border title is set, or its text
is updated. A row of the level 4 sheet is about 1.4 KB of colour codes, so a cursor
move that repaints two rows, the prompt and a title costs 4-18 KB. The Dizzle
widgets draw their lines as pieces (tui/widgets/drawn_lines.py), which compares the
lines drawn before with the lines now and marks only the cells that differ; here a
border is given a new title by refreshing only its row (tui.widgets.unchanged.set_border), and the
prompt's wrapped text only the cells that read differently (`ChangedText`).
tests/tui/test_dizzle_repaint.py plays every write onto a terminal model to prove no
cell is left stale.
"""

from __future__ import annotations

from typing import Any, cast

from textual.content import Content
from textual.strip import Strip
from textual.widget import Widget

from tui.widgets.drawn_lines import DrawnLines, Line
from tui.widgets.unchanged import set_border
from tui.widgets.wrapped_words import wrapped_lines, wrapped_strips


class FittedBorder:
    """A mixin for a widget whose border offers wordings (`set_border` with a tuple): a
    new width may fit a longer title, or need a shorter one."""

    def on_resize(self) -> None:
        choices = self.__dict__.get("_border_choices")
        if choices is not None:
            set_border(cast(Widget, self), *choices)  # a mixin: mixed into a Widget


class ChangedText(DrawnLines, Widget):
    """Wrapped text, like a `Static` given `Content`, whose `show` repaints only the
    cells that read differently (the prompt: a cursor move changes its first line).

    `show` takes wordings, longest first; the first whose lines fit the widget's height
    at its width is drawn (the last if none does), chosen again when the size changes.
    The lines are broken where Textual breaks them, once per wording and width
    (tui.widgets.wrapped_words), and drawn line by line (tui.widgets.drawn_lines, which
    repaints only the cells that changed): Textual no longer wraps the whole prompt
    again through `Content` for every changed line.
    """

    layout_on_new_height = False  # a box of its own size: its lines change inside it

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._choices: tuple[Content, ...] = (Content(""),)
        self._shown: Content = self._choices[0]

    @property
    def content(self) -> Content:
        """The wording on screen now."""
        return self._shown

    def _lines_of(self, choice: Content) -> list[Line]:
        return wrapped_lines(self, choice.plain, "", self.size.width)

    def draw(self) -> list[Line]:
        """The first wording whose lines fit the height (the last if none does)."""
        width, height = self.size
        if not width or not height:
            self._shown = self._choices[0]
            return self._lines_of(self._shown)
        for choice in self._choices:
            lines = self._lines_of(choice)
            if len(lines) <= height:
                break
        self._shown = choice
        return lines

    def render_line(self, y: int) -> Strip:
        """The line as Textual draws the wording (kept once per wording and width): each
        cell marked with where it stands in the wording, for text selection."""
        strips = wrapped_strips(self, self._shown.plain, "", self.size.width)
        if self.text_selection is not None or not self.size or not 0 <= y < len(strips):
            return super().render_line(y)
        return strips[y]

    def render(self) -> Content:
        """Textual's own drawing of the wording on show (a selection, a line too wide)."""
        return self._shown

    def show(self, *choices: Content, **attributes: Any) -> None:
        """Show the first of these wordings that fits (and set any plain `attributes`, as
        DrawnLines.show does), repainting only the cells that changed."""
        if any(choice.spans for choice in choices):
            raise ValueError("ChangedText draws plain wordings (tui.text.literal)")
        if choices and choices != self._choices:
            self._choices = choices
            self.redraw()
        super().show(**attributes)
