"""Events: what happened, the save's log.

Events are small on purpose: a save holds one per roll, keep and turn end, and a
long game is read back on every resume. Dice are stored as face values 1..6 (see
`faces`), so `{"type":"dice_rolled","values":[3,3,5,1]}` is a whole roll.

Only `DiceKept` is undoable: it is the player's own choice, it is the whole of one
`Keep` command's events when the turn goes on, and taking it back returns to the
same roll. A keep that ends the turn is followed by `TurnScored`, which is never
undoable, so undo cannot reach back across a turn's end; rolls are `random`.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field, TypeAdapter

from core.game import FAIL_FAST, Event

from .faces import DICE, Reason

#: a die's face value 1..6; the range is checked where the log is folded (`table`), which
#: costs far less there than a per-die constraint here on every resume of a long save
Face = int
Seat = Annotated[int, Field(ge=0)]


class DiceRolled(Event):
    """The dice thrown, as rolled. The Top placement follows from them by the rules."""

    type: Literal["dice_rolled"] = "dice_rolled"
    values: tuple[Face, ...] = Field(min_length=1, max_length=DICE)

    random: ClassVar[bool] = True


class DiceKept(Event):
    """The Humans and Daleks the player kept from the last roll (face values, sorted)."""

    type: Literal["dice_kept"] = "dice_kept"
    values: tuple[Face, ...] = Field(max_length=DICE)

    undoable: ClassVar[bool] = True


class TurnScored(Event):
    """A turn ended: why, and the points it added to the player's total."""

    type: Literal["turn_scored"] = "turn_scored"
    player: Seat
    points: Annotated[int, Field(ge=0)]
    reason: Reason


class GameEnded(Event):
    """The round of turns in which someone reached the target is complete."""

    type: Literal["game_ended"] = "game_ended"
    winners: tuple[Seat, ...]


DalekEvent = Annotated[
    DiceRolled | DiceKept | TurnScored | GameEnded, Field(discriminator="type")
]

#: validates and serialises a whole event log
EVENTS: TypeAdapter[list[DalekEvent]] = TypeAdapter(Annotated[list[DalekEvent], FAIL_FAST])
