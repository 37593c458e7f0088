"""The optimal bot's chart packed flat, so one copy can serve every process.

A filled `TurnSolver` holds its values in dictionaries keyed by tuples: about 10 MB
in every dice-tui that plays or shows the odds, rebuilt by each in about a second.
Packed, the same numbers are two flat arrays of doubles (1 MB each), indexed by the
turn state (dice left, Humans, Daleks capped as the solver caps them, Doctors and
Exterminate!s in the Top). Whoever keeps the bytes (the TUI maps one cached file
read-only, shared by all of a user's sessions) gives them back as any sequence of
floats; this module never touches a file.

A state the arrays do not hold (NaN) is worked out by the ordinary solver, so a
packed chart answers exactly what the dictionaries would.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence

from .faces import DICE, THIRD
from .optimal import TurnSolver

HUMANS = 4 * DICE  # ten Humans 4
DALEKS = 3 * DICE  # ten Daleks 3
SIZE = (DICE + 1) * (HUMANS + 1) * (DALEKS + 1) * THIRD * THIRD


def index(dice: int, humans: int, daleks: int, doctors: int, exterminates: int) -> int | None:
    """Where a capped turn state lives in the arrays (None outside them)."""
    if not (0 <= dice <= DICE and 0 <= humans <= HUMANS and 0 <= daleks <= DALEKS
            and 0 <= doctors < THIRD and 0 <= exterminates < THIRD):
        return None
    return (((dice * (HUMANS + 1) + humans) * (DALEKS + 1) + daleks) * THIRD + doctors) * THIRD + exterminates


def pack(solver: TurnSolver) -> bytes:
    """A filled solver's `value` and `roll_value` charts as bytes (native doubles, values first)."""
    charts = []
    for found in (solver._values, solver._rolls):
        flat = array("d", [float("nan")]) * SIZE
        for key, value in found.items():
            at = index(*key)
            if at is not None:
                flat[at] = value
        charts.append(flat.tobytes())
    return b"".join(charts)


class PackedSolver(TurnSolver):
    """A `TurnSolver` that reads its chart from packed doubles (see `pack`)."""

    def __init__(self, doubles: Sequence[float]) -> None:
        super().__init__()
        if len(doubles) != 2 * SIZE:
            raise ValueError(f"a packed chart holds {2 * SIZE} numbers, not {len(doubles)}")
        self._packed = doubles

    def value(self, dice_left: int, humans: int, daleks: int, doctors: int, exterminates: int) -> float:
        at = index(dice_left, humans, min(daleks, humans + 4 * dice_left), doctors, exterminates)
        if at is not None:
            found = self._packed[at]
            if found == found:  # NaN: not in the chart
                return found
        return super().value(dice_left, humans, daleks, doctors, exterminates)

    def roll_value(self, dice: int, humans: int, daleks: int, doctors: int, exterminates: int) -> float:
        at = index(dice, humans, min(daleks, humans + 4 * dice), doctors, exterminates)
        if at is not None:
            found = self._packed[SIZE + at]
            if found == found:
                return found
        return super().roll_value(dice, humans, daleks, doctors, exterminates)
