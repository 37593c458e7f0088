"""One test per rule of the rulebook, named like the rule."""

from __future__ import annotations

import pytest

from core.dalek_dice import (
    FACE_NAMES,
    MUST_KEEP,
    MUST_ROLL,
    OVER,
    ROLL_OR_STOP,
    RULES,
    DiceKept,
    GameEnded,
    Keep,
    Roll,
    Stop,
)
from core.game import IllegalMove, PlayerSpec

from .helpers import faces, scored


def test_ten_dice_show_the_six_faces_in_the_rulebooks_order():
    assert FACE_NAMES == {1: "The Doctor", 2: "Humans 2", 3: "Humans 4", 4: "Daleks 2",
                          5: "Daleks 3", 6: "Exterminate!"}
    state = RULES.start(RULES.make_setup([PlayerSpec(name="A"), PlayerSpec(name="B")], seed=7))
    (rolled,) = RULES.decide(state, Roll())
    assert len(rolled.values) == 10 and set(rolled.values) <= set(range(1, 7))


@pytest.mark.parametrize("count", [2, 3, 6])
def test_two_to_six_players_any_mix_of_humans_and_bots(count):
    bots = [None, "cautious", "optimal"]
    players = [PlayerSpec(name=f"P{i}", bot=bots[i % 3]) for i in range(count)]
    setup = RULES.make_setup(players, seed=1)
    assert RULES.scores(RULES.start(setup)) == [0] * count


@pytest.mark.parametrize("count", [1, 7])
def test_fewer_than_two_or_more_than_six_players_are_refused(count):
    with pytest.raises(ValueError, match=f"2 to 6 players, not {count}"):
        RULES.make_setup([PlayerSpec(name=f"P{i}") for i in range(count)], seed=1)


def test_turns_pass_in_seat_order(make_table):
    table = make_table("Ann", "Bob", "Cy")
    seats = []
    for _ in range(4):
        seats.append(RULES.current_player(table.state))
        table.play_turn("H4 D3 D3 D2 D2 D2 H2 H2 H2 H2", "D3", "stop")
    assert seats == [0, 1, 2, 0]
    assert table.state.turn == 5 and table.state.table_round == 2


def test_one_doctor_goes_to_the_top_and_excess_doctors_go_to_the_right(table):
    table.roll("Doc Doc Doc H4 H2 D3 D2 D2 D2 H4")
    assert table.state.doctors == 1
    assert table.state.right == faces("Doc Doc")
    assert table.state.centre == faces("H2 H4 H4 D2 D2 D2 D3")


def test_one_exterminate_goes_to_the_top_and_excess_exterminates_go_to_the_right(table):
    table.roll("Ext Ext H4 H2 D3 D2 D2 D2 H4 Doc")
    assert (table.state.exterminates, table.state.doctors) == (1, 1)
    assert table.state.right == faces("Ext")


def test_the_player_keeps_any_humans_and_daleks_they_like(table):
    table.roll("H4 H4 H2 H2 D3 D3 D2 D2 D2 D2")
    table.keep("H4 H2 D3 D2 D2")
    assert table.state.humans_kept == faces("H2 H4")
    assert table.state.daleks_kept == faces("D2 D2 D3")
    assert (table.state.humans, table.state.daleks) == (6, 7)
    assert table.state.right == faces("H2 H4 D2 D2 D3")
    assert table.state.phase == ROLL_OR_STOP


def test_at_least_one_die_must_be_kept_per_roll(table):
    table.roll("H4 H4 H2 H2 D3 D3 D2 D2 D2 D2")
    with pytest.raises(IllegalMove, match=r"Keep at least one die this roll\."):
        table.keep("")
    assert Keep() not in RULES.legal_commands(table.state)


def test_a_die_that_went_to_the_top_counts_as_the_rolls_keeper(table):
    table.roll("H4 H4 H2 H2 D3 D3 D2 D2 D2 Doc")
    assert Keep() in RULES.legal_commands(table.state)
    table.keep("")
    assert table.state.phase == ROLL_OR_STOP and table.state.dice_left == 9


def test_a_keep_cannot_take_dice_the_roll_did_not_show(table):
    table.roll("H4 H4 H2 H2 D2 D2 D2 D2 D2 Doc")
    with pytest.raises(IllegalMove, match=r"This roll shows only 2 Humans 4\."):
        table.do(Keep(humans4=3))
    with pytest.raises(IllegalMove, match=r"This roll shows no Daleks 3\."):
        table.do(Keep(daleks3=1))


def test_rolling_on_rolls_every_die_in_the_right(table):
    table.roll("Doc Doc H4 H2 D3 D2 D2 D2 H4 H4")
    table.keep("H4 D3 D2")
    assert table.state.dice_left == 6
    (rolled,) = table.roll("H2 H2 H2 H2 D2 D2")
    assert len(rolled.values) == 6


def test_no_dice_left_ends_the_turn(table):
    table.roll("H4 H2 D3 D3 D3 D2 D2 D2 D2 D2")
    events = table.keep("H4 H2 D3 D3 D3 D2 D2 D2 D2 D2")
    assert scored(events).reason == "no_dice_left"
    assert RULES.current_player(table.state) == 1


def test_no_dice_left_with_daleks_matching_humans_scores_humans_plus_five(table):
    table.play_turn("H4 H4 H4 D3 D3 D3 D3 D2 D2 D2", "H4 H4 H4 D3 D3 D3 D3 D2 D2 D2")
    assert table.state.totals == (17, 0)  # 12 Humans, 18 Daleks


