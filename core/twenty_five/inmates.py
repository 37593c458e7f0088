"""The Inmates Move: walking inmates with matching dice, escaping, substituting numbers.

Referee's reading (see docs/rules/25-to-dice.md): an inmate walks only through
squares free of other inmates and of guards, never over one square twice in a move
(its starting square included); it may step back onto its own trail, which then
loses the loop beyond that square (`state.walked_trail`), so the trail stays one
line a guard can follow. An escape always takes a die of its own. A move scores
nothing by itself: in competitive play the pursuing guard's walk scores the trail.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import pairwise

from core.game import IllegalMove
from core.lang import _, ngettext, pgettext
from core.twenty_five.board import FEMININE, INMATES, Square
from core.twenty_five.commands import EndMoves, Escape, MoveInmate, Substitute, TwentyFiveCommand
from core.twenty_five.events import AnyEvent, InmateEscaped, InmateMoved, InmatesMoveEnded, NumberSubstituted
from core.twenty_five.state import CAPTURED, CELL, ESCAPED, PrisonSheet, TwentyFiveState, acting_board

#: where an exit sits for `legal_destinations`: the square above the one it is reached from
Destination = Square


def acting(state: TwentyFiveState) -> tuple[int, PrisonSheet]:
    board = acting_board(state)
    if board is None:
        if state.phase == "guards":
            raise IllegalMove(_("The guards move first: roll the guard dice."))
        raise IllegalMove(_("The game is over."))
    return board, state.sheets[board]


def inmate_index(name: str) -> int:
    if name not in INMATES:
        raise IllegalMove(_("There is no inmate called {name}.").format(name=name))
    return INMATES.index(name)


def blocked(sheet: PrisonSheet) -> set[int]:
    """Squares this inmate may not enter: other inmates, guards, and the square it stands on
    (a move never comes back to where it began)."""
    return set(sheet.standing()) | {guard.square for guard in sheet.guards}


def walks(state: TwentyFiveState, sheet: PrisonSheet, inmate: int, longest: int) -> Iterator[tuple[int, ...]]:
    """Every walk of 1..longest free squares an inmate can take (from a cell: through its door)."""
    if longest < 1:
        return
    closed = blocked(sheet)
    neighbours = state.layout.neighbours
    status = sheet.inmates[inmate].status
    if status == CELL:
        door = state.layout.doors[inmate]
        if door in closed:
            return
        firsts: Sequence[int] = (door,)
    else:
        firsts = neighbours[sheet.inmates[inmate].path[-1]]
    stack: list[tuple[int, ...]] = [(first,) for first in firsts if first not in closed]
    while stack:
        walk = stack.pop()
        yield walk
        if len(walk) < longest:
            stack.extend((*walk, near) for near in neighbours[walk[-1]] if near not in closed and near not in walk)


def moves(state: TwentyFiveState, sheet: PrisonSheet) -> Iterator[tuple[int, tuple[int, ...]]]:
    """(inmate, walk) for every legal inmate move with this sheet's dice."""
    counts = Counter(sheet.dice)
    longest = max(counts.values(), default=0)
    for inmate, prisoner in enumerate(sheet.inmates):
        if prisoner.status in (ESCAPED, CAPTURED):
            continue
        for walk in walks(state, sheet, inmate, longest):
            if counts[sheet.numbers[walk[-1]]] >= len(walk):
                yield inmate, walk


def escapes(state: TwentyFiveState, sheet: PrisonSheet) -> Iterator[tuple[int, int, int]]:
    """(inmate, exit, die) for every legal escape."""
    written = {box.value for box in sheet.exits}
    free_dice = sorted(set(sheet.dice) - written)
    for square, inmate in sorted(sheet.standing().items(), key=lambda item: item[1]):
        exit = state.layout.exit_at[square]
        if exit >= 0 and sheet.exits[exit].value is None:
            for die in free_dice:
                yield inmate, exit, die


def substitutions(sheet: PrisonSheet) -> Iterator[tuple[int, int]]:
    """(exit, square) for every number an unused exit value may overwrite."""
    for exit, box in enumerate(sheet.exits):
        if box.value is not None and not box.crossed:
            for square, number in enumerate(sheet.numbers):
                if number != box.value:
                    yield exit, square


def move_command(state: TwentyFiveState, inmate: int, walk: Sequence[int]) -> MoveInmate:
    """The command that walks `inmate` (an index) along `walk` (board steps), as moves() yields them."""
    square = state.layout.square
    return MoveInmate(inmate=INMATES[inmate], squares=tuple(square(step) for step in walk))


def legal_inmate_commands(state: TwentyFiveState) -> list[TwentyFiveCommand]:
    board = acting_board(state)
    if board is None:
        return []
    sheet = state.sheets[board]
    square = state.layout.square
    commands: list[TwentyFiveCommand] = [
        Escape(inmate=INMATES[inmate], die=die) for inmate, _, die in escapes(state, sheet)
    ]
    commands += [move_command(state, inmate, walk) for inmate, walk in moves(state, sheet)]
    commands += [Substitute(exit=exit, square=square(at)) for exit, at in substitutions(sheet)]
    commands.append(EndMoves())
    return commands


