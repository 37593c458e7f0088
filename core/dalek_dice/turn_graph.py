"""One turn of Dalek Dice as a fixed graph, solved for many payoffs at once with numpy.

Why. The optimal bot values a turn by its points; the expert values it by the chance
to win, which depends on the scoreboard: the same turn is worth a different payoff
function of its points u(t) for every pair of totals (a "lane"). The turn's shape
never changes, so it is built once as arrays and any number of lanes are solved
together, each array operation covering all of them.

The graph is `TurnSolver`'s model (see `optimal`): decision states (dice left `n`,
Humans, Daleks capped at Humans + 4n, Doctors and Exterminate!s in the Top) reachable
from the first roll, every distinct roll outcome of n dice with its probability, and
for each outcome every keep the rules allow (Daleks 3 before Daleks 2, as there: safe
for any payoff that never falls as the points rise, as a chance to win never does).
Nodes are numbered: first one terminal node per number of points a turn can score
(its value is u(points)), then the decision states. Rolling from a state of n dice
only leads to states of fewer dice (every roll places at least one die in the Top or
among the keepers), so the states are solved in layers of n, smallest first:

    roll(s)  = P(third Doctor) * u(0) + sum over outcomes of p * max over keeps of value(next)
    value(s) = max(u(points for stopping now), roll(s))

The first state of a turn (ten dice, nothing kept) must roll; its node holds roll().
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from .faces import DICE, THIRD, turn_points
from .optimal import _dalek_gains, roll_outcomes
from .turn_shape import COLUMNS, FIRST, POINTS, State, capped

__all__ = ["COLUMNS", "FIRST", "POINTS", "State", "TurnGraph", "capped"]

Floats = NDArray[np.float64]
Ints = NDArray[np.intp]


@dataclass(frozen=True)
class Layer:
    """The states with one number of dice left: their rolls, as (state, outcome) pairs."""

    #: node numbers of the layer's states
    nodes: Ints
    #: points for stopping in each state (the first state may not stop: -1)
    stop_points: Ints
    #: probability of the third Doctor from each state (the turn scores 0)
    doctor: Floats
    #: the Dalek-keep node reached by each Humans keep, grouped by (state, outcome) pair
    keeps: Ints
    #: where each pair's keeps start in `keeps`
    pair_starts: Ints
    #: each pair's probability
    pair_chance: Floats
    #: where each state's pairs start (states in `nodes` order)
    state_starts: Ints


@dataclass(frozen=True)
class DalekKeeps:
    """Dalek-keep nodes: the best number of Dalek dice to keep once the Humans are chosen.

    Shared by every roll that leads to the same choice (as `TurnSolver` memoises it);
    a group holds the nodes whose successors have at most m dice left."""

    nodes: Ints
    #: successor node of each choice, grouped by node
    choices: Ints
    starts: Ints


DalekKey = tuple[int, int, int, int, int, int, int, bool]


class TurnGraph:
    """Every reachable state of a turn, numbered, with its rolls as arrays (a few seconds to build)."""

    def __init__(self) -> None:
        #: decision state -> node number
        self.index: dict[State, int] = {}
        self._gains = [[_dalek_gains(d2, d3) for d3 in range(DICE + 1)] for d2 in range(DICE + 1)]
        self._dalek: dict[DalekKey, tuple[int, list[int]]] = {}
        self._by_dice: dict[int, list[State]] = {}
        self._pending: list[State] = []
        outcomes = [roll_outcomes(n) for n in range(DICE + 1)]
        found: dict[State, list[tuple[float, list[int]]]] = {}
        doctor_chance: dict[State, float] = {}
        self._state_node(FIRST)
        while self._pending:
            state = self._pending.pop()
            dice, humans, daleks, doctors, exterminates = state
            pairs: list[tuple[float, list[int]]] = []
            lost = 0.0
            for p, doctor, exterminate, excess, h2, h4, d2, d3 in outcomes[dice]:
                top_doctors = doctors + doctor
                if top_doctors >= THIRD:
                    lost += p
                    continue
                top_placed = bool(doctor or exterminate)
                unkept = excess + h2 + h4 + d2 + d3
                keeps = []
                for keep4 in range(h4 + 1):
                    for keep2 in range(h2 + 1):
                        must = not (top_placed or keep4 or keep2)
                        if must and d2 + d3 == 0:
                            continue
                        key = (unkept - keep4 - keep2, humans + 4 * keep4 + 2 * keep2, daleks, d2, d3,
                               top_doctors, exterminates + exterminate, must)
                        keeps.append(self._dalek_node(key))
                pairs.append((p, keeps))
            found[state] = pairs
            doctor_chance[state] = lost
        states = COLUMNS + len(self.index)
        self.nodes = states + len(self._dalek)
        #: state layers by dice left (1..10), and Dalek-keep groups by most dice left after (0..9)
        self.layers = [self._layer(self._by_dice.get(n, []), found, doctor_chance) for n in range(1, DICE + 1)]
        self.dalek_groups = self._groups(states)
        del self._dalek, self._pending

    def _state_node(self, state: State) -> int:
        node = self.index.get(state)
        if node is None:
            node = self.index[state] = COLUMNS + len(self.index)
            self._by_dice.setdefault(state[0], []).append(state)
            self._pending.append(state)
        return node

    def _dalek_node(self, key: DalekKey) -> int:
        """A Dalek-keep node's number among them (offset by the states later); made on first use."""
        known = self._dalek.get(key)
        if known is not None:
            return known[0]
        unkept, humans, daleks, d2, d3, doctors, exterminates, must = key
        choices = []
        for kept, gain in enumerate(self._gains[d2][d3]):
            if must and not kept:
                continue
            left = unkept - kept
            if exterminates >= THIRD:
                choices.append(turn_points("exterminate", humans, 0, left))
            elif left == 0:
                choices.append(turn_points("no_dice_left", humans, daleks + gain, 0))
            else:
                choices.append(self._state_node(capped(left, humans, daleks + gain, doctors, exterminates)))
        number = -1 - len(self._dalek)  # negative until the states are all numbered
        self._dalek[key] = (number, sorted(set(choices)))
        return number

    def _dalek_number(self, states: int, number: int) -> int:
        return states - 1 - number

    def _layer(self, layer: list[State], found: dict[State, list[tuple[float, list[int]]]],
               doctor_chance: dict[State, float]) -> Layer:
        keeps: list[int] = []
        pair_starts: list[int] = []
        pair_chance: list[float] = []
        state_starts: list[int] = []
        offset = COLUMNS + len(self.index) - 1
        for state in layer:
            state_starts.append(len(pair_starts))
            for p, nexts in found[state]:
                pair_starts.append(len(keeps))
                pair_chance.append(p)
                keeps.extend(sorted({offset - number for number in nexts}))
        stops = [-1 if state == FIRST else turn_points("stopped", state[1], state[2], state[0])
                 for state in layer]
        return Layer(
            nodes=np.array([self.index[state] for state in layer], dtype=np.intp),
            stop_points=np.array(stops, dtype=np.intp),
            doctor=np.array([doctor_chance[state] for state in layer]),
            keeps=np.array(keeps, dtype=np.intp),
            pair_starts=np.array(pair_starts, dtype=np.intp),
            pair_chance=np.array(pair_chance),
            state_starts=np.array(state_starts, dtype=np.intp),
        )

    def _groups(self, states: int) -> list[DalekKeeps]:
        grouped: list[list[tuple[int, list[int]]]] = [[] for _ in range(DICE)]
        for key, (number, nexts) in self._dalek.items():
            unkept, must = key[0], key[7]
            grouped[unkept - 1 if must else unkept].append((states - 1 - number, nexts))
        groups = []
        for members in grouped:
            choices: list[int] = []
            starts: list[int] = []
            for _, found in members:
                starts.append(len(choices))
                choices.extend(found)
            groups.append(DalekKeeps(np.array([node for node, _ in members], dtype=np.intp),
                                     np.array(choices, dtype=np.intp), np.array(starts, dtype=np.intp)))
        return groups

    @property
    def states(self) -> int:
        """Nodes that are terminal or decision states (the Dalek-keep nodes come after)."""
        return COLUMNS + len(self.index)

    def solve_one(self, payoffs: Sequence[float]) -> tuple[Floats, Floats]:
        """One lane's values and roll values of the states (`states` of each), as `solve`."""
        values, rolls = self.solve(np.asarray(payoffs, dtype=np.float64)[None, :])
        return values[0, : self.states].copy(), rolls[0, : self.states].copy()

    def solve(self, payoffs: Floats) -> tuple[Floats, Floats]:
        """Node values and roll values for payoffs u[lane, points]: arrays [lane, node].

        `values[:, node]` is the value of reaching the node (terminal: u(points); a
        state: the better of stopping and rolling); `rolls[:, node]` the value of
        rolling from a state (NaN elsewhere). One lane costs what it costs alone (numpy
        works along each lane's contiguous row); lanes only share the Python overhead.
        """
        lanes = payoffs.shape[0]
        values = np.empty((lanes, self.nodes))
        values[:, :COLUMNS] = payoffs
        rolls = np.full((lanes, self.nodes), np.nan)
        zero = payoffs[:, :1]
        for dice in range(DICE + 1):
            if dice:
                layer = self.layers[dice - 1]
                if len(layer.nodes):
                    best = np.maximum.reduceat(values[:, layer.keeps], layer.pair_starts, axis=1)
                    best *= layer.pair_chance
                    roll = np.add.reduceat(best, layer.state_starts, axis=1)
                    roll += layer.doctor * zero
                    rolls[:, layer.nodes] = roll
                    stop = values[:, np.maximum(layer.stop_points, 0)]
                    values[:, layer.nodes] = np.where(layer.stop_points >= 0, np.maximum(stop, roll), roll)
            if dice < DICE:
                group = self.dalek_groups[dice]
                if len(group.nodes):
                    values[:, group.nodes] = np.maximum.reduceat(values[:, group.choices], group.starts, axis=1)
        return values, rolls
