"""What happened at the table, in the order it happened: the event log is the save.

Rolls carry their values (a replay never re-rolls). An attack roll also records the
heroes and captured zombies it was counted against, and a zombie attack the humans it
bit, so that a log line can be written from the event alone; `evolve` checks those
figures against the table, which is how a tampered or damaged save is caught.

Only the choices made after a successful attack roll (which die is retired, which 6s
become heroes) are undoable: each is a whole command on its own, and none ends the
attack or the turn. Stopping the attack is a decision too, but it ends the Human
Attack phase, so it stays.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field, TypeAdapter

from core.dize.constants import BITE_FACE, INFECTION_ONES
from core.game import FAIL_FAST, Event

Face = Annotated[int, Field(ge=1, le=6)]
Dice = tuple[Face, ...]
Count = Annotated[int, Field(ge=0)]


def evens_of(values: tuple[int, ...]) -> int:
    return sum(1 for value in values if value % 2 == 0)


class InfectionRolled(Event):
    """The chosen humans were rolled in the Launch zone; three or more 1s infect one."""

    type: Literal["infection_rolled"] = "infection_rolled"
    random: ClassVar[bool] = True
    values: Dice = Field(min_length=1)

    @property
    def ones(self) -> int:
        return self.values.count(BITE_FACE)

    @property
    def infected(self) -> bool:
        return self.ones >= INFECTION_ONES


class AttackRolled(Event):
    """The Launch dice were rolled, counted against the Heroes and Captured at that moment."""

    type: Literal["attack_rolled"] = "attack_rolled"
    random: ClassVar[bool] = True
    values: Dice = Field(min_length=1)
    heroes: Count = 0
    captured: Count = 0

    @property
    def evens(self) -> int:
        return evens_of(self.values)

    @property
    def odds(self) -> int:
        return len(self.values) - self.evens

    @property
    def success(self) -> bool:
        return self.evens + self.heroes > self.odds + self.captured


class DieRetired(Event):
    """After a success, the player sent one rolled die (at `index` in Launch) to Retired."""

    type: Literal["die_retired"] = "die_retired"
    undoable: ClassVar[bool] = True
    index: Count
    face: Face


class HeroRaised(Event):
    """After a success, the player sent a rolled 6 (at `index` in Launch) to Heroes."""

    type: Literal["hero_raised"] = "hero_raised"
    undoable: ClassVar[bool] = True
    index: Count


class AttackStopped(Event):
    """The player stopped the Human Attack: the captured zombies were executed."""

    type: Literal["attack_stopped"] = "attack_stopped"
    executed: Count


class ZombiesAttacked(Event):
    """Every zombie was rolled; each 1 bit a human (never more than the humans left)."""

    type: Literal["zombies_attacked"] = "zombies_attacked"
    random: ClassVar[bool] = True
    values: Dice = Field(min_length=1)
    bitten: Count

    @property
    def ones(self) -> int:
        return self.values.count(BITE_FACE)


DizeEvent = Annotated[
    InfectionRolled | AttackRolled | DieRetired | HeroRaised | AttackStopped | ZombiesAttacked,
    Field(discriminator="type"),
]

EVENTS: TypeAdapter[list[DizeEvent]] = TypeAdapter(Annotated[list[DizeEvent], FAIL_FAST])

#: the rolls a table remembers as its `last_roll`
Roll = InfectionRolled | AttackRolled | ZombiesAttacked
