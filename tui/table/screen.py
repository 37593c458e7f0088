"""The menu's Shared tables: the open tables this user may join or watch, and a form to
open one (the New game form, whose human seats are login names on this host)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static

from tui.screens.new_game import NewGameScreen
from tui.services import services
from tui.text import literal
from tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from tui.table.net.client import TableClient


class TablesScreen(Screen[None]):
    BINDINGS = [
        Binding("enter", "sit", "Join / watch", priority=True),
        Binding("w", "watch", "Watch"),
        Binding("n", "new", "New table"),
        Binding("escape,q", "app.pop_screen", "Back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Any] = []

    def compose(self) -> ComposeResult:
        yield Static("Shared tables", classes="screen-title")
        yield DataTable(id="tables", cursor_type="row", zebra_stripes=True)
        yield Static("Looking for tables…", id="tables-status", classes="status-line")
        yield KeyBar()

    def on_mount(self) -> None:
        table = self.query_one("#tables", DataTable)
        for label, width in (("Table", 12), ("Game", 11), ("Seats (* here)", 26), ("State", 20)):
            table.add_column(label, width=width)
        self.reload()

    def on_screen_resume(self) -> None:
        self.reload()

    @work(thread=True, exclusive=True, group="tables")
    def reload(self) -> None:
        # the rendezvous folder's models (pydantic) load in this thread, not the screen's
        from tui.table.listing import visible_rows

        try:
            rows = [row for row in visible_rows() if row.info is not None and not row.info.over]
        except OSError as error:
            self.app.call_from_thread(self._status, str(error))
            return
        self.app.call_from_thread(self._show, rows)

    def _show(self, rows: list[Any]) -> None:
        from tui.table.listing import row_state, seats_text  # loaded by reload already

        self.rows = rows
        table = self.query_one("#tables", DataTable)
        table.clear()
        for row in rows:
            cells = (row.name, row.info.title, seats_text(row.info), row_state(row))
            table.add_row(*(literal(_cut(cell, width)) for cell, width in zip(cells, (12, 11, 26, 20))), key=row.name)
        self._status(
            f"{len(rows)} open: Enter joins your seat (or watches), w watches, n opens a new table."
            if rows else "No open tables you may join or watch. n opens one."
        )  # fmt: skip
        self.refresh_bindings()
        table.focus()

    def _status(self, text: str) -> None:
        self.query_one("#tables-status", Static).update(literal(text))

    def _current(self) -> Any:
        table = self.query_one("#tables", DataTable)
        if not self.rows or table.cursor_row is None or table.cursor_row >= len(self.rows):
            return None
        return self.rows[table.cursor_row]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("sit", "watch"):
            row = self._current()
            return row is not None and row.running
        return True

    def action_sit(self) -> None:
        from tui.table.net.peers import my_name

        row = self._current()
        if row is not None:
            seated = any(seat.bot is None and seat.name == my_name() for seat in row.info.seats)
            self._sit(row, "join" if seated and row.info.host != my_name() else "watch")

    def action_watch(self) -> None:
        row = self._current()
        if row is not None:
            self._sit(row, "watch")

    @work(thread=True, exclusive=True, group="sit")
    def _sit(self, row: Any, role: str) -> None:
        """Reaching the host waits on it (a stopped one for seconds): not on the screen's loop."""
        from tui.table.net.client import TableClient, TableError
        from tui.table.net.peers import claimed_name

        try:
            client = TableClient(row.folder, role, claimed_name())
        except TableError as error:
            self.app.call_from_thread(self.notify, str(error), severity="error")
            return
        self.app.call_from_thread(self._seated, client)

    def _seated(self, client: TableClient) -> None:
        if self.is_current:
            services(self).open_session(client)
        else:  # the player left the list meanwhile
            client.close()

    def action_new(self) -> None:
        self.app.push_screen(NewTableScreen())


class NewTableScreen(NewGameScreen):
    """New game, for a shared table: the same form; human seats are login names."""

    def on_mount(self) -> None:
        self.query_one(".screen-title", Static).update("New shared table (human players are login names)")

    def _create(self, setup: Any) -> None:
        from tui.table.opening import TableRefused, open_table

        try:
            table = open_table(services(self).save_root, self.game, setup)
        except TableRefused as error:
            self.notify(str(error).capitalize(), severity="error")
            return
        except OSError as error:
            self.notify(f"Cannot open a table: {error.strerror or error}", severity="error")
            return
        self.app.pop_screen()
        self.notify(f"Table {table.name} is open: the others join with `dice-tui table join {table.name}`.", timeout=8)
        services(self).open_session(table)


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"
