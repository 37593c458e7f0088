"""The menu's Shared tables: the open tables this user may join or watch, and a form to
open one (the New game form, whose human seats are login names on this host; under
`dice-tui serve`, accounts of the server, and instead of a group, whether every account
may watch: a Unix group means nothing to accounts, who all share the server's uid)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import DataTable, Input, Label, Select, Static

from core.lang import N_, _
from saves.tables.at import in_words
from saves.tables.net.vouch import EVERY_ACCOUNT, served
from tui.screens.new_game import NewGameScreen
from tui.services import services
from tui.text import literal, short
from tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from saves.tables.net.client import TableClient

#: the columns' widths: with a cell's padding they fit 80 columns
WIDTHS = (10, 9, 11, 19, 18)  # Host fits "Anfitrión"
#: seconds between looks at the tables while the list is shown
REFRESH = 2.0
#: the pause after a look is at least this many times as long as the look took
QUIET = 20
#: how long a look took is measured on this clock (a test slows a look without waiting)
CLOCK = time.monotonic


class TablesScreen(Screen[None]):
    BINDINGS = [
        Binding("enter", "sit", N_("Join / watch"), priority=True),
        Binding("w", "watch", N_("Watch")),
        Binding("n", "new", N_("New table")),
        Binding("escape,q", "app.pop_screen", N_("Back")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Any] = []
        self._shown: list[tuple[str, ...]] | None = None
        self._shown_status = ""
        self._reading = False
        self._next: Timer | None = None
        self._me = ""  # who this is, as the last look found (under serve the server's word: asked off the loop)

    def compose(self) -> ComposeResult:
        yield Static(_("Shared tables"), classes="screen-title")
        yield DataTable(id="tables", cursor_type="row", zebra_stripes=True)
        yield Static(_("Looking for tables…"), id="tables-status", classes="status-line")
        yield KeyBar()

    def on_mount(self) -> None:
        table = self.query_one("#tables", DataTable)
        for label, width in zip((_("Table"), _("Host"), _("Game"), _("Seats (* here)"), _("State")), WIDTHS):
            table.add_column(label, width=width)
        self.reload()

    def _refresh_if_shown(self) -> None:
        """REFRESH seconds after the last look ended, while this screen is the one shown:
        turns move on."""
        self._next = None
        if self.is_current:
            self.reload()

    def on_screen_resume(self) -> None:
        if self._next is None and not self._reading:
            self.reload()

    def reload(self) -> None:
        """Look at the tables in a thread; never two looks at once, and the next one only
        after a pause at least QUIET times as long as the look took (issue 32, item 3):
        a folder someone filled with junk slows the list, never the whole machine."""
        if self._reading:
            return
        self._reading = True
        self._read_tables()

    @work(thread=True, group="tables")
    def _read_tables(self) -> None:
        # the rendezvous folder's models (pydantic) load in this thread, not the screen's
        from saves.tables.listing import visible_rows
        from saves.tables.net.peers import my_name

        started = CLOCK()
        try:
            rows = [row for row in visible_rows() if row.info is not None and not row.info.over]
            me = my_name()
        except OSError as error:
            self.app.call_from_thread(self._looked, CLOCK() - started, self._status, str(error))
            return
        self.app.call_from_thread(self._looked, CLOCK() - started, self._show, rows, me)

    def _looked(self, took: float, then: Any, *args: Any) -> None:
        self._reading = False
        then(*args)
        if self._next is not None:
            self._next.stop()
        self._next = self.set_timer(max(REFRESH, QUIET * took), self._refresh_if_shown)

    def _show(self, rows: list[Any], me: str) -> None:
        from saves.tables.listing import host_of  # loaded by reload already
        from tui.table.listing import row_state, seats_text

        cells: list[tuple[str, ...]] = [
            (row.name, host_of(row), row.info.title, seats_text(row.info, row.running), row_state(row)) for row in rows
        ]
        status = _status_text(rows, me)
        self._me = me
        if cells == self._shown and status == self._shown_status:
            return  # a refresh that found nothing new redraws nothing
        self.rows, self._shown, self._shown_status = rows, cells, status
        table = self.query_one("#tables", DataTable)
        at = table.cursor_row
        table.clear()
        for row, line in zip(rows, cells):
            table.add_row(*(literal(short(cell, width)) for cell, width in zip(line, WIDTHS)), key=row.name)
        if rows:
            table.move_cursor(row=min(at or 0, len(rows) - 1))
        self._status(status)
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
        row, me = self._current(), self._me
        if row is not None:
            seated = any(seat.bot is None and seat.name == me for seat in row.info.seats)
            self._sit(row, "join" if seated and row.info.host != me else "watch")

    def action_watch(self) -> None:
        row = self._current()
        if row is not None:
            self._sit(row, "watch")

    @work(thread=True, exclusive=True, group="sit")
    def _sit(self, row: Any, role: str) -> None:
        """Reaching the host waits on it (a stopped one for seconds): not on the screen's loop."""
        from saves.tables.net.client import TableClient, TableError
        from saves.tables.net.peers import claimed_name

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
    """New game, for a shared table: the same form; human seats are login names, and a
    group whose members may watch (`table new --group`)."""

    group = ""

    def form_title(self) -> str:
        if served():
            return _("New shared table (human players are accounts)")
        return _("New shared table (human players are login names)")

    def more_rows(self) -> ComposeResult:
        with Horizontal(classes="form-row"):
            if served():
                yield Label(_("Watchers"), classes="form-label")
                choices = [(_("only the seated"), ""), (_("every account"), EVERY_ACCOUNT)]
                yield Select(choices, value=self.group if self.group == EVERY_ACCOUNT else "", allow_blank=False,
                             id="group", compact=True)  # fmt: skip
                return
            yield Label(_("Group"), classes="form-label")
            yield Input(self.group, placeholder=_("blank: only the seated may watch"), id="group",
                        restrict=r"[A-Za-z0-9_.-]*", max_length=32, compact=True)  # fmt: skip

    def _read_options(self) -> None:
        super()._read_options()  # the form is rebuilt (another game): the group typed stays
        for field in self.query("#group"):
            self.group = _group_of(field)

    def _create(self, setup: Any) -> None:
        from tui.table.opening import TableRefused, open_table

        self.group = _group_of(self.query_one("#group"))
        try:
            table = open_table(services(self).save_root, self.game, setup, self.group or None)
        except TableRefused as error:
            self.notify(str(error).capitalize(), severity="error")
            return
        except OSError as error:
            self.notify(_("Cannot open a table: {why}").format(why=in_words(error)), severity="error", markup=False)
            return
        self.app.pop_screen()
        said = _("Table {table} is open: the others find it under Shared tables.") if served() else _(
            "Table {table} is open: the others join with `dice-tui table join {table}`.")
        self.notify(said.format(table=table.name), timeout=8)
        services(self).open_session(table)


def _group_of(field: Any) -> str:
    """The group the form names: typed (a Unix group), or under serve chosen (every account or none)."""
    value = field.value if isinstance(field, (Input, Select)) else ""
    return value.strip() if isinstance(value, str) else ""


def _status_text(rows: list[Any], me: str) -> str:
    """'Your turn at ann-1. 2 open, 1 paused: Enter joins ...': only running tables count as open."""
    running = [row for row in rows if row.running]
    paused = len(rows) - len(running)
    yours = [row.name for row in running if row.info.turn == me and row.info.host != me
             and any(seat.bot is None and seat.name == me for seat in row.info.seats)]  # fmt: skip
    turn = _("Your turn at {tables}. ").format(tables=", ".join(yours)) if yours else ""
    if not rows:
        return _("No open tables you may join or watch. n opens one.")
    if paused:
        said = _("{turn}{count} open, {paused} paused: Enter joins your seat (or watches), w watches, "
                 "n opens a new table.")
    else:
        said = _("{turn}{count} open: Enter joins your seat (or watches), w watches, n opens a new table.")
    return said.format(turn=turn, count=len(running), paused=paused)
