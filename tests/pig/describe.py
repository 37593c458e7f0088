"""Pig's log lines and the save list's line."""

from __future__ import annotations

from typing import Any

from tests.pig.events import PigHeld, PigRolled, PigWon


def describe(event: Any, setup: Any = None) -> str:
    names = [player.name for player in setup.players] if setup is not None else []

    def who(seat: int) -> str:
        return names[seat] if seat < len(names) else f"Player {seat + 1}"

    if isinstance(event, PigRolled):
        return "Rolled a 1: the turn is lost." if event.value == 1 else f"Rolled a {event.value}."
    if isinstance(event, PigHeld):
        return f"{who(event.player)} banks {event.points} points."
    if isinstance(event, PigWon):
        return f"{who(event.player)} reaches the target and wins."
    raise TypeError(f"not a Pig event: {event!r}")
