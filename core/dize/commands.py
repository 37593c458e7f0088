"""What the survivor can say at the table. Input only: the events are what is kept.

Every roll is a command of its own (`ChooseDice` rolls the infection, `Attack` and
`Continue` roll the Human Attack, `ZombieAttack` rolls the zombies) so the player sees
each result before the next one, as at a real table.
"""

from __future__ import annotations

from pydantic import Field

from core.game import Command


class ChooseDice(Command):
    """Send `count` humans to the Launch zone and roll them for the Infection phase."""

    count: int


class Attack(Command):
    """Roll the Launch dice: the first roll of the Human Attack."""


class Retire(Command):
    """After a success: send the rolled die at `index` in Launch to Retired."""

    index: int = Field(ge=0)


class MakeHero(Command):
    """After a success and the retirement: send the rolled 6 at `index` to Heroes."""

    index: int = Field(ge=0)


class Continue(Command):
    """Press the attack: roll the Launch dice again."""


class StopAttack(Command):
    """End the Human Attack: the captured zombies are executed."""


class ZombieAttack(Command):
    """Roll every zombie: each 1 bites a human."""


DizeCommand = ChooseDice | Attack | Retire | MakeHero | Continue | StopAttack | ZombieAttack