def legal_destinations(
    state: TwentyFiveState, inmate: str, dice: Sequence[int]
) -> dict[Destination, list[MoveInmate | Escape]]:
    """Where the chosen matching dice can take an inmate: end square -> the commands that get there.

    An exit is keyed by the square just above the top-row square it is reached
    from, `(-1, column)` on the standard board, so a screen can draw it there.
    """
    board = acting_board(state)
    if board is None or not dice or len(set(dice)) != 1 or inmate not in INMATES:
        return {}
    sheet, value, count, index = state.sheets[board], dice[0], len(dice), INMATES.index(inmate)
    if Counter(sheet.dice)[value] < count or sheet.inmates[index].status in (ESCAPED, CAPTURED):
        return {}
    layout = state.layout
    found: dict[Destination, list[MoveInmate | Escape]] = {}
    for walk in walks(state, sheet, index, count):
        if len(walk) == count and sheet.numbers[walk[-1]] == value:
            squares = tuple(layout.square(step) for step in walk)
            found.setdefault(squares[-1], []).append(MoveInmate(inmate=inmate, squares=squares))
    if count == 1:
        for who, exit, die in escapes(state, sheet):
            if who == index and die == value:
                row, column = layout.board.exits[exit].reached_from
                found[(row - 1, column)] = [Escape(inmate=inmate, die=die)]
    return found


def move_inmate(state: TwentyFiveState, command: MoveInmate) -> list[AnyEvent]:
    board, sheet = acting(state)
    inmate = inmate_index(command.inmate)
    _check_on_board(sheet, inmate)
    layout = state.layout
    if not command.squares:
        raise IllegalMove(_("Choose at least one square to move to."))
    if any(not layout.board.on_grid(square) for square in command.squares):
        raise IllegalMove(_("Inmates move only on the grid."))
    walk = tuple(layout.flat(square) for square in command.squares)
    prisoner = sheet.inmates[inmate]
    if prisoner.status == CELL and walk[0] != layout.doors[inmate]:
        door = layout.board.square_name(layout.square(layout.doors[inmate]))
        raise IllegalMove(_("{inmate} leaves the cell onto {square}.").format(inmate=command.inmate, square=door))
    chain = walk if prisoner.status == CELL else (prisoner.path[-1], *walk)
    if any(there not in layout.neighbours[here] for here, there in pairwise(chain)):
        raise IllegalMove(_("Each step must be to an orthogonally adjacent square."))
    closed = blocked(sheet)
    if any(square in closed for square in walk):
        raise IllegalMove(_("Inmates move only through free squares: no other inmate, no guard."))
    if len(set(walk)) != len(walk):
        raise IllegalMove(_("A move never passes over one square twice."))
    value = sheet.numbers[walk[-1]]
    have = sheet.dice.count(value)
    if have < len(walk):
        needs = ngettext("That move needs {count} dice showing {value}; you have {have}.",
                         "That move needs {count} dice showing {value}; you have {have}.", len(walk))
        raise IllegalMove(needs.format(count=len(walk), value=value, have=have))
    return [InmateMoved(board=board, inmate=command.inmate, die=value, squares=command.squares, points=0)]


def _check_on_board(sheet: PrisonSheet, inmate: int) -> None:
    status = sheet.inmates[inmate].status
    if status == ESCAPED:
        raise IllegalMove(_("{inmate} has already escaped.").format(inmate=INMATES[inmate]))
    if status == CAPTURED:
        name = INMATES[inmate]
        said = (pgettext("feminine", "{inmate} was captured and is out of the game.") if name in FEMININE
                else _("{inmate} was captured and is out of the game."))
        raise IllegalMove(said.format(inmate=name))


def escape(state: TwentyFiveState, command: Escape) -> list[AnyEvent]:
    board, sheet = acting(state)
    inmate = inmate_index(command.inmate)
    _check_on_board(sheet, inmate)
    square = sheet.inmates[inmate].square
    exit = -1 if square is None else state.layout.exit_at[square]
    if exit < 0:
        raise IllegalMove(_("{inmate} must stand on a top-row square below an exit to escape.").format(
            inmate=command.inmate))
    if sheet.exits[exit].value is not None:
        raise IllegalMove(_("That exit has already been used."))
    if command.die not in sheet.dice:
        raise IllegalMove(_("You have no die showing {value} left.").format(value=command.die))
    if any(box.value == command.die for box in sheet.exits):
        raise IllegalMove(_("{value} is already written in an exit; escape with a different number.").format(
            value=command.die))
    points = sheet.unscored(sheet.inmates[inmate].path) + command.die
    return [InmateEscaped(board=board, inmate=command.inmate, exit=exit, die=command.die, points=points)]


def substitute(state: TwentyFiveState, command: Substitute) -> list[AnyEvent]:
    board, sheet = acting(state)
    if not 0 <= command.exit < len(sheet.exits):
        raise IllegalMove(_("There is no exit {number}.").format(number=command.exit + 1))
    box = sheet.exits[command.exit]
    if box.value is None:
        raise IllegalMove(_("An exit gives a number to substitute only after an inmate escaped through it."))
    if box.crossed:
        raise IllegalMove(_("The {value} in that exit is already used up.").format(value=box.value))
    if not state.layout.board.on_grid(command.square):
        raise IllegalMove(_("Choose a square of the grid."))
    was = sheet.numbers[state.layout.flat(command.square)]
    if was == box.value:
        raise IllegalMove(_("That square already shows {value}.").format(value=was))
    return [NumberSubstituted(board=board, exit=command.exit, square=command.square, value=box.value, was=was)]


def end_moves(state: TwentyFiveState, command: EndMoves) -> list[AnyEvent]:
    board, sheet = acting(state)
    return [InmatesMoveEnded(board=board, unused=sheet.dice)]
