"""Who plays Pig, the seed, and the target."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from core.game import PlayerSpec
from tests.pig.descriptor import GAME


class PigSetup(BaseModel):
    """The table in seat order, the seed of every roll and the total that wins."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: tuple[PlayerSpec, ...] = Field(min_length=GAME.min_players, max_length=GAME.max_players)
    seed: int
    target: int = GAME.options[0].default

    @field_validator("players")
    @classmethod
    def _known_bots(cls, players: tuple[PlayerSpec, ...]) -> tuple[PlayerSpec, ...]:
        for player in players:
            if player.bot is not None and player.bot not in GAME.bots:
                raise ValueError(f"unknown Pig bot {player.bot!r}")
        return players

    @field_validator("target")
    @classmethod
    def _offered_target(cls, target: int) -> int:
        if target not in GAME.options[0].choices:
            raise ValueError(f"target must be 20, 50 or 100, not {target}")
        return target


def make_setup(players: Sequence[PlayerSpec], seed: int, **options: Any) -> PigSetup:
    """A validated setup; ValueError with a one-line reason."""
    try:
        return PigSetup(players=tuple(players), seed=seed, **options)
    except ValidationError as error:
        raise ValueError(str(error.errors()[0]["msg"]).removeprefix("Value error, ")) from None
