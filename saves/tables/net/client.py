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

When the host goes away the table is paused and reached again (reconnect.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import socket
import time
from pathlib import Path
from typing import Any

from core.game import Command, Event, IllegalMove, can_undo, replay
from core.games import game as game_descriptor
from core.games import rules_for
from core.lang import _
from saves.tables.listing import visible_rows
from saves.tables.net.client_friends import ClientFriends
from saves.tables.net.dial import HostSilent, TableError as TableError, dial, read_line
from saves.tables.net.listener import Listener
from saves.tables.net.peers import claimed_name
from saves.tables.net.protocol import (
    HOST_LINE,
    ProtocolError,
    command_classes,
    command_message,
    decode,
    encode,
    load_events,
    read_command,
)
from saves.tables.net.reconnect import Reconnecting

#: seconds the host has to take a command (its deadline), and how much longer its answer may take
REPLY_TIMEOUT, GRACE = 1.5, 0.5


class TableClient(Reconnecting, ClientFriends):
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
        sock, self._buffer, welcome = dial(folder, self._hello())
        self._sock = sock
        self.name: str = str(welcome.get("table", folder.name))
        self.host: str = str(welcome.get("host", "?"))
        self.rules = rules_for(str(welcome["game"]))
        self.setup = self.rules.setup_model.model_validate(welcome["setup"])
        self._friends_start()
        self._take_welcome(welcome)
        self.path = Path(f"{self.name}.table")

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
        events = load_events(self.rules, reply.get("events", []))
        self._fold(events)
        self.take_friendly(reply)  # the seed, when this move ended the game
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
            asyncio.get_running_loop().add_reader(self._sock.fileno(), self._readable)

    def _hello(self) -> dict[str, Any]:
        hello: dict[str, Any] = {"t": "hello", "role": self.role, "v": 1}
        if self._claimed:
            hello["as"] = self._claimed
        if self.id:
            hello["id"] = self.id  # the game we were at: the host refuses us if it is another one
        return hello

    def _take_welcome(self, welcome: dict[str, Any]) -> None:
        self.id = str(welcome.get("id") or "") or None
        self.events: tuple[Event, ...] = tuple(load_events(self.rules, welcome["events"]))
        self.state = replay(self.rules, self.setup, self.events)
        self.seats = frozenset(int(seat) for seat in welcome.get("seats", []))
        self._stand_ins(welcome.get("stand_ins"))
        self.take_welcome_friends(welcome)

    def _stand_ins(self, data: Any) -> None:
        if isinstance(data, dict):
            self.stand_ins = {int(k): str(v) for k, v in data.items() if str(k).isdigit()}

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
                reply, self._buffer = read_line(self._sock, self._buffer, until + GRACE, self.name)
                if reply["t"] in ("ok", "no") and reply.get("rid") not in (None, rid):
                    continue  # the answer to a request given up on: never applied
                if reply["t"] == "ok":
                    return reply
                if reply["t"] == "no":
                    raise IllegalMove(str(reply.get("why", "refused")))
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
        except (OSError, ProtocolError) as error:
            self._lost(_("the link to the host broke ({why})").format(why=error))
            raise TableError(_("the table is paused: {why}").format(why=self.paused)) from None

    def _why_stopped(self) -> str:
        said = _("the table is over: {why}") if self.ended else _("the table is paused: {why}")
        return said.format(why=self.paused)

    def _readable(self) -> None:
        """Lines from the host between keys: every whole message is taken, in order."""
        try:
            assert self._sock is not None
            chunk = self._sock.recv(1 << 20)
        except BlockingIOError:
            return
        except OSError as error:
            self._lost(_("the link to the host broke ({why})").format(why=error))
            return
        if not chunk:
            self._lost(_("the host {host} left the table").format(host=self.host))
            return
        self._buffer += chunk
        try:
            while b"\n" in self._buffer and self._sock is not None:
                line, _sep, self._buffer = self._buffer.partition(b"\n")
                self._take(decode(line, HOST_LINE))
            if len(self._buffer) > HOST_LINE:
                raise ProtocolError("a line too long")
        except (ProtocolError, KeyError, ValueError) as error:
            self._lost(_("the host sent what this dice-tui cannot read ({why})").format(why=error))

    def _take(self, message: dict[str, Any]) -> None:
        if self.take_friendly(message):
            return  # chat, presence, a rematch (saves.tables.net.presence)
        kind = message["t"]
        if kind == "events":
            before = self.state
            events = load_events(self.rules, message.get("events", []))
            self._fold(events)
            if self.listener is not None:
                self.listener.take_events(before, events, self._command(message.get("command")))
        elif kind == "undo":
            self._drop_last()
            if self.listener is not None:
                self.listener.take_undo()
        elif kind == "seats":
            connected = message.get("connected", [])
            self.connected = [str(name) for name in connected] if isinstance(connected, list) else []
            self._stand_ins(message.get("stand_ins"))
            if self.listener is not None:
                self.listener.table_changed("")
        elif kind == "paused":
            self._lost(str(message.get("why", "the host paused the table")))
        elif kind == "ended":
            self._end(str(message.get("why", "the host ended the table")))

    def _command(self, message: Any) -> Command | None:
        """The command the events came from, so the screen shows them as the mover's did
        (25 to Dice walks the guards); None if it is not one of this game's."""
        if not isinstance(message, dict):
            return None
        try:
            return read_command(message, command_classes(game_descriptor(self.game).rules))
        except (ProtocolError, ImportError):
            return None

    def _fold(self, events: list[Event]) -> None:
        state = self.state
        for event in events:
            state = self.rules.evolve(state, event)
        self.events, self.state = (*self.events, *events), state

    def _drop_last(self) -> None:
        self.events = self.events[:-1]
        self.state = replay(self.rules, self.setup, self.events)


def join_rematch(name: str, role: str) -> TableClient:
    """A seat (or a watcher's chair) at the rematch `name`; TableError if it is not open."""
    rows = [row for row in visible_rows() if row.name == name and row.info is not None and row.running]
    if not rows:
        raise TableError(_("table {table} is not open any more").format(table=name))
    return TableClient(rows[0].folder, role, claimed_name())