def test_no_dice_left_with_fewer_daleks_than_humans_scores_zero(table):
    table.play_turn("H4 H4 H4 H4 H4 D3 D3 D3 D3 D2", "H4 H4 H4 H4 H4 D3 D3 D3 D3 D2")
    assert table.state.totals == (0, 0)  # 20 Humans, 14 Daleks


def test_stopping_with_daleks_matching_humans_scores_humans_without_the_bonus(table):
    events = table.play_turn("H4 H4 D3 D3 D2 H2 H2 H2 H2 H2", "H4 H4 D3 D3 D2", "stop")
    assert scored(events).reason == "stopped"
    assert table.state.totals == (8, 0)


def test_stopping_with_fewer_daleks_than_humans_scores_zero(table):
    table.play_turn("H4 H4 D3 D2 H2 H2 H2 H2 H2 H2", "H4 H4 D3 D2", "stop")
    assert table.state.totals == (0, 0)


def test_third_doctor_ends_the_round_with_zero(table):
    table.play_turn("Doc H4 H4 H4 D3 D3 D3 D2 D2 D2", "H4 D3 D3", "Doc H4 H2 D2 D2 D3", "H4 D3")
    assert (table.state.doctors, table.state.humans, table.state.daleks) == (2, 8, 9)
    events = table.roll("Doc H2 D2")  # covered Humans do not help: the Doctor intervenes
    assert table.state.phase == MUST_ROLL and RULES.current_player(table.state) == 1
    assert (scored(events).reason, scored(events).points) == ("doctor", 0)


def test_third_doctor_ends_the_turn_at_once_before_any_keep(table):
    table.play_turn("Doc H4 H4 H4 D3 D3 D3 D2 D2 D2", "H4 D3 D3", "Doc H4 H4 H2 D2 D2", "H4 D2")
    events = table.roll("Doc H4 D3")
    assert scored(events).reason == "doctor"
    assert not any(isinstance(event, DiceKept) for event in events)
    assert table.state.totals == (0, 0)


def test_third_exterminate_allocates_the_roll_then_ends_the_turn(table):
    table.play_turn("Ext H4 H4 H2 D3 D3 D2 D2 D2 D2", "H4 D3", "Ext H4 H2 D3 D2 D2 D2", "H2 D3")
    table.roll("Ext H4 H2 D2")
    assert table.state.phase == MUST_KEEP  # allocate that roll first
    events = table.keep("H4 H2")
    assert scored(events).reason == "exterminate"
    assert RULES.current_player(table.state) == 1


def test_third_exterminate_doubles_the_humans_whatever_the_daleks(table):
    table.play_turn("Ext H4 H4 H2 D2 D2 D2 D2 D2 D2", "H4 H2", "Ext H4 H2 D2 D2 D2 D2", "H4",
                    "Ext H2 D2 D2 D2", "H2")
    assert table.state.totals == (2 * (4 + 2 + 4 + 2), 0)  # 12 Humans vs 0 Daleks, doubled


def test_third_exterminate_bonus_is_added_after_doubling_when_no_dice_are_left(table):
    table.play_turn("Ext H4 H4 H4 H4 H4 H4 H4 H2 H2", "H4 H4", "Ext H4 H4 H4 H2 H2 H2",
                    "H4 H4 H4 H2 H2", "Ext")
    assert table.state.totals == (2 * 24 + 5, 0)


def test_third_doctor_and_third_exterminate_on_one_roll_the_doctor_wins(table):
    table.play_turn("Doc Ext H4 H4 D3 D3 D3 D3 D2 D2", "H4 D3 D3", "Doc Ext H2 D2 D2", "D2")
    events = table.roll("Doc Ext")
    assert (scored(events).reason, table.state.totals) == ("doctor", (0, 0))


def test_totals_carry_over_from_turn_to_turn(table):
    for _ in range(2):
        table.play_turn("H4 D3 D2 H2 H2 H2 H2 H2 H2 H2", "H4 D3 D2", "stop")
    assert table.state.totals == (4, 4)
    table.play_turn("H4 D3 D2 H2 H2 H2 H2 H2 H2 H2", "H4 D3 D2", "stop")
    assert table.state.totals == (8, 4)


def _big_turn(table):
    """A 21-point turn: 16 Humans, 18 Daleks, no dice left."""
    table.play_turn("H4 H4 H4 H4 D3 D3 D3 D3 D3 D3", "H4 H4 H4 H4 D3 D3 D3 D3 D3 D3")


def test_reaching_60_completes_the_round_of_turns_before_the_game_ends(table):
    for _ in range(5):
        _big_turn(table)
    assert table.state.totals == (63, 42) and not RULES.is_over(table.state)
    assert RULES.current_player(table.state) == 1  # Peter still has his turn this round
    events = table.play_turn("H4 D3 D2 H2 H2 H2 H2 H2 H2 H2", "H4 D3 D2", "stop")
    assert table.state.totals == (63, 46)
    assert RULES.is_over(table.state) and events[-1] == GameEnded(winners=(0,))
    assert RULES.winners(table.state) == [0] and RULES.current_player(table.state) is None
    assert RULES.progress(table.state) == "Jenna won with 63"


def test_the_highest_total_wins_and_a_tie_at_the_top_is_a_shared_win(table):
    for _ in range(6):
        _big_turn(table)
    assert table.state.totals == (63, 63) and table.state.phase == OVER
    assert RULES.winners(table.state) == [0, 1]
    assert RULES.progress(table.state) == "Jenna and Peter shared the win with 63"
    assert table.log[-1] == GameEnded(winners=(0, 1))
    assert RULES.legal_commands(table.state) == []
    with pytest.raises(IllegalMove, match=r"The game is over\."):
        table.do(Stop())
