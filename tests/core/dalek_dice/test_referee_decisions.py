"""One test per "Referee's decision" in docs/rules/dalek-dice.md, in the page's order."""

from __future__ import annotations

import pytest

from core.dalek_dice import MUST_KEEP, MUST_ROLL, OVER, ROLL_OR_STOP, RULES, DiceKept, DiceRolled, Keep, Roll, Stop
from core.game import IllegalMove, can_undo, replay

from .helpers import faces, scored

BIG_TURN = ("H4 H4 H4 H4 D3 D3 D3 D3 D3 D3", "H4 H4 H4 H4 D3 D3 D3 D3 D3 D3")  # 16 v 18: 21
ZERO_TURN = ("D3 H2 H2 H2 H2 H2 H2 H2 H2 H2", "D3", "stop")  # no Humans kept: 0


def test_the_game_ends_only_when_the_round_of_turns_is_complete(table):
    for _ in range(5):
        table.play_turn(*BIG_TURN)
    assert table.state.totals == (63, 42) and table.state.phase == MUST_ROLL
    table.play_turn(*ZERO_TURN)
    assert table.state.phase == OVER


def test_a_total_of_exactly_60_reaches_the_target(table):
    turns = [BIG_TURN, BIG_TURN,
             ("H4 H4 H4 H2 D3 D3 D3 D3 D3 H2", "H4 H4 H4 H2 D3 D3 D3 D3 D3", "stop"),  # 14
             ("H4 D3 D2 H2 H2 H2 H2 H2 H2 H2", "H4 D3 D2", "stop")]  # 4
    for turn in turns:
        table.play_turn(*turn)
        table.play_turn(*ZERO_TURN)
    assert table.state.totals == (60, 0) and RULES.winners(table.state) == [0]


def test_a_roll_with_nothing_to_allocate_needs_no_keep(table):
    table.play_turn("H4 D3 D2 H2 H2 H2 H2 H2 H2 H2", "H4 D3 D2", "Doc Doc H2 H2 H2 H2 H2", "")
    events = table.roll("Doc Ext Ext Doc Doc Ext")
    assert [type(event) for event in events] == [DiceRolled]
    assert table.state.phase == ROLL_OR_STOP and (table.state.doctors, table.state.exterminates) == (2, 1)
    assert table.state.right == faces("Doc Doc Ext Ext")
    assert RULES.legal_commands(table.state) == [Roll(), Stop()]


def test_keeping_no_humans_or_daleks_is_allowed_when_a_die_went_to_the_top(table):
    table.roll("Ext H4 H4 H2 H2 D3 D3 D2 D2 D2")
    assert Keep() in RULES.legal_commands(table.state)
    table.keep("")
    assert (table.state.exterminates, table.state.dice_left) == (1, 9)


def test_a_roll_of_only_the_third_doctor_ends_the_turn_with_zero(table):
    table.play_turn("Doc H4 D3 D3 H2 H2 H2 H2 H2 H2", "H4 D3 D3", "Doc D3 D3 D3 D3 H2", "D3 D3 D3 D3")
    assert (table.state.doctors, table.state.dice_left, table.state.humans) == (2, 1, 4)
    events = table.roll("Doc")
    assert (scored(events).reason, scored(events).points) == ("doctor", 0)


def test_excess_doctors_in_the_right_are_dice_left(table):
    table.roll("Doc Doc H4 H4 D3 D3 D3 D3 D3 D3")
    table.keep("H4 H4 D3 D3 D3 D3 D3 D3")
    assert table.state.phase == ROLL_OR_STOP and table.state.right == faces("Doc")
    assert scored(table.stop()).points == 8  # Humans only: no bonus for using up the dice


def test_excess_dice_on_the_third_exterminate_roll_forfeit_the_bonus(table):
    table.play_turn("Ext H4 H4 D3 D3 D3 D3 D2 D2 D2", "H4 D3 D3", "Ext H4 D3 D2 D2 D2", "H4 D3")
    table.roll("Ext Ext H2")
    event = scored(table.keep("H2"))  # the second Exterminate! stays in the Right
    assert (event.reason, event.points) == ("exterminate", 2 * 10)


def test_a_third_exterminate_with_nothing_to_allocate_ends_the_turn_at_once(table):
    table.play_turn("Ext H4 H4 D3 D3 D3 D3 D2 D2 D2", "H4 D3 D3", "Ext H4 D3 D2 D2 D2", "H4 D3")
    events = table.roll("Ext Doc Doc")
    assert not any(isinstance(event, DiceKept) for event in events)
    assert (scored(events).reason, scored(events).points) == ("exterminate", 2 * 8)


def test_using_up_every_die_without_humans_scores_the_bonus(table):
    events = table.play_turn("D3 D3 D3 D3 D3 D2 D2 D2 D2 D2", "D3 D3 D3 D3 D3 D2 D2 D2 D2 D2")
    assert (scored(events).reason, scored(events).points) == ("no_dice_left", 5)


def test_stopping_is_allowed_even_when_it_scores_nothing(table):
    table.play_turn("D3 H2 H2 H2 H2 H2 H2 H2 H2 H2", "D3")
    assert Stop() in RULES.legal_commands(table.state)
    assert scored(table.stop()).points == 0


def test_stopping_is_only_allowed_once_the_roll_is_allocated(table):
    with pytest.raises(IllegalMove, match="Roll the dice first"):
        table.stop()
    table.roll("H4 D3 D2 H2 H2 H2 H2 H2 H2 H2")
    assert table.state.phase == MUST_KEEP
    assert Stop() not in RULES.legal_commands(table.state)
    with pytest.raises(IllegalMove, match=r"Keep some dice from this roll before stopping\."):
        table.stop()
    with pytest.raises(IllegalMove, match=r"Keep some dice from this roll before rolling again\."):
        table.do(Roll())


def test_the_whole_right_is_rolled_again(table):
    table.roll("Doc Doc Ext Ext H4 H4 H2 D3 D2 D2")
    table.keep("H4 D3")
    assert table.state.right == faces("Doc H2 H4 D2 D2 Ext")
    (rolled,) = table.roll("H2 H2 H2 H2 H2 H2")
    assert len(rolled.values) == 6  # excess Doctor and Exterminate! included


def test_undo_takes_back_a_keep_but_never_a_roll(table):
    table.roll("H4 H4 H2 H2 D3 D3 D2 D2 D2 D2")
    assert not can_undo(RULES, table.state, table.log)
    table.keep("H4 D3")
    assert can_undo(RULES, table.state, table.log)
    undone = replay(RULES, table.setup, table.log[:-1])
    assert undone.phase == MUST_KEEP and undone.centre == faces("H2 H2 H4 H4 D2 D2 D2 D2 D3 D3")


def test_undo_never_reaches_back_across_the_end_of_a_turn(table):
    table.play_turn("H4 D3 D2 H2 H2 H2 H2 H2 H2 H2", "H4 D3 D2", "stop")
    assert not can_undo(RULES, table.state, table.log)
    table.play_turn("H4 H4 H4 H4 D3 D3 D3 D3 D3 D3", "H4 H4 H4 H4 D3 D3 D3 D3 D3 D3")
    assert isinstance(table.log[-2], DiceKept)  # the keep that ended the turn...
    assert not can_undo(RULES, table.state, table.log)  # ...is behind its TurnScored
