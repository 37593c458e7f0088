"""Who is at a table: here, away (no link), idle (the seat to play, no key for a while)
or played by a stand-in bot (issue 22, item 7). The host keeps the clock; each terminal's
header shows who is not simply here.

Why the host decides idleness: it is the one clock every terminal trusts, and handing a
seat to a bot is only fair once that clock (not a player's own) says the seat has waited.
"""

from __future__ import annotations

import asyncio
import time
from contextlib import suppress
from typing import TYPE_CHECKING, Any

from core.lang import N_, _

if TYPE_CHECKING:
    from saves.session import GameSession
    from saves.tables.net.listener import Listener

#: minutes without a key before the seat to play shows as idle (`table new --idle-minutes`)
IDLE_MINUTES = 5.0
#: seconds between the host's looks at who is idle
PRESENCE_TICK = 2.0
#: seconds between a client's "here" messages while its player types on
HERE_EVERY = 5.0
WORDS = {"here": N_("{name} here"), "away": N_("{name} away"), "idle": N_("{name} idle"), "bot": N_("{name} bot plays")}


def presence_note(names: list[str], states: dict[int, str]) -> str:
    """'bob away · cat idle': only those not simply here."""
    return " · ".join(_(WORDS[state]).format(name=names[seat]) for seat, state in sorted(states.items())
                      if state != "here" and seat < len(names) and state in WORDS)  # fmt: skip


class HostPresence:
    """Mixed into TableHost through HostFriends: the host's view of who is here."""

    host: str
    connections: set[Any]
    stand_ins: dict[int, str]
    listener: Listener | None
    _game: GameSession
    idle_after: float
    _active: dict[int, float]
    _away_since: dict[int, float]
    _idle_stand_ins: set[int]
    _turn: int | None
    _presence: tuple[Any, ...] | None
    _ticker: asyncio.TimerHandle | None
    _send_all: Any

    def presence(self, now: float | None = None) -> dict[int, str]:
        """Each human seat's state: here, away (no link), idle (to play, no key for
        idle_after seconds) or bot (a stand-in plays it)."""
        moment = time.monotonic() if now is None else now
        present = {seat for connection in self.connections for seat in connection.seats}
        turn = self._game.rules.current_player(self._game.state)
        if turn != self._turn:
            self._turn = turn
            if turn is not None:
                self._active[turn] = moment  # a fresh turn starts the idle clock
        states = {}
        for seat, player in enumerate(self._game.setup.players):
            if player.bot is not None:
                continue
            mine = player.name == self.host
            if seat in self.stand_ins:
                states[seat] = "bot"
            elif not mine and seat not in present:
                self._away_since.setdefault(seat, moment)
                states[seat] = "away"
            elif seat == turn and self.idle_after > 0 and moment - self._active.get(seat, moment) >= self.idle_after:
                states[seat] = "idle"
            else:
                states[seat] = "here"
            if states[seat] != "away":
                self._away_since.pop(seat, None)
        return states

    def presence_note(self) -> str:
        return presence_note([p.name for p in self._game.setup.players], self.presence())

    def handable_seats(self, by_host: bool = True) -> list[int]:
        """Seats a bot may take: away or idle (the host's own never). Anyone seated may
        hand them only once they have been so for idle_after seconds."""
        if self._game.is_over:
            return []
        now = time.monotonic()
        seats = []
        for seat, state in self.presence(now).items():
            if self._game.setup.players[seat].name == self.host or state not in ("away", "idle"):
                continue
            waited = state == "idle" or now - self._away_since.get(seat, now) >= self.idle_after
            if by_host or (self.idle_after > 0 and waited):
                seats.append(seat)
        return seats

    def hand_idle(self, seat: int) -> None:
        """Remember that a bot took a connected player's seat: their next key takes it back."""
        if any(seat in connection.seats for connection in self.connections):
            self._idle_stand_ins.add(seat)

    def here(self, seats: frozenset[int] | set[int]) -> bool:
        """A key at these seats' terminal; True if a seat came back from its stand-in bot."""
        now = time.monotonic()
        back = False
        for seat in seats:
            self._active[seat] = now
            if seat in self._idle_stand_ins or (seat in self.stand_ins and self._connected(seat)):
                self._idle_stand_ins.discard(seat)
                back = self.stand_ins.pop(seat, None) is not None or back
        return back

    def _connected(self, seat: int) -> bool:
        return any(seat in connection.seats for connection in self.connections)

    def tick_presence(self) -> None:
        """Tell everyone when who is here, away or idle has changed (every PRESENCE_TICK)."""
        self.stop_ticking()
        if self._game.closed:
            return
        states = self.presence()
        shown_now = (tuple(sorted(states.items())), tuple(self.handable_seats(by_host=False)))
        if shown_now != self._presence:
            self._presence = shown_now
            self._send_all({"t": "presence", "seats": {str(k): v for k, v in states.items()},
                            "handable": list(shown_now[1])})  # fmt: skip
            if self.listener is not None:
                self.listener.table_changed("")
        with suppress(RuntimeError):
            self._ticker = asyncio.get_running_loop().call_later(PRESENCE_TICK, self.tick_presence)

    def stop_ticking(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
            self._ticker = None

