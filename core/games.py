"""The registry of games: id -> module path, imported only when a game is used.

Lazy so that the menu's first frame does not pay for four rule engines.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.game import Rules

#: game id -> module exposing RULES; the order is the menu's order
GAMES: dict[str, str] = {
    "dalek-dice": "core.dalek_dice",
    "dizzle": "core.dizzle",
    "dize": "core.dize",
    "25-to-dice": "core.twenty_five",
}

TITLES: dict[str, str] = {
    "dalek-dice": "Dalek Dice",
    "dizzle": "Dizzle",
    "dize": "diZe",
    "25-to-dice": "25 to Dice",
}


def available() -> list[str]:
    """Ids of the games whose module is present (only games that really work are offered)."""
    from importlib.util import find_spec

    return [game for game, module in GAMES.items() if find_spec(module) is not None]


def rules_for(game: str) -> "Rules":
    """The RULES object of a game id; KeyError with the known ids otherwise."""
    if game not in GAMES:
        known = ", ".join(GAMES)
        raise KeyError(f"unknown game {game!r} (known: {known})")
    return import_module(GAMES[game]).RULES
