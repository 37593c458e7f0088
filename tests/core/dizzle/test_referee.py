"""The referee's decisions of docs/rules/dizzle.md that no other file covers, one test each."""

from __future__ import annotations

import pytest

from core.dizzle import RULES
from core.dizzle.commands import ReturnDie
from core.dizzle.events import DizzleGameEnded, FlagTaken, TurnEnded
from core.dizzle.level import parse_pos
from core.game import IllegalMove, PlayerSpec
from tests.core.dizzle.helpers import DizzleTable, everyone_passes, level, special, turn_end

# PLAIN: start crosses A1 and F5; next to them B1 (1), A2 (2), F4 (3), E5 (3)


def test_a_later_die_may_go_next_to_any_die_of_this_turn_not_only_the_last(monkeypatch):
    table = DizzleTable(players=1, monkeypatch=monkeypatch)
    table.roll(1, 2, 3, 4, 5, 5, 6, 6)
    table.place("B1", 1)
    table.extra(6, 6)
    table.place("C1", 2)
    table.extra(5, 5)
    table.place("B2", 3)  # next to the first die, B1, not to the last one, C1
    assert len(table.state.sheets[0].dice) == 3


def test_the_player_chooses_which_of_this_turns_dice_goes_back(monkeypatch):
    table = DizzleTable(players=2, monkeypatch=monkeypatch)
    table.roll(1, 2, 3, 5, 5, 6, 6)
    table.place("B1", 1)  # Ann
    table.place("F4", 3)  # Bob
    table.place("C1", 2)  # Ann
    table.pass_()  # Bob
    table.reroll(5, 5, 6, 6)  # Ann: B2, D1 want a 3; C2 a 4
    assert RULES.legal_commands(table.state) == [ReturnDie(at=parse_pos("B1")), ReturnDie(at=parse_pos("C1"))]


def test_planets_take_no_die(monkeypatch):
    grid = ("X 1 2 3 4 5", "P 3 4 5 6 1", "3 4 5 6 1 2", "4 5 6 1 2 3", "5 6 1 2 3 X")
    table = DizzleTable(level(grid, specials=special("rocket", "C3")), players=1, monkeypatch=monkeypatch)
    table.roll(1, 2, 3, 4, 5, 6, 6, 6)
    with pytest.raises(IllegalMove, match="A2 takes no die"):
        table.place("A2", 2)


def test_each_crossed_rocket_lands_on_its_own_planet_start_player_first(monkeypatch):
    grid = ("X 1 2 3 4 5", "2 3 4 5 6 1", "3 4 P 6 1 2", "4 5 6 1 2 P", "5 6 1 2 3 X")
    table = DizzleTable(level(grid, specials=special("rocket", "B1", "C1")), players=2, monkeypatch=monkeypatch)
    table.roll(1, 1, 2, 5, 5, 6, 6)
    table.place("B1", 1)  # Ann: rocket
    table.place("B1", 1)  # Bob: rocket
    table.place("C1", 2)  # Ann: a second rocket
    table.pass_()  # Bob: C1 (2) and B2 (3) take nothing offered
    table.pass_()  # Ann's last action: B2, D1 (3) and C2 (4) neither
    # Ann's two rockets take both her planets by themselves; then Bob, with one rocket, chooses
    assert {"C3", "F4"} <= table.crossed(0)
    assert table.state.phase == "planet" and table.state.actor == 1
    table.planet("F4")
    assert "F4" in table.crossed(1) and "C3" not in table.crossed(1) and table.state.phase == "roll"


def test_an_exhausted_flag_ladder_pays_nothing(monkeypatch):
    flag = level(specials=special("flag", "F4", colour="blue"), flags=[{"colour": "blue", "ladder": [8, 4]}])
    table = DizzleTable(flag, players=4, monkeypatch=monkeypatch)
    table.roll(3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 6, 6, 6)
    for _ in range(3):
        table.place("F4", 3)  # three players reach the flag together and share the 8
    events = everyone_passes(table)
    assert [f.points for f in turn_end(events).flags] == [8, 8, 8]
    table.roll(1, 2, 3, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6)  # Bob starts
    table.place("B1", 1)  # Bob
    table.place("A2", 2)  # Cy
    table.place("F4", 3)  # Di, fourth, finds both numbers struck
    events = everyone_passes(table)
    assert turn_end(events).flags == (FlagTaken(player=3, colour="blue", points=0),)




def test_the_game_ends_early_after_a_turn_that_leaves_a_sheet_without_free_fields(monkeypatch):
    tiny = level(("X 1 2", "3 . 4"))  # four fields: B1, C1, A2, C2
    table = DizzleTable(tiny, players=1, monkeypatch=monkeypatch)
    table.roll(1, 2, 3, 4, 5, 5, 6, 6)
    table.place("B1", 1)
    table.extra(6, 6)
    table.place("C1", 2)
    table.extra(5, 5)
    table.place("C2", 4)
    table.extra(6, 6)
    events = table.place("A2", 3)  # a jump: C2 has no free neighbour
    assert events[-1] == DizzleGameEnded(reason="sheet_full")
    assert RULES.is_over(table.state) and RULES.winners(table.state) == [0]


def test_the_game_ends_after_the_last_round():
    setup = RULES.make_setup([PlayerSpec(name=f"B{i}", bot="greedy") for i in range(3)], seed=4, level=2)
    state, events = RULES.start(setup), []
    while not RULES.is_over(state):
        new = RULES.decide(state, RULES.bot_command(state, "greedy"))
        for event in new:
            state = RULES.evolve(state, event)
        events += new
    assert events[-1] == DizzleGameEnded(reason="rounds")
    assert sum(isinstance(e, TurnEnded) for e in events) == 4 * 3


def test_solo_extra_dice_follow_a_placed_die_only(monkeypatch):
    table = DizzleTable(players=1, monkeypatch=monkeypatch)
    table.roll(1, 4, 4, 5, 5, 6, 6, 6)
    table.place("B1", 1)
    table.extra(1, 1)
    table.reroll(4, 4, 5, 5, 6, 6, 6)  # nothing fits next to B1 (C1 2, B2 3)
    table.give_back("B1")
    assert table.state.phase == "place"  # no extra dice after a die given back


def test_solo_skips_the_extra_dice_when_the_placement_empties_the_offer(monkeypatch):
    table = DizzleTable(players=1, monkeypatch=monkeypatch)
    table.roll(1, 2, 3, 4, 5, 5, 6, 6)
    table.place("B1", 1)
    table.extra(5, 6)
    table.place("C1", 2)
    table.extra(5, 6)
    table.place("C2", 4)
    table.extra(1, 1)
    events = table.place("D1", 3)  # the last die of the offer
    assert isinstance(events[1], TurnEnded)
