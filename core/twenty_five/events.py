"""What happened, in the rulebook's words: the event log that is the save.

Squares are `(row, column)` from the top-left (see board.py). Guard events carry
every square the guard passed through, so a screen can animate the move step by
step, and why it stopped, so the log can explain each pursuit.

Undo: only an inmate move, an escape and a substitution are a player's own
decision made of one event that neither rolls nor hands over the dice, so only
they are `undoable`; ending the Inmates Move and everything the guards and dice
do is final.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from core.game import FAIL_FAST, Event
from core.twenty_five.board import Square

#: why a guard stopped where it did
Stop = Literal["number", "trail", "capture", "no number"]


class GuardDiceRolled(Event):
    """Round `round` begins: one die for Green, one for Blue (shared by every sheet)."""

    type: Literal["guard_dice_rolled"] = "guard_dice_rolled"
    random = True
    round: int
    values: tuple[int, int]


class PursuitStarted(Event):
    """A guard takes up an inmate's trail; with several trails on the square a die picked."""

    type: Literal["pursuit_started"] = "pursuit_started"
    random = True
    board: int
    guard: str
    inmate: str
    square: Square
    trails: tuple[str, ...]


class GuardMoved(Event):
    """A guard's move: from `start` through `squares` (the last is where it stands)."""

    type: Literal["guard_moved"] = "guard_moved"
    random = True
    board: int
    guard: str
    die: int
    start: Square
    squares: tuple[Square, ...]
    pursuing: str | None
    stopped: Stop
    #: competitive: minus the unscored squares of the quarry's trail this pursuit walked
    #: (0 on patrol, and in saves written before that ruling)
    points: int = 0


class InmateCaptured(Event):
    """A guard crossed or landed on an inmate: its trail is erased, it is out."""

    type: Literal["inmate_captured"] = "inmate_captured"
    board: int
    inmate: str
    guard: str
    square: Square
    points: int


class InmateDiceRolled(Event):
    """The Inmates Move of one sheet begins with its inmate dice."""

    type: Literal["inmate_dice_rolled"] = "inmate_dice_rolled"
    random = True
    board: int
    values: tuple[int, ...]


class InmateMoved(Event):
    """`len(squares)` dice showing `die` moved an inmate through `squares`."""

    type: Literal["inmate_moved"] = "inmate_moved"
    undoable = True
    board: int
    inmate: str
    die: int
    squares: tuple[Square, ...]
    points: int


class InmateEscaped(Event):
    """An inmate reached exit `exit` with a die showing `die`, now written in the exit."""

    type: Literal["inmate_escaped"] = "inmate_escaped"
    undoable = True
    board: int
    inmate: str
    exit: int
    die: int
    points: int


class NumberSubstituted(Event):
    """An exit's value overwrote the number on `square`; that exit's value is used up."""

    type: Literal["number_substituted"] = "number_substituted"
    undoable = True
    board: int
    exit: int
    square: Square
    value: int
    was: int


class InmatesMoveEnded(Event):
    """A player is done spending dice this round; `unused` dice are lost."""

    type: Literal["inmates_move_ended"] = "inmates_move_ended"
    board: int
    unused: tuple[int, ...]


AnyEvent = Annotated[
    GuardDiceRolled
    | PursuitStarted
    | GuardMoved
    | InmateCaptured
    | InmateDiceRolled
    | InmateMoved
    | InmateEscaped
    | NumberSubstituted
    | InmatesMoveEnded,
    Field(discriminator="type"),
]

EVENTS: TypeAdapter[list[AnyEvent]] = TypeAdapter(Annotated[list[AnyEvent], FAIL_FAST])
