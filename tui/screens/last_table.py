"""The table a player set last for each game, so the new-game form starts from it.

Kept under the key "new-game" of the records file next to the saves (saves.records).
The file is data someone could have edited: every seat and option is checked against
the game's rules before the form shows it, and anything that does not fit is dropped
for the game's defaults, never shown half-read.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

KEY = "new-game"
HUMAN = "human"


class SeatChoice(BaseModel):
    name: str = Field(max_length=24)
    kind: str = Field(max_length=24)


class Table(BaseModel):
    seats: list[SeatChoice] = Field(default_factory=list, max_length=16)
    options: dict[str, Any] = Field(default_factory=dict)


class LastTables(BaseModel):
    game: str = ""
    tables: dict[str, Table] = Field(default_factory=dict)


def load(root: Path) -> LastTables:
    from saves.records import load_records

    try:
        return load_records(root, KEY, LastTables)
    except (OSError, ValueError):
        return LastTables()


def remember(root: Path, game: str, seats: list[tuple[str, str]], options: dict[str, Any]) -> None:
    """Store this table for `game` (a failure to write costs only the convenience)."""
    from saves.records import save_records

    last = load(root)
    table = Table(seats=[SeatChoice(name=name, kind=kind) for name, kind in seats], options=options)
    with contextlib.suppress(OSError, ValueError):
        save_records(root, KEY, last.model_copy(update={"game": game, "tables": {**last.tables, game: table}}))


def seats_for(last: LastTables, rules: Any) -> list[tuple[str, str]]:
    """The remembered seats of this game, or [] when they do not fit its rules any more."""
    table = last.tables.get(rules.id)
    if table is None or not rules.min_players <= len(table.seats) <= rules.max_players:
        return []
    seats = [(seat.name, seat.kind) for seat in table.seats]
    names = [name for name, _ in seats]
    if len(set(names)) != len(names):
        return []
    for name, kind in seats:
        if not name.strip() or not name.isprintable() or (kind != HUMAN and kind not in rules.bots):
            return []
    return seats


def options_for(last: LastTables, rules: Any) -> dict[str, Any]:
    """The remembered options of this game that are still among its choices."""
    table = last.tables.get(rules.id)
    if table is None:
        return {}
    return {
        option.name: table.options[option.name]
        for option in rules.options
        if option.name in table.options and table.options[option.name] in option.choices
    }
