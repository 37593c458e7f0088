"""What a game screen does for friends at a table (issue 22, items 7, 9-12), kept out of
the screen itself: the chat key, the bell when the turn comes to this terminal, a key
telling the host the player is here, each player's own copy of the finished game, and
"Play again" opening (host) or joining (seat) a rematch.

A local game has no seat control (`table` is None): then nothing here happens. At a table
everything is asked of its seat control (tui.session.SeatControl), which the host and a
seat's terminal both implement.
"""

from __future__ import annotations

import time
from core.lang import _, ngettext
from typing import TYPE_CHECKING, Any, Protocol

from textual import events

from tui.services import services
from saves.tables.at import in_words
from saves.tables.chat import ChatRefused
from tui.table.chat_screen import ChatScreen
from tui.table.settings import bell_on

if TYPE_CHECKING:
    from textual.app import App
    from textual.binding import ActiveBinding
    from textual.notifications import SeverityLevel

    from tui.session import SeatControl, Session
    from tui.widgets.game_log import GameLog

#: seconds between two "the table is paused" notes while keys keep coming
PAUSED_SAID = 3.0


class FriendlyScreen(Protocol):
    """What the mixin uses of the screen it is mixed into (GameScreen): mypy checks it there."""

    session: Session
    table: SeatControl | None
    _turn_was_mine: bool | None
    _paused_said: float

    @property
    def app(self) -> App[Any]: ...
    @property
    def is_attached(self) -> bool: ...
    @property
    def active_bindings(self) -> dict[str, ActiveBinding]: ...

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None: ...  # fmt: skip
    def refresh_bindings(self) -> None: ...
    def my_turn(self) -> bool: ...
    def bot_to_move(self) -> bool: ...
    def _log(self) -> GameLog | None: ...
    def _leave_now(self) -> None: ...
    # the mixin's own, called on a screen typed as this protocol
    def _mine_now(self) -> bool: ...
    def _say_paused(self, key: str, why: str) -> None: ...
    def _chat_said(self, text: str | None) -> None: ...
    def _keep_copy(self) -> None: ...
    def _host_leaves(self, leave: bool | None) -> None: ...
    def _open_rematch(self) -> None: ...


