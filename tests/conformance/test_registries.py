"""Each layer's own table of games covers exactly the registered games.

The rules (core.games) list the games; the app (tui.games.registry) and the sheets
(sheets.registry) each keep their own entry per game id, so core never names a screen or
a sheet. A game registered without its screen, or a screen or sheet left behind for a
game that is gone, fails here rather than in front of a player.
"""

from __future__ import annotations

from importlib import import_module

import pytest

from core.games import GAMES
from sheets.registry import SHEETS
from tui.games.registry import VIEWS, screen_exists
from tui.games.screens import screen_class
from tui.screens.game_base import GameScreen


def test_every_registered_game_has_a_screen_and_every_screen_a_game():
    assert list(VIEWS) == list(GAMES)


def test_every_sheet_is_of_a_registered_game():
    assert set(SHEETS) <= set(GAMES)


@pytest.mark.parametrize("game_id", list(VIEWS))
def test_a_games_screen_is_a_game_screen(game_id):
    assert screen_exists(game_id)
    assert issubclass(screen_class(game_id), GameScreen)


@pytest.mark.parametrize("game_id", list(SHEETS))
def test_a_games_sheet_module_draws_and_its_presets_take_its_options(game_id):
    spec = SHEETS[game_id]
    assert callable(import_module(spec.module).draw)
    names = {option.name for option in spec.options}
    for preset in spec.presets:
        assert {name for name, _ in preset.options} | set(preset.asks) <= names, preset


def test_print_presets_have_distinct_keys():
    keys = [preset.key for spec in SHEETS.values() for preset in spec.presets]
    assert len(keys) == len(set(keys))


def test_a_missing_screen_is_not_offered(monkeypatch):
    from tui.games import registry

    monkeypatch.setitem(registry.VIEWS, "dize", registry.GameView("tui.games.no_such_game.screen:X", "dize"))
    assert not screen_exists("dize") and screen_exists("dizzle")
