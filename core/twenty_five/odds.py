"""The expert's value function: how likely each inmate is to get out, and the prison to break out.

Why a chart. What a square is worth depends on the time left and on the guards'
dice in every round to come, far more than one round of lookahead can see: an
inmate five squares from a free exit is a good bet with ten rounds left and
almost lost with three. So the odds of one inmate getting out were measured, not
guessed: `measure_odds` plays seeded competitive games (nothing ends them early,
so every inmate's fate is known), and counts, just after each Guards Move, how
often an inmate at a given distance from a free exit, with so many Inmates Moves
left, so many inmates still in play (they share the dice), pursued or not, got
out in the end. Sparse corners borrow from their neighbours, and the odds are
made to fall with distance and rise with time, as they must.

The shipped chart (`odds_chart.py`, about 2,000 numbers) was measured with
`measure_odds(3000, seed=40000)` on the standard board; `python -m
bench.make_twenty_five_odds` writes it again.

The prison's chance then follows: the inmates' fates taken as independent, the
chance that at least as many get out as are still needed for four.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from core.twenty_five.state import GRID, ROUNDS, Layout, PrisonSheet

#: distances are counted up to here (a cell's inmate is one step more than its door)
FARTHEST = 11
#: a sparse cell of the chart (fewer samples) borrows from the coarser count
BORROW = 30
#: an unmeasured cell: this share of the odds one square nearer
FALLING = 0.7


def distance(layout: Layout, sheet: PrisonSheet, inmate: int) -> int:
    """Squares to walk to the nearest free exit's top-row square, plus one from a cell."""
    free = [layout.board.exits[index].reached_from for index, box in enumerate(sheet.exits) if box.value is None]
    prisoner = sheet.inmates[inmate]
    if prisoner.status == GRID:
        row, column = layout.square(prisoner.path[-1])
        extra = 0
    else:
        row, column = layout.square(layout.doors[inmate])
        extra = 1
    if not free:
        return FARTHEST
    return min(FARTHEST, extra + min(row - top[0] + abs(column - top[1]) for top in free))


def at_least(chances: Sequence[float], need: int) -> float:
    """The chance that at least `need` of independent events with these chances happen."""
    if need <= 0:
        return 1.0
    spread = [1.0] + [0.0] * len(chances)  # spread[k]: chance that exactly k happened so far
    for chance in chances:
        for count in range(len(spread) - 1, 0, -1):
            spread[count] = spread[count] * (1 - chance) + spread[count - 1] * chance
        spread[0] *= 1 - chance
    return sum(spread[need:])


def break_out_chance(odds: OddsChart, playing: Sequence[tuple[int, bool]], moves_left: int, need: int) -> float:
    """The chance that `need` more inmates get out, just after a Guards Move.

    `playing`: (distance, pursued) of each inmate still in play; `moves_left`: the
    Inmates Moves to come. The inmates' fates are taken as independent.
    """
    if need <= 0:
        return 1.0
    if moves_left <= 0 or len(playing) < need:
        return 0.0
    return at_least([odds.chance(far, moves_left, len(playing), pursued) for far, pursued in playing], need)


#: one measured inmate: (distance, Inmates Moves left, inmates in play, pursued, got out)
Sample = tuple[int, int, int, bool, bool]


class OddsChart:
    """chance[pursued][in play - 1][moves left - 1][distance]: the odds of one inmate getting out."""

    def __init__(self, rows: Sequence[Sequence[Sequence[Sequence[float]]]]):
        self.rows = rows

    def chance(self, distance: int, moves_left: int, playing: int, pursued: bool) -> float:
        return self.rows[pursued][playing - 1][min(moves_left, ROUNDS) - 1][min(distance, FARTHEST)]

    @classmethod
    def from_samples(cls, samples: Iterable[Sample]) -> OddsChart:
        """Count the samples, borrow in sparse corners, keep the odds monotone."""
        fine: dict[tuple[int, int, int, bool], list[int]] = {}
        coarse: dict[tuple[int, int, int, bool], list[int]] = {}  # pursued or not, counted together
        for far, left, playing, pursued, out in samples:
            far = min(far, FARTHEST)
            for chart, key in ((fine, (far, left, playing, pursued)), (coarse, (far, left, playing, False))):
                count = chart.setdefault(key, [0, 0])
                count[0] += out
                count[1] += 1
        rows: list[list[list[list[float]]]] = []
        for pursued in (False, True):
            by_playing: list[list[list[float]]] = []
            for playing in range(1, 7):
                by_left: list[list[float]] = []
                for left in range(1, ROUNDS + 1):
                    line: list[float] = []
                    for far in range(FARTHEST + 1):
                        got_out, seen = coarse.get((far, left, playing, False), [0, 0])
                        nearer = line[-1] if line else 1.0
                        if seen < BORROW:
                            chance = nearer * FALLING
                        else:
                            hit, tried = fine.get((far, left, playing, pursued), [0, 0])
                            chance = (hit + BORROW * got_out / seen) / (tried + BORROW)
                        sooner = by_left[-1][far] if by_left else 0.0
                        line.append(round(max(min(chance, nearer), sooner), 4))
                    by_left.append(line)
                by_playing.append(by_left)
            rows.append(by_playing)
        return cls(rows)


@cache
def shipped_odds() -> OddsChart:
    """The measured chart shipped with the game (imported on first use: it is rewritten by a script)."""
    from core.twenty_five.odds_chart import ODDS

    return OddsChart(ODDS)
