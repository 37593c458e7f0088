"""Special fields that act during the game or at the end of a turn: bombs, rockets, flags, piles."""

from __future__ import annotations

import pytest

from core.dizzle import RULES, legal_fields, score_breakdown
from core.dizzle.commands import ChoosePlanet
from core.dizzle.events import FlagTaken, PlanetCrossed
from core.dizzle.level import parse_pos
from core.game import IllegalMove
from tests.core.dizzle.helpers import DizzleTable, everyone_passes, level, special, turn_end

# PLAIN: start crosses A1 and F5; next to them B1 (1), A2 (2), F4 (3), E5 (3)
BOMB_ON_B1 = level(specials=special("bomb", "B1", points=3))



def test_a_bomb_with_a_die_is_crossed_and_explodes_for_every_other_player(monkeypatch):
    table = DizzleTable(BOMB_ON_B1, players=2, monkeypatch=monkeypatch)
    table.roll(1, 2, 4, 4, 5, 5, 6)
    table.place("B1", 1)  # Ann on the bomb
    table.place("A2", 2)  # Bob
    table.pass_()  # Ann: C1 (2) and B2 (3) take nothing offered
    events = table.pass_()  # Bob's last action
    assert turn_end(events).exploded == ((1, (0, 1)),)
    assert "B1" in table.crossed(0) and "B1" not in table.crossed(1)
    assert score_breakdown(table.state, 0)["bombs"] == 0
    assert score_breakdown(table.state, 1)["bombs"] == -3


def test_a_bomb_with_dice_of_several_players_is_crossed_by_all_of_them(monkeypatch):
    table = DizzleTable(BOMB_ON_B1, players=3, monkeypatch=monkeypatch)
    table.roll(1, 1, 2, 4, 4, 5, 5, 6, 6, 6)
    table.place("B1", 1)  # Ann
    table.place("B1", 1)  # Bob
    table.place("A2", 2)  # Cy
    events = []
    while table.state.phase == "place":
        events += table.pass_()
    assert turn_end(events).exploded == ((2, (0, 1)),)


def test_an_exploded_bomb_takes_no_die_and_is_no_cross_to_start_from(monkeypatch):
    table = DizzleTable(BOMB_ON_B1, players=2, monkeypatch=monkeypatch)
    table.roll(1, 2, 4, 4, 5, 5, 6)
    table.place("B1", 1)
    table.place("A2", 2)
    table.pass_()
    table.pass_()
    table.roll(1, 2, 2, 4, 5, 5, 6)  # Bob starts turn 2
    with pytest.raises(IllegalMove, match="bomb on B1 has exploded"):
        table.place("B1", 1)
    assert parse_pos("C1") not in legal_fields(table.state, table.state.offer.index(2))


def test_solo_bombs_never_explode_and_pay_two_when_crossed(monkeypatch):
    table = DizzleTable(BOMB_ON_B1, players=1, monkeypatch=monkeypatch)
    table.roll(1, 4, 4, 5, 5, 6, 6, 6)
    table.place("B1", 1)
    table.extra(1, 1)
    events = table.pass_()
    assert turn_end(events).exploded == ()
    assert score_breakdown(table.state, 0)["bombs"] == 2


# rocket on B1; planets on C3 and F4 (F5's only other neighbour is E5)
SPACE = ("X 1 2 3 4 5", "2 3 4 5 6 1", "3 4 P 6 1 2", "4 5 6 1 2 P", "5 6 1 2 3 X")


def _launch(table) -> list:
    table.roll(1, 4, 4, 5, 5, 6, 6, 6)
    table.place("B1", 1)
    table.extra(1, 1)
    return table.pass_()


def test_a_crossed_rocket_crosses_a_planet_of_the_players_choice(monkeypatch):
    table = DizzleTable(level(SPACE, specials=special("rocket", "B1")), players=1, monkeypatch=monkeypatch)
    _launch(table)
    assert table.state.phase == "planet"
    assert RULES.legal_commands(table.state) == [ChoosePlanet(at=parse_pos("C3")), ChoosePlanet(at=parse_pos("F4"))]
    table.planet("C3")
    assert "C3" in table.crossed(0) and table.state.phase == "roll"


def test_later_turns_can_start_next_to_a_crossed_planet(monkeypatch):
    table = DizzleTable(level(SPACE, specials=special("rocket", "B1")), players=1, monkeypatch=monkeypatch)
    _launch(table)
    table.planet("C3")
    table.roll(4, 4, 5, 5, 6, 6, 6, 6)
    assert parse_pos("C2") in legal_fields(table.state, table.state.offer.index(4))  # next to the planet only
    placed = table.place("C2", 4)[0]
    assert (placed.at, placed.pips) == (parse_pos("C2"), 4)


