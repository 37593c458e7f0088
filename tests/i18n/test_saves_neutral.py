"""Saves hold no words: a game played in Spanish is the same file, byte for byte, as in English.

The same seed and the same commands give the same dice and the same save in both languages,
a save started in one language resumes in the other with the same state, and its line in
the save list is worded in the language of whoever lists it.
"""

from __future__ import annotations

import json
import random

import pytest

from core.game import PlayerSpec
from core.games import rules_for
from saves.session import GameSession
from saves.store import list_saves
from tui import i18n

TABLES = [
    ("dalek-dice", [PlayerSpec(name="Ana"), PlayerSpec(name="Rex", bot="cautious")], {}),
    ("dizzle", [PlayerSpec(name="Ana"), PlayerSpec(name="Bo", bot="greedy")], {"level": 2}),
    ("dize", [PlayerSpec(name="Ana")], {"zombies": 4}),
    ("25-to-dice", [PlayerSpec(name="Ana"), PlayerSpec(name="Bea")], {"mode": "competitive"}),
]


def play(root, game: str, players, options, moves: int = 25) -> GameSession:
    rules = rules_for(game)
    session = GameSession.create(root, game, rules.make_setup(players, 2026, **options))
    pick = random.Random(7)
    for _ in range(moves):
        if session.is_over:
            break
        state = session.state
        seat = rules.current_player(state)
        kind = session.setup.players[seat].bot if seat is not None else None
        session.apply(rules.bot_command(state, kind) if kind else pick.choice(list(rules.legal_commands(state))))
    session.close()
    return session


@pytest.mark.parametrize(("game", "players", "options"), TABLES, ids=[table[0] for table in TABLES])
def test_a_game_played_in_spanish_is_the_same_save_as_in_english(tmp_path, game, players, options):
    english = play(tmp_path / "en", game, players, options)
    i18n.use("es")
    spanish = play(tmp_path / "es", game, players, options)
    def timeless(session: GameSession) -> dict:
        data = json.loads(session.path.read_bytes())
        del data["created"], data["updated"]  # the files differ only in when they were written
        return data

    assert timeless(spanish) == timeless(english)
    assert spanish.events == english.events


@pytest.mark.parametrize(("game", "players", "options"), TABLES, ids=[table[0] for table in TABLES])
def test_a_save_started_in_spanish_resumes_in_english_with_the_same_state(tmp_path, game, players, options):
    i18n.use("es")
    played = play(tmp_path, game, players, options)
    [row] = list_saves(tmp_path)
    spanish_line = row.progress
    i18n.use("en")
    with GameSession.open(played.path) as again:
        assert again.state == played.state and again.events == played.events
        assert again.path.read_bytes() == played.path.read_bytes()  # opening wrote nothing
    [row] = list_saves(tmp_path)
    assert row.progress == played.rules.progress(played.state)  # worded in English now
    i18n.use("es")
    assert list_saves(tmp_path)[0].progress == spanish_line
