"""Every player's total, whose turn it is, and the target: the table's running tally."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from core.lang import _
from tui.text import pad, short
from tui.widgets.drawn_lines import DrawnLines, Line
from tui.widgets.fits_lines import FitsItsLines
from tui.widgets.wrapped_words import wrapped_lines

NAME = 17  # columns for a name: the panel holds 24, with the mark and a 4-digit total


def _label(name: str, bot: bool) -> str:
    """The name, cut with … if it is too long; a bot's keeps its "(bot)" in view."""
    if not bot or "bot" in name.lower():
        return short(name, NAME)
    # i18n: a bot's name in the tally of totals
    template = _("{name} (bot)")
    return template.format(name=short(name, NAME - cell_len(template.format(name=""))))


class Scoreboard(FitsItsLines, DrawnLines, Widget):
    """Rows of (name, total, is bot); the current seat is marked with ▶, winners with ★."""

    #: set together through `show`: a new turn repaints the two rows whose mark moved, not
    #: the whole tally (tui.widgets.drawn_lines); the screen is laid out again only when the
    #: lines change (a new round may wrap the footer onto two lines): tui.widgets.fits_lines
    rows: tuple[tuple[str, int, bool], ...] = ()
    current: int | None = None
    winners: frozenset[int] = frozenset()
    footer = ""
    layout_on_new_height = False  # `_fit` asks, when the lines need another height

    def shown_changed(self) -> None:
        self._fit()
        self.redraw()

    def draw(self) -> list[Line]:
        lines: list[Line] = []
        for seat, (name, total, bot) in enumerate(self.rows):
            mark = "★" if seat in self.winners else "▶" if seat == self.current else " "
            style: tuple[str, ...] = ("=bold",) if seat == self.current else ()
            lines.append(((f"{mark} {pad(_label(name, bot), NAME)}{total:>4}", style),))
        if self.footer:
            lines += wrapped_lines(self, self.footer, "dim", self.content_size.width)
        return lines

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """A row per player, and the footer's lines as wrapped at this width (in a longer
        language "target 60 · round 3" may take two)."""
        footer = len(Text(self.footer).wrap(self.app.console, max(width, 1))) if self.footer else 0
        return len(self.rows) + footer
