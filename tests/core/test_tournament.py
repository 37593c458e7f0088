"""core.tournament: paired seeds, rotated seats, shared wins and Wilson's interval."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import core.games
from core.game import PlayerSpec
from core.games import rules_for
from core.tournament import Standing, play, tournament, wilson
from tests.pig.descriptor import GAME as PIG


@pytest.fixture
def pig():
    core.games.register(PIG)
    yield PIG.id
    core.games.unregister(PIG.id)


def test_wilson_interval_matches_the_textbook_values():
    assert wilson(0, 10) == pytest.approx((0.0, 0.27753), abs=1e-5)
    assert wilson(5, 10) == pytest.approx((0.23659, 0.76341), abs=1e-5)
    assert wilson(10, 10) == pytest.approx((0.72247, 1.0), abs=1e-5)
    assert wilson(520, 1000) == pytest.approx((0.48902, 0.55083), abs=1e-5)


@given(st.integers(1, 5000), st.data())
def test_wilson_interval_holds_the_rate_inside_zero_and_one(games, data):
    wins = data.draw(st.integers(0, 2 * games)) / 2  # half wins: shared games
    low, high = wilson(wins, games)
    assert 0.0 <= low <= wins / games <= high <= 1.0


def test_wilson_interval_needs_a_game():
    with pytest.raises(ValueError):
        wilson(0, 0)


def test_every_kind_meets_the_same_dice_from_every_seat():
    """Games 0 and 1 share seed 7: optimal in seat 1 then seat 2, cautious the other."""
    rules = rules_for("dalek-dice")
    finals = []
    for seated in (("optimal", "cautious"), ("cautious", "optimal")):
        players = [PlayerSpec(name=f"{kind} {i + 1}", bot=kind) for i, kind in enumerate(seated)]
        finals.append(play(rules, rules.make_setup(players, 7)))
    wins = {"optimal": 0.0, "cautious": 0.0}
    for seated, final in zip((("optimal", "cautious"), ("cautious", "optimal")), finals):
        for seat in rules.winners(final):
            wins[seated[seat]] += 1 / len(rules.winners(final))
    rows = {row.bot: row for row in tournament("dalek-dice", ["optimal", "cautious"], 2, seed=7)}
    assert rows["optimal"].games == rows["cautious"].games == 2
    assert rows["optimal"].wins == pytest.approx(wins["optimal"])
    assert rows["optimal"].wins + rows["cautious"].wins == pytest.approx(2)


def test_a_kind_against_itself_wins_exactly_half(pig):
    """Every game's win (shared or not) is split among its winners: one kind, one game per game."""
    (row,) = tournament(pig, ["hold20", "hold20"], 6, seed=3)
    assert row.games == 12 and row.wins == 6 and row.win_rate == 0.5


def test_the_same_seed_gives_the_same_tournament(pig):
    assert tournament(pig, ["hold20"] * 3, 9, seed=11) == tournament(pig, ["hold20"] * 3, 9, seed=11)


def test_solo_rows_report_the_score_spread_and_the_games_own_measures():
    (row,) = tournament("dizzle", ["greedy"], 5, seed=1, level=1)
    assert row.games == 5 and row.scores is not None and row.rates is not None
    assert row.scores["min"] <= row.scores["median"] <= row.scores["max"]
    assert sum(row.rates["rating"].values()) == pytest.approx(1, abs=1e-3)


def test_solitaire_kinds_each_play_the_same_seeds_alone():
    rows = tournament("dize", ["careful", "veteran"], 3, seed=5)
    assert [row.bot for row in rows] == ["careful", "veteran"]
    assert all(row.games == 3 and row.scores is not None for row in rows)


def test_a_json_row_has_the_documented_keys():
    (row,) = tournament("dize", ["careful"], 2)
    assert set(row.as_dict()) == {"bot", "games", "wins", "win_rate", "ci_low", "ci_high",
                                  "mean_score", "scores"}
    assert isinstance(row, Standing)


@pytest.mark.parametrize(
    "game, kinds, games, options, message",
    [
        ("yahtzee", ["x"], 1, {}, "unknown game 'yahtzee'"),
        ("dalek-dice", ["optimal", "genius"], 1, {}, "Dalek Dice has no bot 'genius'"),
        ("dalek-dice", ["optimal"], 1, {}, "Dalek Dice is played by 2 to 6 players, not 1"),
        ("dalek-dice", ["optimal"] * 7, 1, {}, "not 7"),
        ("dalek-dice", ["optimal", "cautious"], 0, {}, "at least one game"),
        ("dizzle", ["greedy", "greedy"], 1, {"level": 9}, "level"),
    ],
)
def test_a_bad_tournament_is_refused_in_one_line(game, kinds, games, options, message):
    with pytest.raises(ValueError) as refused:
        tournament(game, kinds, games, **options)
    assert message in str(refused.value) and "\n" not in str(refused.value)
