"""Game id -> its screen class, imported only when that game is opened."""

from __future__ import annotations

from importlib import import_module

SCREENS = {
    "dalek-dice": "tui.screens.dalek_dice:DalekDiceScreen",
    "dize": "tui.screens.dize:DizeScreen",
    "dizzle": "tui.screens.dizzle:DizzleScreen",
    "25-to-dice": "tui.screens.twenty_five:TwentyFiveScreen",
}


def screen_for(game: str) -> type:
    module, _, name = SCREENS[game].partition(":")
    return getattr(import_module(module), name)
