"""What the player has picked so far this Inmates Move, and where that lets them go.

This is the screen's passing intent, never game state: which inmate, which dice
(by value, a count of them), the cursor among the highlighted squares, which of
several ways to a square, or a substitution under way. From it and the state,
`targets` works out the highlighted squares, each with the commands (or, while
choosing an exit to substitute from, the exit's index) that would get there.
Pure: no Textual.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from core.twenty_five import Escape, MoveInmate, Substitute
from core.twenty_five.board import Square

Targets = dict[Square, list[Any]]


@dataclass
class Picks:
    inmate: str | None = None
    value: int | None = None  # the dice picked all show this value...
    count: int = 0  # ...and this many of them
    cursor: Square | None = None
    choice: int = 0  # which of the ways to the cursor's square
    swapping: bool = False  # a substitution is under way
    exit: int | None = None  # ...and its exit is chosen

    def clear(self) -> None:
        self.inmate = None
        self.value, self.count, self.cursor, self.choice = None, 0, None, 0
        self.swapping, self.exit = False, None

    @property
    def active(self) -> bool:
        return self.inmate is not None or self.value is not None or self.swapping

    def pick_die(self, value: int, dice: tuple[int, ...]) -> None:
        """A digit adds one more die of that value; past the last one it drops them all."""
        if self.value != value:
            self.value, self.count = value, 1
        elif self.count < dice.count(value):
            self.count += 1
        else:
            self.value, self.count = None, 0
        self.choice = 0

    def targets(self, rules: Any, state: Any, view: Any) -> Targets:
        if self.swapping:
            return self._swap_targets(view)
        if self.inmate is None:
            return {}
        if self.value is not None:
            found = rules.legal_destinations(state, self.inmate, [self.value] * self.count)
        else:
            found = {}
            for value, have in Counter(view.dice).items():
                for count in range(1, have + 1):
                    for square, commands in rules.legal_destinations(state, self.inmate, [value] * count).items():
                        found.setdefault(square, []).extend(commands)
        return {square: sorted(commands, key=_order) for square, commands in found.items()}

    def _swap_targets(self, view: Any) -> Targets:
        if self.exit is None:
            return {
                (exit.reached_from[0] - 1, exit.reached_from[1]): [index]
                for index, exit in enumerate(view.exits)
                if exit.value is not None and not exit.used_up
            }
        value = view.exits[self.exit].value
        return {
            (row, column): [Substitute(exit=self.exit, square=(row, column))]
            for row, numbers in enumerate(view.numbers)
            for column, number in enumerate(numbers)
            if number != value
        }

    def settle(self, targets: Targets, near: Square | None) -> None:
        """Keep the cursor on a target. By default the one spending the fewest dice (never a
        pair when one die will do), then nearest the exits, then nearest `near`'s column."""
        if self.cursor not in targets:
            self.choice = 0
            column = near[1] if near else 0
            self.cursor = min(
                targets, key=lambda at: (_spent(targets[at][0]), at[0], abs(at[1] - column), at[1]), default=None
            )
        if self.cursor is not None:
            self.choice %= len(targets[self.cursor])

    def step(self, targets: Targets, way: tuple[int, int]) -> None:
        """Move the cursor to another target `way` (rows, columns).

        Up and down go to the nearest row with a target, to its square closest in
        column; left and right go to the previous or next target in reading order,
        so every target is reachable with left and right alone.
        """
        if self.cursor is None or not targets:
            return
        here = self.cursor
        if way[0]:
            rows = [square for square in targets if (square[0] - here[0]) * way[0] > 0]
            found = min(rows, key=lambda at: (abs(at[0] - here[0]), abs(at[1] - here[1])), default=None)
        else:
            order = sorted(targets)
            index = order.index(here) + way[1] if here in order else 0
            found = order[index] if 0 <= index < len(order) else None
        if found is not None:
            self.cursor, self.choice = found, 0

    def chosen(self, targets: Targets) -> Any:
        """The command (or exit index) Enter would play now, or None."""
        ways = targets.get(self.cursor) if self.cursor is not None else None
        return ways[self.choice % len(ways)] if ways else None

    def dice_of(self, chosen: Any, view: Any) -> tuple[int, int] | None:
        """(value, count) of the dice a command spends; the explicit pick when nothing is chosen."""
        if isinstance(chosen, MoveInmate):
            row, column = chosen.squares[-1]
            return view.numbers[row][column], len(chosen.squares)
        if isinstance(chosen, Escape):
            return chosen.die, 1
        return (self.value, self.count) if self.value is not None else None


def _spent(way: Any) -> int:
    """How many dice a way costs (an exit index, while choosing a substitution, costs none)."""
    return len(way.squares) if isinstance(way, MoveInmate) else 0 if isinstance(way, int) else 1


def _order(command: Any) -> tuple[int, Any]:
    """Fewest dice first; for an escape, the highest die first (it scores the most)."""
    if isinstance(command, Escape):
        return (1, -command.die)
    return (len(command.squares), command.squares)
