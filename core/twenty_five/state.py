"""The state of a game: frozen dataclasses of tuples, rebuilt (never mutated) by evolve.

Squares are flat indexes `row * width + column` inside the state, for speed; the
`Layout` converts to and from the `(row, column)` squares that events, commands
and screens use. A `Sheet` is one player's prison sheet: solo and co-op games
have one, competitive games one per seat.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from core.twenty_five.board import GUARDS, INMATES, Board, Square, load_board
from core.twenty_five.setup import TwentyFiveSetup

ROUNDS = 15  # the time track
ESCAPES_TO_WIN = 4
CAPTURES_TO_LOSE = 3

CELL, GRID, ESCAPED, CAPTURED = "cell", "grid", "escaped", "captured"


@dataclass(frozen=True, slots=True)
class Layout:
    """A board's geometry, precomputed once: neighbours, doors, exits, patrol order."""

    board: Board
    width: int
    height: int
    numbers: tuple[int, ...]
    neighbours: tuple[tuple[int, ...], ...]
    doors: tuple[int, ...]  # per inmate: the square its cell opens onto
    exit_at: tuple[int, ...]  # per square: the exit reached from it, or -1
    routes: tuple[tuple[int, ...], ...]  # per guard: the patrol in walking order
    route_index: tuple[tuple[int, ...], ...]  # per guard: square -> position in its route

    def flat(self, square: Square) -> int:
        row, column = square
        if not (0 <= row < self.height and 0 <= column < self.width):
            raise ValueError(f"square {square} is off the {self.width}x{self.height} grid")
        return row * self.width + column

    def square(self, flat: int) -> Square:
        return divmod(flat, self.width)


@lru_cache(maxsize=8)
def layout_of(name: str) -> Layout:
    board = load_board(name)
    width = board.width

    def flat(square: Square) -> int:
        return square[0] * width + square[1]

    exit_at = [-1] * (width * board.height)
    for index, exit in enumerate(board.exits):
        exit_at[flat(exit.reached_from)] = index
    routes = tuple(tuple(flat(square) for square in board.patrol(guard).route) for guard in GUARDS)
    route_index = []
    for route in routes:
        position = [0] * len(route)
        for index, square in enumerate(route):
            position[square] = index
        route_index.append(tuple(position))
    return Layout(
        board=board,
        width=width,
        height=board.height,
        numbers=tuple(board.number(square) for square in board.squares()),
        neighbours=tuple(tuple(flat(near) for near in board.neighbours(square)) for square in board.squares()),
        doors=tuple(flat(cell.opens_onto) for cell in board.cells),
        exit_at=tuple(exit_at),
        routes=routes,
        route_index=tuple(route_index),
    )


@dataclass(frozen=True, slots=True)
class Inmate:
    """`path` holds the squares marked, in the order marked; on the grid the last is where it stands."""

    status: str = CELL
    path: tuple[int, ...] = ()
    points: int = 0  # the competitive tally written under its cell

    @property
    def square(self) -> int | None:
        return self.path[-1] if self.status == GRID else None


def walked_trail(path: tuple[int, ...], walk: tuple[int, ...]) -> tuple[int, ...]:
    """The trail after walking `walk` from the end of `path`.

    An inmate may step back onto its own trail (the rulebook forbids only occupied
    squares). Its trail stays one line from its cell to where it stands: stepping onto
    a square already on the trail erases the loop beyond that square, as if the markers
    were rubbed out, so a pursuing guard always has one way "towards the inmate".
    """
    trail = list(path)
    for square in walk:
        if square in trail:
            del trail[trail.index(square) + 1 :]
        else:
            trail.append(square)
    return tuple(trail)


@dataclass(frozen=True, slots=True)
class Guard:
    square: int
    target: int | None = None  # the inmate pursued, None on patrol


@dataclass(frozen=True, slots=True)
class ExitBox:
    value: int | None = None  # the die written when an inmate escaped here
    inmate: int | None = None
    crossed: bool = False  # the value was used up in a substitution


