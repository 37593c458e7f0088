"""Where a die may go: pips, free fields, next to a cross, next to this turn's dice, the jump."""

from __future__ import annotations

import pytest

from core.dizzle import legal_fields
from core.dizzle.level import parse_pos
from core.game import IllegalMove
from tests.core.dizzle.helpers import DizzleTable, level, special

# A1 and F5 are start crosses; next to them: B1 (1), A2 (2), F4 (3), E5 (3)


@pytest.fixture
def table(monkeypatch):
    return DizzleTable(players=2, monkeypatch=monkeypatch)


def test_die_goes_only_on_a_field_with_its_own_pips(table):
    table.roll(1, 2, 4, 4, 5, 5, 6)
    with pytest.raises(IllegalMove, match="A 1 goes only on a field showing 1"):
        table.place("A2", 1)
    table.place("B1", 1)
    assert table.state.sheets[0].dice == (table.state.board.index(parse_pos("B1")),)


def test_first_die_of_a_turn_goes_next_to_a_cross(table):
    table.roll(1, 2, 4, 4, 5, 5, 6)
    with pytest.raises(IllegalMove, match="next to a cross"):
        table.place("C2", 4)
    table.place("A2", 2)


def test_later_dice_go_next_to_a_die_placed_this_turn(table):
    table.roll(1, 2, 3, 3, 3, 5, 6)
    table.place("B1", 1)  # Ann
    table.place("E5", 3)  # Bob
    with pytest.raises(IllegalMove, match="next to a die you placed this turn"):
        table.place("F4", 3)  # next to a cross, but not to Ann's 1
    table.place("B2", 3)
    assert table.state.actor == 1


def test_a_die_never_goes_on_a_used_field(monkeypatch):
    table = DizzleTable(players=1, monkeypatch=monkeypatch)
    table.roll(1, 1, 2, 3, 4, 5, 6, 6)
    table.place("B1", 1)
    table.extra(6, 6)
    with pytest.raises(IllegalMove, match="B1 is already used"):
        table.place("B1", 1)
    with pytest.raises(IllegalMove, match="A1 takes no die"):
        table.place("A1", 2)


def test_legal_fields_lists_the_fields_for_one_offer_die(table):
    table.roll(1, 2, 3, 4, 5, 5, 6)
    offer = table.state.offer
    assert legal_fields(table.state, offer.index(3)) == [parse_pos("F4"), parse_pos("E5")]
    assert legal_fields(table.state, offer.index(4)) == []
    assert legal_fields(table.state, 99) == []


# B1 is shut in by the start cross A1 and two gaps, so a die on it leaves no free field next to it
SHUT_IN = (
    "X 1 . 4 5 6",
    "2 . 3 5 6 1",
    "3 4 5 6 1 2",
    "4 5 6 1 2 3",
    "5 6 1 2 3 X",
)


def test_jump_next_to_any_cross_when_this_turns_dice_are_shut_in(monkeypatch):
    table = DizzleTable(level(SHUT_IN), players=2, monkeypatch=monkeypatch)
    table.roll(1, 2, 3, 4, 4, 5, 6)
    table.place("B1", 1)  # Ann: shut in
    table.place("F4", 3)  # Bob
    table.place("A2", 2)  # Ann jumps: next to the start cross, a new group
    assert len(table.state.sheets[0].dice) == 2


def test_no_jump_while_a_free_field_is_next_to_this_turns_dice(monkeypatch):
    table = DizzleTable(level(SHUT_IN), players=2, monkeypatch=monkeypatch)
    table.roll(1, 2, 3, 4, 4, 5, 6)
    table.place("A2", 2)  # Ann: A3 is free next to it
    table.place("F4", 3)  # Bob
    with pytest.raises(IllegalMove, match="next to a die you placed this turn"):
        table.place("B1", 1)


def test_jump_is_needed_even_if_no_offer_die_fits_the_free_neighbours(monkeypatch):
    """The jump depends on free fields, not on the dice: A3 is free, so no jump to B1."""
    table = DizzleTable(level(SHUT_IN), players=2, monkeypatch=monkeypatch)
    table.roll(1, 1, 2, 3, 4, 5, 6)
    table.place("A2", 2)
    table.place("F4", 3)
    assert legal_fields(table.state, table.state.offer.index(1)) == []


def test_a_lock_opens_only_with_a_key_crossed_in_an_earlier_turn(monkeypatch):
    sheet = level(specials=special("key", "B1", colour="red") + special("lock", "C1", colour="red"))
    table = DizzleTable(sheet, players=1, monkeypatch=monkeypatch)
    table.roll(1, 2, 2, 4, 5, 5, 6, 6)
    table.place("B1", 1)  # a die on the key
    table.extra(6, 6)
    with pytest.raises(IllegalMove, match="lock on C1 opens only once"):
        table.place("C1", 2)
    table.pass_()  # the key becomes a cross
    table.roll(2, 3, 3, 4, 5, 5, 6, 6)
    table.place("C1", 2)

