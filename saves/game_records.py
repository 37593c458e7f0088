"""A game's records in the save folder, each finished game counted exactly once.

A game's records (diZe's best scores and wins per difficulty, say) are a pydantic model
stored under the game's own key of the records file (saves.records). The model has no
room to remember which games it already holds, and a finished game is seen again
whenever its save is reopened, its end screen shown twice, or its save copied under
another name. So the games already counted are kept beside it, under "<key>-counted",
each by its `saves.summary.game_key` (its setup and events: every copy shares it), and
a game is recorded only if it is not there yet (nor its save's name, which older
dice-tuis kept instead). Both keys change in one locked, atomic write
(`saves.records.update_records`), so a game counts once even when two dice-tuis finish
games together or one dies mid-write. Nothing here knows any game: the game's own
folder says what its records are and how a game adds to them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict

from saves.audit import audit_dice
from saves.records import update_records

Model = TypeVar("Model", bound=BaseModel)


class CountedGames(BaseModel):
    """The games already in a game's records: game keys (older entries: save names)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    names: tuple[str, ...] = ()


def counted_key(key: str) -> str:
    """Where the games counted in the records under `key` are listed."""
    return f"{key}-counted"


def count_once(root: Path, key: str, model: type[Model], add: Callable[[Model], Model], *,
               game: str, save_name: str, seed: int, events: Sequence[Any]) -> Model | None:
    """Add a finished game (`game`: its game key) to the records under `key` with `add`,
    unless it was counted before or its dice (`events`, its whole log) are not its seed's:
    a session opened from a file whose digest matched was not audited, and a digest is
    anyone's to make. Returns the records as they were before, or None if it does not count."""
    if audit_dice(seed, events)[0] is not None:
        return None
    fresh: list[bool] = []

    def count(counted: CountedGames) -> CountedGames:
        fresh.append(game not in counted.names and save_name not in counted.names)
        return CountedGames(names=(*counted.names, game)) if fresh[0] else counted

    def added(records: Model) -> Model:
        return add(records) if fresh[0] else records

    before = update_records(root, {counted_key(key): (CountedGames, count), key: (model, added)})
    records = before[key]
    assert isinstance(records, model)  # update_records returns each key's own model
    return records if fresh[0] else None
