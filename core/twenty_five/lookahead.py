"""The coming Guards Move as the expert sees it: what each face of each guard die does.

Why this shape. The expert weighs a move by its chance to break out after every
one of the 36 rolls of the guard dice. That chance depends only on who gets
caught and who is pursued afterwards (the inmates do not move during a Guards
Move, so their distances to the exits stay put), so a face is reduced to that
pair, `Outcome`, and faces with the same outcome are valued once. Green moves
first; Blue then moves in the prison Green left: without an inmate Green caught
(and its trail), ignoring the trail Green now follows.

The walk is the rules' own (guards.py), square by square: on patrol a guard is
stopped by an inmate (captured), else by a trail it may take up (pursuit), else by
its die's number; in pursuit it walks the trail to the first square showing its
die (one square if none does), catching whoever stands on the way. Where the
rules let a die pick among several trails, the lookahead takes the first
inmate's, as the planner does: a rare case, and the one place it is not exact.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection

from core.twenty_five.state import GRID, Layout, PrisonSheet

#: (inmate caught or None, inmate the guard pursues afterwards or None)
Outcome = tuple[int | None, int | None]
FACES = range(1, 7)


def guard_faces(
    layout: Layout, sheet: PrisonSheet, guard: int, target: int | None, hunted: Collection[int | None],
    gone: Collection[int] = (),
) -> tuple[Outcome, ...]:
    """The outcome of each face 1-6 of this guard's die (index face - 1).

    `target`: whom the guard pursues as its move begins; `hunted`: the inmate the
    other guard pursues; `gone`: inmates already caught in this Guards Move.
    """
    inmates = sheet.inmates
    alive = [index for index, inmate in enumerate(inmates) if inmate.status == GRID and index not in gone]
    standing = {inmates[index].path[-1]: index for index in alive}
    start = sheet.guards[guard].square
    if target is None:
        target = next((index for index in alive if index not in hunted and start in inmates[index].path), None)
    if target is not None:
        return tuple(_pursuit(sheet, start, target, die, standing) for die in FACES)
    trails: dict[int, int] = {}
    for index in reversed(alive):  # the first inmate's trail wins a shared square
        if index not in hunted:
            trails.update(dict.fromkeys(inmates[index].path, index))
    return _patrol(layout.routes[guard], layout.route_index[guard][start], sheet.numbers, standing, trails)


def _patrol(
    route: tuple[int, ...], here: int, numbers: tuple[int, ...], standing: dict[int, int], trails: dict[int, int]
) -> tuple[Outcome, ...]:
    """All six faces in one walk round the patrol: each number stops the faces showing it."""
    outcome: dict[int, Outcome] = {}
    length = len(route)
    for step in range(1, length + 1):
        square = route[(here + step) % length]
        if square in standing:
            return tuple(outcome.get(die, (standing[square], None)) for die in FACES)
        if square in trails:
            return tuple(outcome.get(die, (None, trails[square])) for die in FACES)
        outcome.setdefault(numbers[square], (None, None))
        if len(outcome) == len(FACES):
            break
    return tuple(outcome.get(die, (None, None)) for die in FACES)  # a number nowhere: one (empty) square


def _pursuit(sheet: PrisonSheet, start: int, target: int, die: int, standing: dict[int, int]) -> Outcome:
    path = sheet.inmates[target].path
    ahead = path[path.index(start) + 1 :]
    last = next((index for index, square in enumerate(ahead) if sheet.numbers[square] == die), 0)
    for square in ahead[: last + 1]:
        if square in standing:
            caught = standing[square]
            return caught, None if caught == target else target
    return None, target


def guards_move_odds(
    layout: Layout, sheet: PrisonSheet, worth: Callable[[frozenset[int], frozenset[int]], float], mortal: bool,
    deadly: int,
) -> float:
    """The mean of `worth(caught, pursued)` over the 36 rolls of the guard dice.

    `mortal` with `deadly` captures ending the game: Blue does not move after
    Green's capture ends it, and the roll is worth nothing.
    """
    green_target, blue_target = (guard.target for guard in sheet.guards)
    known: dict[tuple[frozenset[int], frozenset[int]], float] = {}
    total = 0.0
    for (caught, chased), times in Counter(guard_faces(layout, sheet, 0, green_target, (blue_target,))).items():
        gone = frozenset(() if caught is None else (caught,))
        if mortal and len(gone) >= deadly:
            continue
        blue_start = None if blue_target in gone else blue_target
        for (also, follows), more in Counter(guard_faces(layout, sheet, 1, blue_start, (chased,), gone)).items():
            caught_all = gone if also is None else gone | {also}
            if mortal and len(caught_all) >= deadly:
                continue
            pursued = frozenset(index for index in (chased, follows) if index is not None and index not in caught_all)
            key = (caught_all, pursued)
            if key not in known:
                known[key] = worth(caught_all, pursued)
            total += times * more * known[key]
    return total / 36
