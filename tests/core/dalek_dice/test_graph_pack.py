"""The expert's turn graph packed in bytes and solved in plain Python (what a game session
uses, without numpy) gives the numpy graph's values, and the expert plays alike on both;
a damaged packing is refused with a ValueError, never anything else."""

from __future__ import annotations

import random
import struct

import pytest

from core.dalek_dice import RULES
from core.dalek_dice.expert import Expert, expert
from core.dalek_dice.graph_pack import PackedGraph, key_state, pack, state_key
from core.dalek_dice.turn_graph import TurnGraph
from core.dalek_dice.win_data import win_chart
from core.game import PlayerSpec


@pytest.fixture(scope="module")
def graphs() -> tuple[TurnGraph, PackedGraph, bytes]:
    found = expert().graph
    graph = found if isinstance(found, TurnGraph) else TurnGraph()
    data = pack(graph)
    return graph, PackedGraph(lambda: data), data


def test_a_state_survives_its_key():
    for state in [(10, 0, 0, 0, 0), (1, 40, 44, 2, 2), (3, 18, 30, 1, 0)]:
        assert key_state(state_key(state)) == state


@pytest.mark.parametrize("lane", [("first", 0, 0), ("second", 31, 47), ("final", 50, 63), ("first", 59, 12)])
def test_the_packed_graph_solves_a_scoreboard_as_the_numpy_graph(graphs, lane):
    graph, packed, _ = graphs
    assert packed.index == graph.index and packed.states == graph.states
    payoffs = Expert(graph, win_chart()).payoffs(lane)
    values, rolls = graph.solve_one(payoffs)
    packed_values, packed_rolls = packed.solve_one(payoffs)
    assert list(packed_values) == pytest.approx(list(values), abs=1e-12)
    for ours, theirs in zip(packed_rolls, rolls):
        assert (ours != ours and theirs != theirs) or ours == pytest.approx(theirs, abs=1e-12)  # NaN: no roll


def test_the_expert_plays_alike_on_both_graphs(graphs):
    graph, packed, _ = graphs
    numpy_expert, plain_expert = Expert(graph, win_chart()), Expert(packed, win_chart())
    rng = random.Random(7)
    setup = RULES.make_setup([PlayerSpec(name="Ann"), PlayerSpec(name="Bob")], 11)
    state, compared = RULES.start(setup), 0
    while not RULES.is_over(state) and compared < 60:
        ours, theirs = plain_expert.command(state), numpy_expert.command(state)
        if ours != theirs:  # only a tie to the last bits may part them
            a, b = plain_expert.odds(state), numpy_expert.odds(state)
            assert a.roll_on == pytest.approx(b.roll_on, abs=1e-12) and a.stop == pytest.approx(b.stop, abs=1e-12)
        compared += 1
        command = theirs if theirs is not None else rng.choice(RULES.legal_commands(state))
        for event in RULES.decide(state, command):
            state = RULES.evolve(state, event)
    assert compared >= 20


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:100],  # cut short
        lambda data: b"",
        lambda data: struct.pack("<q", 5) + data[8:],  # another count of sections
        lambda data: bytes(len(data)),  # zeros
        lambda data: data[:-4096],  # the last arrays cut off
    ],
)
def test_a_damaged_packing_is_refused_with_a_value_error(graphs, damage):
    _, _, data = graphs
    broken = damage(data)
    with pytest.raises(ValueError):
        PackedGraph(lambda: broken).solve_one([0.0] * 87)


def test_node_numbers_out_of_range_are_a_value_error_not_a_crash(graphs):
    _, _, data = graphs
    sections = bytearray(data)
    sections[-4096:] = b"\xff" * 4096  # the last group's node numbers, now -1 and huge
    damaged = PackedGraph(lambda: bytes(sections))
    with pytest.raises(ValueError):
        damaged.solve_one([0.5] * 87)
