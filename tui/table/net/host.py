"""The host of a shared table: the game's session, the socket, and everyone connected.

The host process is an ordinary game: its `GameSession` owns the save (one durable
write per command, as for a local game) and its screen plays the bots. `TableHost`
stands in for that session in front of the screen (a tui.session.Session, and the
table's SeatControl),
and beside it serves the table's socket on the screen's own asyncio loop:

- a client's command is checked twice, first for its seat (only the seat to play, and
  only if the kernel says the client is that seat's user), then by the rules (`decide`);
  its events are saved, then sent to every connection, then shown on the host's screen;
- the dice are rolled here, from the table's seed, never sent to anyone;
- a line that is not a message, a line too long, too many lines too fast, or a client
  that stops reading is disconnected; the table goes on;
- who connected is asked of the kernel the moment a connection is accepted: someone who
  may neither play nor watch is told why and let go before a byte is read, one user holds
  at most PER_USER connections, and the cap on connections counts only those who have no
  seat here, so a seated player's way in stays open whatever others do (peers.py);
- a hello naming another table's id (a client of an earlier game under this name) and a
  command read after the deadline its client set (a stopped or slow host) are refused.

A player's connection dropping leaves their seat waiting; the host may hand a waiting
seat to a bot (`hand_to_bot`) until its player joins again.
"""

from __future__ import annotations

import asyncio
import os
import time
from core.lang import N_, _
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import Any

from collections import Counter

from core.game import AnyRules, Command, Event, GameSetup, IllegalMove
from core.games import game as descriptor_of
from saves.session import GameSession
from saves.tables import folder as tables
from tui.session import Listener as Listener  # what the screen hears (client.py too)
from tui.table.net.friends import HostFriends
from tui.table.net.peers import identify, in_group, peer_uid, user_name
from tui.table.net.protocol import (
    CLIENT_LINE,
    ProtocolError,
    command_classes,
    command_message,
    decode,
    dump_events,
    encode,
    hidden_setup,
    read_command,
)  # fmt: skip

#: seconds a new connection has to say hello
HELLO_TIMEOUT = 5.0
#: a client may send this many lines in a burst, then RATE lines a second
BURST, RATE = 200, 50.0
#: how far behind (bytes not yet taken) a client may fall before it is let go
BEHIND = 8 * 1024 * 1024
#: connections at once of people without a seat, hellos not yet said included
MAX_CONNECTIONS = 64
#: connections waiting to be accepted (the kernel says EAGAIN beyond: dial tries again)
BACKLOG = 1024
#: connections at once of one user other than the host's (a seat and a few watching terminals)
PER_USER = 8
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


