"""What happened in a Pig game: the log a save stores."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field, TypeAdapter

from core.game import FAIL_FAST, Event


class PigRolled(Event):
    """The die showed `value` (a 1 ends the turn with nothing)."""

    type: Literal["pig_rolled"] = "pig_rolled"
    random: ClassVar[bool] = True
    value: int = Field(ge=1, le=6)


class PigHeld(Event):
    """A player banked the turn's total."""

    type: Literal["pig_held"] = "pig_held"
    player: int = Field(ge=0)
    points: int = Field(ge=0)


class PigWon(Event):
    """A bank reached the target: the game is over."""

    type: Literal["pig_won"] = "pig_won"
    player: int = Field(ge=0)


PigEvent = Annotated[PigRolled | PigHeld | PigWon, Field(discriminator="type")]
EVENTS: TypeAdapter[list[PigEvent]] = TypeAdapter(Annotated[list[PigEvent], FAIL_FAST])
