"""Everyone at the table: total so far, whose action it is, who passed, who won.

Like the shared `Scoreboard`, but it fits its width: beside a 12-column sheet the
panel has under 20 columns, so names are cut to fit rather than pushing the totals
onto a line of their own. The footer (who started the turn) wraps instead: there the
name is the news.
"""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size
from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget

from tui.games.dizzle.repaint import FittedBorder
from tui.widgets.drawn_lines import DrawnLines, Line


class DizzlePlayers(FittedBorder, DrawnLines, Widget):
    """Rows of (name, total, passed); ▶ marks `current`, ★ the winners, `-` a player who passed."""

    #: set through `show`: each change repaints only the cells it changed
    rows: tuple[tuple[str, int, bool], ...] = ()
    current: int | None = None
    winners: frozenset[int] = frozenset()
    footer = ""

    def draw(self) -> list[Line]:
        width = max(self.content_region.width, 10)
        lines: list[Line] = []
        for seat, (name, total, passed) in enumerate(self.rows):
            mark = "★" if seat in self.winners else "▶" if seat == self.current else "-" if passed else " "
            number = str(total)
            room = width - 3 - len(number)  # the mark, a space, the name, a space, the total
            label = name if cell_len(name) <= room else set_cell_size(name, room - 1) + "…"
            gap = " " * (width - 2 - cell_len(label) - len(number))
            lines.append(((f"{mark} {label}{gap}{number}", ("=bold",) if seat == self.current else ()),))
        lines.extend(((line, ("=dim",)),) for line in self._footer_lines(self.content_region.width))
        return lines

    def _footer_lines(self, width: int) -> list[str]:
        """The footer wrapped at the panel's width: a long name needs a second line."""
        if not self.footer:
            return []
        return [line.plain for line in Content(self.footer).wrap(max(width, 10))]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.rows) + len(self._footer_lines(width))
