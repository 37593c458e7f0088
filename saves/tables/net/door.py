"""Who comes in at a table's door: the kernel says who connected, the host says whether they
may, and a newcomer is welcomed with the whole game (issue 22; docs/shared-tables.md).

Who connected is asked of the kernel the moment a connection is accepted: someone who may
neither play nor watch is told why and let go before a byte is read, one user holds at
most PER_USER connections, and the cap on connections counts only those who have no seat
here, so a seated player's way in stays open whatever others do (peers.py). Under
`dice-tui serve` the user is the account the server vouches for (door_served.py). A hello
naming another table's id (a client of an earlier game under this name) is refused.
"""

from __future__ import annotations

import asyncio
import os
import socket
import time
from collections import Counter, deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.lang import N_, _
from saves.tables.chat import ChatLimiter
from saves.tables.net.door_served import ServedDoor, TooOften, refuse
from saves.tables.net.peers import EVERY_ACCOUNT, in_group, peer_cred, user_name
from saves.tables.net.protocol import CLIENT_LINE, ProtocolError, decode, dump_events, encode, hidden_setup
from saves.tables.net.vouch import served

if TYPE_CHECKING:
    from saves.session import GameSession

#: seconds a new connection has to say hello
HELLO_TIMEOUT = 5.0
#: a client may send this many lines in a burst, then RATE lines a second
BURST, RATE = 200, 50.0
#: how far behind (bytes not yet taken) a client may fall before it is let go
BEHIND = 8 * 1024 * 1024
#: connections at once of people without a seat, hellos not yet said included
MAX_CONNECTIONS = 64
#: connections at once of one user other than the host's (a seat and a few watching terminals)
PER_USER = 8
#: new connections one user other than the host's may open in any CHURN_PER seconds: a
#: seated player churning connections cannot keep the host busy welcoming them
CHURN, CHURN_PER = 20, 10.0
#: connections taken from the queue per turn of the loop (the screen's keys come between)
ACCEPT_BATCH = 64
#: seconds someone connecting too often waits for the refusal, and how many are held so at once
HOLD, HOLD_MOST = 1.0, 256
#: seconds a user's name and right to see the table are remembered at the door
WHO_FOR = 5.0
#: what a terminal whose seat another terminal of the same player took is told (it stops there)
TAKEN_OVER = N_("your seat was taken over by another terminal of yours")


class Connection:
    """One client: who the kernel says it is, its role, its seats, its send budget."""

    def __init__(self, writer: asyncio.StreamWriter, user: str, role: str, seats: frozenset[int]):
        self.writer, self.user, self.role, self.seats = writer, user, role, seats
        self.tokens, self.stamp = float(BURST), time.monotonic()

    def send(self, data: bytes) -> None:
        if self.writer.is_closing():
            return
        self.writer.write(data)
        if self.writer.transport.get_write_buffer_size() > BEHIND + len(data):
            self.writer.transport.abort()  # it stopped reading: the table does not wait

    def spend(self) -> bool:
        """False when the client sends faster than anyone types (a flood)."""
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.stamp) * RATE) - 1
        self.stamp = now
        return self.tokens >= 0


class HostView:
    """What the host's mixins (door, moves) read of TableHost: its game and that game's
    rules, state, events and players."""

    _game: GameSession

    if TYPE_CHECKING:  # TableHost's properties
        @property
        def rules(self) -> Any: ...
        @property
        def state(self) -> Any: ...
        @property
        def events(self) -> Any: ...
        @property
        def _players(self) -> tuple[Any, ...]: ...


