"""The survivor's diZe records in the save folder, each finished game counted exactly once.

`core.dize.records.Records` (best score, wins and losses per difficulty) is stored
under the key "dize" of the saves layer's records file. It has no room to remember
which games it already holds, and a finished game is seen again whenever its save is
reopened or its end screen shown twice. So the names of the saves already counted are
kept beside it, under "dize-counted", and a game is recorded only if its save's name
is not there yet. Both keys change in one locked, atomic write
(`saves.records.update_records`), so a game is counted once even when two dice-tuis
finish games together or one dies mid-write.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from core.dize.setup import RECOMMENDED_ZOMBIES
from core.dize.records import DifficultyRecord, Records, record_game
from core.dize.state import DizeState
from saves.audit import audit_dice
from saves.records import load_records, update_records

RECORDS_KEY = "dize"
COUNTED_KEY = "dize-counted"


class CountedSaves(BaseModel):
    """File names of the finished diZe saves already in the records."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    names: tuple[str, ...] = ()


def record_of(root: Path, zombies: int) -> DifficultyRecord:
    return load_records(root, RECORDS_KEY, Records).of(zombies)


def record_line(zombies: int, record: DifficultyRecord) -> str:
    if not record.games:
        return f"No games yet with {zombies} zombies"
    return f"Record with {zombies} zombies: best {record.best_score}, won {record.wins} of {record.games}"


def new_game_note(save_root: Path, options: dict[str, Any]) -> str:
    """One line for the new-game screen: the record at the difficulty being chosen."""
    try:
        zombies = int(options.get("zombies", RECOMMENDED_ZOMBIES))
    except (TypeError, ValueError):
        return ""
    try:
        return record_line(zombies, record_of(save_root, zombies))
    except OSError:
        return "Records could not be read."


def count_finished_game(
    root: Path, save_name: str, table: DizeState, events: Sequence[Any]
) -> DifficultyRecord | None:
    """Add a finished game to the records unless its save was counted before, or its
    dice (`events`, its whole log) are not its seed's: a session opened from a file whose
    digest matched was not audited, and a digest is anyone's to make.

    Returns the record at its difficulty as it was before this game, or None if the
    save had already been counted or does not count.
    """
    if audit_dice(table.setup.seed, events)[0] is not None:
        return None
    fresh: list[bool] = []

    def count(counted: CountedSaves) -> CountedSaves:
        fresh.append(save_name not in counted.names)
        return CountedSaves(names=(*counted.names, save_name)) if fresh[0] else counted

    def add(records: Records) -> Records:
        return record_game(records, table) if fresh[0] else records

    before = update_records(root, {COUNTED_KEY: (CountedSaves, count), RECORDS_KEY: (Records, add)})
    records = before[RECORDS_KEY]
    assert isinstance(records, Records)  # update_records returns each key's own model
    return records.of(table.setup.zombies) if fresh[0] else None
