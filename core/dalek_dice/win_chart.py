"""The chance to win a two-player race to the target, at the start of every turn, solved exactly.

Why. Points are not the goal; winning is. Like Neller and Presser's solution of Pig,
the expert values every position by the probability of winning with best play by both
sides, found by value iteration; here the turn itself is the full Dalek Dice turn
(`turn_graph`), solved for a payoff that is the win chance of the position each
number of points leads to. A tie at the top is a shared win and counts one half.

The rule that shapes the chart is finishing the round (docs/rules/dalek-dice.md):
when seat 0 reaches the target, seat 1 still plays its turn of that round and wins
with a higher total; when seat 1 reaches it first, the game ends at once after its
turn. So three charts, every total below the target:

    first[a, b]   seat 0 about to play, totals a (seat 0) and b (seat 1)
    second[b, a]  seat 1 about to play, its total b, seat 0's a (below the target)
    final[d]      seat 1's last turn, seat 0 having reached the target d points ahead:
                  more than d points wins, exactly d ties

    first[a, b]  = turn value of u(t) = 1 - final[a + t - b]  if a + t >= target
                                        1 - second[b, a + t]  otherwise
    second[b, a] = turn value of u(t) = 1                     if b + t >= target
                                        1 - first[a, b + t]   otherwise

Totals never fall, so positions are solved by decreasing a + b. Only a scoreless turn
(t = 0) leads back to the same sum: first[a, b] and second[b, a] depend on each other,
a fixed point found per sum by iteration with the secant step (the map is piecewise
linear, so the step is exact once the best play stops changing), to 1e-12.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .faces import TARGET
from .turn_shape import COLUMNS, FIRST, POINTS

if TYPE_CHECKING:  # numpy only where the chart is built (a session reads it: no numpy there)
    from .turn_graph import Floats, TurnGraph

#: convergence of the scoreless-turn fixed point
TOLERANCE = 1e-12
#: lanes solved together: few enough that each lane's row stays in the cache
CHUNK = 8


@dataclass(frozen=True)
class WinChart:
    """first[a][b], second[b][a] and final[d] as flat sequences of floats (see the module)."""

    target: int
    numbers: Sequence[float] | Floats

    @property
    def size(self) -> int:
        return 2 * self.target * self.target + COLUMNS

    def first(self, mine: int, theirs: int) -> float:
        """Seat 0 to play: its win chance."""
        return self.numbers[mine * self.target + theirs]

    def second(self, mine: int, theirs: int) -> float:
        """Seat 1 to play, seat 0 below the target: seat 1's win chance."""
        return self.numbers[self.target * self.target + mine * self.target + theirs]

    def final(self, behind: int) -> float:
        """Seat 1's last turn, `behind` points short of a tie: its win chance."""
        if behind > POINTS:
            return 0.0
        return self.numbers[2 * self.target * self.target + max(behind, 0)]

    def pack(self) -> bytes:
        return array("d", self.numbers).tobytes()


def final_payoff(behind: int) -> list[float]:
    """u(t) for a last turn `behind` points short of a tie: 1 beyond it, 1/2 on it."""
    return [1.0 if points > behind else 0.5 if points == behind else 0.0 for points in range(COLUMNS)]


def final_payoffs(behind: Sequence[int]) -> Floats:
    """`final_payoff` for many lanes at once, as an array [lane, points] (the chart's build)."""
    import numpy as np

    points = np.arange(COLUMNS)
    needs = np.asarray(behind)[:, None]
    return np.where(points > needs, 1.0, np.where(points == needs, 0.5, 0.0))


def first_payoffs(chart: WinChart, mine: int, theirs: int, scoreless: float) -> list[float]:
    """u(t) for seat 0 at (mine, theirs); `scoreless` stands for second[theirs, mine]."""
    target = chart.target
    return [1 - chart.final(mine + t - theirs) if mine + t >= target
            else (1 - scoreless if t == 0 else 1 - chart.second(theirs, mine + t))
            for t in range(COLUMNS)]


def second_payoffs(chart: WinChart, mine: int, theirs: int, scoreless: float) -> list[float]:
    """u(t) for seat 1 at (mine, theirs); `scoreless` stands for first[theirs, mine]."""
    target = chart.target
    return [1.0 if mine + t >= target
            else (1 - scoreless if t == 0 else 1 - chart.first(theirs, mine + t))
            for t in range(COLUMNS)]


def turn_values(graph: TurnGraph, payoffs: Floats) -> Floats:
    """The value of a fresh turn (ten dice to roll) for each lane's payoffs."""
    import numpy as np

    start = graph.index[FIRST]
    out = np.empty(len(payoffs))
    for at in range(0, len(payoffs), CHUNK):
        _, rolls = graph.solve(payoffs[at : at + CHUNK])
        out[at : at + CHUNK] = rolls[:, start]
    return out


def build(graph: TurnGraph, target: int = TARGET) -> WinChart:
    """Solve every position of a two-player race to `target` (about 3 CPU minutes for 60)."""
    import numpy as np

    numbers = np.zeros(2 * target * target + COLUMNS)
    chart = WinChart(target, numbers)  # filled in place, highest sums first
    finals = turn_values(graph, final_payoffs(range(COLUMNS)))
    numbers[2 * target * target :] = finals
    first = numbers[: target * target].reshape(target, target)
    second = numbers[target * target : 2 * target * target].reshape(target, target)
    for total in range(2 * target - 2, -1, -1):
        mine = np.arange(max(0, total - target + 1), min(target - 1, total) + 1)
        theirs = total - mine

        def sweep(guess: Floats, mine: Any = mine, theirs: Any = theirs) -> tuple[Floats, Floats]:
            """first[a, b] after second[b, a] is solved against the guess for first[a, b]."""
            seconds = turn_values(graph, np.array([
                second_payoffs(chart, int(b), int(a), float(x)) for a, b, x in zip(mine, theirs, guess)]))
            firsts = turn_values(graph, np.array([
                first_payoffs(chart, int(a), int(b), float(y)) for a, b, y in zip(mine, theirs, seconds)]))
            return firsts, seconds

        guess = np.full(len(mine), 0.5)
        result, seconds = sweep(guess)
        for _ in range(60):
            if np.max(np.abs(result - guess)) < TOLERANCE:
                break
            then_guess, then_result = guess, result
            guess = result
            result, seconds = sweep(guess)
            # the secant step towards the fixed point of guess -> result
            moved = guess - then_guess
            slope = np.divide(result - then_result, moved, out=np.zeros_like(moved), where=moved != 0)
            ahead = np.clip(guess + (result - guess) / (1 - np.minimum(slope, 0.9)), 0.0, 1.0)
            if np.max(np.abs(result - guess)) >= TOLERANCE:
                guess = ahead
                result, seconds = sweep(guess)
        first[mine, theirs] = result
        second[theirs, mine] = seconds
    return WinChart(target, array("d", numbers.tobytes()))
