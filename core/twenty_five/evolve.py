"""One small, pure function per event: how the sheet changes. No rules are checked here.

An event that cannot apply (an unknown inmate, a die that is not in the hand)
raises, and the generic replay reports the save as damaged at that event.

Competitive points are worked out here from the sheet, not read from the events: the
`points` an event carries are what its log line says, and a save written before a
scoring ruling changed (the pursuing guard's walk, see docs/rules/25-to-dice.md)
replays into the scores the rules give today.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from core.twenty_five.board import GUARDS, INMATES
from core.twenty_five.events import (
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
from core.twenty_five.state import CAPTURED, ESCAPED, GRID, PrisonSheet, TwentyFiveState, walked_trail


def _inmate(name: str) -> int:
    if name not in INMATES:
        raise ValueError(f"there is no inmate called {name!r}")
    return INMATES.index(name)


def _guard(name: str) -> int:
    if name not in GUARDS:
        raise ValueError(f"there is no {name!r} guard")
    return GUARDS.index(name)


def _spend(dice: tuple[int, ...], value: int, count: int) -> tuple[int, ...]:
    left = list(dice)
    for _ in range(count):
        if value not in left:
            raise ValueError(f"no die showing {value} is left to spend")
        left.remove(value)
    return tuple(left)


def _leave_grid(sheet: PrisonSheet, inmate: int, status: str, points: int) -> PrisonSheet:
    """Escape or capture: the trail is erased and a guard on it loses the scent."""
    path = sheet.inmates[inmate].path
    sheet = _lose_scent(sheet, inmate)
    sheet = sheet.with_inmate(inmate, status=status, path=(), points=sheet.inmates[inmate].points + points)
    return replace(sheet, scored=sheet.scored | frozenset(path))


def _lose_scent(sheet: PrisonSheet, inmate: int, keep: frozenset[int] = frozenset()) -> PrisonSheet:
    """Guards pursuing `inmate` patrol again, unless they stand on a square in `keep`."""
    guards = tuple(replace(guard, target=None) if guard.target == inmate and guard.square not in keep else guard
                   for guard in sheet.guards)
    return replace(sheet, guards=guards)


def _guard_dice_rolled(state: TwentyFiveState, event: GuardDiceRolled) -> TwentyFiveState:
    return replace(state, phase="inmates", guard_dice=tuple(event.values), rolls=state.rolls + 1)


def _pursuit_started(state: TwentyFiveState, event: PursuitStarted) -> TwentyFiveState:
    sheet = state.sheets[event.board].with_guard(_guard(event.guard), target=_inmate(event.inmate))
    rolls = state.rolls + (1 if len(event.trails) > 1 else 0)
    return replace(state.with_sheet(event.board, sheet), rolls=rolls)


def _guard_moved(state: TwentyFiveState, event: GuardMoved) -> TwentyFiveState:
    squares = [state.layout.flat(square) for square in event.squares]
    sheet = state.sheets[event.board].with_guard(_guard(event.guard), square=squares[-1])
    if event.pursuing is not None:
        sheet = pursuit_scored(sheet, _inmate(event.pursuing), squares)
    return state.with_sheet(event.board, sheet)


def pursuit_scored(sheet: PrisonSheet, quarry: int, squares: list[int]) -> PrisonSheet:
    """The pursuing guard's walk: each unscored square of its quarry's trail that it crosses or
    lands on scores its number as minus points for the quarry, and is scored."""
    trail = set(sheet.inmates[quarry].path)
    walked = {square for square in squares if square in trail and square not in sheet.scored}
    if not walked:
        return sheet
    points = sheet.inmates[quarry].points - sum(sheet.numbers[square] for square in walked)
    sheet = sheet.with_inmate(quarry, points=points)
    return replace(sheet, scored=sheet.scored | walked)


def _inmate_captured(state: TwentyFiveState, event: InmateCaptured) -> TwentyFiveState:
    sheet = state.sheets[event.board]
    inmate = _inmate(event.inmate)
    points = -sheet.unscored(sheet.inmates[inmate].path)
    return state.with_sheet(event.board, _leave_grid(sheet, inmate, CAPTURED, points))


def _inmate_dice_rolled(state: TwentyFiveState, event: InmateDiceRolled) -> TwentyFiveState:
    sheet = replace(state.sheets[event.board], dice=tuple(sorted(event.values)), done=False)
    return replace(state.with_sheet(event.board, sheet), rolls=state.rolls + 1)


def _inmate_moved(state: TwentyFiveState, event: InmateMoved) -> TwentyFiveState:
    sheet = state.sheets[event.board]
    inmate = _inmate(event.inmate)
    route = tuple(state.layout.flat(square) for square in event.squares)
    path = walked_trail(sheet.inmates[inmate].path, route)
    sheet = sheet.with_inmate(inmate, status=GRID, path=path)
    sheet = _lose_scent(sheet, inmate, keep=frozenset(path))  # a guard left off the trail lost it
    sheet = replace(sheet, dice=_spend(sheet.dice, event.die, len(route)))
    return state.with_sheet(event.board, sheet)


def _inmate_escaped(state: TwentyFiveState, event: InmateEscaped) -> TwentyFiveState:
    sheet = state.sheets[event.board]
    inmate = _inmate(event.inmate)
    exits = list(sheet.exits)
    exits[event.exit] = replace(exits[event.exit], value=event.die, inmate=inmate)
    sheet = replace(sheet, dice=_spend(sheet.dice, event.die, 1), exits=tuple(exits))
    points = sheet.unscored(sheet.inmates[inmate].path) + event.die
    return state.with_sheet(event.board, _leave_grid(sheet, inmate, ESCAPED, points))


def _number_substituted(state: TwentyFiveState, event: NumberSubstituted) -> TwentyFiveState:
    sheet = state.sheets[event.board]
    numbers = list(sheet.numbers)
    numbers[state.layout.flat(event.square)] = event.value
    exits = list(sheet.exits)
    exits[event.exit] = replace(exits[event.exit], crossed=True)
    sheet = replace(sheet, numbers=tuple(numbers), exits=tuple(exits), substitutions=sheet.substitutions + 1)
    return state.with_sheet(event.board, sheet)


def _inmates_move_ended(state: TwentyFiveState, event: InmatesMoveEnded) -> TwentyFiveState:
    state = state.with_sheet(event.board, replace(state.sheets[event.board], dice=(), done=True))
    if all(sheet.done for sheet in state.sheets):
        return replace(state, round=state.round + 1, phase="guards", guard_dice=())
    return state


_APPLY: dict[str, Callable[[TwentyFiveState, Any], TwentyFiveState]] = {
    "guard_dice_rolled": _guard_dice_rolled,
    "pursuit_started": _pursuit_started,
    "guard_moved": _guard_moved,
    "inmate_captured": _inmate_captured,
    "inmate_dice_rolled": _inmate_dice_rolled,
    "inmate_moved": _inmate_moved,
    "inmate_escaped": _inmate_escaped,
    "number_substituted": _number_substituted,
    "inmates_move_ended": _inmates_move_ended,
}


def evolve(state: TwentyFiveState, event: Any) -> TwentyFiveState:
    return _APPLY[event.type](state, event)
