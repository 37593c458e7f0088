"""The expert bot: the turn graph against brute force, the win table against plain value
iteration and its own equations, the finish-the-round rule, and the rigged last turns."""

from __future__ import annotations

import itertools
from dataclasses import replace
from functools import cache
from itertools import product

import numpy as np
import pytest

from core.dalek_dice import RULES, Roll, Stop
from core.dalek_dice.events import DiceKept, DiceRolled
from core.dalek_dice.evolve import evolve
from core.dalek_dice.expert import expert, lane_of
from core.dalek_dice.optimal import solver
from core.dalek_dice.state import MUST_ROLL, ROLL_OR_STOP, start
from core.dalek_dice.turn_graph import COLUMNS, FIRST, POINTS, TurnGraph
from core.dalek_dice.win_chart import build, final_payoffs, first_payoffs, second_payoffs, turn_values
from core.game import PlayerSpec

from .helpers import faces

DOC, H2, H4, D2, D3, EXT = 1, 2, 3, 4, 5, 6


@pytest.fixture(scope="module", autouse=True)
def graph() -> TurnGraph:
    """Built once per process, and ready for the bot; a
    process whose expert reads a packed graph (a screen test ran here) builds its own."""
    found = expert().graph
    return found if isinstance(found, TurnGraph) else TurnGraph()


def brute_turn(u, dice, humans, daleks, doctors, exterminates):
    """Roll on from a state with every ordered roll and every keep of every face, nothing shared."""

    @cache
    def value(n, h, d, doc, ext):
        stop = u[h if d >= h else 0]
        return max(stop, roll(n, h, d, doc, ext))

    @cache
    def roll(n, h, d, doc, ext):
        total = 0.0
        for dice_ in product(range(1, 7), repeat=n):
            shown = {face: dice_.count(face) for face in range(1, 7)}
            top_doc, top_ext = doc + (shown[DOC] > 0), ext + (shown[EXT] > 0)
            if top_doc >= 3:
                total += u[0]
                continue
            right = max(shown[DOC] - 1, 0) + max(shown[EXT] - 1, 0)
            best = -1.0
            for k2, k4, kd2, kd3 in product(*(range(shown[f] + 1) for f in (H2, H4, D2, D3))):
                if k2 + k4 + kd2 + kd3 == 0 and not (shown[DOC] or shown[EXT]):
                    continue  # keep at least one die; a Top die counts
                h2_, d2_ = h + 2 * k2 + 4 * k4, d + 2 * kd2 + 3 * kd3
                left = right + sum(shown[f] for f in (H2, H4, D2, D3)) - k2 - k4 - kd2 - kd3
                if top_ext >= 3:
                    option = u[2 * h2_ + (5 if left == 0 else 0)]
                elif left == 0:
                    option = u[h2_ + 5 if d2_ >= h2_ else 0]
                else:
                    option = value(left, h2_, d2_, top_doc, top_ext)
                best = max(best, option)
            total += best
        return total / 6 ** n

    return roll(dice, humans, daleks, doctors, exterminates)


def test_the_turn_graph_scoring_points_is_the_optimal_bots_turn(graph):
    _, rolls = graph.solve(np.arange(COLUMNS, dtype=float)[None, :])
    assert rolls[0, graph.index[FIRST]] == pytest.approx(14.8825, abs=5e-5)
    table = solver()
    for state, node in list(graph.index.items())[::7]:
        assert rolls[0, node] == pytest.approx(table.roll_value(*state), abs=1e-9)


def test_the_turn_graph_matches_brute_force_for_any_payoff(graph):
    """Payoffs that are not points reach every decision rule. They never fall as the points
    rise (a win chance never does), which is what lets the graph keep Daleks 3 first."""
    u = np.sort(np.random.default_rng(14).random(COLUMNS))
    _, rolls = graph.solve(u[None, :])
    checked = 0
    for state, node in graph.index.items():
        if state[0] <= 3:
            assert rolls[0, node] == pytest.approx(brute_turn(tuple(u), *state), abs=1e-12), state
            checked += 1
    assert checked > 100


@pytest.mark.long
def test_a_small_race_matches_plain_value_iteration(graph):
    """To a target of 5, the level-by-level solution equals sweeping every position until still."""
    target = 5
    table = build(graph, target)
    finals = turn_values(graph, final_payoffs(range(COLUMNS)))
    first, second = np.full((target, target), 0.5), np.full((target, target), 0.5)
    for _ in range(60):
        one, two = [], []
        for a, b in product(range(target), repeat=2):
            one.append([1 - (finals[a + t - b] if a + t - b <= POINTS else 0) if a + t >= target
                        else 1 - second[b, a + t] for t in range(COLUMNS)])
            two.append([1.0 if b + t >= target else 1 - first[a, b + t] for t in range(COLUMNS)])
        new_first = turn_values(graph, np.array(one)).reshape(target, target)
        new_second = turn_values(graph, np.array(two)).reshape(target, target).T
        still = max(abs(new_first - first).max(), abs(new_second - second).max()) < 1e-14
        first, second = new_first, new_second
        if still:
            break
    for a, b in product(range(target), repeat=2):
        assert table.first(a, b) == pytest.approx(first[a, b], abs=1e-12)
        assert table.second(b, a) == pytest.approx(second[b, a], abs=1e-12)


