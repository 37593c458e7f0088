"""A seat (or a watcher's chair) at another user's table: the session a joining terminal plays.

`TableClient` has the attributes a game screen reads from a `GameSession` (rules, setup,
events, state...) and the same `apply`/`undo`, but nothing is decided or saved here: a
command goes to the host, and `apply` waits for the host's answer (a round trip on a
local socket takes well under a millisecond) so that the screen goes on exactly as after
a local move: "keep, then roll" sends the Keep, gets its events, and then the Roll. What
others do arrives between keys (`attach` watches the socket on the screen's loop) and
is folded with the same `evolve` a local game uses, so every terminal shows the same fold.

Who answers is asked of the kernel before anything is shown: the process at the other end
of the socket must be the table folder's owner (`SO_PEERCRED`), the user the table is
listed under. A command carries a deadline (`until`, on the host's one monotonic clock) and
a request id: a host that has not answered by then is taken as gone, the player is told
the move was not played, and the host refuses the command if it ever reads it, so a move
is either played and shown or refused, never played later.

What the host says between keys is checked, folded and told to the screen by hearing.py;
when the host goes away the table is paused and reached again (reconnect.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import socket
import time
from pathlib import Path
from typing import Any

from core.game import Command, Event, IllegalMove, can_undo
from core.lang import _
from saves.tables.listing import visible_rows
from saves.tables.net.client_friends import ClientFriends
from saves.tables.net.dial import HostSilent, dial, read_line
from saves.tables.net.dial import TableError as TableError
from saves.tables.net.from_host import WHY_CHARS, Welcome, read_welcome, text
from saves.tables.net.hearing import Hearing
from saves.tables.net.listener import Listener
from saves.tables.net.peers import claimed_name
from saves.tables.net.protocol import ProtocolError, command_message, encode, load_events
from saves.tables.net.reconnect import Reconnecting

#: seconds the host has to take a command (its deadline), and how much longer its answer may take
REPLY_TIMEOUT, GRACE = 1.5, 0.5


class TableClient(Hearing, Reconnecting, ClientFriends):
    """A connection to a table's host, as a game session."""

    plays_bots = False
    read_only = False
    altered: str | None = None
    repaired = 0

    def __init__(self, folder: Path, role: str, claimed: str | None = None) -> None:
        self.folder, self.role, self._claimed = folder, role, claimed
        self.listener: Listener | None = None
        self.paused: str | None = None
        self.ended = False  # final: no more reconnecting
        self.connected: list[str] = []
        self.stand_ins: dict[int, str] = {}
        self._buffer = b""
        self._sock: socket.socket | None = None
        self._closed = False
        self._retry: asyncio.TimerHandle | None = None
        self._rids = itertools.count(1)
        self.id: str | None = None
        self.name: str = folder.name  # the folder's, not what its host calls it
        sock, self._buffer, welcome, message = self._dial(self._hello())
        self._sock = sock
        self.host, self.rules, self.setup = welcome.host, welcome.rules, welcome.setup
        self._friends_start()
        try:
            self._take_welcome(welcome, message)
        except ProtocolError as error:
            self._hang_up()
            raise TableError(self._unreadable(error), final=True) from None
        self.path = Path(f"{self.name}.table")

    def _dial(self, hello: dict[str, Any]) -> tuple[socket.socket, bytes, Welcome, dict[str, Any]]:
        """Reach the host and check its welcome (from_host.py); TableError, final for a
        welcome that does not check. Blocks: `table join` and the reconnecting thread."""
        sock, rest, message = dial(self.folder, hello)
        try:
            return sock, rest, read_welcome(message), message
        except ProtocolError as error:
            sock.close()
            raise TableError(self._unreadable(error), final=True) from None

    def _unreadable(self, error: Exception) -> str:
        said = _("table {table} is closed for you: its host sent what this dice-tui cannot read ({why})")
        return said.format(table=self.name, why=error)

    # -- the session, as the screen sees it (tui.session) -----------------------------------
    @property
    def seat_control(self) -> TableClient:
        return self  # the host's table decides who plays which seat

    @property
    def game(self) -> str:
        return str(self.rules.id)

    @property
    def is_over(self) -> bool:
        return bool(self.rules.is_over(self.state))

    @property
    def closed(self) -> bool:
        return self._closed

    def controls(self, seat: int) -> bool:
        return self.paused is None and seat in self.seats and seat not in self.stand_ins

    def stand_in(self, seat: int) -> str | None:
        return self.stand_ins.get(seat)

    def waiting_seats(self) -> list[int]:
        return []  # the host's own list; a seat asks with hand_to_bot (saves.tables.net.presence)

    def rematch_session(self, root: Path) -> TableClient | None:
        """A chair (this terminal's role: a seat or a watcher's) at the rematch the host
        opened; None while it has opened none, TableError if it is not open any more."""
        return None if self.rematch is None else join_rematch(self.rematch, self.role)

    def can_undo(self) -> bool:
        seat = self.rules.current_player(self.state)
        return seat is not None and self.controls(seat) and can_undo(self.rules, self.state, self.events)

    @property
    def table_note(self) -> str | None:
        if self.paused is not None:
            said = _("Table {table} ended: {why}") if self.ended else _("Table {table} paused: {why}")
            return said.format(table=self.name, why=self.paused)
        note = self.presence_note()
        if self.role == "watch":
            said = _("Watching table {table}: {note}") if note else _("Watching table {table}")
            return said.format(table=self.name, note=note)
        return _("Table {table}: {note}").format(table=self.name, note=note) if note else None

    def apply(self, command: Command) -> list[Event]:
        """Send a command for our seat; its events once the host has saved them."""
        reply = self._request(command_message(command))
        try:
            events = load_events(self.rules, reply.get("events", []))
            self._fold(events)
            self.take_friendly(reply)  # the seed, when this move ended the game
        except ProtocolError as error:
            self._refused(error)
            raise TableError(self._why_stopped()) from None
        return events

    def undo(self) -> bool:
        """Take back our last decision, if the host agrees it is ours to take back."""
        try:
            self._request({"t": "undo"})
        except IllegalMove:
            return False
        self._drop_last()
        return True

    def close(self) -> None:
        """Leave at once: nothing here waits on the host."""
        self._closed = True
        if self._retry is not None:
            self._retry.cancel()
        self._hang_up()

    # -- the socket ---------------------------------------------------------------------------
    def attach(self, listener: Listener) -> None:
        """Hear the table on the running loop (the screen's)."""
        self.listener = listener
        self._watch()

    def _watch(self) -> None:
        if self._sock is not None:
            loop = asyncio.get_running_loop()
            loop.add_reader(self._sock.fileno(), self._readable)
            loop.call_soon(self._take_lines)  # what came with the welcome

    def _hello(self) -> dict[str, Any]:
        hello: dict[str, Any] = {"t": "hello", "role": self.role, "v": 1}
        if self._claimed:
            hello["as"] = self._claimed
        if self.id:
            hello["id"] = self.id  # the game we were at: the host refuses us if it is another one
        return hello

    def _take_welcome(self, welcome: Welcome, message: dict[str, Any]) -> None:
        """The game as the host's log has it (checked by read_welcome); ProtocolError, with
        nothing changed, if the rest of the welcome does not check."""
        if (welcome.rules.id, welcome.setup.players) != (self.rules.id, self.setup.players):
            raise ProtocolError(_("another game than the table's"))
        self.take_welcome_friends(message)
        self.id, self.events, self.state = welcome.id, welcome.events, welcome.state
        self.seats, self.stand_ins = welcome.seats, welcome.stand_ins

    def _hang_up(self) -> None:
        sock, self._sock = self._sock, None
        if sock is not None:
            with contextlib.suppress(RuntimeError, ValueError):  # no loop running, or closed already
                asyncio.get_running_loop().remove_reader(sock.fileno())
            sock.close()

    def _request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send one message and wait for its `ok`/`no` (at most REPLY_TIMEOUT + GRACE),
        taking in what others did meanwhile. A host that does not answer in time is taken
        as gone: the command is refused here and, by its deadline, at the host."""
        if self.paused is not None or self._sock is None:
            raise TableError(self._why_stopped())
        rid = next(self._rids)
        until = time.monotonic() + REPLY_TIMEOUT
        try:
            self._sock.setblocking(True)
            self._sock.settimeout(REPLY_TIMEOUT)
            self._sock.sendall(encode({**message, "rid": rid, "until": until}))
            self._sock.setblocking(False)
            while True:
                if time.monotonic() > until + GRACE:  # a host that talks on and never answers
                    raise HostSilent(self.name)
                reply, self._buffer = read_line(self._sock, self._buffer, until + GRACE, self.name)
                if reply["t"] in ("ok", "no") and reply.get("rid") not in (None, rid):
                    continue  # the answer to a request given up on: never applied
                if reply["t"] == "ok":
                    return reply
                if reply["t"] == "no":
                    raise IllegalMove(text(reply.get("why", "refused"), WHY_CHARS))
                self._take(reply)
                if self._sock is None:  # the host paused or ended the table meanwhile
                    raise TableError(self._why_stopped())
        except HostSilent:
            self._lost(_("the host {host} is not answering").format(host=self.host))
            raise TableError(_("the host is not answering: your move was not played")) from None
        except TableError as error:
            if not self.ended:
                self._lost(str(error))
            raise
        except ProtocolError as error:
            self._refused(error)
            raise TableError(self._why_stopped()) from None
        except OSError as error:
            self._lost(_("the link to the host broke ({why})").format(why=error))
            raise TableError(_("the table is paused: {why}").format(why=self.paused)) from None

    def _why_stopped(self) -> str:
        said = _("the table is over: {why}") if self.ended else _("the table is paused: {why}")
        return said.format(why=self.paused)


def join_rematch(name: str, role: str) -> TableClient:
    """A seat (or a watcher's chair) at the rematch `name`; TableError if it is not open."""
    rows = [row for row in visible_rows() if row.name == name and row.info is not None and row.running]
    if not rows:
        raise TableError(_("table {table} is not open any more").format(table=name))
    return TableClient(rows[0].folder, role, claimed_name())
