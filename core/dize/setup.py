"""Preparation: how the 20 dice are split, which is the whole of diZe's difficulty.

The rulebook lets the player split the dice as they like and recommends four zombies
for a first game. We offer 2 to 10 zombies: against one zombie at most two humans
roll, so no infection is possible and the first success wins, and past ten the
zombies outnumber the humans before the first roll. Records are kept per zombie count, so the setup
accepts exactly the offered counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from core.descriptor import OptionSpec
from core.dize.constants import DICE
from core.dize.descriptor import GAME, ZOMBIES
from core.game import PlayerSpec, check_players
from core.lang import _

FEWEST_ZOMBIES = ZOMBIES.choices[0]
MOST_ZOMBIES = ZOMBIES.choices[-1]
RECOMMENDED_ZOMBIES = ZOMBIES.default

#: bot kinds, weakest first (their play is described in core.dize.bots)
BOTS: tuple[str, ...] = GAME.bots
OPTIONS: tuple[OptionSpec, ...] = GAME.choice_options


class DizeSetup(BaseModel):
    """One survivor, the seed of the dice, and how many of the 20 dice start as zombies."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: tuple[PlayerSpec, ...]
    seed: int
    zombies: int = RECOMMENDED_ZOMBIES

    @field_validator("players")
    @classmethod
    def _one_survivor(cls, players: tuple[PlayerSpec, ...]) -> tuple[PlayerSpec, ...]:
        if len(players) != 1:
            raise ValueError(_("diZe is a solitaire: one player, not {given}").format(given=len(players)))
        bot = players[0].bot
        if bot is not None and bot not in BOTS:
            raise ValueError(f"unknown diZe bot {bot!r} (known: {', '.join(BOTS)})")
        return players

    @field_validator("zombies")
    @classmethod
    def _offered_difficulty(cls, zombies: int) -> int:
        if not FEWEST_ZOMBIES <= zombies <= MOST_ZOMBIES:
            raise ValueError(_("zombies must be from {low} to {high}, not {given}").format(
                low=FEWEST_ZOMBIES, high=MOST_ZOMBIES, given=zombies))
        return zombies

    @property
    def humans(self) -> int:
        """Dice that start as humans."""
        return DICE - self.zombies


def make_setup(players: Sequence[PlayerSpec], seed: int, **options: Any) -> DizeSetup:
    """A validated setup; ValueError with a one-line reason the CLI can print."""
    unknown = sorted(set(options) - {option.name for option in OPTIONS})
    if unknown:
        raise ValueError(f"diZe has no option {unknown[0]!r} (it has: zombies)")
    check_players(players)
    try:
        return DizeSetup(players=tuple(players), seed=seed, **options)
    except ValidationError as error:
        first = error.errors()[0]
        message = str(first.get("ctx", {}).get("error", "") or first["msg"])
        field = ".".join(str(part) for part in first["loc"])
        if first["type"] != "value_error":
            message = f"{field}: {message}"
        raise ValueError(message.removeprefix("Value error, ")) from None