def test_the_shipped_table_satisfies_its_own_equations(graph):
    """Each sampled position's value is the turn solved with the table's own payoffs."""
    table = expert().chart
    rng = np.random.default_rng(60)
    spots = [(int(a), int(b)) for a, b in rng.integers(0, table.target, size=(12, 2))] + [(0, 0), (59, 59)]
    ones = [first_payoffs(table, a, b, table.second(b, a)) for a, b in spots]
    twos = [second_payoffs(table, b, a, table.first(a, b)) for a, b in spots]
    assert turn_values(graph, np.array(ones)) == pytest.approx([table.first(a, b) for a, b in spots], abs=1e-10)
    assert turn_values(graph, np.array(twos)) == pytest.approx([table.second(b, a) for a, b in spots], abs=1e-10)
    assert table.final(POINTS + 1) == 0.0 and 0.0 < table.final(0) < 1.0
    for payoffs in ones + twos:  # more points never lower the chance to win
        assert all(later >= earlier - 1e-12 for earlier, later in itertools.pairwise(payoffs))


def test_seat_two_reaching_60_wins_at_once_but_seat_one_reaching_it_leaves_the_round_to_finish():
    table = expert().chart
    # seat 2 (index 1) on 50: any turn of 10 or more ends the game with its win
    assert second_payoffs(table, 50, 40, 0.5)[10:] == [1.0] * (COLUMNS - 10)
    # seat 1 on 50 reaching 60 has not won yet: seat 2 plays its turn of the round
    reached = first_payoffs(table, 50, 40, 0.5)[10]
    assert reached == pytest.approx(1 - table.final(20)) and reached < 1.0
    # so seat 1 needs a margin: 25 points ahead is safer than 15
    assert table.final(25) < table.final(15)


def table_at(totals, seat, turn):
    players = [PlayerSpec(name=f"P{seat}", bot="expert") for seat in range(len(totals))]
    setup = RULES.make_setup(players, 1)
    return replace(start(setup), totals=totals, seat=seat, turn=turn)


def test_at_63_48_needing_16_the_expert_rolls_the_last_die_where_optimal_stops_on_14():
    """Bob's last turn: 14 Humans covered by 14 Daleks, one die left. Stopping loses 62-63;
    a Dalek, Doctor or Exterminate! (4 faces in 6) ends the turn with the bonus: 19."""
    state = table_at((63, 48), seat=1, turn=8)
    state = evolve(state, DiceRolled(values=faces("H4 H4 H4 H2 D3 D3 D3 D3 D2 H2")))
    state = evolve(state, DiceKept(values=faces("H2 H4 H4 H4 D2 D3 D3 D3 D3")))
    assert (state.phase, state.humans, state.daleks, state.dice_left) == (ROLL_OR_STOP, 14, 14, 1)
    assert RULES.bot_command(state, "optimal") == Stop()
    assert RULES.bot_command(state, "expert") == Roll()
    chances = expert().odds(state)
    assert chances.stop == 0.0 and chances.roll_on == pytest.approx(2 / 3)


def test_needing_10_on_the_last_turn_the_expert_gets_them_88_percent_of_the_time(graph):
    needs_ten = np.where(np.arange(COLUMNS) >= 10, 1.0, 0.0)[None, :]
    _, rolls = graph.solve(needs_ten)
    assert rolls[0, graph.index[FIRST]] == pytest.approx(0.878, abs=5e-4)


def test_the_last_turn_is_played_for_more_than_the_leaders_total():
    state = table_at((63, 48), seat=1, turn=8)
    assert state.phase == MUST_ROLL and lane_of(state, 60) == ("final", 48, 63)


@pytest.mark.parametrize("totals, seat, lane", [
    ((10, 30, 20), 0, ("first", 10, 30)),   # the leader plays after you in this round
    ((10, 30, 20), 2, ("second", 20, 30)),  # the leader has played this round
    ((40, 25, 40), 1, ("first", 25, 40)),   # tied leaders: the first to play after you
    ((61, 50, 58), 2, ("final", 58, 61)),   # someone reached 60: beat the best total
])
def test_more_than_two_players_are_judged_against_the_leader(totals, seat, lane):
    assert lane_of(table_at(totals, seat, turn=4 * len(totals) + seat + 1), 60) == lane


def test_the_expert_plays_whole_games_with_two_to_six_players():
    from core.tournament import tournament

    for kinds in (["expert", "optimal"], ["expert", "cautious", "optimal"], ["expert"] * 6):
        rows = tournament("dalek-dice", kinds, 2, seed=5)
        assert sum(row.wins for row in rows) == pytest.approx(2)
