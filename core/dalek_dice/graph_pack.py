"""The turn graph packed in bytes, and solved from them in plain Python.

Why. A game session that seats the expert used to build `TurnGraph` itself: numpy
(about 15 MB a process), a second of CPU and some 60 MB of Python objects while it was
built, most of which the process kept: a Dalek game against the expert took 2.5 times
the memory of any other game. The graph never changes, so it is built once per user
(by another process: tui.games.dalek_dice.charts) and packed here; a session reads the
bytes when it solves a scoreboard and lets them go after. A solve in plain Python takes
about a tenth of a second; the expert solves one scoreboard per turn and keeps it.

The packing is a list of typed sections (int32 for node numbers and offsets, float64
for chances), in the order `pack` writes them: first the counts and the index of the
decision states, then each layer of n dice, then each group of Dalek-keep nodes. The
values equal numpy's to the last bits of a float (numpy sums long runs pairwise).

A damaged chart (the file is checked by digest when it is read, but a packing of
another shape could still be handed in) raises ValueError here, never anything else,
so that the expert can fall back to the optimal bot's play.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .faces import DICE
from .turn_shape import COLUMNS, State

if TYPE_CHECKING:
    from .turn_graph import TurnGraph

#: layout version: the first int32 of a packing (a new layout, a new number)
VERSION = 1
#: the sections of one layer and of one Dalek-keep group, in order, with their types
LAYER = (("nodes", "i"), ("stop_points", "i"), ("doctor", "d"), ("keeps", "i"),
         ("pair_starts", "i"), ("pair_chance", "d"), ("state_starts", "i"))
GROUP = (("nodes", "i"), ("choices", "i"), ("starts", "i"))
def state_key(state: State) -> int:
    """A state as one int: dice (0-10), Humans and Daleks (0-127 each), Doctors, Exterminate!s (0-3)."""
    dice, humans, daleks, doctors, exterminates = state
    return (dice << 21) | (humans << 14) | (daleks << 7) | (doctors << 2) | exterminates


def key_state(key: int) -> State:
    return ((key >> 21) & 0x7F, (key >> 14) & 0x7F, (key >> 7) & 0x7F, (key >> 2) & 0x1F, key & 0x3)


def pack(graph: TurnGraph) -> bytes:
    """The graph's arrays as one packing (its sections in the order `PackedGraph` reads)."""
    sections: list[array[Any]] = [
        array("i", [VERSION, graph.nodes, len(graph.index), COLUMNS]),
        array("i", [state_key(state) for state in graph.index]),
        array("i", list(graph.index.values())),
    ]
    for layer in graph.layers:
        for name, code in LAYER:
            sections.append(array(code, getattr(layer, name).tolist()))
    for group in graph.dalek_groups:
        for name, code in GROUP:
            sections.append(array(code, getattr(group, name).tolist()))
    head = array("q", [len(sections)])
    for section in sections:
        head.extend((ord(section.typecode), len(section)))
    out = [head.tobytes()]
    for section in sections:
        data = section.tobytes()
        out.append(data + b"\0" * (-len(data) % 8))  # every section starts 8-aligned
    return b"".join(out)


def sections(data: bytes | memoryview) -> list[memoryview[Any]]:
    """The typed sections of a packing (ValueError if it is not one)."""
    view = memoryview(data).cast("B")
    try:
        count = view[:8].cast("q")[0]
        if not 0 < count < 1000:
            raise ValueError("not a packed turn graph")
        head = view[8 : 8 + 16 * count].cast("q")
        found: list[memoryview[Any]] = []
        offset = 8 + 16 * count
        for at in range(count):
            code, length = chr(head[2 * at]), head[2 * at + 1]
            size = length * (8 if code == "d" else 4)
            if code not in "id" or length < 0 or offset + size > len(view):
                raise ValueError("not a packed turn graph")
            part = view[offset : offset + size]
            found.append(part.cast("i") if code == "i" else part.cast("d"))
            offset += size + (-size % 8)
        return found
    except (IndexError, TypeError) as error:
        raise ValueError("not a packed turn graph") from error


