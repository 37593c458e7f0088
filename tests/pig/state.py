"""The table of a Pig game: banked totals, whose turn, the turn's running total."""

from __future__ import annotations

from dataclasses import dataclass

from tests.pig.setup import PigSetup


@dataclass(frozen=True, slots=True)
class PigState:
    setup: PigSetup
    banked: tuple[int, ...]
    seat: int = 0
    turn_total: int = 0
    rolls: int = 0  # rolls so far: the next roll's number for core.dice
    winner: int | None = None

    @property
    def over(self) -> bool:
        return self.winner is not None


def start(setup: PigSetup) -> PigState:
    return PigState(setup=setup, banked=(0,) * len(setup.players))
