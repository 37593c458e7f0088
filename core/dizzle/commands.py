"""Dizzle's commands: what a player intends. Input only; never stored.

Fields are `(row, col)` positions, 0-based; dice are given by their pips.
"""

from __future__ import annotations

from pydantic import Field

from core.dizzle.level import Pos
from core.game import Command


class RollOffer(Command):
    """The start player rolls all the dice to begin a turn."""


class PlaceDie(Command):
    """Take die `die` (an index into the offer, which is sorted ascending) and place it on `at`."""

    die: int = Field(ge=0)
    at: Pos


class Reroll(Command):
    """No die fits: roll every die left in the offer again (you stay in the turn)."""


class Pass(Command):
    """No die fits: drop out of this turn."""


class ReturnDie(Command):
    """After a re-roll that fits nothing: give the die on `at` back to the offer."""

    at: Pos


class RollExtraDice(Command):
    """Solo: after placing a die, roll the two extra dice that take dice from the offer."""


class ChoosePlanet(Command):
    """A rocket was crossed: cross the planet at `at`."""

    at: Pos


#: every command a Dizzle player or bot may give
DizzleCommand = RollOffer | PlaceDie | Reroll | Pass | ReturnDie | RollExtraDice | ChoosePlanet
