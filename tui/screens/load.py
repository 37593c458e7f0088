"""Load game: every save with its game, players, progress and when it was last played.

Damaged saves are listed with their reason and never opened or overwritten; deleting
asks first.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static

from core.lang import N_, N_p, _, ngettext, pgettext
from saves.errors import reason
from tui.i18n.formats import when
from tui.screens.confirm import ConfirmScreen
from tui.services import services
from tui.text import literal, one_line
from tui.widgets.key_bar import KeyBar


class LoadScreen(Screen[None]):
    BINDINGS = [
        Binding("enter", "open", N_("Open"), priority=True),
        Binding("r", "replay", N_p("watch a save again", "Replay")),
        Binding("d,delete", "delete", N_("Delete")),
        Binding("escape,q", "app.pop_screen", N_("Back")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.infos: list[Any] = []
        self._progress_width = 20  # the Progress column: what the State column leaves it
        self._players_width = 17

    def compose(self) -> ComposeResult:
        yield Static(_("Load game"), classes="screen-title")
        yield DataTable(id="saves", cursor_type="row", zebra_stripes=True)
        yield Static(_("Reading saves…"), id="load-status", classes="status-line")
        yield KeyBar()

    def on_mount(self) -> None:
        if not self.is_attached:
            return  # opened in the instant the player quit (n, then Quit): the app is closing
        self._columns()
        self.reload()

    def _columns(self) -> None:
        """The table's columns for the terminal's width: at 80 columns as designed; a wider
        terminal gives its extra columns to Players and Progress (cut less, or not at all)."""
        table = self.query_one("#saves", DataTable)
        state = max(12, *(cell_len(word) for word in _states()))  # a longer language takes it from Progress
        extra = min(max(self.app.size.width - 80, 0), 80)
        self._players_width = 17 + extra * 2 // 5
        self._progress_width = 32 - state + extra - extra * 2 // 5
        columns = ((_("Game"), 10), (_("Players"), self._players_width), (_("Progress"), self._progress_width),
                   (_("Last played"), 11), (_("State"), state))
        table.clear(columns=True)
        for label, width in columns:
            table.add_column(label, width=width)

    def on_resize(self) -> None:
        """The terminal resized: the columns follow its width (the rows are made again)."""
        tables = self.query("#saves").results(DataTable)
        table = next(tables, None)
        if table is None or not table.columns:
            return  # not mounted yet: on_mount makes the columns
        if 17 + min(max(self.app.size.width - 80, 0), 80) * 2 // 5 != self._players_width:
            self._columns()
            if self.infos:
                self._show(self.infos)

    def on_screen_resume(self) -> None:
        self.reload()

    @work(thread=True, exclusive=True, group="load")
    def reload(self) -> None:
        from saves.listing import list_saves

        try:
            infos = list_saves(services(self).save_root)
        except OSError as error:
            said = _("Cannot read {folder}: {why}").format(folder=services(self).save_root, why=reason(error))
            self.app.call_from_thread(self._status, said)
            return
        self.app.call_from_thread(self._show, infos)

    def _show(self, infos: list[Any]) -> None:
        self.infos = infos
        table = self.query_one("#saves", DataTable)
        table.clear()
        for info in infos:
            when = _when(info.updated)
            if info.status == "damaged":
                state = _("✗ damaged")
            elif info.status == "altered":
                state = _("⚠ read-only")
            elif info.in_use:
                state = _("● in use")
            else:
                state = _("▶ unfinished") if info.status == "unfinished" else _("✓ finished")
            players = ", ".join(info.players) if info.players else "?"
            if info.status == "damaged" and not info.players:
                players = one_line(info.path.name)  # listed apart: the file is all there is to name it by
            progress = one_line(info.reason if info.status in ("damaged", "altered") else info.progress)
            cells = (_cut(info.title or info.game or "?", 10), _cut(players, self._players_width),
                     _cut(progress or "", self._progress_width), when, state)
            table.add_row(*map(literal, cells), key=str(info.path))
        folder = one_line(services(self).save_root)
        if infos:
            self._status(ngettext("{count} save in {folder}", "{count} saves in {folder}", len(infos)).format(
                count=len(infos), folder=folder))
        else:
            self._status(_("No saved games yet in {folder}").format(folder=folder))
        self.refresh_bindings()
        table.focus()

    def _status(self, text: str | Text) -> None:
        self.query_one("#load-status", Static).update(literal(str(text)))  # names and reasons from files

    def _current(self) -> Any:
        table = self.query_one("#saves", DataTable)
        if not self.infos or table.cursor_row is None or table.cursor_row >= len(self.infos):
            return None
        return self.infos[table.cursor_row]

    @on(DataTable.RowHighlighted)
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        info = self._current()
        if info is not None and info.status == "damaged":
            name, why = one_line(info.path.name), one_line(info.reason)
            if info.event_index:
                said = _("{name}, damaged (event {event}): {why}. It is kept as it is; you may delete it.")
            else:
                said = _("{name}, damaged: {why}. It is kept as it is; you may delete it.")
            self._status(Text(said.format(name=name, event=info.event_index, why=why)))
        elif info is not None and info.status == "altered":
            said = _("{name}, {why}. It opens read-only and counts in no record.")
            self._status(Text(said.format(name=one_line(info.name), why=one_line(info.reason))))
        elif info is not None and info.in_use:
            said = _("{name}: {progress}. It is open in another dice-tui right now.")
            self._status(Text(said.format(name=one_line(info.name), progress=one_line(info.progress))))
        elif info is not None:
            self._status(Text(f"{one_line(info.name)}: {one_line(info.progress)}"))
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("open", "replay"):
            info = self._current()
            return info is not None and info.status != "damaged"
        if action == "delete":
            return self._current() is not None
        return True

    def action_open(self) -> None:
        from tui.screens.opening import open_save

        info = self._current()
        if info is None:
            return
        if info.status == "damaged":
            self.notify(_("{name} is damaged: {why}").format(name=one_line(info.name), why=one_line(info.reason)),
                        severity="error")
            return
        open_save(self.app, info.path)

    def action_replay(self) -> None:
        from tui.screens.opening import replay_save

        info = self._current()
        if info is not None and info.status != "damaged":
            replay_save(self.app, info.path)

    def action_delete(self) -> None:
        info = self._current()
        if info is None:
            return

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            from saves.save_files import delete_save

            try:
                delete_save(info.path)
            except OSError as error:
                self.notify(_("Could not delete: {why}").format(why=reason(error)), severity="error")
            self.reload()

        label = one_line(f"{info.title or info.game} — {', '.join(info.players) or info.name}")
        self.app.push_screen(
            ConfirmScreen(_("Delete this save?\n\n{label}\n\nThis cannot be undone.").format(label=label),
                          yes=_("Delete"), no=pgettext("a file", "Keep")), answered
        )


def _states() -> tuple[str, ...]:
    """Every State cell, in the player's language (the column is as wide as the longest)."""
    return (_("✗ damaged"), _("⚠ read-only"), _("● in use"), _("▶ unfinished"), _("✓ finished"))


def _when(moment: datetime | None) -> str:
    """'11-25 22:53' this year, '2025-11-25' before: the column fits 80 columns. Each
    language writes them in its own order (its catalogue's pattern: '25/11 22:53')."""
    if moment is None:
        return "?"

    return when(moment, this_year=moment.year == datetime.now().year)


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"
