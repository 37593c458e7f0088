"""Choose a campaign: every campaign with its progress, stars, score and when it was last played.

Damaged campaigns are listed with their reason and cannot be opened (nor are they
ever written); one open in another dice-tui says so. Dismisses with the chosen
campaign's path, "new", or None.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static

from core.lang import N_, _, ngettext, number
from saves.errors import reason
from tui.i18n.formats import when_full
from tui.services import services
from tui.text import literal, one_line
from tui.widgets.key_bar import KeyBar


class ChooseCampaignScreen(Screen[object]):
    CSS_PATH = "campaign.tcss"
    BINDINGS = [
        Binding("enter", "open", N_("Open"), priority=True),
        Binding("n", "new", N_("New campaign")),
        Binding("escape", "back", N_("Back")),
    ]

    def __init__(self, current: Path | None = None) -> None:
        super().__init__()
        self.current = current
        self.infos: list[Any] = []

    def compose(self) -> ComposeResult:
        yield Static(_("Campaigns"), classes="screen-title")
        yield DataTable(id="campaigns", cursor_type="row", zebra_stripes=True)
        yield Static("", id="campaigns-status", classes="status-line")
        yield KeyBar()

    def on_mount(self) -> None:
        from saves.campaign_list import list_campaigns

        table = self.query_one("#campaigns", DataTable)
        table.add_columns(_("Name"), _("Progress"), _("Stars"), _("Score"), _("Last played"), _("State"))
        try:
            self.infos = list_campaigns(services(self).save_root)
        except OSError as error:
            self._status(_("Cannot read {folder}: {why}").format(
                folder=services(self).save_root, why=reason(error)))
            return
        for info in self.infos:
            if info.status == "damaged":
                state = _("✗ damaged")
            elif info.path == self.current:
                state = _("◆ shown now")
            elif info.in_use:
                state = _("open elsewhere")
            else:
                state = _("✓ complete") if info.status == "complete" else _("▶ unfinished")
            damaged = info.status == "damaged"
            progress = "-" if damaged else info.progress
            stars = "-" if damaged else _("{stars} of {most}").format(stars=info.stars, most=info.max_stars)
            when = _date(info.updated)
            table.add_row(
                literal(_cut(one_line(info.name), 24)), literal(one_line(progress)), stars,
                "-" if damaged else number(info.score), when, state,
            )
        self._status(
            ngettext("{count} campaign · n starts a new one", "{count} campaigns · n starts a new one",
                     len(self.infos)).format(
                         count=len(self.infos)) if self.infos else _("No campaign yet: n starts one.")
        )
        table.focus()

    def _status(self, text: str) -> None:
        self.query_one("#campaigns-status", Static).update(literal(text))

    def _current(self) -> Any:
        row = self.query_one("#campaigns", DataTable).cursor_row
        return self.infos[row] if self.infos and row is not None and row < len(self.infos) else None

    @on(DataTable.RowHighlighted)
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        info = self._current()
        if info is not None and info.status == "damaged":
            self._status(_("Damaged: {why}. It is kept as it is.").format(why=one_line(info.reason)))
        elif info is not None:
            self._status(_("{name}: Enter opens it · n starts a new campaign").format(name=one_line(info.name)))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "open":
            return self._current() is not None
        return True

    def action_open(self) -> None:
        info = self._current()
        if info is None:
            return
        if info.status == "damaged":
            self.notify(_("{name} is damaged: {why}").format(name=one_line(info.name), why=one_line(info.reason)),
                        severity="error")
            return
        self.dismiss(info.path)

    def action_new(self) -> None:
        self.dismiss("new")

    def action_back(self) -> None:
        self.dismiss(None)


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _date(moment: Any) -> str:
    """'2026-11-25 22:53', or as the player's language writes a date ('25/11/2026 22:53')."""

    return when_full(moment)
