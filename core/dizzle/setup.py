"""Who plays, the seed, and the level: the validated setup of a Dizzle game.

The number of players sets the dice in the offer and the rounds (rulebook table).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from core.dizzle.level import Level
from core.game import PlayerSpec

#: players -> (dice in the offer, rounds)
DICE_AND_ROUNDS: dict[int, tuple[int, int]] = {1: (8, 10), 2: (7, 6), 3: (10, 4), 4: (13, 3)}


class DizzleSetup(BaseModel):
    """Who plays, the seed, and the whole level (so a save outlives its level file)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: tuple[PlayerSpec, ...] = Field(min_length=1, max_length=4)
    seed: int
    level: Level

    @property
    def dice(self) -> int:
        return DICE_AND_ROUNDS[len(self.players)][0]

    @property
    def rounds(self) -> int:
        return DICE_AND_ROUNDS[len(self.players)][1]

    @property
    def solo(self) -> bool:
        return len(self.players) == 1
