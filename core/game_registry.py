"""A chart keyed by game id, as each layer keeps its own: the rules' descriptors
(core.games), the app's screens (tui.games.registry), the printed sheets (sheets.registry).

A game's entry is added once; adding the same entry again is harmless (a test that
registers its game twice), adding a different one under a taken id is a mistake.
"""

from __future__ import annotations

from typing import Generic, TypeVar

Entry = TypeVar("Entry")


class GameRegistry(dict[str, Entry], Generic[Entry]):
    """game id -> entry, in the order the entries were registered."""

    def __init__(self, what: str) -> None:
        super().__init__()
        self.what = what  # how a message names an entry: "a game", "a sheet"

    def register(self, game_id: str, entry: Entry) -> Entry:
        """Add the entry of a game id; ValueError if the id has another one already."""
        if game_id in self and self[game_id] != entry:
            raise ValueError(f"{self.what} with id {game_id!r} is registered already")
        self[game_id] = entry
        return entry

    def unregister(self, game_id: str) -> None:
        """Take an entry out again (tests that registered a game of their own)."""
        self.pop(game_id, None)
