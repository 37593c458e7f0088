"""One sheet's live score, by the rulebook's categories, then the total.

Only the categories the level has are listed (the screen passes them in from
`core.dizzle.score_breakdown`), so a player sees what this sheet can still score.
Two to a line, down one column and then the next, with the total last: level 4 has
seven categories, and one to a line left the log beside a four-player table three
lines to follow three bots. A panel too narrow for two lists them one to a line.
"""

from __future__ import annotations

from textual.geometry import Size
from textual.widget import Widget

from core.lang import _
from tui.games.dizzle.repaint import FittedBorder
from tui.widgets.drawn_lines import DrawnLines, Line, Piece

#: the narrowest panel that lists two categories to a line (beside a 12-column sheet)
#: the most columns one label and its points take (200 columns: never 60 apart)
WIDEST = 24
TWO_COLUMNS = 17


class DizzleScore(FittedBorder, DrawnLines, Widget):
    """Rows of (category, points), then the sum."""

    COMPONENT_CLASSES = {"dizzle-score--total"}

    #: set through `show`: each change repaints only the cells it changed
    rows: tuple[tuple[str, int], ...] = ()

    def _columns(self, width: int) -> int:
        """One column beside a wide sheet, two at 80x24, up to four on a wide screen, where
        each stays `WIDEST` columns at most: a label and its points never drift apart."""
        if width < TWO_COLUMNS:
            return 1
        return min(4, max(2, (width + 1) // (WIDEST + 1)))

    def draw(self) -> list[Line]:
        width = max(self.content_region.width, 12)
        total = sum(points for _, points in self.rows)
        items = [*self.rows, (_("total"), total)]
        columns = self._columns(width)
        height = -(-len(items) // columns)
        first = (width - (columns - 1)) // columns
        cells = [first] * (columns - 1) + [width - (columns - 1) - first * (columns - 1)]
        cells = [min(cell, WIDEST) for cell in cells]
        lines: list[Line] = []
        for y in range(height):
            line: list[Piece] = []
            for column, cell in enumerate(cells):
                index = column * height + y
                if index >= len(items):
                    break
                name, points = items[index]
                number = str(points)
                label = name[: cell - len(number) - 1]  # a panel beside a 12-column sheet: "puzzle 3"
                if column:
                    line.append((" ", ()))
                style = ("dizzle-score--total",) if index == len(items) - 1 else ()
                line.append((f"{label}{' ' * (cell - len(label) - len(number))}{number}", style))
            lines.append(tuple(line))
        return lines

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return -(-(len(self.rows) + 1) // self._columns(width))
