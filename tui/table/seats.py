"""What a game screen does differently at a shared table, kept out of the screen itself.

A local game's session has none of `controls`, `stand_in`, `waiting_seats`: then every
seat is this terminal's and every bot is the seat's own. At a table (saves.tables) the
session says which seats this terminal plays, which waiting seats a bot stands in for,
and tells the screen what the others did (`take_events`, `take_undo`, `table_changed`).
The host's `b` hands a waiting seat to a bot until its player joins again.
"""

from __future__ import annotations

from typing import Any


class TableSeats:
    """Mixed into GameScreen (tui.screens.game_base)."""

    session: Any
    players: Any

    def bot_kind(self, seat: int) -> str | None:
        """The bot playing a seat: its own, or one a table's host handed a waiting seat to."""
        stand_in = getattr(self.session, "stand_in", None)
        return (stand_in(seat) if stand_in is not None else None) or self.players[seat].bot

    def my_turn(self) -> bool:
        """Whether this terminal acts for the seat to play: always in a local game, only
        for its own user's seats at a shared table."""
        controls = getattr(self.session, "controls", None)
        seat = self.current_seat()
        return controls is None or (seat is not None and controls(seat))

    # -- the host's key for a waiting seat --------------------------------------------------
    def _waiting(self) -> list[int]:
        """Seats a bot may take from here: away or idle ones (tui.table.net.friends)."""
        waiting = getattr(self.session, "handable_seats", None) or getattr(self.session, "waiting_seats", None)
        return waiting() if waiting is not None and not self.session.is_over else []

    def can_hand_seat(self) -> bool:
        return bool(self._waiting())

    def action_hand_seat(self) -> None:
        """The waiting seat to play if there is one, else the first waiting seat."""
        waiting = self._waiting()
        if not waiting:
            return
        seat = self.current_seat()
        seat = seat if seat in waiting else waiting[0]
        name = self.players[seat].name
        hand = getattr(self.session, "hand_seat_to_bot", None)
        # the host: the player's next key (or join) takes the seat back; a seat asks the host
        bot = hand(seat, "") if hand is not None else self.session.hand_to_bot(seat)
        self.notify(f"{name}'s seat is played by the {bot} bot until they are back.", timeout=5)

    # -- what the others did ------------------------------------------------------------------
    def take_events(self, before: Any, events: list[Any], command: Any = None) -> None:
        """Another terminal's command: shown as it was on the mover's screen."""
        if self.is_attached:
            self.show_events(command, before, events)

    def take_undo(self) -> None:
        if self.is_attached:
            log = self._log()
            if log is not None:
                log.add("↶ Undone.")
            self._after_change()

    def table_changed(self, news: str) -> None:
        if self.is_attached:
            if news:
                self.notify(news, timeout=5)
            self._after_change()
