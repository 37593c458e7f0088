"""Log lines in the rulebook's words, explaining every guard move and pursuit, and the
save list's progress line."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from core.lang import _, join, ngettext, pgettext
from core.twenty_five.board import Square, exit_name, load_board, square_name
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


def _walk(squares: tuple[Square, ...]) -> str:
    return "→".join(square_name(square) for square in squares)


def _guard(guard: str) -> str:
    """A guard by its colour, as the log names it: 'Green' ('Verde')."""
    names = {"Green": pgettext("guard", "Green"), "Blue": pgettext("guard", "Blue")}
    return names.get(guard, guard)


def _points(points: int, scoring: bool = True) -> str:
    """' (+3 points)' after a move that scores, in competitive play; nothing otherwise."""
    if not (points and scoring):
        return ""
    return " " + ngettext("({points} points)", "({points} points)", abs(points)).format(points=f"{points:+d}")


def _guard_moved(event: GuardMoved, scoring: bool = True) -> str:
    where = f"{square_name(event.start)}→{_walk(event.squares)}"
    fields = {"guard": _guard(event.guard), "die": event.die, "where": where}
    if event.pursuing is None:
        patrols = {
            "number": _("{guard} guard rolls {die} and patrols {where} to the next {die} on its patrol."),
            "trail": _("{guard} guard rolls {die} and patrols {where} and stops on a trail."),
            "capture": _("{guard} guard rolls {die} and patrols {where} and stops on an inmate."),
            "no number": _("{guard} guard rolls {die} and patrols {where} one square: no square shows {die}."),
        }[event.stopped]
        return patrols.format(**fields)
    pursues = {
        "number": _("{guard} guard rolls {die} and pursues {quarry} along the trail {where} "
                    "to the nearest {die} towards {quarry}{points}."),
        "capture": _("{guard} guard rolls {die} and pursues {quarry} along the trail {where} "
                     "and runs into an inmate{points}."),
        "no number": _("{guard} guard rolls {die} and pursues {quarry} along the trail {where} "
                       "one square: no {die} lies between it and {quarry}{points}."),
    }.get(event.stopped, _("{guard} guard rolls {die} and pursues {quarry} along the trail {where}{points}."))
    return pursues.format(quarry=event.pursuing, points=_points(event.points, scoring), **fields)


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
    return _("Sheet {number}: {line}").format(number=board + 1, line=line) if board else line


def _exit(index: int, exits: Sequence[str]) -> str:
    return exits[index] if index < len(exits) else exit_name((0, index))


def _line(event: AnyEvent, exits: Sequence[str] = (), scoring: bool = True) -> str:
    match event:
        case GuardDiceRolled():
            green, blue = event.values
            return _("Round {round}, Guards Move: Green rolls {green}, Blue rolls {blue}.").format(
                round=event.round, green=green, blue=blue)
        case PursuitStarted() if len(event.trails) > 1:
            return _("{guard} guard finds the trails of {names} on {square}; a die sends it after {inmate}.").format(
                guard=_guard(event.guard), names=join(list(event.trails)), square=square_name(event.square),
                inmate=event.inmate)
        case PursuitStarted():
            return _("{guard} guard picks up {inmate}'s trail on {square}: pursuit!").format(
                guard=_guard(event.guard), inmate=event.inmate, square=square_name(event.square))
        case GuardMoved():
            return _guard_moved(event, scoring)
        case InmateCaptured():
            return _("{inmate} is captured by the {guard} guard on {square}; the trail is erased{points}.").format(
                inmate=event.inmate, guard=_guard(event.guard), square=square_name(event.square),
                points=_points(event.points, scoring))
        case InmateDiceRolled():
            return _("Inmates Move: the inmate dice show {values}.").format(
                values=" ".join(str(value) for value in sorted(event.values)))
        case InmateMoved():
            count = len(event.squares)
            moved = (_("{inmate} moves to {walk} with a {die}{points}.") if count == 1
                     else _("{inmate} moves {walk} with {count}x {die}{points}."))
            return moved.format(inmate=event.inmate, walk=_walk(event.squares), count=count, die=event.die,
                                points=_points(event.points, scoring))
        case InmateEscaped():
            return _("{inmate} escapes through {exit} with a {die}, written in the exit; "
                     "one inmate die is set aside{points}.").format(
                inmate=event.inmate, exit=_exit(event.exit, exits), die=event.die,
                points=_points(event.points, scoring))
        case NumberSubstituted():
            return _("Substitution: {square} now shows {value} instead of {was}; "
                     "the {value} of {exit} is used up.").format(
                square=square_name(event.square), value=event.value, was=event.was, exit=_exit(event.exit, exits))
        case InmatesMoveEnded() if event.unused:
            return _("End of the Inmates Move; unused dice lost: {dice}.").format(
                dice=" ".join(str(value) for value in event.unused))
        case InmatesMoveEnded():
            return _("End of the Inmates Move.")
    raise ValueError(f"not a 25 to Dice event: {event!r}")


@cache
def _exit_squares(board: str) -> tuple[Square, ...]:
    """The square below each exit: kept per board, named each time in the language in use
    (kept as names, a log after a change of language said "through salida A")."""
    return tuple(exit.reached_from for exit in load_board(board).exits)


def _exit_names(board: str) -> tuple[str, ...]:
    """Each exit named by its column ("exit D"), as the screen and the sheet label them."""
    return tuple(exit_name(square) for square in _exit_squares(board))


def describe(event: Any, setup: TwentyFiveSetup | None = None) -> str:
    """One log line; with the setup, exits by their column and (competitive) sheets by name."""
    if setup is None:
        return log_line(event)
    competitive = setup.mode == "competitive"
    names = [player.name for player in setup.players] if competitive else ()
    return log_line(event, names, _exit_names(setup.board), scoring=competitive)
