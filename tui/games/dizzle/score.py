"""One sheet's live score, by the rulebook's categories, then the total.

Only the categories the level has are listed (the screen passes them in from
`core.dizzle.score_breakdown`), so a player sees what this sheet can still score.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from tui.games.dizzle.repaint import ChangedLines


class DizzleScore(ChangedLines, Widget):
    """Rows of (category, points), a rule, and the sum; `note` adds one dim line under it."""

    COMPONENT_CLASSES = {"dizzle-score--total", "dizzle-score--note"}
    overflow = "ellipsis"

    #: each change repaints only the cells it changed (repaint.py)
    rows: reactive[tuple[tuple[str, int], ...]] = reactive((), repaint=False)
    note: reactive[str] = reactive("", repaint=False)

    def watch_rows(self) -> None:
        self.redraw()

    def watch_note(self) -> None:
        self.redraw()

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"dizzle-score--{name}", partial=True, default=Style())

    def draw_lines(self) -> list[Text]:
        width = max(self.content_region.width, 12)
        lines = [Text(f"{name:<{width - 4}}{points:>4}") for name, points in self.rows]
        total = sum(points for _, points in self.rows)
        lines.append(Text(f"{'total':<{width - 4}}{total:>4}", style=self._style("total")))
        if self.note:
            lines.append(Text(self.note, style=self._style("note")))
        return lines

    def get_content_height(self, container, viewport, width: int) -> int:
        return len(self.rows) + 1 + int(bool(self.note))
