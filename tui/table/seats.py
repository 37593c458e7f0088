"""What a game screen does differently at a shared table, kept out of the screen itself.

A local game has no seat control (`table` is None): then every seat is this terminal's
and every bot is the seat's own. At a table (saves.tables) its seat control
(tui.session.SeatControl) says which seats this terminal plays, which waiting seats a
bot stands in for, and tells the screen what the others did (`take_events`, `take_undo`,
`table_changed`: the screen is its tui.session.Listener).
`b` hands an away or idle seat to a bot until its player is back (the host at once, anyone
seated once the host's idle time has passed: saves.tables.net.presence).
"""

from __future__ import annotations

from core.lang import _
from tui.screens.seats import BOT_KINDS
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from core.game import Command, Event, PlayerSpec
    from tui.session import SeatControl, Session
    from tui.widgets.game_log import GameLog


class SeatedScreen(Protocol):
    """What the mixin uses of the screen it is mixed into (GameScreen): mypy checks it there."""

    session: Session
    table: SeatControl | None

    @property
    def players(self) -> tuple[PlayerSpec, ...]: ...
    @property
    def is_attached(self) -> bool: ...

    def current_seat(self) -> int | None: ...
    def notify(self, message: str, *, timeout: float | None = None) -> None: ...
    def show_events(self, command: Command | None, before: Any, events: list[Event]) -> None: ...
    def _log(self) -> GameLog | None: ...
    def _after_change(self) -> None: ...
    def _waiting(self) -> list[int]: ...


class TableSeats:
    """Mixed into GameScreen (tui.screens.game_base)."""

    def bot_kind(self: SeatedScreen, seat: int) -> str | None:
        """The bot playing a seat: its own, or one a table's host handed a waiting seat to."""
        stand_in = self.table.stand_in(seat) if self.table is not None else None
        return stand_in or self.players[seat].bot

    def my_turn(self: SeatedScreen) -> bool:
        """Whether this terminal acts for the seat to play: always in a local game, only
        for its own user's seats at a shared table."""
        seat = self.current_seat()
        return self.table is None or (seat is not None and self.table.controls(seat))

    # -- the host's key for a waiting seat --------------------------------------------------
    def _waiting(self: SeatedScreen) -> list[int]:
        """Seats a bot may take from here: away or idle ones (saves.tables.net.presence)."""
        return self.table.handable_seats() if self.table is not None and not self.session.is_over else []

    def can_hand_seat(self: SeatedScreen) -> bool:
        return bool(self._waiting())

    def action_hand_seat(self: SeatedScreen) -> None:
        """The waiting seat to play if there is one, else the first waiting seat."""
        waiting = self._waiting()
        if not waiting:
            return
        seat = self.current_seat()
        seat = seat if seat is not None and seat in waiting else waiting[0]
        assert self.table is not None  # seats wait only at a table
        name = self.players[seat].name
        # the host: the player's next key (or join) takes the seat back; a seat asks the host
        bot = self.table.hand_seat_to_bot(seat)
        self.notify(_("{name}'s seat is played by the {bot} bot until they are back.").format(
            name=name, bot=_(BOT_KINDS.get(bot, bot))), timeout=5)

    # -- what the others did ------------------------------------------------------------------
    def take_events(self: SeatedScreen, before: Any, events: list[Event], command: Command | None = None) -> None:
        """Another terminal's command: shown as it was on the mover's screen."""
        if self.is_attached:
            self.show_events(command, before, events)

    def take_undo(self: SeatedScreen) -> None:
        if self.is_attached:
            log = self._log()
            if log is not None:
                log.add(_("↶ Undone."))
            self._after_change()

    def table_changed(self: SeatedScreen, news: str) -> None:
        if self.is_attached:
            if news:
                self.notify(news, timeout=5)
            self._after_change()