class TableHost(HostFriends):
    """A `GameSession` served at a table; pass it to the game screen as its session.
    `opener` opens a rematch (tui.table.opening.open_rematch, which imports this module)."""

    plays_bots = True

    def __init__(self, game: GameSession, *, table: tables.TableDir, host: str, table_id: str = "",
                 group: str | None = None, group_gid: int | None = None,
                 identify_peer: Callable[[int, object], str] = identify,
                 opener: Callable[[Path, TableHost], TableHost]) -> None:  # fmt: skip
        self._game = game
        self.table, self.folder, self.name, self.host = table, table.path, table.name, host
        self.id = table_id or tables.new_id()
        self.group, self.group_gid = group, group_gid
        self._identify = identify_peer
        self._opener = opener  # tui.table.opening.open_rematch, which imports this module
        self.connections: set[Connection] = set()
        self.stand_ins: dict[int, str] = {}
        self.listener: Listener | None = None
        self._server: asyncio.AbstractServer | None = None
        self._lock_fd: int | None = table.hold_lock()
        table.note_save(game.path)
        self._classes = command_classes(descriptor_of(game.rules.id).rules)
        self._published: tables.TableInfo | None = None
        self._open = 0  # connections of people without a seat being served, hello or not
        self._per_uid: Counter[int] = Counter()
        self._friends_start()
        self.publish()

    # -- the session, as the screen sees it ----------------------------------------------
    @property
    def _players(self) -> tuple[Any, ...]:
        setup: Any = self._game.setup  # every game's Setup has its players
        return tuple(setup.players)

    @property
    def seat_control(self) -> TableHost:
        return self  # tui.session: the table decides who plays which seat

    @property
    def path(self) -> Path:
        return self._game.path

    @property
    def rules(self) -> AnyRules:
        return self._game.rules

    @property
    def setup(self) -> GameSetup:
        return self._game.setup

    @property
    def events(self) -> tuple[Event, ...]:
        return self._game.events

    @property
    def state(self) -> Any:  # the game's own state
        return self._game.state

    @property
    def game(self) -> str:
        return self._game.game

    @property
    def read_only(self) -> bool:
        return self._game.read_only

    @property
    def altered(self) -> str | None:
        return self._game.altered

    @property
    def is_over(self) -> bool:
        return self._game.is_over

    @property
    def closed(self) -> bool:
        return self._game.closed

    def controls(self, seat: int) -> bool:
        """The host's terminal plays the seats of the host's own user."""
        player = self._players[seat]
        return player.bot is None and player.name == self.host and seat not in self.stand_ins

    def stand_in(self, seat: int) -> str | None:
        return self.stand_ins.get(seat)

    def can_undo(self) -> bool:
        return self._game.can_undo()

    def apply(self, command: Command) -> list[Event]:
        """The host's own move or a bot's: saved, then sent to every connection."""
        events = self._game.apply(command)
        if events:
            message = {"t": "events", "events": dump_events(self.rules, events), "command": command_message(command)}
            self._broadcast(self.with_seed(message))
            self.publish()
        return events

    def undo(self) -> bool:
        if not self._game.undo():
            return False
        self._broadcast({"t": "undo"})
        self.publish()
        return True

    @property
    def table_note(self) -> str | None:
        note = self.presence_note()  # who is away or idle (tui.table.net.friends)
        return _("Table {table}: {note}").format(table=self.name, note=note) if note else None

    def rematch_session(self, root: Path) -> TableHost:
        """A new table with the same seats and options and fresh dice; everyone here is invited."""
        return self._opener(root, self)

    def waiting_seats(self) -> list[int]:
        """Human seats with nobody at them: not the host's, not connected, no bot standing in."""
        present = {seat for connection in self.connections for seat in connection.seats}
        return [
            seat for seat, player in enumerate(self._players)
            if player.bot is None and player.name != self.host and seat not in present and seat not in self.stand_ins
        ]  # fmt: skip

    def hand_to_bot(self, seat: int) -> str:
        """A waiting seat is played by a bot until its player joins again; the bot's kind."""
        descriptor = descriptor_of(self.rules.id)
        bot = descriptor.campaign.stand_in if descriptor.campaign else descriptor.bots[0]
        self.stand_ins[seat] = bot
        self._seats_changed()
        return bot

    # -- serving ------------------------------------------------------------------------
    def attach(self, listener: Listener) -> None:
        """Start serving on the running loop; the screen hears what others do."""
        self.listener = listener
        if self._server is None:
            self._task = asyncio.get_running_loop().create_task(self.serve())
        self.tick_presence()

    async def serve(self) -> None:
        table = self.table
        table.unlink(tables.SOCKET)  # left by a host that was killed
        self._server = await asyncio.start_unix_server(
            self._client, path=table.socket, limit=CLIENT_LINE, backlog=BACKLOG
        )  # a flood of connects fills the queue for a moment only: refusals cost no reading
        if self.group_gid is not None:  # the socket is made with the host's own group
            os.chown(tables.SOCKET, -1, self.group_gid, dir_fd=table.fd)
        os.chmod(tables.SOCKET, 0o660 if self.group_gid is not None else 0o666, dir_fd=table.fd)

    def close(self) -> None:
        """The host leaves: everyone hears why, the save is already written, the table
        waits for `dice-tui resume` (a finished table is taken away)."""
        if self._lock_fd is None:
            return
        self.stop_ticking()
        if self.is_over:  # final: its clients show the result and stop trying
            self._broadcast({"t": "ended", "why": "the game is over"})
        else:
            self._broadcast({"t": "paused", "why": f"the host {self.host} left the table"})
        for connection in list(self.connections):
            with suppress(Exception):
                connection.writer.close()
        if self._server is not None:
            self._server.close()
        with suppress(OSError):
            self.table.unlink(tables.SOCKET)
        with suppress(OSError):
            os.utime(tables.DESCRIPTOR, dir_fd=self.table.fd)  # paused from now: expiry counts from here
        if self.is_over:
            self.table.remove()
        os.close(self._lock_fd)
        self._lock_fd = None
        self.table.close()
        self._game.close()

    def publish(self) -> None:
        """Rewrite table.json when what the list shows has changed."""
        rules, state = self.rules, self.state
        seat = rules.current_player(state)
        info = tables.TableInfo(
            table=self.name, id=self.id, game=rules.id, title=rules.title, host=self.host,
            seats=tuple(tables.Seat(name=p.name, bot=p.bot) for p in self._players),
            connected=tuple(sorted({c.user for c in self.connections if c.role == "join"} | {self.host})),
            stand_ins=tuple(sorted(self.stand_ins)),
            turn=None if seat is None else self._players[seat].name,
            over=rules.is_over(state), progress=rules.progress(state)[:200], group=self.group,
            save=tables.save_key(self._game.path),
        )  # fmt: skip
        if info != self._published:
            with suppress(OSError):
                self.table.write_descriptor(info, self.group_gid)
                self._published = info

    def _broadcast(self, message: dict[str, Any], skip: Connection | None = None) -> None:
        data = encode(message)
        for connection in list(self.connections):
            if connection is not skip:
                connection.send(data)

    def _seats_changed(self, news: str = "") -> None:
        connected = sorted({c.user for c in self.connections if c.role == "join"})
        watching = sum(1 for c in self.connections if c.role == "watch")
        self._broadcast({"t": "seats", "connected": [self.host, *connected], "watchers": watching,
                         "stand_ins": {str(k): v for k, v in self.stand_ins.items()}})  # fmt: skip
        self.publish()
        if self.listener is not None:
            self.listener.table_changed(news)
        self.tick_presence()

    # -- one client -----------------------------------------------------------------------
    def _may_see(self, user: str) -> bool:
        seated = any(p.bot is None and p.name == user for p in self._players)
        return seated or user == self.host or (self.group_gid is not None and in_group(user, self.group_gid))

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connection: Connection | None = None
        uid = peer_uid(writer.get_extra_info("socket"))
        counted = self._admit(uid)
        try:
            if isinstance(counted, str):
                writer.write(encode({"t": "no", "why": counted}))
                return  # nothing of theirs is read
            hello = decode(await asyncio.wait_for(reader.readline(), HELLO_TIMEOUT), CLIENT_LINE)
            role = hello.get("role")
            if hello["t"] != "hello" or role not in ("join", "watch"):
                raise ProtocolError("no hello")
            user = self._identify(uid, hello.get("as"))
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
            if counted is True:
                self._open -= 1
            if not isinstance(counted, str):
                self._per_uid[uid] -= 1
            writer.close()
            if connection is not None and connection in self.connections:
                self.connections.discard(connection)
                left = _("{name} left; their seat waits") if connection.role == "join" else _("{name} stopped watching")
                self._seats_changed(left.format(name=connection.user))

    def _admit(self, uid: int) -> bool | str:
        """Whether a new connection of `uid` is served (True: it counts against
        MAX_CONNECTIONS; False: a seat's, never turned away for room), or why not. The
        host's own user is told apart at hello (test mode stands for several users)."""
        if uid == os.geteuid():
            self._per_uid[uid] += 1
            return False
        user = user_name(uid)
        if not self._may_see(user):
            if self.group:
                return _("{user} is not seated at table {table} nor in the group {group}").format(
                    user=user, table=self.name, group=self.group)
            return _("{user} is not seated at table {table}").format(user=user, table=self.name)
        if self._per_uid[uid] >= PER_USER:
            return _("{user} already has {count} connections to table {table}").format(
                user=user, count=PER_USER, table=self.name)
        seated = any(p.bot is None and p.name == user for p in self._players)
        if not seated and self._open >= MAX_CONNECTIONS:
            return _("table {table} has no room for more watchers").format(table=self.name)
        self._per_uid[uid] += 1
        self._open += not seated
        return not seated

    def _welcome(self, writer: asyncio.StreamWriter, user: str, role: str, table_id: object) -> Connection | None:
        players = self._players
        seats = frozenset(i for i, p in enumerate(players) if p.bot is None and p.name == user and user != self.host)
        why = None
        if table_id is not None and table_id != self.id:
            why = _("table {table} is another game now (the one you were at has ended)").format(table=self.name)
        elif not self._may_see(user):
            if self.group:
                why = _("{user} is not seated at table {table} nor in the group {group}").format(
                    user=user, table=self.name, group=self.group)
            else:
                why = _("{user} is not seated at table {table}").format(user=user, table=self.name)
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
            "setup": hidden_setup(self._game.setup), "events": dump_events(self.rules, list(self.events)),
            "you": user, "seats": sorted(connection.seats), "stand_ins": {str(k): v for k, v in self.stand_ins.items()},
            "chat": [list(line) for line in self.chat], "record": self.player_record, **self.with_seed({}),
        }))  # fmt: skip
        self._seats_changed((_("{name} joined") if role == "join" else _("{name} is watching")).format(name=user))
        return connection

    def _handle(self, connection: Connection, message: dict[str, Any]) -> None:
        if self.friend_message(connection, message):
            return  # a chat line, a key, a seat handed to a bot (tui.table.net.friends)
        kind = message["t"]
        if kind not in ("cmd", "undo"):
            raise ProtocolError(f"an unknown message {kind[:20]!r}")
        command = read_command(message, self._classes) if kind == "cmd" else None
        rid = message.get("rid")
        reply: dict[str, Any] = {} if rid is None else {"rid": rid}
        seat = self.rules.current_player(self.state)
        why = self._not_yours(connection, seat)
        if why is None and command is None and not self._game.can_undo():
            why = _("There is nothing of yours to take back.")
        until = message.get("until")  # the client's CLOCK_MONOTONIC: one clock for the whole host
        if why is None and isinstance(until, (int, float)) and time.monotonic() > until:
            why = _("The host answered too late: that move was not played.")  # its client has said so already
        if why is not None:
            connection.send(encode({"t": "no", "why": why, **reply}))
            return
        before = self.state
        try:
            events = self._game.apply(command) if command is not None else []
            if command is None:
                self._game.undo()
        except IllegalMove as error:
            connection.send(encode({"t": "no", "why": str(error), **reply}))
            return
        except OSError as error:
            why = _("the host could not save the game: {why}").format(why=error.strerror or error)
            connection.send(encode({"t": "no", "why": why, **reply}))
            return
        if command is None:
            self._broadcast({"t": "undo"}, skip=connection)
            connection.send(encode({"t": "ok", "undone": True, **reply}))
        else:
            dumped = dump_events(self.rules, events)
            shown = {"t": "cmd", "type": message.get("type"), "fields": message.get("fields")}
            self._broadcast(self.with_seed({"t": "events", "events": dumped, "command": shown}), skip=connection)
            connection.send(encode(self.with_seed({"t": "ok", "events": dumped, **reply})))
        self.publish()
        if self.listener is not None:
            if command is None:
                self.listener.take_undo()
            else:
                self.listener.take_events(before, events, command)

    def _not_yours(self, connection: Connection, seat: int | None) -> str | None:
        if connection.role != "join":
            return _("Watchers cannot play.")
        if seat is None:
            return _("The game is over.")
        if seat not in connection.seats:
            return _("It is {name}'s turn.").format(name=self._players[seat].name)
        return None
