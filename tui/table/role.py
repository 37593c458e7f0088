"""What a game screen does at a shared table: its table role, handed to the screen as it is made.

A local game has no seat control and no role (`GameScreen.at_table` is None): every seat
is this terminal's, every bot its own. At a table (saves.tables) the screen's session
carries its seat control (tui.session.SeatControl), and the screen makes a `TableRole`
over it. The role hears the table (it is the table's `Listener`: what the others did, the
chat) and does what only a table has: `b` hands an away or idle seat to a bot until its
player is back (the host at once, anyone seated once the host's idle time has passed:
saves.tables.net.presence), the chat key, the bell when the turn comes to this terminal,
a key telling the host the player is here, each player's own copy of the finished game,
leaving, and "Play again" opening (host) or joining (seat) a rematch.

It asks of the screen only what `TableScreen` declares, all public: the role reaches no
private method of the screen, and the screen calls the role where a table differs.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Protocol

from core.lang import _, ngettext
from saves.tables.at import in_words
from saves.tables.chat import ChatRefused
from tui.screens.seats import BOT_KINDS
from tui.services import services
from tui.table.chat_screen import ChatScreen
from tui.table.settings import bell_on

if TYPE_CHECKING:
    from textual.app import App
    from textual.binding import ActiveBinding
    from textual.notifications import SeverityLevel

    from core.game import Command, Event, PlayerSpec
    from tui.session import SeatControl, Session
    from tui.widgets.game_log import GameLog

#: seconds between two "the table is paused" notes while keys keep coming
PAUSED_SAID = 3.0


class TableScreen(Protocol):
    """What the role asks of its game screen (GameScreen): mypy checks it there."""

    session: Session

    @property
    def app(self) -> App[Any]: ...
    @property
    def is_attached(self) -> bool: ...
    @property
    def players(self) -> tuple[PlayerSpec, ...]: ...
    @property
    def active_bindings(self) -> dict[str, ActiveBinding]: ...

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None: ...
    def refresh_bindings(self) -> None: ...
    def current_seat(self) -> int | None: ...
    def my_turn(self) -> bool: ...
    def bot_to_move(self) -> bool: ...
    def show_events(self, command: Command | None, before: Any, events: list[Event]) -> None: ...
    def log_view(self) -> GameLog | None: ...
    def after_change(self) -> None: ...
    def leave_now(self) -> None: ...


class TableRole:
    """One game screen's part at one shared table."""

    def __init__(self, screen: TableScreen, table: SeatControl) -> None:
        self.screen = screen
        self.table = table
        self._turn_was_mine: bool | None = None
        self._paused_said = 0.0

    # -- seats --------------------------------------------------------------------------------
    def waiting_seats(self) -> list[int]:
        """Seats a bot may take from here: away or idle ones (saves.tables.net.presence)."""
        return self.table.handable_seats() if not self.screen.session.is_over else []

    def hand_seat(self) -> None:
        """The waiting seat to play if there is one, else the first waiting seat."""
        waiting = self.waiting_seats()
        if not waiting:
            return
        seat = self.screen.current_seat()
        seat = seat if seat is not None and seat in waiting else waiting[0]
        name = self.screen.players[seat].name
        # the host: the player's next key (or join) takes the seat back; a seat asks the host
        bot = self.table.hand_seat_to_bot(seat)
        self.screen.notify(_("{name}'s seat is played by the {bot} bot until they are back.").format(
            name=name, bot=_(BOT_KINDS.get(bot, bot))), timeout=5)

    # -- what the others did (the table's Listener) -------------------------------------------
    def take_events(self, before: Any, events: list[Event], command: Command | None = None) -> None:
        """Another terminal's command: shown as it was on the mover's screen."""
        if self.screen.is_attached:
            self.screen.show_events(command, before, events)

    def take_undo(self) -> None:
        if self.screen.is_attached:
            log = self.screen.log_view()
            if log is not None:
                log.add(_("↶ Undone."))
            self.screen.after_change()

    def table_changed(self, news: str) -> None:
        if self.screen.is_attached:
            if news:
                self.screen.notify(news, timeout=5)
            self.screen.after_change()

    def take_chat(self, line: str) -> None:
        """A line someone said: in the game's log and, for a moment, on top."""
        if not self.screen.is_attached:
            return
        log = self.screen.log_view()
        if log is not None:
            log.add(f"» {line}")
        self.screen.notify(line, title=_("Chat"), timeout=6, markup=False)

    # -- the chat ------------------------------------------------------------------------------
    def open_chat(self) -> None:
        note = _("Watchers are silenced by the host.") if self.table.quiet_watchers else ""
        self.screen.app.push_screen(ChatScreen(self.table.chat_lines(), note), self._said)

    def _said(self, text: str | None) -> None:
        if not text or not text.strip():
            return
        try:
            self.table.say_line(text)  # the host speaks for its own user
        except ChatRefused as error:
            self.screen.notify(str(error), severity="warning", timeout=4)

    def toggle_quiet(self) -> None:
        """The host silences watchers' chat, or lets them talk again."""
        try:
            self.table.set_quiet_watchers(not self.table.quiet_watchers)
        except OSError as error:  # TableError at a seat's: only the host's binding is enabled
            self.screen.notify(str(error), severity="warning", timeout=4, markup=False)
            return
        quiet = self.table.quiet_watchers
        self.screen.notify(_("Watchers are silenced.") if quiet else _("Watchers may chat again."), timeout=3)
        self.screen.refresh_bindings()

    # -- here, and your turn -------------------------------------------------------------------
    def key_pressed(self, key: str) -> None:
        """The player is here (a stand-in bot gives the seat back); while the table is
        paused, a key that would play says why nothing happens."""
        paused = self.table.paused
        if paused is not None:
            self._say_paused(key, paused)
            return
        self.table.key_pressed()

    def header_note(self) -> str | None:
        """What leads the header: "Your turn" when the seat to play is this terminal's,
        then the table's own note (paused, who is away or idle)."""
        note = self.table.table_note
        if not self._mine_now():
            return note
        return _("Your turn · {note}").format(note=note) if note else _("Your turn")

    def _mine_now(self) -> bool:
        return not self.screen.session.is_over and self.screen.my_turn() and not self.screen.bot_to_move()

    def _say_paused(self, key: str, why: str) -> None:
        """Keys that still work (Esc, ? or t) do what they do; another says why it does not."""
        active = self.screen.active_bindings.get(key)
        if active is not None and active.enabled:
            return
        now = time.monotonic()
        if now - self._paused_said < PAUSED_SAID:
            return
        self._paused_said = now
        if self.table.ended:
            said = _("Table {table} is over: {why}.")
        else:
            said = _("Table {table} is paused: {why}. Moves wait until the host is back.")
        self.screen.notify(said.format(table=self.table.name, why=why), severity="warning", timeout=4,
                           markup=False)

    def after_change(self) -> None:
        """After every change: ring once when the turn comes to this terminal; keep a copy
        of a finished game."""
        mine = self._mine_now()
        if mine and self._turn_was_mine is False and bell_on():
            self.screen.app.bell()
        self._turn_was_mine = mine
        if self.screen.session.is_over:
            self._keep_copy()

    def _keep_copy(self) -> None:
        try:
            path = self.table.keep_copy(services(self.screen).save_root)
        except (OSError, ValueError) as error:
            self.screen.notify(_("Could not keep a copy of this game: {why}").format(
                why=_why(error)), severity="error", timeout=8)
            return
        if path is not None:
            self.screen.notify(_("This game is in your saves too: {name}").format(name=path.name), timeout=6,
                               markup=False)

    # -- leaving and playing again ---------------------------------------------------------------
    def leave(self) -> bool:
        """Esc at a table (True: handled here). The host's leaving pauses the table for
        everyone, so it asks first (in 25 to Dice an Esc may have meant "put down"); a
        seat or a watcher leaves at once, told that the host keeps the game."""
        if self.screen.session.is_over:
            return False
        table = self.table
        if table.plays_bots:
            from tui.screens.confirm import ConfirmScreen

            others = table.others_connected()
            if others:
                question = ngettext(
                    "Leave table {table}? It pauses for everyone ({count} connected) until you resume it.",
                    "Leave table {table}? It pauses for everyone ({count} connected) until you resume it.",
                    others)
            else:
                question = _("Leave table {table}? It pauses for everyone until you resume it.")
            question = question.format(table=table.name, count=others)
            self.screen.app.push_screen(ConfirmScreen(question, _("Leave"), _("Stay")), self._host_leaves)
            return True
        self.screen.notify(
            _("You left table {table}; its host {host} keeps the game "
              "(`dice-tui table join {table}` to come back).").format(table=table.name, host=table.host),
            timeout=5, markup=False,
        )  # fmt: skip
        self.screen.app.pop_screen()
        return True

    def _host_leaves(self, leave: bool | None) -> None:
        if leave:
            self.screen.leave_now()

    def play_again(self) -> None:
        """The host opens a new table with the same seats and options (fresh dice) and
        invites everyone; a seat joins the rematch its host opened."""
        if self.table.plays_bots:
            self._open_rematch()
            return
        try:
            client = self.table.rematch_session(services(self.screen).save_root)
        except OSError as error:
            self.screen.notify(in_words(error), severity="error", markup=False)
            return
        if client is None:
            self.screen.notify(_("Waiting for the host to open a rematch (a joins it then)."), timeout=5)
            return
        self.screen.app.pop_screen()
        services(self.screen).open_session(client)

    def _open_rematch(self) -> None:
        try:
            table = self.table.rematch_session(services(self.screen).save_root)
        except (OSError, ValueError) as error:
            self.screen.notify(_("Cannot open a rematch: {why}").format(why=_why(error)), severity="error",
                               markup=False)
            return
        if table is None:  # the host's is never None; said in case
            return
        self.screen.app.pop_screen()
        services(self.screen).open_session(table)
        name = table.seat_control.name if table.seat_control is not None else ""
        self.screen.notify(_("Rematch at table {table}: everyone is invited.").format(table=name), timeout=6,
                           markup=False)


def _why(error: OSError | ValueError) -> str:
    """What went wrong: a file error in one line (a table folder's names the folder), else the error's own."""
    return in_words(error) if isinstance(error, OSError) else str(error)