@dataclass(frozen=True, slots=True)
class PrisonSheet:
    """One prison sheet: its numbers (after substitutions), inmates, guards, exits, dice."""

    numbers: tuple[int, ...]
    inmates: tuple[Inmate, ...]
    guards: tuple[Guard, ...]
    exits: tuple[ExitBox, ...]
    dice: tuple[int, ...] = ()  # inmate dice not yet spent this round, sorted
    done: bool = True  # this round's Inmates Move is over (or not begun)
    scored: frozenset[int] = field(default_factory=frozenset)
    substitutions: int = 0

    def count(self, status: str) -> int:
        return sum(1 for inmate in self.inmates if inmate.status == status)

    @property
    def escaped(self) -> int:
        return self.count(ESCAPED)

    @property
    def captured(self) -> int:
        return self.count(CAPTURED)

    @property
    def finished(self) -> bool:
        """Every inmate has escaped or been captured."""
        return all(inmate.status in (ESCAPED, CAPTURED) for inmate in self.inmates)

    @property
    def score(self) -> int:
        return sum(inmate.points for inmate in self.inmates)

    def standing(self) -> dict[int, int]:
        """Square -> inmate standing there."""
        return {inmate.path[-1]: index for index, inmate in enumerate(self.inmates) if inmate.status == GRID}

    def trails_at(self, square: int) -> list[int]:
        """Inmates whose path marker is on `square`."""
        return [index for index, inmate in enumerate(self.inmates) if inmate.status == GRID and square in inmate.path]

    def unscored(self, squares: Iterable[int]) -> int:
        """The competitive value of these squares not scored yet (each square scores once a game)."""
        return sum(self.numbers[square] for square in set(squares) if square not in self.scored)

    def pursuer(self, inmate: int) -> int | None:
        for index, guard in enumerate(self.guards):
            if guard.target == inmate:
                return index
        return None

    def with_inmate(self, index: int, **changes: Any) -> PrisonSheet:
        inmates = list(self.inmates)
        inmates[index] = replace(inmates[index], **changes)
        return replace(self, inmates=tuple(inmates))

    def with_guard(self, index: int, **changes: Any) -> PrisonSheet:
        guards = list(self.guards)
        guards[index] = replace(guards[index], **changes)
        return replace(self, guards=tuple(guards))


@dataclass(frozen=True, slots=True)
class TwentyFiveState:
    setup: TwentyFiveSetup
    layout: Layout
    round: int = 1  # 1..ROUNDS; ROUNDS + 1 once time has run out
    phase: str = "guards"  # "guards": the Guards Move is next; "inmates": sheets spend dice
    sheets: tuple[PrisonSheet, ...] = ()
    rolls: int = 0  # dice rolls made so far (the dice module numbers them)
    guard_dice: tuple[int, ...] = ()

    def with_sheet(self, index: int, sheet: PrisonSheet) -> TwentyFiveState:
        sheets = list(self.sheets)
        sheets[index] = sheet
        return replace(self, sheets=tuple(sheets))


def start(setup: TwentyFiveSetup) -> TwentyFiveState:
    layout = layout_of(setup.board)
    guards = tuple(Guard(square=route[0]) for route in layout.routes)
    sheet = PrisonSheet(
        numbers=layout.numbers,
        inmates=tuple(Inmate() for _ in INMATES),
        guards=guards,
        exits=tuple(ExitBox() for _ in layout.board.exits),
    )
    boards = len(setup.players) if setup.mode == "competitive" else 1
    return TwentyFiveState(setup=setup, layout=layout, sheets=(sheet,) * boards)


def is_over(state: TwentyFiveState) -> bool:
    """Solo and co-op end at 4 escapes or 3 captures; competitive when every sheet is done; all at time."""
    if state.round > ROUNDS:
        return True
    if state.setup.mode == "competitive":
        return all(sheet.finished for sheet in state.sheets)
    sheet = state.sheets[0]
    return sheet.escaped >= ESCAPES_TO_WIN or sheet.captured >= CAPTURES_TO_LOSE


def round_played(state: TwentyFiveState) -> int:
    """The round under way; once the game is over, the last round played (a round that
    ended moved the count on to a round nobody plays)."""
    if is_over(state) and state.phase == "guards" and state.round > 1:
        return min(state.round - 1, ROUNDS)
    return min(state.round, ROUNDS)


def acting_board(state: TwentyFiveState) -> int | None:
    """The sheet whose dice are being spent now (None outside an Inmates Move)."""
    if state.phase != "inmates" or is_over(state):
        return None
    for index, sheet in enumerate(state.sheets):
        if not sheet.done:
            return index
    return None


def current_seat(state: TwentyFiveState) -> int | None:
    """Competitive: the owner of the sheet in play. Co-op: the player with the final say this round."""
    if is_over(state):
        return None
    if state.setup.mode != "competitive":
        return (state.round - 1) % len(state.setup.players)
    if state.phase == "inmates":
        return acting_board(state)
    return next(index for index, sheet in enumerate(state.sheets) if not sheet.finished)
