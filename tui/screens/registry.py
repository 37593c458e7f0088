"""Game id -> its screen class, imported only when that game is opened."""

from __future__ import annotations

from importlib import import_module

SCREENS = {
    "dalek-dice": "tui.games.dalek_dice.screen:DalekDiceScreen",
    "dize": "tui.games.dize.screen:DizeScreen",
    "dizzle": "tui.games.dizzle.screen:DizzleScreen",
    "25-to-dice": "tui.games.twenty_five.screen:TwentyFiveScreen",
}


def screen_for(game: str) -> type:
    module, _, name = SCREENS[game].partition(":")
    return getattr(import_module(module), name)
