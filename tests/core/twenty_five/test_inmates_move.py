"""Rounds and the Inmates Move, one test per rule (numbers: the standard board, see helpers)."""

from __future__ import annotations

import pytest

from core.game import IllegalMove
from core.twenty_five import RULES, EndMoves, MoveGuards, MoveInmate
from core.twenty_five.events import GuardDiceRolled, GuardMoved, InmateDiceRolled, InmatesMoveEnded

from .helpers import Prison, move, sq, squares


def named(squares) -> list[str]:
    """Flat squares or (row, column) pairs as players read them ("A6")."""
    from core.twenty_five.board import load_board, square_name

    width = load_board().width
    return [square_name(divmod(square, width) if isinstance(square, int) else square) for square in squares]


def test_each_round_begins_with_the_guards_move(monkeypatch):
    prison = Prison(monkeypatch)
    assert RULES.legal_commands(prison.state) == [MoveGuards()]
    with pytest.raises(IllegalMove, match="guards move first"):
        prison.do(move("Ann", "A6"))
    events = prison.guards_move(3, 3, (1, 2, 3, 4, 5, 6))
    assert [type(event) for event in events] == [GuardDiceRolled, GuardMoved, GuardMoved, InmateDiceRolled]
    with pytest.raises(IllegalMove, match="Finish the Inmates Move"):
        prison.do(MoveGuards())


def test_six_inmate_dice_are_rolled_at_the_start(monkeypatch):
    prison = Prison(monkeypatch)
    events = prison.guards_move(3, 3, (6, 5, 4, 3, 2, 1))
    assert events[-1].values == (6, 5, 4, 3, 2, 1)
    assert prison.sheet().dice == (1, 2, 3, 4, 5, 6)


def test_one_die_moves_one_inmate_to_an_adjacent_square_showing_its_number():
    prison = Prison()
    prison.inmate("Ann", "A6")
    prison.dice(5, 1)
    prison.do(move("Ann", "A5"))  # A5 shows 5
    assert prison.where("Ann") == sq("A5")
    assert prison.sheet().dice == (1,)
    with pytest.raises(IllegalMove, match="needs 1 dice showing 4"):
        prison.do(move("Ann", "A4"))  # A4 shows 4, no 4 in hand


def test_movement_is_orthogonal_only():
    prison = Prison()
    prison.inmate("Ann", "A6")
    prison.dice(2)
    with pytest.raises(IllegalMove, match="adjacent"):
        prison.do(move("Ann", "B5"))  # diagonal, though B5 shows 2


def test_matching_dice_move_one_inmate_that_many_squares_ending_on_their_number():
    prison = Prison()
    prison.inmate("Ann", "A6")
    prison.dice(2, 2, 2)
    prison.do(move("Ann", "A5", "A4", "A3"))  # through 5 and 4, ending on a 2
    assert prison.where("Ann") == sq("A3")
    assert prison.sheet().dice == ()


def test_a_set_walks_exactly_as_many_squares_as_dice_spent():
    prison = Prison()
    prison.inmate("Ann", "A6")
    prison.dice(2, 4)
    with pytest.raises(IllegalMove, match="needs 2 dice showing 2"):
        prison.do(move("Ann", "A5", "B5"))


def test_a_set_can_be_split_between_inmates():
    prison = Prison()
    prison.inmate("Ann", "A6")
    prison.dice(2, 2, 2)
    prison.do(move("Ann", "A5", "B5"))  # a pair of 2s
    prison.do(move("Eleanor", "E6"))  # the third 2 takes Eleanor out of her cell
    assert prison.where("Eleanor") == sq("E6") and prison.sheet().dice == ()


def test_an_inmate_leaves_its_cell_onto_the_square_it_opens_onto():
    prison = Prison()
    prison.dice(1, 3)
    with pytest.raises(IllegalMove, match="leaves the cell onto A6"):
        prison.do(move("Ann", "B6"))
    prison.do(move("Ann", "A6"))
    assert prison.status("Ann") == "grid" and prison.trail("Ann") == squares("A6")


def test_an_inmate_never_returns_to_its_cell():
    prison = Prison()
    prison.inmate("Ann", "A6")
    prison.dice(1, 1)
    with pytest.raises(IllegalMove, match="only on the grid"):
        prison.do(move("Ann", "A7"))  # the cell below A6 is not a square
    assert all(
        all(0 <= row < 6 for row, _ in command.squares)
        for command in RULES.legal_commands(prison.state)
        if hasattr(command, "squares")
    )


def test_inmates_move_only_through_squares_no_other_inmate_occupies():
    prison = Prison()
    prison.inmate("Ann", "A6")
    prison.inmate("Billy", "B6", "B5")
    prison.dice(3, 3, 3)
    with pytest.raises(IllegalMove, match="free squares"):
        prison.do(move("Ann", "A5", "B5", "B4"))  # B5 is Billy's square
    prison.do(move("Ann", "B6"))  # Billy left B6: only his trail remains there


def test_inmates_may_not_enter_or_cross_a_guards_square():
    prison = Prison()
    prison.inmate("Ann", "A6")
    prison.guard("Green", "A5")
    prison.dice(5, 4, 4)
    with pytest.raises(IllegalMove, match="free squares"):
        prison.do(move("Ann", "A5"))
    with pytest.raises(IllegalMove, match="free squares"):
        prison.do(move("Ann", "A5", "A4"))


