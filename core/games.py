"""The registry of games: one line per game, each naming its descriptor.

A descriptor (core.descriptor) is cheap to read, so the menu, the CLI and the forms
list every game without importing a rules engine; `rules_for` imports a game's
engine only when the game is played. Tests add a game of their own through the same
`register` (tests/pig); adding a game to dice-tui is one more line here
(docs/adding-a-game.md).
"""

from __future__ import annotations

from importlib.util import find_spec
from typing import TYPE_CHECKING

from core.descriptor import GameDescriptor, load
from core.game_registry import GameRegistry

if TYPE_CHECKING:
    from core.game import AnyRules

#: game id -> its descriptor; the order is the menu's order
GAMES: GameRegistry[GameDescriptor] = GameRegistry("a game")


def register(game: GameDescriptor | str) -> GameDescriptor:
    """Add a game (a descriptor, or the import string of one); its id must be new."""
    descriptor = load(game) if isinstance(game, str) else game
    if not isinstance(descriptor, GameDescriptor):
        raise TypeError(f"{game!r} is not a GameDescriptor")
    return GAMES.register(descriptor.id, descriptor)


def unregister(game_id: str) -> None:
    """Take a game out again (tests that registered one of their own)."""
    GAMES.unregister(game_id)


register("core.dalek_dice.descriptor:GAME")
register("core.dizzle.descriptor:GAME")
register("core.dize.descriptor:GAME")
register("core.twenty_five.descriptor:GAME")


def game(game_id: str) -> GameDescriptor:
    """The descriptor of a game id; KeyError with the known ids otherwise."""
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(GAMES)})")
    return GAMES[game_id]


def title(game_id: str | None) -> str:
    """A game's title, or the id itself for a game this dice-tui does not know."""
    known = GAMES.get(game_id or "")
    return known.title if known else (game_id or "?")


def available() -> list[str]:
    """Ids of the games whose rules module is present (only games that really work are offered)."""
    return [game_id for game_id, descriptor in GAMES.items() if _present(descriptor.rules)]


def _present(path: str) -> bool:
    try:
        return find_spec(path.partition(":")[0]) is not None
    except (ImportError, ValueError):  # a missing parent package
        return False


def rules_for(game_id: str) -> AnyRules:
    """The RULES object of a game id; KeyError with the known ids otherwise.

    Each game's RULES is checked against `core.game.Rules` where it is declared (and by
    the conformance suite); from an id, only its protocol is known."""
    rules: AnyRules = load(game(game_id).rules)
    return rules
