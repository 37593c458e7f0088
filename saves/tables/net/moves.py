"""A client's command at the host: checked for its seat first (only the seat to play, and
only if the kernel says the client is that seat's user), then by the rules (`decide`);
its events are saved, then sent to every connection, then shown on the host's screen.
A command read after the deadline its client set (a stopped or slow host) is refused:
its client has already told its player the move was not played.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from core.game import Command, IllegalMove
from core.lang import _
from saves.errors import reason
from saves.tables.net.door import Connection, HostView
from saves.tables.net.listener import Listener
from saves.tables.net.protocol import ProtocolError, dump_events, encode, read_command


class HostMoves(HostView):
    """Mixed into TableHost: what a connected client asks of the game."""

    _classes: dict[str, type[Command]]
    listener: Listener | None
    friend_message: Callable[[Connection, dict[str, Any]], bool]
    publish: Callable[[], None]
    with_seed: Callable[[dict[str, Any]], dict[str, Any]]
    _broadcast: Callable[..., None]

    def _handle(self, connection: Connection, message: dict[str, Any]) -> None:
        if self.friend_message(connection, message):
            return  # a chat line, a key, a seat handed to a bot (saves.tables.net.presence)
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
            why = _("the host could not save the game: {why}").format(why=reason(error))
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
