"""Rounds, turns and actions: who rolls, who takes a die, passing, re-rolling, the turn's end."""

from __future__ import annotations

import pytest

from core.dizzle import RULES
from core.dizzle.commands import Pass, Reroll, ReturnDie
from core.dizzle.events import DieReturned, DizzleDiceRolled, NoDieToReturn, PlayerPassed, TurnEnded
from core.dizzle.level import parse_pos
from core.dizzle.setup import DICE_AND_ROUNDS
from core.game import IllegalMove, PlayerSpec
from tests.core.dizzle.helpers import DizzleTable, level, special

# PLAIN sheet: next to the start crosses A1 and F5 are B1 (1), A2 (2), F4 (3), E5 (3)
NOTHING_FITS = (4, 4, 5, 5, 6, 6, 6)


@pytest.fixture
def table(monkeypatch):
    return DizzleTable(players=2, monkeypatch=monkeypatch)


def test_dice_and_rounds_by_number_of_players():
    assert DICE_AND_ROUNDS == {1: (8, 10), 2: (7, 6), 3: (10, 4), 4: (13, 3)}
    for players, (dice, rounds) in DICE_AND_ROUNDS.items():
        setup = RULES.make_setup([PlayerSpec(name=f"P{i}") for i in range(players)], seed=1)
        state = RULES.start(setup)
        events = RULES.decide(state, RULES.legal_commands(state)[0])
        assert len(events[0].values) == dice
        assert state.turns_total == rounds * players


def test_every_player_is_start_player_once_per_round(monkeypatch):
    table = DizzleTable(players=3, monkeypatch=monkeypatch)
    starters = []
    for _ in range(6):
        starters.append(table.state.actor)
        table.roll(4, 4, 4, 5, 5, 5, 6, 6, 6, 6)  # nothing fits: everyone passes
        while table.state.phase == "place":
            table.pass_()
    assert starters == [0, 1, 2, 0, 1, 2]
    assert table.state.turn == 5 and table.state.round == 3  # round 3 is about to begin


def test_the_offer_is_sorted_ascending(table):
    table.roll(6, 1, 5, 2, 4, 3, 3)
    assert table.state.offer == (1, 2, 3, 3, 4, 5, 6)


def test_players_take_dice_clockwise_from_the_start_player(monkeypatch):
    table = DizzleTable(players=3, monkeypatch=monkeypatch)
    table.roll(4, 4, 4, 5, 5, 5, 6, 6, 6, 6)
    for _ in range(3):
        table.pass_()
    table.roll(1, 1, 2, 2, 3, 3, 4, 4, 5, 5)  # turn 2: Bob starts
    order = []
    for name, pips in (("B1", 1), ("B1", 1), ("A2", 2), ("B2", 3)):
        order.append(table.state.actor)
        table.place(name, pips)
    assert order == [1, 2, 0, 1]


def test_a_player_must_take_a_die_that_fits(table):
    table.roll(1, 4, 4, 5, 5, 6, 6)
    for command in (Pass(), Reroll()):
        with pytest.raises(IllegalMove, match="A die fits, so you must take one"):
            table.do(command)


def test_with_no_die_fitting_a_player_may_pass_or_reroll(table):
    table.roll(*NOTHING_FITS)
    assert RULES.legal_commands(table.state) == [Reroll(), Pass()]


def test_a_passed_player_is_out_of_this_turn(monkeypatch):
    table = DizzleTable(players=3, monkeypatch=monkeypatch)
    table.roll(1, 1, 4, 4, 4, 5, 5, 6, 6, 6)
    table.place("B1", 1)  # Ann
    table.place("B1", 1)  # Bob
    table.pass_()  # Cy: nothing fits
    table.reroll(2, 4, 4, 4, 5, 5, 6, 6)  # Ann
    table.place("C1", 2)
    table.reroll(3, 4, 4, 4, 5, 5, 6)  # Bob
    table.place("B2", 3)
    assert table.state.passed == {2} and table.state.actor == 0  # Cy is skipped


def test_after_a_reroll_a_die_that_fits_must_be_placed(table):
    table.roll(*NOTHING_FITS)
    table.reroll(1, 4, 4, 5, 5, 6, 6)
    assert table.state.actor == 0 and table.state.phase == "reroll"
    with pytest.raises(IllegalMove, match="After a re-roll"):
        table.pass_()
    table.place("B1", 1)
    assert table.state.actor == 1


