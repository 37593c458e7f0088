"""Load game: every save with its game, players, progress and when it was last played.

Damaged saves are listed with their reason and never opened or overwritten; deleting
asks first.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static

from tui.screens.confirm import ConfirmScreen
from tui.services import services
from tui.text import literal, one_line
from tui.widgets.key_bar import KeyBar


class LoadScreen(Screen[None]):
    BINDINGS = [
        Binding("enter", "open", "Open", priority=True),
        Binding("d,delete", "delete", "Delete"),
        Binding("escape,q", "app.pop_screen", "Back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.infos: list[Any] = []

    def compose(self) -> ComposeResult:
        yield Static("Load game", classes="screen-title")
        yield DataTable(id="saves", cursor_type="row", zebra_stripes=True)
        yield Static("Reading saves…", id="load-status", classes="status-line")
        yield KeyBar()

    def on_mount(self) -> None:
        if not self.is_attached:
            return  # opened in the instant the player quit (n, then Quit): the app is closing
        table = self.query_one("#saves", DataTable)
        for label, width in (("Game", 10), ("Players", 17), ("Progress", 20), ("Last played", 11), ("State", 12)):
            table.add_column(label, width=width)
        self.reload()

    def on_screen_resume(self) -> None:
        self.reload()

    @work(thread=True, exclusive=True, group="load")
    def reload(self) -> None:
        from saves.store import list_saves

        try:
            infos = list_saves(services(self).save_root)
        except OSError as error:
            self.app.call_from_thread(self._status, f"Cannot read {services(self).save_root}: {error.strerror}")
            return
        self.app.call_from_thread(self._show, infos)

    def _show(self, infos: list[Any]) -> None:
        self.infos = infos
        table = self.query_one("#saves", DataTable)
        table.clear()
        for info in infos:
            when = _when(info.updated)
            if info.status == "damaged":
                state = "✗ damaged"
            elif info.status == "altered":
                state = "⚠ read-only"
            elif info.in_use:
                state = "● in use"
            else:
                state = "▶ unfinished" if info.status == "unfinished" else "✓ finished"
            players = ", ".join(info.players) if info.players else "?"
            if info.status == "damaged" and not info.players:
                players = one_line(info.path.name)  # listed apart: the file is all there is to name it by
            progress = one_line(info.reason if info.status in ("damaged", "altered") else info.progress)
            cells = (_cut(info.title or info.game or "?", 10), _cut(players, 17), _cut(progress or "", 20), when, state)
            table.add_row(*map(literal, cells), key=str(info.path))
        self._status(
            f"{len(infos)} saves in {one_line(services(self).save_root)}" if infos
            else f"No saved games yet in {one_line(services(self).save_root)}"
        )
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
            at = f" (event {info.event_index})" if info.event_index else ""
            self._status(Text(f"{one_line(info.path.name)}, damaged{at}: {one_line(info.reason)}. "
                              "It is kept as it is; you may delete it."))
        elif info is not None and info.status == "altered":
            self._status(Text(f"{one_line(info.name)}, {one_line(info.reason)}. "
                              "It opens read-only and counts in no record."))
        elif info is not None and info.in_use:
            self._status(Text(f"{one_line(info.name)}: {one_line(info.progress)}. "
                              "It is open in another dice-tui right now."))
        elif info is not None:
            self._status(Text(f"{one_line(info.name)}: {one_line(info.progress)}"))
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "open":
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
            self.notify(f"{one_line(info.name)} is damaged: {one_line(info.reason)}", severity="error")
            return
        open_save(self.app, info.path)

    def action_delete(self) -> None:
        info = self._current()
        if info is None:
            return

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            from saves.store import delete_save

            try:
                delete_save(info.path)
            except OSError as error:
                self.notify(f"Could not delete: {error.strerror or error}", severity="error")
            self.reload()

        label = one_line(f"{info.title or info.game} — {', '.join(info.players) or info.name}")
        self.app.push_screen(
            ConfirmScreen(f"Delete this save?\n\n{label}\n\nThis cannot be undone.", yes="Delete", no="Keep"), answered
        )


def _when(moment: datetime | None) -> str:
    """'11-25 22:53' this year, '2025-11-25' before: the column fits 80 columns."""
    if moment is None:
        return "?"
    return moment.strftime("%m-%d %H:%M" if moment.year == datetime.now().year else "%Y-%m-%d")


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"
