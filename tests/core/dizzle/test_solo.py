"""Solo: eight dice, two extra dice taking dice from the offer, ten rounds, the rating table, undo."""

from __future__ import annotations

import pytest

from core.dizzle import RULES, load_level, score_breakdown, solo_rating
from core.dizzle.commands import Pass, Reroll
from core.dizzle.events import DiePlaced, DizzleDiceRolled, ExtraDiceRolled, SoloDiePlaced, TurnEnded
from core.game import IllegalMove, PlayerSpec, can_undo, replay
from tests.core.dizzle.helpers import DizzleTable


@pytest.fixture
def solo(monkeypatch):
    return DizzleTable(players=1, monkeypatch=monkeypatch)


def test_after_each_placed_die_the_extra_dice_remove_matching_offer_dice(solo):
    solo.roll(1, 2, 3, 4, 4, 5, 6, 6)
    solo.place("B1", 1)
    assert solo.state.phase == "extra"
    with pytest.raises(IllegalMove, match="Roll the two extra dice first"):
        solo.place("C1", 2)
    events = solo.extra(4, 6)
    assert events[0] == ExtraDiceRolled(values=(4, 6), removed=(4, 6))
    assert solo.state.offer == (2, 3, 4, 5, 6)


def test_a_double_on_the_extra_dice_removes_two_dice(solo):
    solo.roll(1, 2, 3, 4, 4, 5, 6, 6)
    solo.place("B1", 1)
    solo.extra(4, 4)
    assert solo.state.offer == (2, 3, 5, 6, 6)


def test_extra_dice_with_no_match_remove_nothing(solo):
    solo.roll(1, 2, 3, 4, 4, 5, 6, 6)
    solo.place("B1", 1)
    events = solo.extra(1, 1)
    assert events[0].removed == () and solo.state.offer == (2, 3, 4, 4, 5, 6, 6)


def test_solo_has_no_last_player_rule_the_turn_runs_until_pass_or_empty_offer(solo):
    solo.roll(1, 2, 3, 4, 4, 5, 6, 6)
    solo.place("B1", 1)
    solo.extra(6, 6)
    assert solo.state.phase == "place" and not solo.state.last_call
    solo.place("C1", 2)
    solo.extra(3, 5)
    solo.place("C2", 4)
    solo.extra(1, 1)
    assert solo.state.offer == (4,)  # fits none of B2, D2, C3, D1: still the player's turn
    assert RULES.legal_commands(solo.state) == [Reroll(), Pass()]
    events = solo.pass_()
    assert isinstance(events[1], TurnEnded)


def test_the_solo_turn_ends_when_the_extra_dice_empty_the_offer(solo):
    solo.roll(1, 2, 2, 3, 3, 3, 6, 6)
    solo.place("B1", 1)
    solo.extra(6, 6)
    solo.place("C1", 2)
    solo.extra(3, 3)
    solo.place("D1", 3)
    events = solo.extra(2, 5)
    assert events[0].removed == (2,) and isinstance(events[1], TurnEnded)


def test_solo_plays_ten_rounds_of_eight_dice():
    setup = RULES.make_setup([PlayerSpec(name="Sol", bot="greedy")], seed=3, level=1)
    state, events = RULES.start(setup), []
    while not RULES.is_over(state):
        new = RULES.decide(state, RULES.bot_command(state, "greedy"))
        for event in new:
            state = RULES.evolve(state, event)
        events += new
    rolls = [e for e in events if isinstance(e, DizzleDiceRolled)]
    assert len(rolls) == 10 and all(len(e.values) == 8 for e in rolls)
    assert sum(isinstance(e, TurnEnded) for e in events) == 10
    assert solo_rating(state) == setup.level.rating_for(RULES.scores(state)[0])


def test_the_rating_table_reads_the_left_column_for_levels_1_and_2_and_the_right_for_3_and_4():
    for number, (low, high) in {1: (51, 60), 2: (51, 60), 3: (61, 70), 4: (61, 70)}.items():
        sheet = load_level(number)
        assert sheet.rating_for(low).stars == sheet.rating_for(high).stars == 2
        assert sheet.rating_for(high + 1).stars == 3
    assert load_level(1).rating_for(81).stars == 5 and load_level(3).rating_for(81).stars == 4
    assert load_level(1).rating_for(0).stars == 0


def test_a_solo_placement_can_be_taken_back_until_the_extra_dice_are_rolled(solo):
    solo.roll(1, 2, 3, 4, 4, 5, 6, 6)
    before = solo.state
    solo.place("B1", 1)
    assert isinstance(solo.events[-1], SoloDiePlaced)
    assert can_undo(RULES, solo.state, solo.events)
    assert replay(RULES, solo.setup, solo.events[:-1]) == before
    solo.extra(6, 6)
    assert not can_undo(RULES, solo.state, solo.events)


def test_a_placement_in_a_game_of_several_players_cannot_be_taken_back(monkeypatch):
    table = DizzleTable(players=2, monkeypatch=monkeypatch)
    table.roll(1, 2, 3, 4, 4, 5, 6)
    table.place("B1", 1)
    assert isinstance(table.events[-1], DiePlaced)
    assert not can_undo(RULES, table.state, table.events)


def test_solo_scores_have_no_explosions(solo):
    assert "bombs" not in score_breakdown(solo.state, 0)  # the plain test sheet has no bombs