class StateIndex(Mapping[State, int]):
    """Decision state -> node number, read from the packing's two int arrays (sorted by
    key here) rather than held as a dict of tuples (a third of a megabyte a session)."""

    def __init__(self, keys: Sequence[int], numbers: Sequence[int]) -> None:
        pairs = sorted(zip(keys, numbers))
        self._keys = array("i", [key for key, _ in pairs])
        self._numbers = array("i", [number for _, number in pairs])

    def __getitem__(self, state: State) -> int:
        key = state_key(state)
        at = bisect_left(self._keys, key)
        if at == len(self._keys) or self._keys[at] != key:
            raise KeyError(state)
        return self._numbers[at]

    def __iter__(self) -> Iterator[State]:
        return (key_state(key) for key in self._keys)

    def __len__(self) -> int:
        return len(self._keys)


class PackedGraph:
    """The turn graph read from its packing: the index now, the arrays at each solve.

    `read` returns the packing's bytes; it is called once here (for the index) and once
    per `solve_one`, so the session holds the arrays only while it solves.
    """

    def __init__(self, read: Callable[[], bytes | memoryview]) -> None:
        self._read = read
        found = sections(read())
        expected = 3 + DICE * len(LAYER) + DICE * len(GROUP)
        if len(found) != expected or len(found[0]) != 4 or found[0][0] != VERSION or found[0][3] != COLUMNS:
            raise ValueError("a turn graph packed in another layout")
        self.nodes = found[0][1]
        keys, numbers = found[1], found[2]
        if len(keys) != found[0][2] or len(numbers) != len(keys):
            raise ValueError("a turn graph packed in another layout")
        #: decision state -> node number, as TurnGraph.index
        self.index = StateIndex(keys, numbers)

    @property
    def states(self) -> int:
        return COLUMNS + len(self.index)

    def solve_one(self, payoffs: Sequence[float]) -> tuple[array[float], array[float]]:
        """Values and roll values (NaN where a node does not roll) of the states for one
        lane's payoffs u(points): `TurnGraph.solve` for one lane, in plain Python."""
        if len(payoffs) != COLUMNS:
            raise ValueError(f"payoffs for {COLUMNS} point totals, not {len(payoffs)}")
        found = sections(self._read())
        values = [0.0] * self.nodes
        values[:COLUMNS] = [float(u) for u in payoffs]
        rolls = array("d", [float("nan")]) * self.states
        try:
            self._layers(found, values, rolls)
        except IndexError as error:
            raise ValueError("a damaged turn graph") from error
        return array("d", values[: self.states]), rolls

    def _layers(self, found: list[memoryview[Any]], values: list[float], rolls: array[float]) -> None:
        """Layers of n dice, smallest first, each after the Dalek keeps that lead to it
        (see TurnGraph.solve: the same recurrence, one lane)."""
        get = values.__getitem__
        zero = values[0]
        layers, groups = 3, 3 + DICE * len(LAYER)
        for dice in range(DICE + 1):
            if dice:
                at = layers + (dice - 1) * len(LAYER)
                nodes, stops, doctor, keeps, pair_starts, chance, state_starts = found[at : at + len(LAYER)]
                pairs, kept = len(chance), len(keeps)
                for i, node in enumerate(nodes):
                    first = state_starts[i]
                    last = state_starts[i + 1] if i + 1 < len(nodes) else pairs
                    roll = 0.0
                    for j in range(first, last):
                        end = pair_starts[j + 1] if j + 1 < pairs else kept
                        roll += max(map(get, keeps[pair_starts[j] : end])) * chance[j]
                    roll += doctor[i] * zero
                    rolls[node] = roll
                    stop = stops[i]
                    values[node] = max(values[stop], roll) if stop >= 0 else roll
            if dice < DICE:
                at = groups + dice * len(GROUP)
                nodes, choices, starts = found[at : at + len(GROUP)]
                count = len(choices)
                for i, node in enumerate(nodes):
                    end = starts[i + 1] if i + 1 < len(nodes) else count
                    values[node] = max(map(get, choices[starts[i] : end]))
