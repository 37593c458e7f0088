"""Everyone at the table: total so far, whose action it is, who passed, who won.

Like the shared `Scoreboard`, but it fits its width: beside a 12-column sheet the
panel has under 20 columns, so names are cut to fit rather than pushing the totals
onto a line of their own.
"""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget


class DizzlePlayers(Widget):
    """Rows of (name, total, passed); ▶ marks `current`, ★ the winners, `-` a player who passed."""

    rows: reactive[tuple[tuple[str, int, bool], ...]] = reactive((), layout=True)
    current: reactive[int | None] = reactive(None)
    winners: reactive[frozenset[int]] = reactive(frozenset())
    footer: reactive[str] = reactive("", layout=True)

    def render(self) -> Text:
        width = max(self.content_region.width, 10)
        text = Text(no_wrap=True, overflow="ellipsis")
        for seat, (name, total, passed) in enumerate(self.rows):
            mark = "★" if seat in self.winners else "▶" if seat == self.current else "-" if passed else " "
            room = width - 7
            label = name if len(name) <= room else name[: room - 1] + "…"
            text.append(f"{mark} {label:<{room}}{total:>5}\n", style="bold" if seat == self.current else "")
        if self.footer:
            text.append(self.footer, style="dim")
        else:
            text.rstrip()
        return text

    def get_content_height(self, container, viewport, width: int) -> int:  # noqa: D102
        return len(self.rows) + int(bool(self.footer))
