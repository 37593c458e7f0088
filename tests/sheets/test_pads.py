"""Dalek Dice score pad and diZe play mat: what the rulebooks need on paper."""

from __future__ import annotations

import pytest

import sheets

from .conftest import page_texts, rendered, words


@pytest.mark.parametrize("players", [2, 5, 6, 10])
def test_score_pad_has_a_name_box_and_score_and_total_columns_per_player(players: int) -> None:
    (text,) = page_texts(sheets.render("dalek-dice", players=players))
    tokens = words(text)
    assert [f"Player {n}" in text for n in range(1, players + 2)] == [True] * players + [False]
    assert tokens.count("Score") == players + 1  # and the heading's "Score pad"
    assert tokens.count("Total") == players
    assert "Turn" in tokens


def test_score_pad_numbers_enough_turns_for_a_game_to_60() -> None:
    tokens = words(page_texts(rendered("dalek-dice"))[0])
    assert "a total of 60 ends the game" in page_texts(rendered("dalek-dice"))[0]
    turns = [int(token) for token in tokens if token.isdigit()]
    assert set(range(1, 21)) <= set(turns)  # a game to 60 rarely lasts 15 turns


def test_score_pad_reminds_every_scoring_case() -> None:
    text = page_texts(rendered("dalek-dice"))[0]
    for case in ("You stop", "No dice left", "3 Exterminate!", "3 Doctors", "Game end", "plus a bonus of 5",
                 "Humans \u00d7 2"):
        assert case in text


def test_a_crowd_gets_a_landscape_pad_with_fewer_turns() -> None:
    text = page_texts(rendered("dalek-dice-8"))[0]
    assert "Player 8" in text
    assert set(range(1, 13)) <= {int(t) for t in words(text) if t.isdigit()}


ZONES = ("LAUNCH ZONE", "ZOMBIES", "HUMANS", "CAPTURED", "HEROES", "RETIRED", "EXECUTED")


def test_play_mat_labels_the_seven_zones() -> None:
    text = page_texts(rendered("dize"))[0]
    for zone in ZONES:
        assert zone in text


def test_play_mat_has_a_score_box_with_the_three_parts_and_the_total() -> None:
    text = page_texts(rendered("dize"))[0]
    for part in ("Zombies at start", "+ executed", "+ 10 if all", "= Score"):
        assert part in text
