"""What a table's host says between a client's keys: read when the socket is readable,
checked line by line (from_host.py), folded with the game's own `evolve`, and told to the
screen once per batch of lines. A line that does not check ends the table for this
client in one line, with the game as it was before it (reconnect.py, `_refused`).
"""

from __future__ import annotations

import socket
from typing import TYPE_CHECKING, Any

from core.game import Command, Event
from core.games import game as game_descriptor
from core.lang import _
from core.text import visible
from saves.tables.net.from_host import KINDS, WHY_CHARS, folded, names, replayed, seat_names, text
from saves.tables.net.protocol import HOST_LINE, ProtocolError, command_classes, decode, load_events, read_command

if TYPE_CHECKING:
    from saves.tables.net.listener import Listener


class Hearing:
    """Mixed into TableClient: the host's lines between keys."""

    listener: Listener | None
    host: str
    rules: Any
    setup: Any
    events: tuple[Event, ...]
    state: Any
    connected: list[str]
    stand_ins: dict[int, str]
    _sock: socket.socket | None
    _buffer: bytes
    _batch: list[str] | None

    if TYPE_CHECKING:  # TableClient's and its other mixins'
        @property
        def game(self) -> str: ...
        def take_friendly(self, message: dict[str, Any]) -> bool: ...
        def changed(self, news: str) -> None: ...
        def _flush_changes(self) -> None: ...
        def _lost(self, why: str) -> None: ...
        def _end(self, why: str) -> None: ...
        def _refused(self, error: Exception) -> None: ...

    def _readable(self) -> None:
        """Lines from the host between keys: every whole message is taken, in order (those
        sent before the host hung up too)."""
        try:
            assert self._sock is not None
            chunk = self._sock.recv(1 << 20)
        except BlockingIOError:
            return
        except OSError as error:
            self._lost(_("the link to the host broke ({why})").format(why=error))
            return
        self._buffer += chunk
        self._take_lines()
        if not chunk and self._sock is not None:
            self._lost(_("the host {host} left the table").format(host=self.host))

    def _take_lines(self) -> None:
        """Every whole line in the buffer (attach takes those that came with the welcome)."""
        self._batch = []  # what the screen is told: once, after all the lines read now
        try:
            while b"\n" in self._buffer and self._sock is not None:
                line, _sep, self._buffer = self._buffer.partition(b"\n")
                self._take(decode(line, HOST_LINE))
            if len(self._buffer) > HOST_LINE:
                raise ProtocolError(_("a line too long"))
        except ProtocolError as error:
            self._refused(error)
        finally:
            self._flush_changes()

    def _take(self, message: dict[str, Any]) -> None:
        """One message from the host, checked before anything changes (from_host.py):
        ProtocolError, with the game as it was, for one that does not check."""
        kind = message["t"]
        if kind not in KINDS or kind in ("welcome", "ok", "no"):
            raise ProtocolError(_("a message this dice-tui does not expect ({kind})").format(kind=visible(kind[:20])))
        if self.take_friendly(message):
            return  # chat, presence, a rematch (client_friends.py)
        if kind == "events":
            before = self.state
            events = load_events(self.rules, message.get("events"))
            self._fold(events)
            if self.listener is not None:
                self.listener.take_events(before, events, self._command(message.get("command")))
        elif kind == "undo":
            self._drop_last()
            if self.listener is not None:
                self.listener.take_undo()
        elif kind == "seats":
            self.connected = names(message.get("connected", []))
            self.stand_ins = seat_names(message.get("stand_ins", {}))
            self.changed("")
        elif kind == "paused":
            self._lost(text(message.get("why", "the host paused the table"), WHY_CHARS))
        elif kind == "ended":
            self._end(text(message.get("why", "the host ended the table"), WHY_CHARS))

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
        state = folded(self.rules, self.state, events)
        self.events, self.state = (*self.events, *events), state

    def _drop_last(self) -> None:
        if not self.events:
            raise ProtocolError(_("an undo with nothing to take back"))
        state = replayed(self.rules, self.setup, self.events[:-1])
        self.events, self.state = self.events[:-1], state