def test_an_inmate_may_step_back_onto_its_own_trail_and_the_loop_beyond_is_erased():
    prison = Prison()
    prison.inmate("Ann", "A6", "A5", "B5")
    prison.dice(5)
    prison.do(move("Ann", "A5"))
    assert named(prison.sheet().inmates[0].path) == ["A6", "A5"]  # B5 is no longer on her trail


def test_a_move_never_passes_over_one_square_twice():
    prison = Prison()
    prison.inmate("Ann", "A6", "A5", "B5")
    prison.dice(6, 6, 6, 6, 6)
    with pytest.raises(IllegalMove, match="twice"):
        prison.do(move("Ann", "B4", "C4", "C3", "B3", "B4"))
    with pytest.raises(IllegalMove, match="free squares"):  # nor back to the square it starts on
        prison.do(move("Ann", "B4", "C4", "C5", "B5"))


def test_an_inmate_that_walked_into_a_corner_is_never_stranded():
    """Billy B6 -> B5 -> A5 -> A6: every neighbour is on his trail, and he may still walk back."""
    prison = Prison()
    prison.inmate("Billy", "B6", "B5", "A5", "A6")
    prison.dice(5, 3)
    targets = {named(command.squares)[-1] for command in RULES.legal_commands(prison.state)
               if isinstance(command, MoveInmate) and command.inmate == "Billy"}
    assert {"A5", "B6"} <= targets
    prison.do(move("Billy", "B6"))
    assert named(prison.sheet().inmates[1].path) == ["B6"]


def test_a_pursuer_left_off_the_shortened_trail_loses_the_scent():
    prison = Prison()
    prison.inmate("Ann", "A6", "A5", "B5", "B4", "A4")
    prison.guard("Green", "B5", pursuing="Ann")
    prison.dice(5)
    prison.do(move("Ann", "A5"))  # back past the guard's square: the trail is A6, A5
    assert prison.sheet().guards[0].target is None


def test_a_pursuer_still_on_the_shortened_trail_keeps_after_its_quarry():
    prison = Prison()
    prison.inmate("Ann", "A6", "A5", "B5", "B4", "A4")
    prison.guard("Green", "A5", pursuing="Ann")
    prison.dice(6)
    prison.do(move("Ann", "B4"))
    assert prison.sheet().guards[0].target == 0 and named(prison.sheet().inmates[0].path) == ["A6", "A5", "B5", "B4"]


def test_an_inmate_may_cross_another_inmates_trail():
    prison = Prison()
    prison.inmate("Ann", "A6", "A5")
    prison.inmate("Billy", "B6", "B5", "B4")
    prison.dice(1, 1, 1)  # B5 (2) -> C5 (4) -> D5 (1)
    prison.do(move("Ann", "B5", "C5", "D5"))
    assert sq("B5") in prison.trail("Ann") and sq("B5") in prison.trail("Billy")


def test_every_square_an_inmate_crosses_or_lands_on_gets_its_path_marker():
    prison = Prison()
    prison.dice(1, 2, 2)
    prison.do(move("Ann", "A6"))
    prison.do(move("Ann", "A5", "B5"))
    assert prison.trail("Ann") == squares("A6", "A5", "B5")


def test_unused_dice_are_lost_when_the_inmates_move_ends(monkeypatch):
    prison = Prison(monkeypatch)
    prison.guards_move(6, 6, (1, 1, 1, 1, 1, 1))
    events = prison.do(EndMoves())
    assert events == [InmatesMoveEnded(board=0, unused=(1, 1, 1, 1, 1, 1))]
    assert prison.sheet().dice == () and prison.state.round == 2 and prison.state.phase == "guards"


def test_fifteen_rounds_on_the_time_track(monkeypatch):
    prison = Prison(monkeypatch)
    for round in range(1, 16):
        assert prison.state.round == round and not RULES.is_over(prison.state)
        prison.guards_move(6, 6, (1, 1, 1, 1, 1, 1))
        prison.do(EndMoves())
    assert RULES.is_over(prison.state) and RULES.winners(prison.state) == []
    assert RULES.progress(prison.state).startswith("lost (time ran out)")
    assert RULES.legal_commands(prison.state) == []


def test_a_set_may_carry_an_inmate_out_of_its_cell_and_on():
    prison = Prison()
    prison.dice(5, 5)
    prison.do(move("Ann", "A6", "A5"))  # A6 shows 1, A5 shows 5: the pair of 5s
    assert prison.trail("Ann") == squares("A6", "A5")


def test_the_player_with_the_final_say_moves_any_inmate(monkeypatch):
    prison = Prison(monkeypatch, mode="coop", players=2)
    prison.guards_move(6, 6, (1, 1, 1, 1, 1, 1))
    prison.end()
    prison.guards_move(6, 6, (1, 3, 3, 3, 3, 3))
    assert RULES.current_player(prison.state) == 1
    prison.do(move("Ann", "A6"))  # Ann is in the first player's crew
    assert prison.status("Ann") == "grid"
