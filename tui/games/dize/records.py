"""The survivor's diZe records in the save folder, each finished game counted exactly once.

`core.dize.records.Records` (best score, wins and losses per difficulty) is stored under
the key "dize" of the saves layer's records file; saves.game_records counts each game
once, whatever its copies, and never an altered one.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core.dize.events import EVENTS
from core.dize.records import DifficultyRecord, Records, record_game
from core.dize.setup import RECOMMENDED_ZOMBIES
from core.dize.state import DizeState
from core.lang import _, ngettext
from saves.game_records import CountedGames, count_once, counted_key
from saves.records import load_records
from saves.summary import game_key, setup_json

RECORDS_KEY = "dize"
COUNTED_KEY = counted_key(RECORDS_KEY)
__all__ = ["COUNTED_KEY", "CountedGames", "count_finished_game", "new_game_note", "record_line", "record_of"]


def record_of(root: Path, zombies: int) -> DifficultyRecord:
    return load_records(root, RECORDS_KEY, Records).of(zombies)


def record_line(zombies: int, record: DifficultyRecord) -> str:
    if not record.games:
        return ngettext("No games yet with {zombies} zombie", "No games yet with {zombies} zombies",
                        zombies).format(zombies=zombies)
    # i18n: the record at one difficulty: the best score, and how many games of all were won
    return ngettext("Record with {zombies} zombie: best {best}, won {wins} of {games}",
                    "Record with {zombies} zombies: best {best}, won {wins} of {games}",
                    zombies).format(zombies=zombies, best=record.best_score, wins=record.wins, games=record.games)


def new_game_note(save_root: Path, options: dict[str, Any]) -> str:
    """One line for the new-game screen: the record at the difficulty being chosen."""
    try:
        zombies = int(options.get("zombies", RECOMMENDED_ZOMBIES))
    except (TypeError, ValueError):
        return ""
    try:
        return record_line(zombies, record_of(save_root, zombies))
    except OSError:
        return _("Records could not be read.")


def count_finished_game(root: Path, save_name: str, table: DizeState, events: Sequence[Any]) -> DifficultyRecord | None:
    """Add a finished game to the records unless it was counted before (under any save
    name) or its dice are not its seed's. Returns the record at its difficulty as it was
    before this game, or None if it does not count."""
    game = game_key(setup_json(table.setup.model_dump(mode="json")), EVENTS.dump_json(list(events)))
    before = count_once(root, RECORDS_KEY, Records, lambda records: record_game(records, table),
                        game=game, save_name=save_name, seed=table.setup.seed, events=events)
    return None if before is None else before.of(table.setup.zombies)
