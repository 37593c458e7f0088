"""The Guards Move: patrol, pursuit and capture, worked out square by square.

Everything a guard does is decided here from the dice and written into events
(the full list of squares it passed, why it stopped, whom it pursues), so the
log alone can replay and animate it.

Referee's reading of the rulebook (see docs/rules/25-to-dice.md):
- a guard checks each square it enters: an inmate there is captured and the guard
  stops; else a trail it may follow stops it and starts a pursuit; else it stops
  when the square shows its die;
- a patrolling guard ignores the trail of an inmate the other guard pursues;
- a guard without a quarry that stands on trails when its move begins (after a
  capture, or when its quarry escaped) takes one of them up first;
- in pursuit a guard walks the trail towards the inmate, to the first square
  showing its die, or one square if none does; other trails do not distract it;
- in competitive play the unscored trail squares a pursuing guard crosses or lands
  on score minus for its quarry (`evolve.pursuit_scored`).
"""

from __future__ import annotations

from core.dice import choice_index, roll
from core.twenty_five.board import GUARDS, INMATES
from core.twenty_five.events import (
    AnyEvent,
    GuardDiceRolled,
    GuardMoved,
    InmateCaptured,
    InmateDiceRolled,
    PursuitStarted,
)
from core.twenty_five.evolve import evolve, pursuit_scored
from core.twenty_five.state import TwentyFiveState, is_over


def guards_move(state: TwentyFiveState) -> list[AnyEvent]:
    """Roll the Guard dice, move Green then Blue on every sheet in play, then roll the inmate dice."""
    setup = state.setup
    values = roll(setup.seed, state.rolls, 2)
    events: list[AnyEvent] = []

    def record(event: AnyEvent) -> None:
        nonlocal state
        events.append(event)
        state = evolve(state, event)

    record(GuardDiceRolled(round=state.round, values=values))
    for board in range(len(state.sheets)):
        for guard in range(len(GUARDS)):
            if state.sheets[board].finished or is_over(state):
                break
            for event in guard_move(state, board, guard, values[guard]):
                record(event)
    if not is_over(state):
        for board, sheet in enumerate(state.sheets):
            if not sheet.finished:
                record(InmateDiceRolled(board=board, values=roll(setup.seed, state.rolls, 6 - sheet.escaped)))
    return events


def _eligible_trails(state: TwentyFiveState, board: int, guard: int, square: int) -> list[int]:
    sheet = state.sheets[board]
    hunted = {other.target for index, other in enumerate(sheet.guards) if index != guard}
    return [inmate for inmate in sheet.trails_at(square) if inmate not in hunted]


def _take_up(state: TwentyFiveState, board: int, guard: int, square: int, trails: list[int]) -> PursuitStarted:
    """A die decides between several trails on one square."""
    pick = trails[choice_index(state.setup.seed, state.rolls, len(trails))] if len(trails) > 1 else trails[0]
    return PursuitStarted(
        board=board,
        guard=GUARDS[guard],
        inmate=INMATES[pick],
        square=state.layout.square(square),
        trails=tuple(INMATES[inmate] for inmate in trails),
    )


def guard_move(state: TwentyFiveState, board: int, guard: int, die: int) -> list[AnyEvent]:
    """One guard's move on one sheet with its die."""
    sheet = state.sheets[board]
    start = sheet.guards[guard].square
    events: list[AnyEvent] = []
    target = sheet.guards[guard].target
    if target is None:
        trails = _eligible_trails(state, board, guard, start)
        if trails:
            pursuit = _take_up(state, board, guard, start, trails)
            events.append(pursuit)
            target = INMATES.index(pursuit.inmate)
    if target is None:
        squares, stopped = _patrol(state, board, guard, start, die)
    else:
        squares, stopped = _pursue(state, board, start, target, die)
    layout = state.layout
    if target is not None:
        after = pursuit_scored(sheet, target, squares)
        points = after.inmates[target].points - sheet.inmates[target].points
        sheet = after
    events.append(
        GuardMoved(
            board=board,
            guard=GUARDS[guard],
            die=die,
            start=layout.square(start),
            squares=tuple(layout.square(square) for square in squares),
            pursuing=None if target is None else INMATES[target],
            stopped=stopped,
            points=points if target is not None else 0,
        )
    )
    end = squares[-1]
    if stopped == "capture":
        caught = sheet.standing()[end]
        events.append(
            InmateCaptured(
                board=board,
                inmate=INMATES[caught],
                guard=GUARDS[guard],
                square=layout.square(end),
                points=-sheet.unscored(sheet.inmates[caught].path),
            )
        )
    elif stopped == "trail":
        events.append(_take_up(state, board, guard, end, _eligible_trails(state, board, guard, end)))
    return events


def _patrol(state: TwentyFiveState, board: int, guard: int, start: int, die: int) -> tuple[list[int], str]:
    sheet = state.sheets[board]
    route = state.layout.routes[guard]
    here = state.layout.route_index[guard][start]
    standing = sheet.standing()
    hunted = {other.target for index, other in enumerate(sheet.guards) if index != guard}
    squares: list[int] = []
    for step in range(1, len(route) + 1):
        square = route[(here + step) % len(route)]
        squares.append(square)
        if square in standing:
            return squares, "capture"
        if any(inmate not in hunted for inmate in sheet.trails_at(square)):
            return squares, "trail"
        if sheet.numbers[square] == die:
            return squares, "number"
    return squares[:1], "no number"  # the die's number is nowhere on the grid: one square


def _pursue(state: TwentyFiveState, board: int, start: int, target: int, die: int) -> tuple[list[int], str]:
    sheet = state.sheets[board]
    path = sheet.inmates[target].path
    ahead = path[path.index(start) + 1 :]
    numbered = [index for index, square in enumerate(ahead) if sheet.numbers[square] == die]
    last, stopped = (numbered[0], "number") if numbered else (0, "no number")
    standing = sheet.standing()
    squares: list[int] = []
    for square in ahead[: last + 1]:
        squares.append(square)
        if square in standing:
            return squares, "capture"
    return squares, stopped
