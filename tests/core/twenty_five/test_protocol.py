"""The uniform protocol: undo, log lines, highlighting queries, the sheet view, the bot."""

from __future__ import annotations

import pytest

from core.game import PlayerSpec, Rules, can_undo, replay
from core.twenty_five import RULES, EndMoves, MoveGuards, sheet_view
from core.twenty_five.bots import bot_command
from core.twenty_five.commands import Escape
from core.twenty_five.events import (
    GuardMoved,
    InmateCaptured,
    InmateDiceRolled,
    InmateEscaped,
    InmateMoved,
    InmatesMoveEnded,
    NumberSubstituted,
    PursuitStarted,
)
from core.twenty_five.stats import bot_report, play_bot_game

from .helpers import Prison, escape, move, sq, squares, substitute
from .test_escape import used_exit


def test_rules_satisfy_the_protocol():
    assert isinstance(RULES, Rules)
    assert (RULES.id, RULES.title, RULES.min_players, RULES.max_players) == ("25-to-dice", "25 to Dice", 1, 6)
    assert RULES.bots == ("planner", "expert")


def test_only_the_players_own_decisions_since_the_roll_are_undoable(monkeypatch):
    prison = Prison(monkeypatch)
    prison.guards_move(6, 6, (1, 1, 5, 6, 6, 6))
    assert not can_undo(RULES, prison.state, prison.log)  # never a roll
    before = prison.state
    prison.do(move("Ann", "A6"))
    assert can_undo(RULES, prison.state, prison.log)
    assert replay(RULES, prison.setup, prison.log[:-1]) == before
    prison.end()
    assert not can_undo(RULES, prison.state, prison.log)  # never into the next Guards Move
    assert InmateMoved.undoable and InmateEscaped.undoable and NumberSubstituted.undoable
    assert not any(
        kind.undoable for kind in (InmatesMoveEnded, InmateDiceRolled, GuardMoved, PursuitStarted, InmateCaptured)
    )


def test_an_escape_and_a_substitution_can_be_taken_back():
    prison = Prison()
    used_exit(prison, 2, 6)
    prison.inmate("Ann", "A2", "A1")
    prison.dice(4, 5)
    before = prison.state
    events = prison.do(escape("Ann", 4)) + prison.do(substitute(2, "C3"))
    assert [event.undoable for event in events] == [True, True]
    state = before
    for event in events[:1]:
        state = RULES.evolve(state, event)
    assert RULES.evolve(state, events[1]) == prison.state


def test_legal_destinations_lists_end_squares_and_exits_for_the_chosen_dice():
    prison = Prison()
    prison.inmate("Ann", "A6", "A5", "A4", "A3", "A2", "A1")
    prison.inmate("Billy", "B6")
    prison.guard("Green", "C3")
    prison.dice(4, 4, 2)
    found = RULES.legal_destinations(prison.state, "Ann", [4])
    assert list(found) == [(-1, 0)] and found[(-1, 0)] == [Escape(inmate="Ann", die=4)]
    pair = RULES.legal_destinations(prison.state, "Billy", [4, 4])  # from B6, two squares ending on a 4
    assert {end: {command.squares for command in commands} for end, commands in pair.items()} == {
        sq("C5"): {squares("C6", "C5"), squares("B5", "C5")},
        sq("D6"): {squares("C6", "D6")},
    }
    assert list(RULES.legal_destinations(prison.state, "Billy", [2])) == [sq("B5")]
    assert RULES.legal_destinations(prison.state, "Billy", [4, 2]) == {}
    assert RULES.legal_destinations(prison.state, "Billy", [2, 2]) == {}  # only one 2 in hand
    for commands in pair.values():
        for command in commands:
            assert command in RULES.legal_commands(prison.state)


def test_every_legal_command_is_accepted(monkeypatch):
    prison = Prison(monkeypatch)
    prison.guards_move(3, 5, (4, 4, 4, 2, 1, 6))
    prison.inmate("Ann", "A6", "A5")
    for command in RULES.legal_commands(prison.state):
        assert RULES.decide(prison.state, command)


