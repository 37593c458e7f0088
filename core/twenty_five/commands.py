"""What a player (or the planner bot) may ask for. Input only; never stored."""

from __future__ import annotations

from core.game import Command
from core.twenty_five.board import Square


class MoveGuards(Command):
    """Roll the Guard dice and move Green, then Blue; then the inmate dice are rolled."""


class MoveInmate(Command):
    """Spend `len(squares)` matching dice to walk an inmate through `squares`.

    The last square's number is the dice's value. From a cell, the first square
    is the one the cell opens onto.
    """

    inmate: str
    squares: tuple[Square, ...]


class Escape(Command):
    """Spend one die showing `die` to step an inmate from the top row into its exit."""

    inmate: str
    die: int


class Substitute(Command):
    """Overwrite the number on `square` with the value written in exit `exit`."""

    exit: int
    square: Square


class EndMoves(Command):
    """Stop spending dice this round (the rest are lost)."""


#: every command a 25 to Dice player or bot may give
TwentyFiveCommand = MoveGuards | MoveInmate | Escape | Substitute | EndMoves
