"""Escaping through the exits and substituting numbers, one test per rule."""

from __future__ import annotations

from dataclasses import replace

import pytest

from core.game import IllegalMove
from core.twenty_five.state import ExitBox

from .helpers import Prison, escape, move, sq, substitute


def used_exit(prison: Prison, exit: int, value: int, crossed: bool = False) -> None:
    """Exit `exit` (1-6) already holds `value` from an earlier escape by Frank."""
    sheet = prison.sheet()
    exits = list(sheet.exits)
    exits[exit - 1] = ExitBox(value=value, inmate=5, crossed=crossed)
    prison._set(0, replace(sheet.with_inmate(5, status="escaped"), exits=tuple(exits)))


def test_a_die_moves_an_inmate_from_the_top_row_into_the_empty_exit_above():
    prison = Prison()
    prison.inmate("Ann", "A6", "A5", "A4", "A3", "A2", "A1")
    prison.guard("Green", "C3")
    prison.dice(4)
    events = prison.do(escape("Ann", 4))
    assert events[0].exit == 0 and prison.status("Ann") == "escaped"
    assert prison.sheet().exits[0].value == 4 and prison.sheet().dice == ()


def test_an_escape_needs_the_top_row():
    prison = Prison()
    prison.inmate("Ann", "A6", "A5", "A4", "A3", "A2")
    prison.dice(4)
    with pytest.raises(IllegalMove, match="top-row square"):
        prison.do(escape("Ann", 4))


def test_an_escape_takes_one_die_of_any_value_not_yet_written():
    prison = Prison()
    prison.inmate("Ann", "B2", "B1")  # B1 shows 1; the die need not match it
    prison.dice(6)
    prison.do(escape("Ann", 6))
    assert prison.sheet().exits[1].value == 6


def test_each_exit_is_used_once():
    prison = Prison()
    used_exit(prison, 1, 5)
    prison.guard("Green", "C3")
    prison.inmate("Ann", "A2", "A1")
    prison.dice(4)
    with pytest.raises(IllegalMove, match="already been used"):
        prison.do(escape("Ann", 4))


def test_the_escape_die_must_differ_from_every_value_written_in_an_exit():
    prison = Prison()
    used_exit(prison, 6, 4)
    prison.inmate("Ann", "B2", "B1")
    prison.dice(4, 3)
    with pytest.raises(IllegalMove, match="4 is already written in an exit"):
        prison.do(escape("Ann", 4))
    prison.do(escape("Ann", 3))


def test_an_exit_value_used_up_in_a_substitution_still_blocks_that_value():
    prison = Prison()
    used_exit(prison, 6, 4, crossed=True)
    prison.inmate("Ann", "B2", "B1")
    prison.dice(4)
    with pytest.raises(IllegalMove, match="already written"):
        prison.do(escape("Ann", 4))


def test_an_escape_erases_the_trail_and_sets_one_inmate_die_aside(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Ann", "A6", "A5", "A4", "A3", "A2", "A1")
    prison.guard("Green", "C3")
    prison.dice(4, 1, 1, 1, 1, 1)
    prison.do(escape("Ann", 4))
    assert prison.trail("Ann") == () and prison.sheet().trails_at(prison.state.layout.flat(sq("A3"))) == []
    prison.end()
    prison.guards_move(6, 6, (1, 2, 3, 4, 5))  # five inmate dice from now on
    assert len(prison.sheet().dice) == 5


def test_an_escaped_inmate_is_safe(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Ann", "A2", "A1")
    prison.guard("Green", "F1")
    prison.dice(4)
    prison.do(escape("Ann", 4))
    prison.end()
    prison.guards_move(3, 1, (1, 2, 3, 4, 5))  # Green walks F1 E1 D1 C1 B1 A1: nobody to catch
    assert prison.status("Ann") == "escaped" and prison.sheet().captured == 0


def test_substitution_overwrites_one_number_with_an_exit_value_once_per_escape():
    prison = Prison()
    used_exit(prison, 2, 6)
    prison.inmate("Ann", "A6")
    prison.dice(6)
    prison.do(substitute(2, "A5"))  # A5 showed 5
    assert prison.number("A5") == 6 and prison.sheet().exits[1].crossed
    assert prison.sheet().substitutions == 1
    with pytest.raises(IllegalMove, match="already used up"):
        prison.do(substitute(2, "C3"))
    prison.do(move("Ann", "A5"))  # the new 6 is walked onto with a 6


def test_substitution_needs_an_escape_first():
    prison = Prison()
    prison.dice(1)
    with pytest.raises(IllegalMove, match="only after an inmate escaped"):
        prison.do(substitute(1, "C3"))


def test_substitution_only_during_an_inmates_move():
    prison = Prison()
    used_exit(prison, 2, 6)
    with pytest.raises(IllegalMove, match="guards move first"):
        prison.do(substitute(2, "C3"))


def test_substitution_must_change_the_number():
    prison = Prison()
    used_exit(prison, 2, 6)
    prison.dice(1)
    with pytest.raises(IllegalMove, match="already shows 6"):
        prison.do(substitute(2, "A2"))  # A2 already shows 6


def test_a_substituted_number_also_changes_where_guards_stop(monkeypatch):
    prison = Prison(monkeypatch)
    used_exit(prison, 2, 6)
    prison.dice(1)
    prison.do(substitute(2, "A3"))  # A3 showed 2, now 6
    prison.end()
    prison.guard("Green", "A2")  # Green's patrol runs A2 A3 A4 ...
    prison.guards_move(6, 5, (1, 2, 3, 4, 5))
    assert prison.guard_at("Green") == sq("A3")


def test_substitution_may_overwrite_an_occupied_square_and_a_square_twice():
    prison = Prison()
    used_exit(prison, 2, 6)
    sheet = prison.sheet()
    exits = list(sheet.exits)
    exits[3] = ExitBox(value=2, inmate=4)
    prison._set(0, replace(sheet.with_inmate(4, status="escaped"), exits=tuple(exits)))
    prison.inmate("Ann", "A6", "A5")
    prison.dice(1)
    prison.do(substitute(2, "A5"))  # under Ann: A5 showed 5, now 6
    prison.do(substitute(4, "A5"))  # and again: now 2
    assert prison.number("A5") == 2 and prison.sheet().substitutions == 2