def test_a_reroll_fitting_nothing_gives_a_placed_die_back_unchanged(table):
    table.roll(1, 3, 4, 4, 5, 5, 6)
    table.place("B1", 1)  # Ann; next to B1: C1 (2), B2 (3)
    table.place("F4", 3)  # Bob
    table.reroll(4, 4, 5, 5, 6)  # Ann: nothing fits
    assert RULES.legal_commands(table.state) == [ReturnDie(at=parse_pos("B1"))]
    events = table.give_back("B1")
    assert events[0] == DieReturned(player=0, pips=1, at=(0, 1))
    assert table.state.offer == (1, 4, 4, 5, 5, 6)
    assert 0 not in table.state.passed and table.state.actor == 1


def test_a_reroll_fitting_nothing_with_no_die_to_give_back_keeps_the_player_in(table):
    table.roll(*NOTHING_FITS)
    events = table.reroll(4, 4, 5, 5, 6, 6, 6)
    assert events[-1] == NoDieToReturn(player=0)
    assert table.state.actor == 1 and table.state.passed == frozenset()


def test_when_all_others_have_passed_the_last_player_has_exactly_one_more_action(table):
    table.roll(1, 1, 2, 4, 5, 5, 6)
    table.place("B1", 1)  # Ann
    table.place("B1", 1)  # Bob
    table.place("C1", 2)  # Ann
    table.pass_()  # Bob: nothing fits next to his B1 (C1 2, B2 3)
    assert table.state.last_call and table.state.actor == 0
    events = table.place("C2", 4)  # Ann's one action ends the turn, dice left or not
    assert isinstance(events[1], TurnEnded)
    assert table.state.phase == "roll" and table.state.actor == 1 and table.state.offer == ()


def test_a_reroll_and_what_follows_it_are_one_action(table):
    table.roll(1, 1, 2, 5, 5, 6, 6)
    table.place("B1", 1)  # Ann
    table.place("B1", 1)  # Bob
    table.place("C1", 2)  # Ann
    table.pass_()  # Bob
    table.reroll(4, 4, 5, 6)  # Ann's last action: C2 takes a 4, so she must place it
    events = table.place("C2", 4)
    assert isinstance(events[1], TurnEnded)


def test_the_turn_ends_when_every_player_has_passed(table):
    table.roll(*NOTHING_FITS)
    table.pass_()
    events = table.pass_()
    assert isinstance(events[1], TurnEnded)


def test_the_turn_ends_when_the_offer_is_empty(table):
    table.roll(1, 1, 2, 2, 3, 3, 4)
    for name, pips in (("B1", 1), ("C1", 2), ("D1", 3)):
        table.place(name, pips)  # Ann
        table.place(name, pips)  # Bob
    events = table.place("E1", 4)
    assert isinstance(events[1], TurnEnded) and table.state.offer == ()


def test_every_die_on_a_sheet_becomes_a_cross_at_the_end_of_the_turn(table):
    table.roll(1, 2, 3, 4, 5, 6, 6)
    table.place("B1", 1)  # Ann
    table.place("A2", 2)  # Bob
    table.place("B2", 3)  # Ann
    table.pass_()  # Bob: next to A2 are A3 (3) and B2 (3)
    table.place("C2", 4)  # Ann, last action
    assert table.crossed(0) == {"A1", "F5", "B1", "B2", "C2"}
    assert table.crossed(1) == {"A1", "F5", "A2"}
    assert all(sheet.dice == () for sheet in table.state.sheets)


def test_a_player_who_can_reach_no_free_field_withdraws(monkeypatch):
    """Both start crosses are walled in by locks whose key cannot be reached: all withdraw."""
    walls = special("lock", "B1", "A2", "F4", "E5", colour="red") + special("key", "C3", colour="red")
    table = DizzleTable(level(specials=walls), players=2, monkeypatch=monkeypatch)
    events = table.roll(1, 2, 3, 4, 5, 6, 6)
    assert events[1:3] == [PlayerPassed(player=0, withdrew=True), PlayerPassed(player=1, withdrew=True)]
    assert isinstance(events[3], TurnEnded)



def test_dice_rolled_event_names_turn_and_start_player(table):
    events = table.roll(*NOTHING_FITS)
    assert events[0] == DizzleDiceRolled(turn=0, player=0, values=NOTHING_FITS)


def test_round_and_start_player_name_the_turn_about_to_begin_while_waiting_for_the_roll(table):
    assert (table.state.round, table.state.start_player, table.state.actor) == (1, 0, 0)
    table.roll(*NOTHING_FITS)
    table.pass_()
    table.pass_()
    assert (table.state.round, table.state.start_player, table.state.actor) == (1, 1, 1)
    table.roll(*NOTHING_FITS)
    table.pass_()
    table.pass_()
    assert (table.state.phase, table.state.round, table.state.start_player) == ("roll", 2, 0)
