"""The prison board as data: the grid, the cells, the exits and the two patrols.

The published sheet is a picture we do not have, so the project draws its own
original board. It lives in `boards/<name>.json` and is read here, validated once,
and shared by the rules engine and the printed sheet, so the game that is played
and the paper that is printed can never disagree.

Coordinates: a square is `(row, column)`, row 0 being the top row (the exits'
side) and column 0 the left edge. Players read squares by `square_name`: a column
letter from the left and a row number from the top, so the inmates count down to
freedom (the exits sit above row 1) and the name needs no knowledge of the board's
height ("A1" is the Green guard's corner).
"""

from __future__ import annotations

import json
import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from core.lang import _
from core.shipped import beside

#: (row, column); row 0 is the top row next to the exits
Square = tuple[int, int]

#: the six inmates of the rulebook, in the order of their cells
INMATES: tuple[str, ...] = ("Ann", "Billy", "Clyde", "Donna", "Eleanor", "Frank")

#: the inmates whose names are women's: a language with grammatical gender agrees with
#: them ("Eleanor ha sido capturada"); their messages carry the context "feminine"
FEMININE: frozenset[str] = frozenset({"Ann", "Donna", "Eleanor"})

#: the two guards, in the order they move each Guards Move
GUARDS: tuple[str, ...] = ("Green", "Blue")

Heading = Literal["up", "down", "left", "right"]
_STEPS: dict[tuple[int, int], Heading] = {(-1, 0): "up", (1, 0): "down", (0, -1): "left", (0, 1): "right"}


COLUMNS = "ABCDEFGHIJKL"


def square_name(square: Square) -> str:
    """'C4': column letter from the left, row number from the top (row 1 meets the exits)."""
    return f"{COLUMNS[square[1]]}{square[0] + 1}"


def exit_name(reached_from: Square) -> str:
    """'exit B': an exit is named by the column it tops, so screen, log, end table and
    paper all say the same thing, and the name shares the letter of the squares below it."""
    return _("exit {column}").format(column=COLUMNS[reached_from[1]])