def test_describe_explains_each_guard_move_and_pursuit(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Ann", "A6", "A5", "B5", "B4", "C4", "D4")
    prison.guard("Green", "A5", pursuing="Ann")
    prison.inmate("Donna", "D6", "D5", "E5")
    prison.inmate("Clyde", "C6", "D6", "D5", "C5")
    prison.draws.append(0)
    lines = [RULES.describe(event) for event in prison.guards_move(1, 1, (1, 2, 3, 4, 5, 6))]
    assert lines[0] == "Round 1, Guards Move: Green rolls 1, Blue rolls 1."
    assert lines[1] == (
        "Green guard rolls 1 and pursues Ann along the trail A5→B5→B4→C4 to the nearest 1 towards Ann (-9 points)."
    )
    assert lines[2] == "Blue guard rolls 1 and patrols F6→E6→D6 and stops on a trail."
    assert lines[3] == "Blue guard finds the trails of Clyde and Donna on D6; a die sends it after Clyde."
    assert lines[4] == "Inmates Move: the inmate dice show 1 2 3 4 5 6."


def test_every_event_of_a_game_has_a_log_line_and_progress_reads_well():
    setup = RULES.make_setup([PlayerSpec(name="Ann", bot="planner"), PlayerSpec(name="Bo")], 3, mode="competitive")
    state, lines = RULES.start(setup), []
    assert RULES.progress(state) == "round 1 of 15: Ann 0 escaped +0 pts, Bo 0 escaped +0 pts"
    while not RULES.is_over(state):
        for event in RULES.decide(state, RULES.bot_command(state, "planner")):
            lines.append(RULES.describe(event))
            state = RULES.evolve(state, event)
    assert all(line.endswith((".", "!")) and "\n" not in line for line in lines)
    assert any(line.startswith("Sheet 2: ") for line in lines)
    assert RULES.progress(state).startswith("over: Ann ")


def test_sheet_view_draws_guards_inmates_exits_and_time(monkeypatch):
    prison = Prison(monkeypatch)
    prison.inmate("Ann", "A6", "A5", "B5")
    prison.guards_move(1, 2, (1, 2, 3, 4, 5, 6))
    view = sheet_view(prison.state)
    green, blue = view.guards
    assert (green.square, green.pursuing, green.heading) == (sq("A5"), "Ann", None)
    assert (blue.square, blue.pursuing, blue.heading) == (sq("E6"), None, "left")
    ann = view.inmates[0]
    assert (ann.square, ann.trail, ann.pursued_by) == (sq("B5"), squares("A6", "A5", "B5"), "Green")
    assert view.rounds_left == 15 and view.dice == (1, 2, 3, 4, 5, 6) and len(view.exits) == 6
    assert view.numbers[0] == (3, 1, 5, 2, 6, 4)


def test_the_planner_escapes_whenever_it_can():
    prison = Prison()
    prison.inmate("Ann", "A2", "A1")
    prison.dice(1, 5, 5)
    assert bot_command(prison.state) == Escape(inmate="Ann", die=1)  # a 5 could walk Ann's neighbours


def test_the_planner_is_deterministic_and_plays_only_legal_commands():
    state = play_bot_game(11)
    again = play_bot_game(11)
    assert state == again and RULES.is_over(state)
    assert RULES.bot_command(RULES.start(state.setup), "planner") == MoveGuards()
    with pytest.raises(ValueError, match="unknown bot"):
        RULES.bot_command(state, "genius")


def test_the_planner_ends_its_move_when_nothing_is_worth_doing():
    prison = Prison()
    prison.dice()
    assert bot_command(prison.state) == EndMoves()


def test_bot_report_gives_escape_rate_and_mean_rounds():
    rows = bot_report(4, seed=0)
    assert [row["bot"] for row in rows] == ["planner", "expert"]
    for row in rows:
        assert set(row) >= {"bot", "games", "win_rate", "escape_rate", "mean_escapes", "mean_rounds",
                            "mean_score", "median_score"}
        assert row["games"] == 4 and 0 <= row["escape_rate"] <= 1 and 1 <= row["mean_rounds"] <= 15
    with pytest.raises(ValueError, match="mode must be"):
        bot_report(1, mode="versus")


def test_log_names_an_exit_by_its_column_as_the_board_and_the_sheet_do():
    from core.game import PlayerSpec
    from core.twenty_five import RULES
    from core.twenty_five.events import InmateEscaped

    setup = RULES.make_setup([PlayerSpec(name="Ann")], seed=1, mode="solo")
    event = InmateEscaped(board=0, inmate="Donna", exit=3, die=4, points=0)
    assert "through exit D with a 4" in RULES.describe(event, setup)
    assert "through exit D with a 4" in RULES.describe(event)


def test_an_exit_is_named_in_the_language_in_use_when_the_line_is_said():
    """A log line's exit is worded when the line is, never in a language chosen earlier."""
    from core.game import PlayerSpec
    from core.twenty_five import RULES
    from core.twenty_five.events import InmateEscaped
    from tui import i18n

    setup = RULES.make_setup([PlayerSpec(name="Ann")], seed=1, mode="solo")
    event = InmateEscaped(board=0, inmate="Donna", exit=3, die=4, points=0)
    i18n.use("es")
    spanish = RULES.describe(event, setup)
    i18n.use("en")
    english = RULES.describe(event, setup)
    assert "salida D" in spanish
    assert "through exit D with a 4" in english and "salida" not in english
