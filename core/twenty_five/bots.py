"""The planner: a heuristic that plays the inmates, for solo hints, balance and tests.

It gives one command at a time, deterministically:

1. Escape whenever an inmate can, with the die value the other inmates need least
   (fewest steps it offers them, then the fewest copies in hand: keep sets whole).
2. Otherwise try every legal move, and value the sheet each would leave before the
   next Guards Move: an escaped inmate is worth ESCAPED; an inmate on the grid is
   worth its progress (board height minus its distance to a free exit) times its
   chance of surviving the guards' next move, minus that chance of capture times
   CAPTURE, minus PURSUED if a guard is on its trail. The guards' next move is
   worked out exactly for each of the six faces of each guard die.
3. Make the best move if it improves on standing still; else end the Inmates Move.

It never substitutes numbers. Its escape rate on the standard board is measured
by `stats.bot_report` and recorded in docs/rules/25-to-dice.md.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from core.twenty_five.board import INMATES
from core.twenty_five.commands import EndMoves, Escape, TwentyFiveCommand
from core.twenty_five.inmates import escapes, move_command, moves
from core.twenty_five.state import (
    CELL,
    ESCAPED,
    GRID,
    ROUNDS,
    Layout,
    PrisonSheet,
    TwentyFiveState,
    acting_board,
    walked_trail,
)

ESCAPED_VALUE = 30.0
CAPTURE = 4.0
SPOTTED = 1.0
PURSUED = 2.0
GAIN = 0.05  # a move must beat standing still by this much


def caution(state: TwentyFiveState) -> float:
    """What a capture costs in the planner's value: more while more rounds are left to lose."""
    return CAPTURE * (ROUNDS + 1 - state.round) / ROUNDS


def bot_command(state: TwentyFiveState) -> TwentyFiveCommand:
    board = acting_board(state)
    if board is None:
        return EndMoves()
    sheet, layout = state.sheets[board], state.layout
    escape = best_escape(state, sheet)
    if escape is not None:
        return escape
    risk = caution(state)
    best, best_value = None, value(layout, sheet, risk) + GAIN
    for inmate, walk in moves(state, sheet):
        after = moved_sheet(sheet, inmate, walk)
        worth = value(layout, after, risk)
        if worth > best_value:
            best, best_value = (inmate, walk), worth
    if best is None:
        return EndMoves()
    return move_command(state, *best)


def best_escape(state: TwentyFiveState, sheet: PrisonSheet) -> Escape | None:
    """The escape to make at once, if any: with the die value the other inmates need least."""
    ways_out = list(escapes(state, sheet))
    if not ways_out:
        return None
    inmate, _, die = min(ways_out, key=lambda way: (usefulness(state.layout, sheet, way[0], way[2]), way))
    return Escape(inmate=INMATES[inmate], die=die)


def usefulness(layout: Layout, sheet: PrisonSheet, escaping: int, die: int) -> tuple[int, int]:
    """How many steps a die value offers the other inmates, then how many such dice are left."""
    steps = 0
    for index, inmate in enumerate(sheet.inmates):
        if index == escaping:
            continue
        if inmate.status == GRID:
            steps += sum(1 for near in layout.neighbours[inmate.path[-1]] if sheet.numbers[near] == die)
        elif inmate.status == CELL:
            steps += sheet.numbers[layout.doors[index]] == die
    return steps, sheet.dice.count(die)


def moved_sheet(sheet: PrisonSheet, inmate: int, walk: tuple[int, ...]) -> PrisonSheet:
    dice = Counter(sheet.dice)
    dice[sheet.numbers[walk[-1]]] -= len(walk)
    path = walked_trail(sheet.inmates[inmate].path, walk)
    moved = sheet.with_inmate(inmate, status=GRID, path=path)
    guards = tuple(
        replace(guard, target=None) if guard.target == inmate and guard.square not in path else guard
        for guard in moved.guards
    )  # a step back past its pursuer shakes it off
    return PrisonSheet(
        numbers=moved.numbers,
        inmates=moved.inmates,
        guards=guards,
        exits=moved.exits,
        dice=tuple(sorted(dice.elements())),
        done=moved.done,
        scored=moved.scored,
        substitutions=moved.substitutions,
    )


def value(layout: Layout, sheet: PrisonSheet, caution: float = CAPTURE) -> float:
    """What the planner thinks a sheet is worth just before the next Guards Move."""
    danger, spotted = threats(layout, sheet)
    free_exits = [layout.board.exits[index].reached_from for index, box in enumerate(sheet.exits) if box.value is None]
    total = 0.0
    for index, inmate in enumerate(sheet.inmates):
        if inmate.status == ESCAPED:
            total += ESCAPED_VALUE
        elif inmate.status == GRID:
            row, column = layout.square(inmate.path[-1])
            distance = min((row - top[0]) + abs(column - top[1]) for top in free_exits) if free_exits else layout.height
            risk = danger.get(index, 0.0)
            total += (layout.height - distance) * (1 - risk) - risk * caution - spotted.get(index, 0.0) * SPOTTED
            pursuer = sheet.pursuer(index)
            if pursuer is not None:
                gap = len(inmate.path) - inmate.path.index(sheet.guards[pursuer].square)
                total -= PURSUED / gap
    return total


def threats(layout: Layout, sheet: PrisonSheet) -> tuple[dict[int, float], dict[int, float]]:
    """Inmate -> chance the next Guards Move captures it, and chance a patrol stops on its trail."""
    safe: dict[int, float] = {}
    unseen: dict[int, float] = {}
    standing = sheet.standing()
    for guard in range(len(sheet.guards)):
        caught, seen = _faces(layout, sheet, standing, guard)
        for inmate, faces in caught.items():
            safe[inmate] = safe.get(inmate, 1.0) * (1 - faces / 6)
        for inmate, faces in seen.items():
            unseen[inmate] = unseen.get(inmate, 1.0) * (1 - faces / 6)
    return {inmate: 1 - chance for inmate, chance in safe.items()}, {i: 1 - c for i, c in unseen.items()}


def _faces(
    layout: Layout, sheet: PrisonSheet, standing: dict[int, int], guard: int
) -> tuple[dict[int, int], dict[int, int]]:
    """Inmate -> how many faces of this guard's die capture it; and stop a patrol on its trail."""
    me = sheet.guards[guard]
    hunted = {other.target for index, other in enumerate(sheet.guards) if index != guard}
    target = me.target
    if target is None:
        trails = [inmate for inmate in sheet.trails_at(me.square) if inmate not in hunted]
        target = trails[0] if trails else None
    caught: dict[int, int] = {}
    if target is not None:
        path = sheet.inmates[target].path
        ahead = path[path.index(me.square) + 1 :]
        for die in range(1, 7):
            last = next((index for index, square in enumerate(ahead) if sheet.numbers[square] == die), 0)
            for square in ahead[: last + 1]:
                if square in standing:
                    caught[standing[square]] = caught.get(standing[square], 0) + 1
                    break
        return caught, {}
    route, here = layout.routes[guard], layout.route_index[guard][me.square]
    alive = 6
    faces = set(range(1, 7))
    for step in range(1, len(route)):
        square = route[(here + step) % len(route)]
        if square in standing:
            caught[standing[square]] = alive
            break
        trails = [inmate for inmate in sheet.trails_at(square) if inmate not in hunted]
        if trails:
            return caught, dict.fromkeys(trails, alive)
        faces.discard(sheet.numbers[square])
        alive = len(faces)
        if not alive:
            break
    return caught, {}