class _BoardPart(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Cell(_BoardPart):
    """An inmate's cell below the grid; leaving it means stepping onto `opens_onto`."""

    inmate: str
    opens_onto: Square


class Exit(_BoardPart):
    """An exit box above the grid, entered only from the top-row square `reached_from`."""

    reached_from: Square


class Patrol(_BoardPart):
    """A guard's token and its patrol route.

    `route` is a closed loop through every square of the grid, listed in the
    direction the guard walks: after `route[i]` comes `route[i + 1]`, and after the
    last square comes `route[0]` again, so a patrol never runs out. The route
    begins at `start`, the square marked with the guard's colour dot.
    """

    guard: str
    start: Square
    route: tuple[Square, ...]


class Board(_BoardPart):
    """One prison sheet. Validated on construction: a bad board never reaches a game."""

    name: str
    title: str
    #: grid numbers, row by row from the top; `numbers[row][column]` is 1-6
    numbers: tuple[tuple[int, ...], ...]
    #: the six cells along the bottom, in the rulebook's order (Ann ... Frank)
    cells: tuple[Cell, ...]
    #: the six exits along the top, left to right
    exits: tuple[Exit, ...]
    #: Green then Blue
    patrols: tuple[Patrol, ...]

    @property
    def height(self) -> int:
        return len(self.numbers)

    @property
    def width(self) -> int:
        return len(self.numbers[0])

    def squares(self) -> list[Square]:
        """Every square, row by row from the top."""
        return [(row, col) for row in range(self.height) for col in range(self.width)]

    def number(self, square: Square) -> int:
        return self.numbers[square[0]][square[1]]

    def on_grid(self, square: Square) -> bool:
        return 0 <= square[0] < self.height and 0 <= square[1] < self.width

    def neighbours(self, square: Square) -> list[Square]:
        """Orthogonally adjacent squares (movement is never diagonal)."""
        row, col = square
        around = [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
        return [near for near in around if self.on_grid(near)]

    def patrol(self, guard: str) -> Patrol:
        for patrol in self.patrols:
            if patrol.guard == guard:
                return patrol
        raise KeyError(f"no guard {guard!r} on board {self.name!r}")

    def heading(self, guard: str, square: Square) -> Heading:
        """Which way the guard's patrol arrow points on `square` (for drawing)."""
        route = self.patrol(guard).route
        here = route.index(square)
        there = route[(here + 1) % len(route)]
        return _STEPS[(there[0] - square[0], there[1] - square[1])]

    def square_name(self, square: Square) -> str:
        return square_name(square)

    @model_validator(mode="after")
    def _check(self) -> Board:
        _check_grid(self)
        _check_cells_and_exits(self)
        _check_patrols(self)
        return self


def _check_grid(board: Board) -> None:
    if len(board.numbers) < 2:
        raise ValueError("the grid needs at least two rows")
    if len({len(row) for row in board.numbers}) != 1:
        raise ValueError("every grid row must have the same length")
    if board.width > 12:
        raise ValueError("the grid may be at most 12 squares wide")
    if any(not 1 <= value <= 6 for row in board.numbers for value in row):
        raise ValueError("every grid number must be 1 to 6")
    if {value for row in board.numbers for value in row} != set(range(1, 7)):
        raise ValueError("every number 1 to 6 must appear on the grid")


def _check_cells_and_exits(board: Board) -> None:
    names = tuple(cell.inmate for cell in board.cells)
    if names != INMATES:
        raise ValueError(f"the cells must be {', '.join(INMATES)} in that order, not {', '.join(names)}")
    bottom = board.height - 1
    doors = [cell.opens_onto for cell in board.cells]
    if any(not board.on_grid(door) or door[0] != bottom for door in doors):
        raise ValueError("every cell must open onto a square of the bottom row")
    if len(set(doors)) != len(doors):
        raise ValueError("two cells open onto the same square")
    if len(board.exits) != 6:
        raise ValueError(f"the board needs six exits, not {len(board.exits)}")
    starts = [exit.reached_from for exit in board.exits]
    if any(not board.on_grid(start) or start[0] != 0 for start in starts):
        raise ValueError("every exit must be reached from a square of the top row")
    if len(set(starts)) != len(starts):
        raise ValueError("two exits are reached from the same square")


def _check_patrols(board: Board) -> None:
    guards = tuple(patrol.guard for patrol in board.patrols)
    if guards != GUARDS:
        raise ValueError(f"the patrols must be {' and '.join(GUARDS)} in that order")
    corners = {"Green": (0, 0), "Blue": (board.height - 1, board.width - 1)}
    everywhere = set(board.squares())
    for patrol in board.patrols:
        if patrol.start != corners[patrol.guard]:
            where = "top-left" if patrol.guard == "Green" else "bottom-right"
            raise ValueError(f"the {patrol.guard} guard must start in the {where} square")
        route = patrol.route
        if not route or route[0] != patrol.start:
            raise ValueError(f"the {patrol.guard} patrol must begin at its start square")
        if len(route) != len(everywhere) or set(route) != everywhere:
            raise ValueError(f"the {patrol.guard} patrol must pass every square exactly once")
        for here, there in zip(route, route[1:] + route[:1]):
            if (there[0] - here[0], there[1] - here[1]) not in _STEPS:
                raise ValueError(
                    f"the {patrol.guard} patrol jumps from {board.square_name(here)} "
                    f"to {board.square_name(there)}; each step must be to an adjacent square"
                )


def parse_board(json_text: str | bytes) -> Board:
    """A validated Board from JSON text; ValueError with a one-line reason otherwise."""
    try:
        data = json.loads(json_text)
    except json.JSONDecodeError as error:
        raise ValueError(f"board is not valid JSON: {error.msg} (line {error.lineno})") from None
    try:
        return Board.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        message = first["msg"].removeprefix("Value error, ")
        raise ValueError(f"bad board: {where + ': ' if where else ''}{message}") from None


#: the boards shipped with the game, beside this module (core.shipped says why not importlib.resources)
BOARDS = beside(__file__, "boards")


def board_names() -> list[str]:
    """Names of the boards shipped with the game."""
    folder = BOARDS
    return sorted(item.name.removesuffix(".json") for item in folder.iterdir() if item.name.endswith(".json"))


_cache: dict[str, Board] = {}


def load_board(name: str = "standard") -> Board:
    """A shipped board by name (package data, never a user file); ValueError if unknown."""
    if name in _cache:
        return _cache[name]
    if not re.fullmatch(r"[a-z0-9_-]+", name) or name not in board_names():
        raise ValueError(f"unknown board {name!r} (known: {', '.join(board_names())})")
    text = (BOARDS / f"{name}.json").read_text(encoding="utf-8")
    board = parse_board(text)
    if board.name != name:
        raise ValueError(f"board file {name}.json names itself {board.name!r}")
    _cache[name] = board
    return board
