"""Who sits at the table, and the seed every die of the game comes from."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

from core.dalek_dice.descriptor import GAME
from core.game import PlayerSpec
from core.lang import _

BOTS = GAME.bots
MIN_PLAYERS, MAX_PLAYERS = GAME.min_players, GAME.max_players


class DalekSetup(BaseModel):
    """The table: players in seat order and the seed all dice come from."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: tuple[PlayerSpec, ...] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    seed: int

    @field_validator("players")
    @classmethod
    def _known_bots_and_names(cls, players: tuple[PlayerSpec, ...]) -> tuple[PlayerSpec, ...]:
        for player in players:
            if player.bot is not None and player.bot not in BOTS:
                raise ValueError(f"unknown bot {player.bot!r} (bots: {', '.join(BOTS)})")
        names = [player.name for player in players]
        if len(set(names)) != len(names):
            raise ValueError(_("every player needs a different name"))
        return players