class HostDoor(ServedDoor, HostView):
    """Mixed into TableHost: accepting, refusing and welcoming connections, and reading
    each one's lines until it goes (its commands are moves.py's)."""

    name: str
    host: str
    id: str
    group: str | None
    group_gid: int | None
    connections: set[Connection]
    stand_ins: dict[int, str]
    chat: list[tuple[str, str]]
    player_record: str | None
    _open: int
    _per_peer: Counter[int | str]  # a uid's connections; under serve an account's
    _churn: ChatLimiter  # new connections per user (CHURN in CHURN_PER seconds)
    _known: dict[int, tuple[float, str, bool]]  # uid -> (when, login name, may see)
    _listening: socket.socket | None
    _held: deque[tuple[float, socket.socket, str]]  # connections of users connecting too often
    _dumped: tuple[Any, list[Any]]
    _identify: Callable[[int, object], str]
    publish: Callable[[], None]
    with_seed: Callable[[dict[str, Any]], dict[str, Any]]
    _seats_changed: Callable[..., None]
    _handle: Callable[[Connection, dict[str, Any]], None]

    def _may_see(self, user: str) -> bool:
        seated = any(p.bot is None and p.name == user for p in self._players)
        if served():  # every account of the server, or its seats and host alone
            return seated or user == self.host or self.group == EVERY_ACCOUNT
        return seated or user == self.host or (self.group_gid is not None and in_group(user, self.group_gid))

    def _accept_ready(self) -> None:
        """Connections waiting at the door, ACCEPT_BATCH at most per turn of the loop. One
        whose user may not come in, or comes too often, is told why and closed right here,
        before a stream or a task is made for it: a refusal costs a few system calls
        (asyncio's own server made each one a transport and a task: a churning user cost
        the host most of a core)."""
        assert self._listening is not None
        for _turn in range(ACCEPT_BATCH):
            try:
                conn, _address = self._listening.accept()
                conn.setblocking(False)
                pid, uid = peer_cred(conn)
            except OSError:
                return  # none waiting (or one gone already)
            if served():
                self._accept_served(conn, pid, uid)  # door_served.py: the server says who
            else:
                self._dispatch(conn, uid, self._admit(uid))

    def _dispatch(self, conn: socket.socket, key: int | str, counted: bool | str, user: str | None = None) -> None:
        """Serve a connection admitted (`counted`: see _admit), or tell it why not."""
        if isinstance(counted, TooOften) and len(self._held) < HOLD_MOST:
            self._hold(conn, counted)
        elif isinstance(counted, str):
            refuse(conn, counted)
        else:
            asyncio.get_running_loop().create_task(self._client(conn, key, counted, user))

    def _hold(self, conn: socket.socket, why: str) -> None:
        """Someone connecting too often hears why only HOLD seconds later: a loop that
        waits for the answer (as a client does) connects once in that time, not thousands
        of times."""
        self._held.append((time.monotonic() + HOLD, conn, why))
        if len(self._held) == 1:
            asyncio.get_running_loop().call_later(HOLD, self._let_go)

    def _let_go(self) -> None:
        now = time.monotonic()
        while self._held and self._held[0][0] <= now:
            _deadline, conn, why = self._held.popleft()
            refuse(conn, why)
        if self._held:
            asyncio.get_running_loop().call_later(self._held[0][0] - now, self._let_go)

    async def _client(self, conn: socket.socket, key: int | str, counted: bool, user: str | None) -> None:
        """One connection until it goes; `user` is who it is when known already (under
        serve, the server's word); else the kernel's uid `key` says (peers.identify)."""
        connection: Connection | None = None
        writer: asyncio.StreamWriter | None = None
        try:
            reader, writer = await asyncio.open_unix_connection(sock=conn, limit=CLIENT_LINE)
            hello = decode(await asyncio.wait_for(reader.readline(), HELLO_TIMEOUT), CLIENT_LINE)
            role = hello.get("role")
            if hello["t"] != "hello" or role not in ("join", "watch"):
                raise ProtocolError("no hello")
            if user is None:
                user = self._identify(int(key), hello.get("as"))
            connection = self._welcome(writer, user, str(role), hello.get("id"))
            if connection is None:
                return
            while True:
                line = await reader.readline()
                if not line:
                    return
                if not connection.spend():
                    raise ProtocolError("too many lines too fast")
                self._handle(connection, decode(line, CLIENT_LINE))
        except (ProtocolError, ValueError, OSError, TimeoutError, asyncio.IncompleteReadError):
            pass  # garbage, a flood, a line too long, a dropped link: that client goes
        finally:
            if counted:
                self._open -= 1
            self._per_peer[key] -= 1
            if writer is not None:
                writer.close()
            else:
                conn.close()
            if connection is not None and connection in self.connections:
                self.connections.discard(connection)
                left = _("{name} left; their seat waits") if connection.role == "join" else _("{name} stopped watching")
                self._seats_changed(left.format(name=connection.user))

    def _admit(self, uid: int) -> bool | str:
        """Whether a new connection of `uid` is served (True: it counts against
        MAX_CONNECTIONS; False: a seat's, never turned away for room), or why not. The
        host's own user is told apart at hello (test mode stands for several users)."""
        if uid == os.geteuid():
            self._per_peer[uid] += 1
            return False
        return self._admit_user(uid, *self._who(uid))

    def _admit_user(self, key: int | str, user: str, may_see: bool) -> bool | str:
        """_admit's checks for `user`, whose connections count under `key`."""
        if not may_see:
            return self._not_allowed(user)
        if not self._churn.allow(str(key)):
            return TooOften(_("{user} connects to table {table} too often; wait a moment").format(
                user=user, table=self.name))
        if self._per_peer[key] >= PER_USER:
            return _("{user} already has {count} connections to table {table}").format(
                user=user, count=PER_USER, table=self.name)
        seated = any(p.bot is None and p.name == user for p in self._players)
        if not seated and self._open >= MAX_CONNECTIONS:
            return _("table {table} has no room for more watchers").format(table=self.name)
        self._per_peer[key] += 1
        self._open += not seated
        return not seated

    def _who(self, uid: int) -> tuple[str, bool]:
        """The login name of `uid` and whether it may see this table, looked up at most
        once every WHO_FOR seconds (a password and a group lookup per connection made
        refusing a flood cost more than the flood)."""
        now = time.monotonic()
        known = self._known.get(uid)
        if known is None or now - known[0] > WHO_FOR:
            user = user_name(uid)
            if len(self._known) > 1024:
                self._known.clear()
            known = self._known[uid] = (now, user, self._may_see(user))
        return known[1], known[2]

    def _not_allowed(self, user: str) -> str:
        if self.group:
            return _("{user} is not seated at table {table} nor in the group {group}").format(
                user=user, table=self.name, group=self.group)
        return _("{user} is not seated at table {table}").format(user=user, table=self.name)

    def _log_dumped(self) -> list[Any]:
        """The whole log as a welcome sends it, dumped once per change of the log, not once
        per newcomer."""
        events = self.events
        if self._dumped[0] is not events:
            self._dumped = (events, dump_events(self.rules, list(events)))
        return self._dumped[1]

    def _welcome(self, writer: asyncio.StreamWriter, user: str, role: str, table_id: object) -> Connection | None:
        players = self._players
        seats = frozenset(i for i, p in enumerate(players) if p.bot is None and p.name == user and user != self.host)
        why = None
        if table_id is not None and table_id != self.id:
            why = _("table {table} is another game now (the one you were at has ended)").format(table=self.name)
        elif not self._may_see(user):
            why = self._not_allowed(user)
        elif role == "join" and not seats:
            why = _("{user} has no seat of their own at table {table} (watch it instead)").format(
                user=user, table=self.name)
        if why is not None:
            writer.write(encode({"t": "no", "why": why}))
            return None
        if role == "watch":
            seats = frozenset()
        for old in [c for c in self.connections if c.role == "join" and c.seats & seats]:
            self.connections.discard(old)  # the same player again, from a new link: the old one goes, told why
            old.send(encode({"t": "ended", "why": _(TAKEN_OVER)}))
            old.writer.close()
        for seat in seats:
            self.stand_ins.pop(seat, None)
        connection = Connection(writer, user, role, seats)
        self.connections.add(connection)
        self.publish()  # the list says who is here before the newcomer hears a word
        connection.send(encode({
            "t": "welcome", "table": self.name, "id": self.id, "game": self.rules.id, "host": self.host,
            "setup": hidden_setup(self._game.setup), "events": self._log_dumped(),
            "you": user, "seats": sorted(connection.seats), "stand_ins": {str(k): v for k, v in self.stand_ins.items()},
            "chat": [list(line) for line in self.chat], "record": self.player_record, **self.with_seed({}),
        }))  # fmt: skip
        self._seats_changed((_("{name} joined") if role == "join" else _("{name} is watching")).format(name=user))
        return connection

