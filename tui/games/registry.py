"""Which screen plays each game, and which page explains it: the app's own table, by game id.

The rules (core.games) know nothing of Textual: this table is where the app says how it
shows a game. It is data only and sits below the screens (the shared screens read it);
tui.games.screens imports a game's Screen class from it. Entries are import strings, so
the menu lists every game while only the one played is imported. A game the app shows
adds its entry here (a game defined outside dice-tui, as the tests' Pig, calls
`register`); a conformance test checks that every registered game has one and that its
screen is there.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.util import find_spec

from core.game_registry import GameRegistry


@dataclass(frozen=True)
class GameView:
    """How the app shows one game: its screen, and its rules page `<package>/<page>.md`."""

    screen: str  # import string of its Screen class, a tui.screens.game_base.GameScreen
    rules_page: str  # the page's name, also a tab of the rules screen
    rules_package: str = "tui.rulebook"  # docs/rules/, shipped inside the package

    @property
    def screen_module(self) -> str:
        return self.screen.partition(":")[0]


#: game id -> how the app shows it
VIEWS: GameRegistry[GameView] = GameRegistry("a screen")
register = VIEWS.register
unregister = VIEWS.unregister


def view(game_id: str) -> GameView:
    """The view of a game id; KeyError naming the game otherwise."""
    if game_id not in VIEWS:
        raise KeyError(f"no screen for game {game_id!r} (known: {', '.join(VIEWS)})")
    return VIEWS[game_id]


def screen_exists(game_id: str) -> bool:
    """Whether this installation has the game's screen (the games arrive one by one)."""
    module = VIEWS[game_id].screen_module if game_id in VIEWS else ""
    try:
        return bool(module) and find_spec(module) is not None
    except (ImportError, ValueError):
        return False


register("dalek-dice", GameView("tui.games.dalek_dice.screen:DalekDiceScreen", rules_page="dalek-dice"))
register("dizzle", GameView("tui.games.dizzle.screen:DizzleScreen", rules_page="dizzle"))
register("dize", GameView("tui.games.dize.screen:DizeScreen", rules_page="dize"))
register("25-to-dice", GameView("tui.games.twenty_five.screen:TwentyFiveScreen", rules_page="25-to-dice"))
