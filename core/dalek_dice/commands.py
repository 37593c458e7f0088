"""Commands: what a player intends. Input only; the events are what is kept."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from core.game import Command

from .faces import DICE

Count = Annotated[int, Field(ge=0, le=DICE)]


class Roll(Command):
    """Roll every die that is not in the Top or kept: the first roll of a turn, or rolling on."""


class Keep(Command):
    """Keep, after a roll, this many dice of each Humans and Daleks face."""

    humans2: Count = 0
    humans4: Count = 0
    daleks2: Count = 0
    daleks3: Count = 0

    @property
    def total(self) -> int:
        return self.humans2 + self.humans4 + self.daleks2 + self.daleks3


class Stop(Command):
    """End the turn now and score what is kept."""


DalekCommand = Roll | Keep | Stop
