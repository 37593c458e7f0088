"""A game's Screen class, imported when the game is first shown.

Apart from the registry (tui.games.registry), which is data the shared screens read: the
class is a GameScreen, and the shared screens sit below the game screens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.descriptor import load
from tui.games.registry import view

if TYPE_CHECKING:
    from tui.screens.game_base import GameScreen


def screen_class(game_id: str) -> type[GameScreen[Any]]:
    """The Screen class of a game id, imported now (only the game played is ever loaded)."""
    screen: type[GameScreen[Any]] = load(view(game_id).screen)
    return screen
