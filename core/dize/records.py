"""The survivor's records: best score and wins and losses for each difficulty.

Pure data: the saves layer keeps a `Records` in the save folder and calls `record`
when a game ends. Kept per starting zombie count because scores of different
difficulties do not compare (more zombies, more points to be had).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from core.dize.setup import FEWEST_ZOMBIES, MOST_ZOMBIES
from core.dize.state import DizeState


class DifficultyRecord(BaseModel):
    """One difficulty's record; `best_score` is None until a game is finished."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    best_score: int | None = Field(default=None, ge=0)
    wins: int = Field(default=0, ge=0)
    losses: int = Field(default=0, ge=0)

    @property
    def games(self) -> int:
        return self.wins + self.losses


class Records(BaseModel):
    """Records by starting zombies. Never changed in place: `record` returns a new one."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    by_zombies: dict[int, DifficultyRecord] = Field(default_factory=dict)

    def of(self, zombies: int) -> DifficultyRecord:
        return self.by_zombies.get(zombies, DifficultyRecord())


def record(records: Records, zombies: int, score: int, won: bool) -> Records:
    """The records with one more finished game at this difficulty."""
    if not FEWEST_ZOMBIES <= zombies <= MOST_ZOMBIES:
        raise ValueError(f"zombies must be from {FEWEST_ZOMBIES} to {MOST_ZOMBIES}, not {zombies}")
    if score < zombies:
        raise ValueError(f"a score of {score} is impossible with {zombies} starting zombies")
    old = records.of(zombies)
    new = DifficultyRecord(
        best_score=score if old.best_score is None else max(old.best_score, score),
        wins=old.wins + (1 if won else 0),
        losses=old.losses + (0 if won else 1),
    )
    return Records(by_zombies=dict(sorted({**records.by_zombies, zombies: new}.items())))


def record_game(records: Records, table: DizeState) -> Records:
    """`record` for a finished game's table."""
    if not table.over:
        raise ValueError("only a finished game can be recorded")
    return record(records, table.setup.zombies, table.score, table.step == "won")
