"""Log lines in the rulebook's words, explaining every guard move and pursuit, and the
save list's progress line."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from core.twenty_five.board import COLUMNS, Square, exit_name, load_board, square_name
from core.twenty_five.events import (
    AnyEvent,
    GuardDiceRolled,
    GuardMoved,
    InmateCaptured,
    InmateDiceRolled,
    InmateEscaped,
    InmateMoved,
    InmatesMoveEnded,
    NumberSubstituted,
    PursuitStarted,
)
from core.twenty_five.setup import TwentyFiveSetup
from core.twenty_five.state import ESCAPES_TO_WIN, ROUNDS, TwentyFiveState, is_over


def _walk(squares: tuple[Square, ...]) -> str:
    return "→".join(square_name(square) for square in squares)


def _names(names: tuple[str, ...]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _points(points: int, scoring: bool = True) -> str:
    return f" ({points:+d} points)" if points and scoring else ""


def _guard_moved(event: GuardMoved, scoring: bool = True) -> str:
    where = f"{square_name(event.start)}→{_walk(event.squares)}"
    if event.pursuing is None:
        why = {
            "number": f"to the next {event.die} on its patrol",
            "trail": "and stops on a trail",
            "capture": "and stops on an inmate",
            "no number": f"one square: no square shows {event.die}",
        }[event.stopped]
        return f"{event.guard} guard rolls {event.die} and patrols {where} {why}."
    quarry = event.pursuing
    why = {
        "number": f"to the nearest {event.die} towards {quarry}",
        "capture": "and runs into an inmate",
        "no number": f"one square: no {event.die} lies between it and {quarry}",
    }.get(event.stopped, "")
    return (f"{event.guard} guard rolls {event.die} and pursues {quarry} along the trail {where} {why}"
            f"{_points(event.points, scoring)}.")


def log_line(event: AnyEvent, names: Sequence[str] = (), exits: Sequence[str] = (), scoring: bool = True) -> str:
    """One log line; in competitive play `names` (by seat) say whose sheet it happened on.

    `exits` names each exit ("exit D", by its column), as the screen and the sheet
    show them; without it the exits are taken to stand left to right. `scoring`
    False leaves out the points, which decide nothing outside competitive play.
    """
    board = getattr(event, "board", None) or 0
    line = _line(event, exits, scoring)
    if names and board < len(names):
        return f"{names[board]}: {line}"
    return (f"Sheet {board + 1}: " if board else "") + line


def _exit(index: int, exits: Sequence[str]) -> str:
    return exits[index] if index < len(exits) else f"exit {COLUMNS[index]}"


def _line(event: AnyEvent, exits: Sequence[str] = (), scoring: bool = True) -> str:
    match event:
        case GuardDiceRolled():
            green, blue = event.values
            return f"Round {event.round}, Guards Move: Green rolls {green}, Blue rolls {blue}."
        case PursuitStarted() if len(event.trails) > 1:
            return (
                f"{event.guard} guard finds the trails of {_names(event.trails)} on {square_name(event.square)}; "
                f"a die sends it after {event.inmate}."
            )
        case PursuitStarted():
            return f"{event.guard} guard picks up {event.inmate}'s trail on {square_name(event.square)}: pursuit!"
        case GuardMoved():
            return _guard_moved(event, scoring)
        case InmateCaptured():
            return (
                f"{event.inmate} is captured by the {event.guard} guard on {square_name(event.square)}; "
                f"the trail is erased{_points(event.points, scoring)}."
            )
        case InmateDiceRolled():
            return f"Inmates Move: the inmate dice show {' '.join(str(value) for value in sorted(event.values))}."
        case InmateMoved():
            dice = "a" if len(event.squares) == 1 else f"{len(event.squares)}x"
            return (
                f"{event.inmate} moves {_walk(event.squares)} with {dice} {event.die}{_points(event.points, scoring)}."
            )
        case InmateEscaped():
            return (
                f"{event.inmate} escapes through {_exit(event.exit, exits)} with a {event.die}, "
                f"written in the exit; one inmate die is set aside{_points(event.points, scoring)}."
            )
        case NumberSubstituted():
            return (
                f"Substitution: {square_name(event.square)} now shows {event.value} instead of {event.was}; "
                f"the {event.value} of {_exit(event.exit, exits)} is used up."
            )
        case InmatesMoveEnded() if event.unused:
            return f"End of the Inmates Move; unused dice lost: {' '.join(str(value) for value in event.unused)}."
        case InmatesMoveEnded():
            return "End of the Inmates Move."
    raise ValueError(f"not a 25 to Dice event: {event!r}")


@cache
def _exit_names(board: str) -> tuple[str, ...]:
    """Each exit named by its column ("exit D"), as the screen and the sheet label them."""
    return tuple(exit_name(exit.reached_from) for exit in load_board(board).exits)


def describe(event: Any, setup: TwentyFiveSetup | None = None) -> str:
    """One log line; with the setup, exits by their column and (competitive) sheets by name."""
    if setup is None:
        return log_line(event)
    competitive = setup.mode == "competitive"
    names = [player.name for player in setup.players] if competitive else ()
    return log_line(event, names, _exit_names(setup.board), scoring=competitive)


def progress(state: TwentyFiveState) -> str:
    """The save list's line: the round and the tally, or how the game ended."""
    names = [player.name for player in state.setup.players]
    if state.setup.mode == "competitive":
        tallies = ", ".join(
            f"{name} {sheet.escaped} escaped {sheet.score:+d} pts" for name, sheet in zip(names, state.sheets)
        )
        head = "over" if is_over(state) else f"round {state.round} of {ROUNDS}"
        return f"{head}: {tallies}"
    sheet = state.sheets[0]
    tally = f"{sheet.escaped} escaped, {sheet.captured} captured"
    if not is_over(state):
        return f"round {state.round} of {ROUNDS}, {tally}"
    if sheet.escaped >= ESCAPES_TO_WIN:
        return f"won in round {min(state.round, ROUNDS)}, {tally}"
    return f"lost ({'time ran out' if state.round > ROUNDS else 'too many captured'}), {tally}"
