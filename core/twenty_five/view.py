"""What a screen or a printout needs to draw one sheet, in `(row, column)` squares.

The TUI renders from this and never reaches into the state's flat indexes:
numbers (after substitutions), both guards with their position and patrol
heading or quarry, each inmate's trail and square, the exits with their values,
the time track, the dice in hand and the tallies.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.twenty_five.board import GUARDS, INMATES, Heading, Square
from core.twenty_five.setup import crews
from core.twenty_five.state import ROUNDS, TwentyFiveState


@dataclass(frozen=True, slots=True)
class InmateView:
    name: str
    status: str  # "cell" | "grid" | "escaped" | "captured"
    square: Square | None  # where it stands on the grid
    trail: tuple[Square, ...]  # its path markers, in the order made
    pursued_by: str | None  # "Green" / "Blue"
    points: int  # competitive tally under its cell
    seat: int  # the co-op player looking after it (0 outside co-op)


@dataclass(frozen=True, slots=True)
class GuardView:
    name: str
    square: Square
    pursuing: str | None
    heading: Heading | None  # its patrol arrow on this square; None in pursuit


@dataclass(frozen=True, slots=True)
class ExitView:
    reached_from: Square
    value: int | None  # the die written when an inmate escaped here
    inmate: str | None
    used_up: bool  # its value went into a substitution


@dataclass(frozen=True, slots=True)
class PrisonView:
    board: int
    round: int  # 1..15 (16 once time ran out)
    rounds_left: int  # boxes still open on the time track
    phase: str  # "guards" | "inmates"
    guard_dice: tuple[int, ...]
    numbers: tuple[tuple[int, ...], ...]
    substituted: frozenset[Square]  # squares whose printed number was overwritten
    inmates: tuple[InmateView, ...]
    guards: tuple[GuardView, ...]
    exits: tuple[ExitView, ...]
    dice: tuple[int, ...]  # inmate dice still to spend this round
    scored: frozenset[Square]
    escaped: int
    captured: int
    score: int
    substitutions: int


def sheet_view(state: TwentyFiveState, board: int = 0) -> PrisonView:
    layout, sheet = state.layout, state.sheets[board]
    square = layout.square
    owners = {inmate: seat for seat, crew in enumerate(crews(state.setup)) for inmate in crew}
    if state.setup.mode == "competitive":
        owners = dict.fromkeys(range(len(INMATES)), board)
    inmates = tuple(
        InmateView(
            name=INMATES[index],
            status=inmate.status,
            square=None if inmate.square is None else square(inmate.square),
            trail=tuple(square(step) for step in inmate.path),
            pursued_by=_guard_name(sheet.pursuer(index)),
            points=inmate.points,
            seat=owners[index],
        )
        for index, inmate in enumerate(sheet.inmates)
    )
    guards = tuple(
        GuardView(
            name=GUARDS[index],
            square=square(guard.square),
            pursuing=None if guard.target is None else INMATES[guard.target],
            heading=None if guard.target is not None else layout.board.heading(GUARDS[index], square(guard.square)),
        )
        for index, guard in enumerate(sheet.guards)
    )
    exits = tuple(
        ExitView(
            reached_from=layout.board.exits[index].reached_from,
            value=box.value,
            inmate=None if box.inmate is None else INMATES[box.inmate],
            used_up=box.crossed,
        )
        for index, box in enumerate(sheet.exits)
    )
    width = layout.width
    return PrisonView(
        board=board,
        round=state.round,
        rounds_left=max(0, ROUNDS + 1 - state.round),
        phase=state.phase,
        guard_dice=state.guard_dice,
        numbers=tuple(sheet.numbers[row * width : (row + 1) * width] for row in range(layout.height)),
        substituted=frozenset(square(at) for at, n in enumerate(sheet.numbers) if n != layout.numbers[at]),
        inmates=inmates,
        guards=guards,
        exits=exits,
        dice=sheet.dice,
        scored=frozenset(square(at) for at in sheet.scored),
        escaped=sheet.escaped,
        captured=sheet.captured,
        score=sheet.score,
        substitutions=sheet.substitutions,
    )


def _guard_name(guard: int | None) -> str | None:
    return None if guard is None else GUARDS[guard]
