"""The Statistics screen: each game's players, their scores as a plot, and the game's own counts.

Opened from the menu. The saves are counted in a worker (saves.statistics, the same
numbers as `dice-tui stats --json`), so the screen shows at once and fills when they are
in. One game at a time, ← → to change game; the page scrolls with ↑ ↓ PageUp PageDown.
The plots are plotext's (textual-plotext), drawn in the terminal: bars of █, or # in
ASCII mode; with NO_COLOR the bars stay bars.
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
            yield Static("", id="stats-own", markup=False)
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
        for old in page.query(".stats-plot"):
            old.remove()
        table = self.query_one("#stats-table", Static)
        if not stats.played:
            table.update(literal(words.heading(stats) + "\n\n" + _("No finished game yet: play one to the end.")))
            self.query_one("#stats-own", Static).update("")
        else:
            table.update(literal("\n".join([words.heading(stats), "", *_table([words.headers(), *words.rows(stats)])])))
            plots = [(_("Scores"), words.score_bins(stats))]
            plots += words.own_counts(stats)
            page.mount_all([_plot(label, values) for label, values in plots if values], before="#stats-campaigns")
            self.query_one("#stats-own", Static).update("")
        self.query_one("#stats-campaigns", Static).update(literal(self._campaigns()))

    def _campaigns(self) -> str:
        game = self.games[self.index]
        lines = []
        for campaign in self.found.campaigns:
            stages = [f"{n}:{stars}★" for n, (stars, stage_game) in enumerate(zip(campaign.stars, campaign.games), 1)
                      if stage_game == game]  # fmt: skip
            if stages:
                lines.append(_("Campaign {name}, stars per stage of this game: {stages}").format(
                    name=campaign.name, stages="  ".join(stages)))
        return "\n".join(lines)


def _table(table: list[list[str]]) -> list[str]:
    widths = [max(len(cells[i]) for cells in table) for i in range(len(table[0]))]
    widths[0] = min(widths[0], 24)
    lines = []
    for cells in table:
        name = cells[0] if len(cells[0]) <= widths[0] else cells[0][: widths[0] - 1] + "…"
        lines.append(name.ljust(widths[0]) + "  " + "  ".join(c.rjust(w) for c, w in zip(cells[1:], widths[1:])))
    return lines


def _plot(label: str, values: list[tuple[str, int]]) -> Any:
    """A bar chart of `values`, titled `label` (textual-plotext is loaded only here)."""
    from textual_plotext import PlotextPlot

    plot = PlotextPlot(classes="stats-plot")
    plt = plot.plt
    marker = "#" if os.environ.get("DICE_TUI_ASCII") else None
    plt.bar([name for name, _count in values], [count for _name, count in values], marker=marker)
    plt.title(label)
    most = max((count for _name, count in values), default=0)
    step = max(1, -(-most // 3))  # at most four whole-number ticks: games are counted, never halved
    plt.yticks(list(range(0, most + step, step)))
    return plot
