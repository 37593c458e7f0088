"""The bots: the optimal bot's DP against brute force and play, the cautious rule of thumb."""

from __future__ import annotations

import math
from functools import cache
from itertools import combinations, product

import pytest

from core.dalek_dice import RULES, Keep, Roll, Stop, odds, solver
from core.dalek_dice.bots import keep_value
from core.dalek_dice.faces import daleks_in, humans_in, turn_points
from core.dalek_dice.stats import bot_report
from core.game import PlayerSpec


@cache
def brute_value(n, humans, daleks, doctors, exterminates):
    return max(turn_points("stopped", humans, daleks, n),
               brute_roll(n, humans, daleks, doctors, exterminates))


@cache
def brute_roll(n, humans, daleks, doctors, exterminates):
    """Every ordered roll of n dice and every subset of dice kept, straight from the rules."""
    total = 0.0
    for values in product(range(1, 7), repeat=n):
        doctor, exterminate = 1 in values, 6 in values
        if doctors + doctor >= 3:
            continue
        centre = [face for face in values if 2 <= face <= 5]
        options = []
        for size in range(len(centre) + 1):
            for kept in combinations(centre, size):
                if kept or doctor or exterminate:
                    left = n - doctor - exterminate - size
                    options.append(brute_after(left, humans + humans_in(kept),
                                               daleks + daleks_in(kept), doctors + doctor,
                                               exterminates + exterminate))
        total += max(options)
    return total / 6**n


def brute_after(left, humans, daleks, doctors, exterminates):
    if exterminates >= 3:
        return turn_points("exterminate", humans, daleks, left)
    if left == 0:
        return turn_points("no_dice_left", humans, daleks, 0)
    return brute_value(left, humans, daleks, doctors, exterminates)


def test_one_die_left_worked_by_hand():
    # 4 Humans v 3 Daleks: only a Daleks face covers them (+5 for using the last die)
    assert solver().roll_value(1, 4, 3, 0, 0) == pytest.approx(2 / 6 * 9)
    # two Doctors, two Exterminate!s: Exterminate! doubles (8 + 5), Daleks cover (4 + 5)
    assert solver().roll_value(1, 4, 4, 2, 2) == pytest.approx((13 + 9 + 9) / 6)


@pytest.mark.parametrize("state", [(2, 8, 6, 1, 1), (3, 6, 9, 2, 0), (3, 10, 4, 0, 2),
                                   (3, 0, 0, 0, 0), (4, 12, 10, 2, 2), (4, 6, 3, 1, 0)])
def test_dp_agrees_with_brute_force_over_every_roll_and_keep(state):
    assert solver().roll_value(*state) == pytest.approx(brute_roll(*state), abs=1e-9)


@pytest.mark.long
def test_optimal_bot_mean_matches_the_dp_expectation():
    (optimal,) = [row for row in bot_report(1500, seed=3) if row["bot"] == "optimal"]
    error = optimal["stdev_score"] / math.sqrt(optimal["turns"])
    assert abs(optimal["mean_score"] - optimal["expected_score"]) < 4 * error
    assert optimal["expected_score"] == pytest.approx(solver().expected_turn_score(), abs=1e-3)


def test_bot_report_has_one_row_per_bot():
    rows = bot_report(20, seed=1)
    assert [row["bot"] for row in rows] == ["cautious", "optimal", "expert"]
    assert {"bot", "turns", "mean_score", "median_score", "expected_score"} <= set(rows[0])
    assert rows[0]["expected_score"] is None and rows[1]["turns"] == 20
    with pytest.raises(ValueError, match="no option 'level'"):
        bot_report(10, level=2)


def test_optimal_bot_keeps_the_most_valuable_keep(table):
    table.roll("Doc H4 H4 H2 D3 D2 D2 H2 H2 H4")
    choice = RULES.bot_command(table.state, "optimal")
    best = max(keep_value(table.state, keep) for keep in RULES.legal_commands(table.state))
    assert keep_value(table.state, choice) == best


def test_optimal_bot_rolls_on_exactly_when_rolling_is_worth_more(table):
    table.play_turn("Doc H4 H4 H4 D3 D3 D3 D3 D2 D2", "H4 H4 D3 D3 D3")
    chances = odds(table.state)
    assert RULES.bot_command(table.state, "optimal") == (Roll() if chances.roll_on > chances.stop
                                                         else Stop())
    table.stop()
    table.play_turn("Doc H4 H4 D3 D3 D3 D3 D2 D2 D2", "H4 H4 D3 D3 D3", "Doc H4 D3 D2", "H4 D3")
    chances = odds(table.state)  # two Doctors, 12 Humans v 12 Daleks, one die left
    assert chances.roll_on == pytest.approx(3 * 17 / 6) and chances.stop == 12
    assert RULES.bot_command(table.state, "optimal") == Stop()


def test_odds_give_the_doctor_risk_and_both_expectations(table):
    fresh = odds(table.state)
    assert fresh.dice == 10 and fresh.stop is None
    assert fresh.doctor_chance == pytest.approx(1 - (5 / 6) ** 10) and fresh.third_doctor_chance == 0
    assert fresh.roll_on == pytest.approx(solver().expected_turn_score())
    table.roll("Doc H4 H4 H4 D3 D3 D3 D3 D2 D2")
    assert odds(table.state) is None  # keep first
    table.keep("H4 D3 D3")
    table.play_turn("Doc H4 H2 D2 D2 D3", "D3")
    later = odds(table.state)
    assert later.third_doctor_chance == later.doctor_chance == pytest.approx(1 - (5 / 6) ** 4)


def test_cautious_bot_keeps_every_dalek_and_the_humans_they_cover(table):
    table.roll("H4 H4 H2 D3 D2 H2 H2 H2 H2 H2")
    assert RULES.bot_command(table.state, "cautious") == Keep(humans4=1, daleks2=1, daleks3=1)


def test_cautious_bot_keeps_the_smallest_humans_when_it_must_keep_one(table):
    table.roll("H4 H4 H2 H2 H4 H2 H2 H2 H2 H2")
    assert RULES.bot_command(table.state, "cautious") == Keep(humans2=1)


def test_cautious_bot_banks_a_covered_turn_when_risk_rises_and_rolls_otherwise(table):
    table.play_turn("Doc H4 H4 H4 D3 D3 D3 D3 D2 D2", "H4 D3 D3")
    assert RULES.bot_command(table.state, "cautious") == Roll()  # covered, low risk
    table.play_turn("Doc H4 H2 D2 D2 D3", "H2")
    assert (table.state.humans, table.state.daleks, table.state.doctors) == (6, 6, 2)
    assert RULES.bot_command(table.state, "cautious") == Stop()  # two Doctors


def test_optimal_bot_plays_a_whole_game_choosing_the_keep_worth_most_and_rolling_only_when_it_pays():
    """Its decision time is bench/bench_dalek_bots.py's (target 50 ms): here, what it decides."""
    players = [PlayerSpec(name=name, bot="optimal") for name in ("Ann", "Bob")]
    state = RULES.start(RULES.make_setup(players, seed=11))
    for _ in range(300):
        if RULES.is_over(state):
            break
        command = RULES.bot_command(state, "optimal")
        legal = RULES.legal_commands(state)
        assert command in legal
        if isinstance(command, Keep):
            assert keep_value(state, command) == max(keep_value(state, keep) for keep in legal)
        for event in RULES.decide(state, command):
            state = RULES.evolve(state, event)
    assert RULES.is_over(state)
