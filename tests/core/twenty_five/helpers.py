"""A prison for rule tests: a sheet laid out by hand, rigged dice, command shortcuts.

Squares are written as players read them: column letter, row number from the top
("A1" is Green's corner, "F6" Blue's, "A6" is above Ann's cell).
"""

from __future__ import annotations

from dataclasses import replace

from core.game import PlayerSpec
from core.twenty_five import RULES, EndMoves, Escape, MoveGuards, MoveInmate, Substitute
from core.twenty_five import guards as guard_module
from core.twenty_five.board import GUARDS, INMATES
from core.twenty_five.state import GRID

#: the standard board's numbers, copied so the tests read on their own
STANDARD = """
3 1 5 2 6 4
6 4 2 5 1 3
2 5 3 6 4 1
4 6 1 3 5 2
5 2 4 1 3 6
1 3 6 4 2 5
"""


def sq(name: str) -> tuple[int, int]:
    return int(name[1:]) - 1, "ABCDEF".index(name[0])


def squares(*names: str) -> tuple[tuple[int, int], ...]:
    return tuple(sq(name) for name in names)


def move(inmate: str, *names: str) -> MoveInmate:
    return MoveInmate(inmate=inmate, squares=squares(*names))


def escape(inmate: str, die: int) -> Escape:
    return Escape(inmate=inmate, die=die)


def substitute(exit: int, name: str) -> Substitute:
    return Substitute(exit=exit - 1, square=sq(name))


class Prison:
    """A game whose sheets, dice and guard rolls a test writes down."""

    def __init__(self, monkeypatch=None, mode="solo", players=1, seed=1, numbers=STANDARD):
        names = [f"P{seat + 1}" for seat in range(players)]
        self.setup = RULES.make_setup([PlayerSpec(name=name) for name in names], seed, mode=mode)
        self.state = RULES.start(self.setup)
        self.log: list = []
        self.rigged: list[tuple[int, ...]] = []
        self.draws: list[int] = []
        if monkeypatch is not None:
            monkeypatch.setattr(guard_module, "roll", self._roll)
            monkeypatch.setattr(guard_module, "choice_index", self._choice)
        self.numbers(numbers)

    def _roll(self, seed, number, count, sides=6):
        assert self.rigged, "the test rolled dice it did not rig"
        values = self.rigged.pop(0)
        assert len(values) == count, f"rigged {len(values)} dice for a roll of {count}"
        return values

    def _choice(self, seed, number, n):
        assert self.draws, "a die had to pick a trail but the test did not rig it"
        return self.draws.pop(0)

    def rig(self, *rolls: tuple[int, ...]) -> None:
        self.rigged.extend(rolls)

    def sheet(self, board: int = 0):
        return self.state.sheets[board]

    def _set(self, board: int, sheet) -> None:
        self.state = self.state.with_sheet(board, sheet)

    def numbers(self, text: str, board: int | None = None) -> None:
        flat = tuple(int(value) for value in text.split())
        for index in range(len(self.state.sheets)) if board is None else [board]:
            self._set(index, replace(self.sheet(index), numbers=flat))

    def number(self, name: str, board: int = 0) -> int:
        return self.sheet(board).numbers[self.state.layout.flat(sq(name))]

    def inmate(self, name: str, *trail: str, board: int = 0) -> None:
        path = tuple(self.state.layout.flat(sq(square)) for square in trail)
        self._set(board, self.sheet(board).with_inmate(INMATES.index(name), status=GRID, path=path))

    def out(self, *names: str, status: str = "captured", board: int = 0) -> None:
        """These inmates were captured (or escaped) earlier in the game."""
        for name in names:
            self._set(board, self.sheet(board).with_inmate(INMATES.index(name), status=status))

    def guard(self, name: str, at: str, pursuing: str | None = None, board: int = 0) -> None:
        target = None if pursuing is None else INMATES.index(pursuing)
        sheet = self.sheet(board).with_guard(GUARDS.index(name), square=self.state.layout.flat(sq(at)), target=target)
        self._set(board, sheet)

    def dice(self, *values: int, board: int = 0) -> None:
        """Start an Inmates Move on `board` with these inmate dice."""
        self.state = replace(self.state, phase="inmates")
        self._set(board, replace(self.sheet(board), dice=tuple(sorted(values)), done=False))

    def do(self, command) -> list:
        events = RULES.decide(self.state, command)
        for event in events:
            self.state = RULES.evolve(self.state, event)
        self.log += events
        return events

    def guards_move(self, green: int, blue: int, *inmate_rolls: tuple[int, ...]) -> list:
        self.rig((green, blue), *inmate_rolls)
        return self.do(MoveGuards())

    def end(self) -> list:
        return self.do(EndMoves())

    def where(self, name: str, board: int = 0):
        flat = self.sheet(board).inmates[INMATES.index(name)].square
        return None if flat is None else self.state.layout.square(flat)

    def trail(self, name: str, board: int = 0):
        return tuple(self.state.layout.square(step) for step in self.sheet(board).inmates[INMATES.index(name)].path)

    def guard_at(self, name: str, board: int = 0):
        return self.state.layout.square(self.sheet(board).guards[GUARDS.index(name)].square)

    def pursuing(self, name: str, board: int = 0):
        target = self.sheet(board).guards[GUARDS.index(name)].target
        return None if target is None else INMATES[target]

    def status(self, name: str, board: int = 0) -> str:
        return self.sheet(board).inmates[INMATES.index(name)].status
