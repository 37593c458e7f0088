"""Dalek Dice score pad and diZe play mat: what the rulebooks need on paper."""

from __future__ import annotations

import pytest

import sheets

from .conftest import page_texts, rendered, words


@pytest.mark.parametrize("players", [2, 5, 6])
def test_score_pad_has_a_name_box_and_score_and_total_columns_per_player(players: int) -> None:
    (text,) = page_texts(sheets.render("dalek-dice", players=players))
    tokens = words(text)
    assert [f"Player {n}" in text for n in range(1, players + 2)] == [True] * players + [False]
    assert tokens.count("Score") == players + 2  # and the heading's "Score pad", the example's last step
    assert tokens.count("Total") == players
    assert "Turn" in tokens


def test_score_pad_has_ten_turns_a_game_to_60_takes_five_to_eight() -> None:
    text = page_texts(rendered("dalek-dice"))[0]
    assert "a total of 60 ends the game" in text
    turn_rows = text.split("Turn\n", 1)[1].split("Player 1", 1)[0]
    assert [int(token) for token in words(turn_rows) if token.isdigit()] == list(range(1, 11))


def test_score_pad_says_which_ordinary_die_face_is_which_symbol() -> None:
    from core.dalek_dice.faces import FACE_NAMES

    text = page_texts(rendered("dalek-dice"))[0]
    assert "each number is a symbol" in text
    positions = [text.index(FACE_NAMES[value]) for value in range(1, 7)]
    assert positions == sorted(positions)  # 1 the Doctor ... 6 Exterminate!, in the app's order


def test_score_pad_walks_through_a_turn() -> None:
    text = page_texts(rendered("dalek-dice"))[0]
    for step in ("1. Roll", "2. The Top", "3. Keep", "4. Roll on", "5. Doctor", "6. Exterminate!"):
        assert step in text


def test_score_pad_reminds_every_scoring_case() -> None:
    text = " ".join(page_texts(rendered("dalek-dice"))[0].split())
    for case in ("You stop", "No dice left", "3 Exterminate!", "3 Doctors", "Game end",
                 "score the Humans plus a bonus of 5; otherwise 0", "Humans \u00d7 2"):
        assert case in text


def test_no_dice_left_says_the_bonus_needs_the_daleks_to_match_as_the_engine_scores() -> None:
    """With the Right empty and fewer Daleks than Humans the engine scores 0, not the bonus alone:
    the pad's line must not read as 'stop (0), plus 5'."""
    from core.dalek_dice.faces import BONUS, turn_points

    assert turn_points("no_dice_left", humans=8, daleks=4, dice_left=0) == 0
    assert turn_points("no_dice_left", humans=8, daleks=9, dice_left=0) == 8 + BONUS
    text = " ".join(page_texts(rendered("dalek-dice"))[0].split())
    assert "as when you stop, plus" not in text
    assert "if Daleks match or beat Humans, score the Humans plus a bonus of 5; otherwise 0" in text


def test_the_score_pad_says_where_turn_eleven_goes() -> None:
    text = " ".join(page_texts(rendered("dalek-dice"))[0].split())
    assert "More than 10 turns: continue on a new sheet" in text


@pytest.mark.parametrize("players", [1, 7, 10])
def test_score_pads_seat_as_many_players_as_the_game(players: int) -> None:
    with pytest.raises(sheets.SheetError, match=f"2 to 6 players, not {players}"):
        sheets.render("dalek-dice", players=players)


ZONES = ("LAUNCH ZONE", "ZOMBIES", "HUMANS", "CAPTURED", "HEROES", "RETIRED", "EXECUTED")


def test_play_mat_labels_the_seven_zones() -> None:
    text = page_texts(rendered("dize"))[0]
    for zone in ZONES:
        assert zone in text


def test_play_mat_has_a_score_box_with_the_three_parts_and_the_total() -> None:
    text = page_texts(rendered("dize"))[0]
    for part in ("Zombies at start", "+ executed", "+ 10 if all", "= Score"):
        assert part in text


def test_play_mat_sends_heroes_retired_and_launch_back_to_the_humans_when_an_attack_ends() -> None:
    text = " ".join(page_texts(rendered("dize"))[0].split())
    assert "Attack ends stopped or failed, the Heroes, Retired and Launch dice go back to Humans." in text
