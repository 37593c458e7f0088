"""The Guards Move: patrol, pursuit and capture, one test per rule.

Standard board patrols (see boards/standard.json):
Green A1 A2 A3 A4 A5 A6 B6 C6 D6 E6 F6 F5 E5 ... ; Blue F6 E6 D6 C6 B6 A6 A5 A4 A3 ...
"""

from __future__ import annotations

from core.twenty_five import RULES
from core.twenty_five.events import GuardMoved, InmateCaptured, InmateDiceRolled, PursuitStarted

from .helpers import Prison, escape, sq, squares


def moved(events, guard: str) -> GuardMoved:
    (event,) = [event for event in events if isinstance(event, GuardMoved) and event.guard == guard]
    return event


def test_one_die_per_guard_green_moves_first_then_blue(monkeypatch):
    prison = Prison(monkeypatch)
    events = prison.guards_move(4, 2, (1, 2, 3, 4, 5, 6))
    guards = [event.guard for event in events if isinstance(event, GuardMoved)]
    assert guards == ["Green", "Blue"]
    assert moved(events, "Green").die == 4 and moved(events, "Blue").die == 2


def test_a_patrolling_guard_moves_to_the_next_square_on_its_patrol_showing_its_die(monkeypatch):
    prison = Prison(monkeypatch)
    events = prison.guards_move(4, 2, (1, 2, 3, 4, 5, 6))
    green = moved(events, "Green")
    assert green.squares == squares("A2", "A3", "A4") and green.stopped == "number"  # A4 shows 4
    assert moved(events, "Blue").squares == squares("E6")  # E6 shows 2
    assert prison.guard_at("Green") == sq("A4")


def test_an_inmate_in_its_cell_is_safe(monkeypatch):
    prison = Prison(monkeypatch)
    prison.guards_move(3, 2, (1, 2, 3, 4, 5, 6))  # Green walks past A6, above Ann's cell, to B6
    assert prison.guard_at("Green") == sq("B6") and prison.sheet().captured == 0


def test_guards_may_share_a_square(monkeypatch):
    prison = Prison(monkeypatch)
    prison.guard("Blue", "A4")
    prison.guards_move(4, 1, (1, 2, 3, 4, 5, 6))
    assert prison.guard_at("Green") == sq("A4")


