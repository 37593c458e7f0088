"""One sheet's live score, by the rulebook's categories, then the total.

Only the categories the level has are listed (the screen passes them in from
`core.dizzle.score_breakdown`), so a player sees what this sheet can still score.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget


class DizzleScore(Widget):
    """Rows of (category, points), a rule, and the sum; `note` adds one dim line under it."""

    COMPONENT_CLASSES = {"dizzle-score--total", "dizzle-score--note"}

    rows: reactive[tuple[tuple[str, int], ...]] = reactive((), layout=True)
    note: reactive[str] = reactive("", layout=True)

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"dizzle-score--{name}", partial=True, default=Style())

    def render(self) -> Text:
        width = max(self.content_region.width, 12)
        text = Text(no_wrap=True, overflow="ellipsis")
        for name, points in self.rows:
            text.append(f"{name:<{width - 4}}{points:>4}\n")
        total = sum(points for _, points in self.rows)
        text.append(f"{'total':<{width - 4}}{total:>4}", style=self._style("total"))
        if self.note:
            text.append("\n" + self.note, style=self._style("note"))
        return text

    def get_content_height(self, container, viewport, width: int) -> int:  # noqa: D102
        return len(self.rows) + 1 + int(bool(self.note))
