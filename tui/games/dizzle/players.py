"""Everyone at the table: total so far, whose action it is, who passed, who won.

Like the shared `Scoreboard`, but it fits its width: beside a 12-column sheet the
panel has under 20 columns, so names are cut to fit rather than pushing the totals
onto a line of their own.
"""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from tui.games.dizzle.repaint import ChangedLines


class DizzlePlayers(ChangedLines, Widget):
    """Rows of (name, total, passed); ▶ marks `current`, ★ the winners, `-` a player who passed."""

    overflow = "ellipsis"
    #: each change repaints only the cells it changed (repaint.py)
    rows: reactive[tuple[tuple[str, int, bool], ...]] = reactive((), repaint=False)
    current: reactive[int | None] = reactive(None, repaint=False)
    winners: reactive[frozenset[int]] = reactive(frozenset(), repaint=False)
    footer: reactive[str] = reactive("", repaint=False)

    def watch_rows(self) -> None:
        self.redraw()

    def watch_current(self) -> None:
        self.redraw()

    def watch_winners(self) -> None:
        self.redraw()

    def watch_footer(self) -> None:
        self.redraw()

    def draw_lines(self) -> list[Text]:
        width = max(self.content_region.width, 10)
        lines = []
        for seat, (name, total, passed) in enumerate(self.rows):
            mark = "★" if seat in self.winners else "▶" if seat == self.current else "-" if passed else " "
            room = width - 7
            label = name if len(name) <= room else name[: room - 1] + "…"
            lines.append(Text(f"{mark} {label:<{room}}{total:>5}", style="bold" if seat == self.current else ""))
        if self.footer:
            lines.append(Text(self.footer, style="dim"))
        return lines

    def get_content_height(self, container, viewport, width: int) -> int:
        return len(self.rows) + int(bool(self.footer))
