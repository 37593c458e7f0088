"""The Statistics screen: each game's players, their scores as a plot, and the game's own counts.

Opened from the menu. The saves are counted in a worker (saves.statistics, the same
numbers as `dice-tui stats --json`), so the screen shows at once and fills when they are
in. One game at a time, ← → to change game; the page scrolls with ↑ ↓ PageUp PageDown.
The plots are rows of █ (# in ASCII mode), one a bar, labelled: each player's scores
in each mode (people first, then bots), then the game's own counts.
"""

from __future__ import annotations

import os
from typing import Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from core.games import GAMES, title
from core.lang import N_, _
from saves.statistics import statistics
from tui.services import services
from tui.statistics import words
from tui.text import literal
from tui.widgets.key_bar import KeyBar


class StatisticsScreen(Screen[None]):
    """Statistics from the saves: one game at a time."""

    CSS_PATH = "statistics.tcss"
    BINDINGS = [
        Binding("escape,q", "app.pop_screen", N_("Back")),
        Binding("left,h", "game(-1)", N_("Previous game"), key_display="←"),
        Binding("right,l", "game(1)", N_("Next game"), key_display="→"),
        Binding("down,j", "scroll('down')", N_("Scroll"), key_display="↓↑"),
        Binding("up,k", "scroll('up')", N_("Up"), show=False),
        Binding("pagedown,space", "scroll('page_down')", N_("Page"), key_display="PgDn"),
        Binding("pageup", "scroll('page_up')", N_("Page up"), show=False),
        Binding("home", "scroll('home')", N_("Top"), show=False),
        Binding("end", "scroll('end')", N_("End"), show=False),
    ]

    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        self.games = list(GAMES)
        self.index = self.games.index(game) if game in self.games else 0
        self.found: Any = None  # saves.statistics.Statistics, once counted

    def compose(self) -> ComposeResult:
        yield Static("", id="stats-title", markup=False)
        with VerticalScroll(id="stats-page"):
            yield Static(_("Counting your finished games…"), id="stats-table", markup=False)
            yield Static("", id="stats-campaigns", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self._show_title()
        self.query_one("#stats-page").focus()
        self._count()

    @work(thread=True, exclusive=True)
    def _count(self) -> None:
        found = statistics(services(self).save_root)
        self.app.call_from_thread(self._counted, found)

    def _counted(self, found: Any) -> None:
        self.found = found
        self._show()

    def action_game(self, step: int) -> None:
        self.index = (self.index + step) % len(self.games)
        self._show_title()
        if self.found is not None:
            self._show()
        self.query_one("#stats-page", VerticalScroll).scroll_home(animate=False)

    def action_scroll(self, how: str) -> None:
        page = self.query_one("#stats-page", VerticalScroll)
        {"down": page.scroll_down, "up": page.scroll_up, "page_down": page.scroll_page_down,
         "page_up": page.scroll_page_up, "home": page.scroll_home, "end": page.scroll_end}[how](animate=False)

    def _show_title(self) -> None:
        names = "  ".join(f"[{title(game)}]" if n == self.index else title(game) for n, game in enumerate(self.games))
        self.query_one("#stats-title", Static).update(literal(_("Statistics") + "  ·  " + names))

    def _show(self) -> None:
        stats = self.found.games[self.games[self.index]]
        page = self.query_one("#stats-page", VerticalScroll)
        for old in page.query(".stats-part"):
            old.remove()
        table = self.query_one("#stats-table", Static)
        if not stats.played:
            table.update(literal(words.heading(stats) + "\n\n" + _("No finished game yet: play one to the end.")))
        else:
            table.update(literal(words.heading(stats)))
            parts: list[Any] = []
            for mode in stats.in_order():
                lines = ["", words.mode_heading(mode), *_table([words.headers(mode), *words.rows(mode)])]
                parts.append(Static(literal("\n".join(lines)), classes="stats-part stats-mode", markup=False))
                parts += [_plot(label, values) for label, values in words.player_scores(mode)]
            parts += [_plot(label, values) for label, values in words.own_counts(stats) if values]
            page.mount_all(parts, before="#stats-campaigns")
        campaigns = words.campaign_lines(self.found, self.games[self.index])
        text = "\n".join([_("Campaigns"), *campaigns]) if campaigns else ""
        self.query_one("#stats-campaigns", Static).update(literal(text))


def _table(table: list[list[str]]) -> list[str]:
    widths = [max(len(cells[i]) for cells in table) for i in range(len(table[0]))]
    widths[0] = min(widths[0], 24)
    lines = []
    for cells in table:
        name = cells[0] if len(cells[0]) <= widths[0] else cells[0][: widths[0] - 1] + "…"
        lines.append(name.ljust(widths[0]) + "  " + "  ".join(c.rjust(w) for c, w in zip(cells[1:], widths[1:])))
    return lines


def _plot(label: str, values: list[tuple[str, int]]) -> Static:
    """A bar chart of `values`, titled `label`: one row a bar, as the CLI draws them, so a
    plot is as tall as its bars (plotext's frame and axes took 12 rows to say one number,
    and drew a zero as a full bar when the bars lay down)."""
    lines = [label, *words.bars(values, 76, bool(os.environ.get("DICE_TUI_ASCII")), "  ")]
    return Static(literal("\n".join(lines)), classes="stats-part stats-bars", markup=False)
