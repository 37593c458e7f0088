"""Pig's fold: one event at a time, no dice, no checks beyond staying consistent."""

from __future__ import annotations

from dataclasses import replace

from tests.pig.events import PigHeld, PigRolled, PigWon
from tests.pig.state import PigState


def evolve(state: PigState, event: object) -> PigState:
    seats = len(state.banked)
    if isinstance(event, PigRolled):
        if event.value == 1:
            return replace(state, turn_total=0, seat=(state.seat + 1) % seats, rolls=state.rolls + 1)
        return replace(state, turn_total=state.turn_total + event.value, rolls=state.rolls + 1)
    if isinstance(event, PigHeld):
        if event.player != state.seat or event.points != state.turn_total:
            raise ValueError("a hold that does not match the turn")
        banked = list(state.banked)
        banked[state.seat] += event.points
        return replace(state, banked=tuple(banked), turn_total=0, seat=(state.seat + 1) % seats)
    if isinstance(event, PigWon):
        return replace(state, winner=event.player)
    raise ValueError(f"{type(event).__name__} is not a Pig event")
