"""The expert bot: every keep and every roll-or-stop made for the best chance to win.

Two players: exact. The win chart (`win_chart`, shipped solved) gives the chance to
win at the start of every turn; the current turn is valued by solving the turn graph
(`turn_graph`) once for this scoreboard's payoff, u(points) = the chance to win after
scoring them, and each decision is then a look-up. One solve is a few milliseconds
with numpy (`TurnGraph`) or a tenth of a second in plain Python on the packed graph a
game session uses (`graph_pack`: no numpy in a session), kept for the rest of the turn
(and for other turns on the same scoreboard).

Three to six players: the same charts against one opponent, the leader. The player
whose total is highest among the others (the first of them after you on a tie) is
the one you must beat, and the chart answers as if the game were you against them:
as seat 0 if they play after you in this round, as seat 1 if they have played, and
as the final turn if someone has reached the target already (you need more than the
best total). The others are ignored; docs/rules/dalek-dice.md says why this is the
approximation chosen.

Where no exact answer is at hand (a state the graph does not hold, after a keep that
takes Daleks 2 before Daleks 3, which the expert itself never does), it plays as the
optimal bot would.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .commands import DalekCommand, Keep, Roll, Stop
from .decide import legal_commands
from .faces import THIRD, turn_points
from .state import MUST_KEEP, MUST_ROLL, ROLL_OR_STOP, DalekState
from .turn_shape import State, capped
from .win_chart import WinChart, final_payoff, first_payoffs, second_payoffs

#: scoreboards whose solved turn one process keeps (each about 40 KB)
LANES_KEPT = 64

Lane = tuple[str, int, int]  # ("first" | "second" | "final", my total, the opponent's)


class Graph(Protocol):
    """A turn graph the expert can solve: TurnGraph (numpy) or PackedGraph (plain Python)."""

    @property
    def index(self) -> Mapping[State, int]: ...

    def solve_one(self, payoffs: Sequence[float]) -> tuple[Any, Any]: ...  # values, rolls: by node


@dataclass(frozen=True)
class Solved:
    """One scoreboard's turn: payoffs by points, node values and roll values of the states."""

    payoffs: Sequence[float]
    values: Sequence[float]
    rolls: Sequence[float]


@dataclass(frozen=True)
class WinOdds:
    """What the odds panel shows: the chance to win by stopping now and by rolling on."""

    stop: float | None
    roll_on: float | None


def lane_of(state: DalekState, target: int) -> Lane:
    """Which position of the two-player chart this scoreboard is treated as (see the module)."""
    seat, totals = state.seat, state.totals
    mine = totals[seat]
    others = [(totals[other], -((other - seat) % len(totals)), other)
              for other in range(len(totals)) if other != seat]
    best, _, leader = max(others)
    if best >= target:
        return ("final", mine, best)
    return ("first", mine, best) if leader > seat else ("second", mine, best)


class Expert:
    """The expert's knowledge: the turn graph, the win chart and the turns solved so far."""

    def __init__(self, graph: Graph, chart: WinChart, lanes_kept: int = LANES_KEPT) -> None:
        self.graph = graph
        self.chart = chart
        self.lanes_kept = lanes_kept
        self._solved: OrderedDict[Lane, Solved] = OrderedDict()

    def payoffs(self, lane: Lane) -> list[float]:
        kind, mine, theirs = lane
        chart = self.chart
        if kind == "final":
            return final_payoff(theirs - mine)
        if kind == "first":
            return first_payoffs(chart, mine, theirs, chart.second(theirs, mine))
        return second_payoffs(chart, mine, theirs, chart.first(theirs, mine))

    def solved(self, lane: Lane) -> Solved:
        found = self._solved.get(lane)
        if found is not None:
            self._solved.move_to_end(lane)
            return found
        payoffs = self.payoffs(lane)
        values, rolls = self.graph.solve_one(payoffs)
        found = Solved(payoffs, values, rolls)
        self._solved[lane] = found
        if len(self._solved) > self.lanes_kept:
            self._solved.popitem(last=False)
        return found

    def after_keep(self, state: DalekState, keep: Keep, solved: Solved) -> float | None:
        """The chance to win once `keep` is kept (None: a state the graph does not hold)."""
        humans = state.humans + 2 * keep.humans2 + 4 * keep.humans4
        daleks = state.daleks + 2 * keep.daleks2 + 3 * keep.daleks3
        left = len(state.right) + len(state.centre) - keep.total
        if state.exterminates >= THIRD:
            return float(solved.payoffs[turn_points("exterminate", humans, daleks, left)])
        if left == 0:
            return float(solved.payoffs[turn_points("no_dice_left", humans, daleks, 0)])
        node = self.graph.index.get(capped(left, humans, daleks, state.doctors, state.exterminates))
        return None if node is None else float(solved.values[node])

    def odds(self, state: DalekState, keep: Keep | None = None) -> WinOdds:
        """The chance to win by stopping and by rolling on, now or after keeping `keep`."""
        solved = self.solved(lane_of(state, self.chart.target))
        humans, daleks, left = state.humans, state.daleks, state.dice_left
        if keep is not None:
            humans += 2 * keep.humans2 + 4 * keep.humans4
            daleks += 2 * keep.daleks2 + 3 * keep.daleks3
            left = len(state.right) + len(state.centre) - keep.total
        started = state.phase != MUST_ROLL
        stop = float(solved.payoffs[turn_points("stopped", humans, daleks, left)]) if started else None
        node = self.graph.index.get(capped(left, humans, daleks, state.doctors, state.exterminates))
        roll_on = None if node is None else float(solved.rolls[node])
        return WinOdds(stop=stop, roll_on=roll_on)

    def command(self, state: DalekState) -> DalekCommand | None:
        """The expert's command, or None where it has no exact answer."""
        if state.phase == MUST_ROLL:
            return Roll()
        solved = self.solved(lane_of(state, self.chart.target))
        if state.phase == MUST_KEEP:
            best: tuple[float, Keep] | None = None
            for keep in legal_commands(state):
                if not isinstance(keep, Keep):
                    continue
                value = self.after_keep(state, keep, solved)
                if value is not None and (best is None or value > best[0]):
                    best = (value, keep)
            return None if best is None else best[1]
        if state.phase == ROLL_OR_STOP:
            chances = self.odds(state)
            if chances.roll_on is None or chances.stop is None:
                return None
            return Roll() if chances.roll_on > chances.stop else Stop()
        raise ValueError("no bot command: the game is over")


#: the process's expert: built on first use (the turn graph, about a second), or handed in by `use`
_EXPERT: list[Expert] = []


def expert() -> Expert:
    """The process's expert, with the shipped win chart for the target of 60."""
    if not _EXPERT:
        from .turn_graph import TurnGraph  # numpy: a session installs a packed graph instead (`use`)
        from .win_data import win_chart

        _EXPERT.append(Expert(TurnGraph(), win_chart()))
    return _EXPERT[0]


def use(chosen: Expert) -> None:
    """Make `chosen` the process's expert (a benchmark keeping every scoreboard, say)."""
    _EXPERT[:] = [chosen]


def in_use() -> Expert | None:
    """The process's expert if there is one yet (nothing is built here)."""
    return _EXPERT[0] if _EXPERT else None
