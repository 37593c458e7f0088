"""The host of a shared table: the game's session, the socket, and everyone connected.

The host process is an ordinary game: its `GameSession` owns the save (one durable
write per command, as for a local game) and its screen plays the bots. `TableHost`
stands in for that session in front of the screen (a tui.session.Session, and the
table's SeatControl), and beside it serves the table's socket on the screen's own asyncio loop:

- a client's command is checked for its seat, then by the rules (moves.py);
- the dice are rolled here, from the table's seed, never sent to anyone;
- a line that is not a message, a line too long, too many lines too fast, or a client
  that stops reading is disconnected; the table goes on;
- who may come in, and how often, is the door's (door.py): the kernel says who connected.

A player's connection dropping leaves their seat waiting; the host may hand a waiting
seat to a bot (`hand_to_bot`) until its player joins again.
"""

from __future__ import annotations

import asyncio
import os
import socket
from collections import Counter, deque
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import Any

from core.game import AnyRules, Command, Event, GameSetup
from core.games import game as descriptor_of
from core.lang import _
from saves.session import GameSession
from saves.tables import folder as tables
from saves.tables.chat import ChatLimiter
from saves.tables.mark import clear_mark, write_mark
from saves.tables.net.door import CHURN, CHURN_PER, Connection, HostDoor
from saves.tables.net.host_friends import HostFriends
from saves.tables.net.listener import Listener
from saves.tables.net.moves import HostMoves
from saves.tables.net.news import SeatNews
from saves.tables.net.peers import identify
from saves.tables.net.protocol import command_classes, command_message, dump_events, encode

#: connections waiting to be accepted (the kernel says EAGAIN beyond: dial tries again)
BACKLOG = 1024


class TableHost(HostDoor, HostMoves, SeatNews, HostFriends):
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
        self._listening: socket.socket | None = None
        self._known: dict[int, tuple[float, str, bool]] = {}
        self._held: deque[tuple[float, socket.socket, str]] = deque()
        self._lock_fd: int | None = table.hold_lock()
        table.note_save(game.path)
        with suppress(OSError):  # without it, `resume` plays the game here alone: never worse than that
            write_mark(game.path, table.name)
        self._classes = command_classes(descriptor_of(game.rules.id).rules)
        self._published: tables.TableInfo | None = None
        self._open = 0  # connections of people without a seat being served, hello or not
        self._per_peer: Counter[int | str] = Counter()
        self._churn = ChatLimiter(CHURN, CHURN_PER)
        self._dumped: tuple[Any, list[Any]] = ((), [])
        self._friends_start()
        self._news_start()
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
        note = self.presence_note()  # who is away or idle (presence.py)
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
        if self._listening is None:
            self._task = asyncio.get_running_loop().create_task(self.serve())
        self.tick_presence()

    async def serve(self) -> None:
        table = self.table
        table.unlink(tables.SOCKET)  # left by a host that was killed
        listening = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM | socket.SOCK_CLOEXEC)
        try:
            listening.bind(table.socket)
            listening.listen(BACKLOG)  # a flood of connects fills the queue for a moment only
            listening.setblocking(False)
        except BaseException:
            listening.close()
            raise
        self._listening = listening
        asyncio.get_running_loop().add_reader(listening.fileno(), self._accept_ready)  # door.py
        if self.group_gid is not None:  # the socket is made with the host's own group
            os.chown(tables.SOCKET, -1, self.group_gid, dir_fd=table.fd)
        os.chmod(tables.SOCKET, 0o660 if self.group_gid is not None else 0o666, dir_fd=table.fd)

    def close(self) -> None:
        """The host leaves: everyone hears why, the save is already written, the table
        waits for `dice-tui resume` (a finished table is taken away)."""
        if self._lock_fd is None:
            return
        self.stop_ticking()
        self._stop_news()
        if self.is_over:  # final: its clients show the result and stop trying
            self._broadcast({"t": "ended", "why": _("the game is over")})
        else:
            self._broadcast({"t": "paused", "why": _("the host {host} left the table").format(host=self.host)})
        for connection in list(self.connections):
            with suppress(Exception):
                connection.writer.close()
        if self._listening is not None:
            with suppress(RuntimeError, ValueError):  # no loop running, or closed already
                asyncio.get_running_loop().remove_reader(self._listening.fileno())
            self._listening.close()
        while self._held:
            self._held.popleft()[1].close()
        with suppress(OSError):
            self.table.unlink(tables.SOCKET)
        with suppress(OSError):
            os.utime(tables.DESCRIPTOR, dir_fd=self.table.fd)  # paused from now: expiry counts from here
        if self.is_over:
            self.table.remove()
            clear_mark(self._game.path)
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

    # -- one client -----------------------------------------------------------------------