class TableFriendly:
    """Mixed into GameScreen (tui.screens.game_base)."""

    _turn_was_mine: bool | None = None
    _paused_said = 0.0

    def at_table(self: FriendlyScreen) -> bool:
        return self.table is not None

    # -- the chat ----------------------------------------------------------------------------
    def action_chat(self: FriendlyScreen) -> None:
        if self.table is None:
            return
        note = _("Watchers are silenced by the host.") if self.table.quiet_watchers else ""
        self.app.push_screen(ChatScreen(self.table.chat_lines(), note), self._chat_said)

    def _chat_said(self: FriendlyScreen, text: str | None) -> None:
        if not text or not text.strip() or self.table is None:
            return
        try:
            self.table.say_line(text)  # the host speaks for its own user
        except ChatRefused as error:
            self.notify(str(error), severity="warning", timeout=4)

    def take_chat(self: FriendlyScreen, line: str) -> None:
        """A line someone said: in the game's log and, for a moment, on top."""
        if not self.is_attached:
            return
        log = self._log()
        if log is not None:
            log.add(f"» {line}")
        self.notify(line, title=_("Chat"), timeout=6, markup=False)

    def action_quiet(self: FriendlyScreen) -> None:
        """The host silences watchers' chat, or lets them talk again."""
        if self.table is None:
            return
        try:
            self.table.set_quiet_watchers(not self.table.quiet_watchers)
        except OSError as error:  # TableError at a seat's: only the host's binding is enabled
            self.notify(str(error), severity="warning", timeout=4, markup=False)
            return
        quiet = self.table.quiet_watchers
        self.notify(_("Watchers are silenced.") if quiet else _("Watchers may chat again."), timeout=3)
        self.refresh_bindings()

    # -- here, and your turn -------------------------------------------------------------------
    def on_key(self: FriendlyScreen, event: events.Key) -> None:
        if self.table is None:
            return
        paused = self.table.paused
        if paused is not None:
            self._say_paused(event.key, paused)
            return
        self.table.key_pressed()  # the host hears we are here; a stand-in bot gives the seat back

    def table_header_note(self: FriendlyScreen) -> str | None:
        """What leads the header at a table: "Your turn" when the seat to play is this
        terminal's, then the table's own note (paused, who is away or idle)."""
        if self.table is None:
            return None
        note = self.table.table_note
        if not self._mine_now():
            return note
        return _("Your turn · {note}").format(note=note) if note else _("Your turn")

    def _mine_now(self: FriendlyScreen) -> bool:
        return not self.session.is_over and self.my_turn() and not self.bot_to_move()

    def _say_paused(self: FriendlyScreen, key: str, why: str) -> None:
        """A key that would play, pressed while the table is paused, says why nothing happens
        (keys that still work, Esc, ? or t, do what they do)."""
        active = self.active_bindings.get(key)
        if (active is not None and active.enabled) or self.table is None:
            return
        now = time.monotonic()
        if now - self._paused_said < PAUSED_SAID:
            return
        self._paused_said = now
        ended = self.table.ended
        if ended:
            said = _("Table {table} is over: {why}.")
        else:
            said = _("Table {table} is paused: {why}. Moves wait until the host is back.")
        self.notify(said.format(table=self.table.name, why=why), severity="warning", timeout=4, markup=False)

    def friends_after_change(self: FriendlyScreen) -> None:
        """After every change: ring once when the turn comes to this terminal; keep a copy
        of a finished game."""
        if self.table is None:
            return
        mine = self._mine_now()
        if mine and self._turn_was_mine is False and bell_on():
            self.app.bell()
        self._turn_was_mine = mine
        if self.session.is_over:
            self._keep_copy()

    def _keep_copy(self: FriendlyScreen) -> None:
        if self.table is None:
            return
        try:
            path = self.table.keep_copy(services(self).save_root)
        except (OSError, ValueError) as error:
            self.notify(_("Could not keep a copy of this game: {why}").format(
                why=_why(error)), severity="error", timeout=8)
            return
        if path is not None:
            self.notify(_("This game is in your saves too: {name}").format(name=path.name), timeout=6, markup=False)

    # -- leaving -------------------------------------------------------------------------------
    def leave_table(self: FriendlyScreen) -> bool:
        """Esc at a table (True: handled here). The host's leaving pauses the table for
        everyone, so it asks first (in 25 to Dice an Esc may have meant "put down"); a
        seat or a watcher leaves at once, told that the host keeps the game."""
        if self.table is None or self.session.is_over:
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
            self.app.push_screen(ConfirmScreen(question, _("Leave"), _("Stay")), self._host_leaves)
            return True
        self.notify(
            _("You left table {table}; its host {host} keeps the game "
              "(`dice-tui table join {table}` to come back).").format(table=table.name, host=table.host),
            timeout=5, markup=False,
        )  # fmt: skip
        self.app.pop_screen()
        return True

    def _host_leaves(self: FriendlyScreen, leave: bool | None) -> None:
        if leave:
            self._leave_now()

    # -- play again ----------------------------------------------------------------------------
    def table_play_again(self: FriendlyScreen) -> None:
        """The host opens a new table with the same seats and options (fresh dice) and
        invites everyone; a seat joins the rematch its host opened."""
        if self.table is None:
            return
        if self.table.plays_bots:
            self._open_rematch()
            return
        try:
            client = self.table.rematch_session(services(self).save_root)
        except OSError as error:
            self.notify(in_words(error), severity="error", markup=False)
            return
        if client is None:
            self.notify(_("Waiting for the host to open a rematch (a joins it then)."), timeout=5)
            return
        self.app.pop_screen()
        services(self).open_session(client)

    def _open_rematch(self: FriendlyScreen) -> None:
        if self.table is None:
            return
        try:
            table = self.table.rematch_session(services(self).save_root)
        except (OSError, ValueError) as error:
            self.notify(_("Cannot open a rematch: {why}").format(why=_why(error)), severity="error", markup=False)
            return
        if table is None:  # the host's is never None; said in case
            return
        self.app.pop_screen()
        services(self).open_session(table)
        name = table.seat_control.name if table.seat_control is not None else ""
        self.notify(_("Rematch at table {table}: everyone is invited.").format(table=name), timeout=6, markup=False)


def _why(error: OSError | ValueError) -> str:
    """What went wrong: a file error in one line (a table folder's names the folder), else the error's own."""
    return in_words(error) if isinstance(error, OSError) else str(error)
