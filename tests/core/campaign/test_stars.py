"""Stars for each game: measures read from real finished games, then the stage's goals in order."""

from __future__ import annotations

import pytest

from core.campaign import default_stages, measure, stage_setup
from core.games import rules_for
from tests.core.campaign.helpers import finished_game

STAGES = default_stages()
DIZZLE_1, DIZE_4, TWENTY_FIVE, DALEK_CAUTIOUS = STAGES[0], STAGES[1], STAGES[2], STAGES[3]
DIZE_8, TWENTY_FIVE_AGAIN, DIZZLE_4 = STAGES[9], STAGES[8], STAGES[10]


# -- Dizzle: the level's own rating table ---------------------------------------------------


@pytest.mark.parametrize("rating, stars", [(0, 0), (1, 1), (2, 2), (3, 3), (5, 3)])
def test_dizzle_level_1_gives_one_star_per_rating_band_up_to_three(rating, stars):
    assert DIZZLE_1.stars_for({"score": 0, "rating": rating}) == stars


@pytest.mark.parametrize("rating, stars", [(1, 0), (2, 1), (3, 1), (4, 2), (5, 3)])
def test_dizzle_level_4_asks_two_rating_stars_for_the_first_and_the_top_band_for_three(rating, stars):
    assert DIZZLE_4.stars_for({"score": 0, "rating": rating}) == stars


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_finished_dizzle_game_is_measured_by_its_score_and_rating(seed):
    setup = stage_setup(DIZZLE_1, seed, "Ann")
    state = finished_game("dizzle", setup, pick="greedy")
    score = rules_for("dizzle").scores(state)[0]
    found = measure("dizzle", state)
    assert found == {"score": score, "rating": setup.level.rating_for(score).stars}
    expected = sum(1 for floor in (31, 51, 61) if score >= floor)  # the level 1 table's floors
    assert DIZZLE_1.stars_for(found) == expected


# -- diZe: score and the win --------------------------------------------------------------------


@pytest.mark.parametrize("score, won, stars", [
    (7, 0, 0), (8, 0, 1), (30, 0, 1),  # a loss, however high, stops at one star
    (18, 1, 2), (21, 1, 2), (22, 1, 3),
])  # fmt: skip
def test_dize_4_zombies_stars_come_from_the_score_and_the_win(score, won, stars):
    assert DIZE_4.stars_for({"score": score, "won": won}) == stars


def test_dize_8_zombies_asks_more_of_each_star():
    assert DIZE_8.stars_for({"score": 11, "won": 0}) == 0
    assert DIZE_8.stars_for({"score": 12, "won": 0}) == 1
    assert DIZE_8.stars_for({"score": 30, "won": 1}) == 2
    assert DIZE_8.stars_for({"score": 31, "won": 1}) == 3


@pytest.mark.parametrize("seed", [4, 9])
def test_a_finished_dize_game_is_measured_by_its_score_and_the_win(seed):
    state = finished_game("dize", stage_setup(DIZE_4, seed, "Ann"), pick="veteran")
    assert measure("dize", state) == {"score": state.score, "won": int(state.step == "won")}


# -- 25 to Dice: escapes, captures, the outcome ------------------------------------------------


@pytest.mark.parametrize("escapes, captures, stars", [
    (1, 3, 0), (2, 3, 1), (3, 3, 1), (4, 2, 2), (4, 1, 3), (4, 0, 3),
])  # fmt: skip
def test_25_to_dice_stars_come_from_escapes_then_the_win_then_few_captures(escapes, captures, stars):
    measures = {"score": escapes, "escapes": escapes, "captures": captures, "won": int(escapes >= 4)}
    assert TWENTY_FIVE.stars_for(measures) == stars


def test_25_to_dice_again_needs_three_escapes_and_a_clean_break_for_three_stars():
    assert TWENTY_FIVE_AGAIN.stars_for({"escapes": 2, "captures": 3, "won": 0, "score": 2}) == 0
    assert TWENTY_FIVE_AGAIN.stars_for({"escapes": 4, "captures": 1, "won": 1, "score": 4}) == 2
    assert TWENTY_FIVE_AGAIN.stars_for({"escapes": 4, "captures": 0, "won": 1, "score": 4}) == 3


@pytest.mark.parametrize("seed", [0, 7])
def test_a_finished_25_to_dice_game_is_measured_by_its_sheet(seed):
    state = finished_game("25-to-dice", stage_setup(TWENTY_FIVE, seed, "Ann"), pick="planner")
    sheet = state.sheets[0]
    assert measure("25-to-dice", state) == {
        "score": sheet.escaped, "won": int(sheet.escaped >= 4),
        "escapes": sheet.escaped, "captures": sheet.captured,
    }  # fmt: skip


# -- Dalek Dice: the win and its margin ---------------------------------------------------------


@pytest.mark.parametrize("won, margin, stars", [
    (0, -12, 0), (1, 0, 1), (1, 9, 1), (1, 10, 2), (1, 24, 2), (1, 25, 3),
])  # fmt: skip
def test_dalek_dice_stars_come_from_the_win_and_its_margin(won, margin, stars):
    assert DALEK_CAUTIOUS.stars_for({"score": 60, "won": won, "margin": margin}) == stars


def test_a_tie_at_the_top_is_a_shared_win_worth_the_first_star():
    assert DALEK_CAUTIOUS.stars_for({"score": 61, "won": 1, "margin": 0}) == 1


@pytest.mark.parametrize("seed", [3, 8])
def test_a_finished_dalek_dice_game_is_measured_against_the_bot(seed):
    setup = stage_setup(DALEK_CAUTIOUS, seed, "Ann")
    assert [p.bot for p in setup.players] == [None, "cautious"]
    state = finished_game("dalek-dice", setup, pick="optimal")
    you, bot = state.totals
    found = measure("dalek-dice", state)
    assert found == {"score": you, "won": int(you >= bot), "margin": you - bot}


def test_the_bot_seat_never_takes_the_players_name():
    setup = stage_setup(DALEK_CAUTIOUS, 1, "Cautious bot")
    assert [p.name for p in setup.players] == ["Cautious bot", "Cautious bot 2"]


def test_star_rates_count_the_attempts_reaching_each_star():
    from core.campaign.stats import final_state, star_rates

    stage = DIZE_4
    rows = star_rates(6, seed=10, stages=(stage,))
    earned = [stage.stars_for(measure("dize", final_state(stage, 10 + i))) for i in range(6)]
    assert rows == [{"stage": 1, "title": "diZe, 4 zombies", "bot": "veteran",
                     "stars_1": round(sum(e >= 1 for e in earned) / 6, 3),
                     "stars_2": round(sum(e >= 2 for e in earned) / 6, 3),
                     "stars_3": round(sum(e >= 3 for e in earned) / 6, 3)}]  # fmt: skip
    assert rows[0]["stars_1"] >= rows[0]["stars_2"] >= rows[0]["stars_3"]