def test_a_guard_crossing_an_inmates_trail_stops_and_starts_pursuing(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Ann", "A6", "A5", "B5")
    events = prison.guards_move(1, 2, (1, 2, 3, 4, 5, 6))  # a 1 would take Green to A6
    green = moved(events, "Green")
    assert green.squares == squares("A2", "A3", "A4", "A5") and green.stopped == "trail"
    assert PursuitStarted(board=0, guard="Green", inmate="Ann", square=sq("A5"), trails=("Ann",)) in events
    assert prison.pursuing("Green") == "Ann"


def test_only_one_guard_pursues_an_inmate(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Ann", "A6", "A5", "B5", "B4", "C4")
    prison.guard("Blue", "B5", pursuing="Ann")
    events = prison.guards_move(1, 6, (1, 2, 3, 4, 5, 6))
    assert moved(events, "Green").squares[-1] == sq("A6")  # walked over Ann's trail to its 1
    assert prison.pursuing("Green") is None and prison.pursuing("Blue") == "Ann"


def test_the_other_guard_still_captures_an_inmate_it_meets(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Ann", "C4", "B4", "A4")
    prison.guard("Blue", "C4", pursuing="Ann")
    events = prison.guards_move(1, 3, (1, 2, 3, 4, 5, 6))
    assert InmateCaptured(board=0, inmate="Ann", guard="Green", square=sq("A4"), points=-11) in events
    assert prison.pursuing("Blue") is None  # its quarry is gone: Blue patrols from C4
    assert moved(events, "Blue").pursuing is None and prison.guard_at("Blue") == sq("C3")


def test_several_trails_on_a_square_a_die_picks_which_inmate_is_pursued(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Donna", "D6", "D5", "E5")
    prison.inmate("Clyde", "C6", "D6", "D5", "C5")
    prison.draws.append(1)  # the die picks the second trail
    events = prison.guards_move(3, 1, (1, 2, 3, 4, 5, 6))
    assert moved(events, "Blue").squares == squares("E6", "D6")
    started = [event for event in events if isinstance(event, PursuitStarted)]
    assert started == [
        PursuitStarted(board=0, guard="Blue", inmate="Donna", square=sq("D6"), trails=("Clyde", "Donna"))
    ]


def pursuit(monkeypatch) -> Prison:
    """Green on A5 pursues Ann along A6 A5 | B5 (2) B4 (6) C4 (1) D4 (3, Ann)."""
    prison = Prison(monkeypatch)
    prison.inmate("Ann", "A6", "A5", "B5", "B4", "C4", "D4")
    prison.guard("Green", "A5", pursuing="Ann")
    return prison


def test_in_pursuit_a_guard_moves_to_the_nearest_square_closer_to_the_inmate_showing_its_die(monkeypatch):
    prison = pursuit(monkeypatch)
    events = prison.guards_move(1, 2, (1, 2, 3, 4, 5, 6))  # A6 behind it shows 1 too
    green = moved(events, "Green")
    assert green.squares == squares("B5", "B4", "C4") and green.pursuing == "Ann" and green.stopped == "number"


def test_in_pursuit_a_guard_moves_one_square_when_no_square_closer_shows_its_die(monkeypatch):
    prison = pursuit(monkeypatch)
    events = prison.guards_move(5, 2, (1, 2, 3, 4, 5, 6))
    green = moved(events, "Green")
    assert green.squares == squares("B5") and green.stopped == "no number"


def test_a_pursuing_guard_ignores_other_trails(monkeypatch):
    prison = pursuit(monkeypatch)
    prison.inmate("Billy", "B6", "B5", "C5")
    prison.guards_move(6, 2, (1, 2, 3, 4, 5, 6))
    assert prison.guard_at("Green") == sq("B4") and prison.pursuing("Green") == "Ann"


def test_a_pursuing_guard_captures_another_inmate_on_the_trail_and_keeps_after_its_quarry(monkeypatch):
    prison = pursuit(monkeypatch)
    prison.inmate("Billy", "B6", "B5")  # Billy stands on Ann's trail
    events = prison.guards_move(1, 2, (1, 2, 3, 4, 5, 6))
    assert moved(events, "Green").squares == squares("B5") and moved(events, "Green").stopped == "capture"
    assert prison.status("Billy") == "captured" and prison.pursuing("Green") == "Ann"


def test_a_guard_crossing_an_inmate_captures_it_and_stops_there(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Ann", "B3", "A3")
    events = prison.guards_move(5, 2, (1, 2, 3, 4, 5, 6))  # a 5 would take Green on to A5
    green = moved(events, "Green")
    assert green.squares == squares("A2", "A3") and green.stopped == "capture"
    assert prison.status("Ann") == "captured" and prison.trail("Ann") == ()


def test_a_guard_landing_on_an_inmate_captures_it(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Ann", "B3", "A3")
    prison.guards_move(2, 2, (1, 2, 3, 4, 5, 6))  # A3 shows 2
    assert prison.status("Ann") == "captured" and prison.guard_at("Green") == sq("A3")


def test_in_pursuit_reaching_the_inmate_captures_it(monkeypatch):
    prison = pursuit(monkeypatch)
    prison.guards_move(3, 2, (1, 2, 3, 4, 5, 6))  # Ann's square D4 shows 3
    assert prison.status("Ann") == "captured" and prison.pursuing("Green") is None


def test_after_a_capture_the_guard_resumes_its_patrol_from_where_it_stands(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Ann", "B3", "A3")
    prison.guards_move(5, 2, (1, 2, 3, 4, 5, 6))
    prison.end()
    events = prison.guards_move(4, 4, (1, 2, 3, 4, 5, 6))
    assert moved(events, "Green").squares == squares("A4") and moved(events, "Green").pursuing is None


def test_after_a_capture_on_another_inmates_trail_the_guard_pursues_that_inmate(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Billy", "A3", "A4")
    prison.inmate("Ann", "B3", "A3")  # Ann stands on Billy's trail
    prison.guards_move(5, 2, (1, 2, 3, 4, 5, 6))
    assert prison.status("Ann") == "captured" and prison.pursuing("Green") is None
    prison.end()
    events = prison.guards_move(1, 4, (1, 2, 3, 4, 5, 6))
    assert isinstance(events[1], PursuitStarted) and events[1].inmate == "Billy"
    assert moved(events, "Green").pursuing == "Billy" and prison.status("Billy") == "captured"


def test_a_guard_loses_the_trail_when_its_quarry_escapes(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Ann", "A3", "A2", "A1")
    prison.guard("Green", "A3", pursuing="Ann")
    prison.dice(4)
    prison.do(escape("Ann", 4))
    assert prison.pursuing("Green") is None
    prison.end()
    events = prison.guards_move(4, 2, (1, 2, 3, 4, 5))
    assert moved(events, "Green").squares == squares("A4") and moved(events, "Green").pursuing is None


def test_a_patrol_whose_number_is_nowhere_on_the_grid_moves_one_square(monkeypatch):
    prison = Prison(monkeypatch, numbers=" ".join(["1 2 3 4 5 1"] * 6))
    events = prison.guards_move(6, 6, (1, 2, 3, 4, 5, 6))
    assert moved(events, "Green").squares == squares("A2") and moved(events, "Green").stopped == "no number"


def test_a_patrol_whose_number_shows_only_under_the_guard_walks_the_whole_loop(monkeypatch):
    prison = Prison(monkeypatch, numbers="6 " + " ".join(["1"] * 35))
    events = prison.guards_move(6, 1, (1, 2, 3, 4, 5, 6))
    green = moved(events, "Green")
    assert len(green.squares) == 36 and green.squares[-1] == sq("A1") and green.stopped == "number"


def test_the_game_ends_at_the_third_capture_before_the_inmates_roll(monkeypatch):
    prison = Prison(monkeypatch)
    prison.out("Eleanor", "Frank")
    prison.inmate("Ann", "B3", "A3")
    events = prison.guards_move(2, 2)
    assert [event.guard for event in events if isinstance(event, GuardMoved)] == ["Green"]  # Blue never moves
    assert not any(isinstance(event, InmateDiceRolled) for event in events)
    assert prison.sheet().captured == 3
    assert RULES.is_over(prison.state) and RULES.winners(prison.state) == []
    assert RULES.current_player(prison.state) is None
