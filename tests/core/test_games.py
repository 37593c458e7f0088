"""The registry: one descriptor per game, added through `register`, read without engines."""

from __future__ import annotations

import subprocess
import sys

import pytest

import core.games
from core.games import GAMES, available, register, rules_for, title, unregister


def test_the_four_games_are_registered_in_the_menus_order():
    assert list(GAMES) == ["dalek-dice", "dizzle", "dize", "25-to-dice"]
    assert available() == list(GAMES)
    assert [title(game) for game in GAMES] == ["Dalek Dice", "Dizzle", "diZe", "25 to Dice"]


def test_an_unknown_game_is_named_by_its_id_and_refused_by_rules_for():
    assert title("yahtzee") == "yahtzee" and title("") == "?"
    with pytest.raises(KeyError, match="unknown game 'yahtzee'"):
        rules_for("yahtzee")


def test_a_second_game_with_a_registered_id_is_refused():
    twin = GAMES["dize"]._replace(title="Another diZe")
    with pytest.raises(ValueError, match="'dize' is registered already"):
        register(twin)
    assert GAMES["dize"].title == "diZe"


def test_register_takes_a_descriptor_or_its_import_string_and_unregister_takes_it_out():
    from tests.pig.descriptor import GAME

    try:
        assert register("tests.pig.descriptor:GAME") is GAME and "pig" in available()
    finally:
        unregister("pig")
    assert "pig" not in GAMES
    with pytest.raises(TypeError):
        register("tests.pig.descriptor")


def test_a_game_whose_rules_are_missing_is_not_offered(monkeypatch):
    monkeypatch.setitem(GAMES, "dize", GAMES["dize"]._replace(rules="core.no_such.rules:RULES"))
    assert "dize" not in available()


def test_reading_every_descriptor_imports_no_engine_and_no_pydantic():
    code = (
        "import sys, core.games\n"
        "heavy = [m for m in sys.modules if m.startswith(('pydantic', 'textual', 'reportlab'))\n"
        "         or m.endswith(('.rules', '.decide', '.state', '.evolve'))]\n"
        "print(heavy)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          cwd=core.games.__file__.rsplit("/core/", 1)[0])
    assert done.stdout.strip() == "[]"
