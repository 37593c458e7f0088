"""The host's key for a waiting seat: `b` hands it to a bot until its player joins again."""

from __future__ import annotations

from typing import Any


def _waiting(screen: Any) -> list[int]:
    waiting = getattr(screen.session, "waiting_seats", None)
    return waiting() if waiting is not None and not screen.session.is_over else []


def can_hand_seat(screen: Any) -> bool:
    return bool(_waiting(screen))


def hand_seat(screen: Any) -> None:
    """The waiting seat to play if there is one, else the first waiting seat."""
    waiting = _waiting(screen)
    if not waiting:
        return
    seat = screen.current_seat()
    seat = seat if seat in waiting else waiting[0]
    bot = screen.session.hand_to_bot(seat)
    screen.notify(f"{screen.players[seat].name}'s seat is played by the {bot} bot until they join again.", timeout=5)