def test_a_rocket_lands_by_itself_when_one_planet_is_left(monkeypatch):
    one_planet = ("X 1 2 3 4 5", "2 3 4 5 6 1", "3 4 P 6 1 2", "4 5 6 1 2 3", "5 6 1 2 3 X")
    table = DizzleTable(level(one_planet, specials=special("rocket", "B1")), players=1, monkeypatch=monkeypatch)
    events = _launch(table)
    assert events[-1] == PlanetCrossed(player=0, at=parse_pos("C3"))
    assert table.state.phase == "roll"


def test_a_rocket_with_no_free_planet_left_is_wasted(monkeypatch):
    one_planet = ("X 1 2 3 4 5", "2 3 4 5 6 1", "3 4 P 6 1 2", "4 5 6 1 2 3", "5 6 1 2 3 X")
    sheet = level(one_planet, specials=special("rocket", "B1", "C1"))
    table = DizzleTable(sheet, players=1, monkeypatch=monkeypatch)
    _launch(table)  # lands on C3 by itself
    table.roll(2, 5, 5, 5, 5, 6, 6, 6)
    table.place("C1", 2)  # the second rocket
    table.extra(1, 1)
    table.pass_()
    assert table.state.phase == "roll" and table.state.planets_due == ()


FLAGS = level(
    specials=special("flag", "B1", "A2", colour="red") + special("flag", "F4", colour="blue"),
    flags=[{"colour": "red", "ladder": [10, 6, 3, 1]}, {"colour": "blue", "ladder": [8, 4]}],
)



def test_players_reaching_a_flag_together_share_the_highest_number(monkeypatch):
    table = DizzleTable(FLAGS, players=3, monkeypatch=monkeypatch)
    table.roll(1, 2, 4, 4, 4, 5, 5, 6, 6, 6)
    table.place("B1", 1)  # Ann: red flag
    table.place("A2", 2)  # Bob: red flag
    events = everyone_passes(table)
    assert turn_end(events).flags == (
        FlagTaken(player=0, colour="red", points=10),
        FlagTaken(player=1, colour="red", points=10),
    )
    assert table.state.struck == (2, 0)  # the others struck 10 and 6


def test_a_later_player_takes_the_highest_number_left(monkeypatch):
    table = DizzleTable(FLAGS, players=3, monkeypatch=monkeypatch)
    table.roll(1, 2, 4, 4, 4, 5, 5, 6, 6, 6)
    table.place("B1", 1)
    table.place("A2", 2)
    everyone_passes(table)
    table.roll(1, 3, 4, 4, 4, 5, 5, 6, 6, 6)  # Bob starts
    table.place("E5", 3)  # Bob
    table.place("B1", 1)  # Cy reaches the red flag after Ann and Bob
    events = everyone_passes(table)
    assert turn_end(events).flags == (FlagTaken(player=2, colour="red", points=3),)


def test_each_flag_colour_counts_once_per_player(monkeypatch):
    table = DizzleTable(FLAGS, players=1, monkeypatch=monkeypatch)
    table.roll(1, 4, 4, 5, 5, 6, 6, 6)
    table.place("B1", 1)
    table.extra(1, 1)
    table.pass_()
    table.roll(2, 4, 4, 5, 5, 6, 6, 6)
    table.place("A2", 2)  # a second red flag field
    table.extra(1, 1)
    events = table.pass_()
    assert turn_end(events).flags == ()
    assert score_breakdown(table.state, 0)["flags"] == 10


def test_two_flag_colours_are_scored_separately(monkeypatch):
    table = DizzleTable(FLAGS, players=2, monkeypatch=monkeypatch)
    table.roll(1, 3, 4, 4, 5, 5, 6)
    table.place("B1", 1)  # Ann: red
    table.place("F4", 3)  # Bob: blue
    events = everyone_passes(table)
    assert turn_end(events).flags == (
        FlagTaken(player=0, colour="red", points=10),
        FlagTaken(player=1, colour="blue", points=8),
    )


def test_a_brown_pile_costs_points_only_if_crossed(monkeypatch):
    pile = level(specials=special("pile", "B1", points=2) + special("pile", "A2", points=3))
    table = DizzleTable(pile, players=2, monkeypatch=monkeypatch)
    table.roll(1, 2, 4, 4, 5, 5, 6)
    table.place("B1", 1)  # Ann on a pile
    table.place("A2", 2)  # Bob on a pile
    table.pass_()  # Ann
    table.reroll(4, 4, 5, 5, 6)  # Bob's last action: nothing fits, he gives his die back
    table.give_back("A2")
    assert score_breakdown(table.state, 0)["brown piles"] == -2
    assert score_breakdown(table.state, 1)["brown piles"] == 0

