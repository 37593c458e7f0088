"""A Dizzle game begun on a level before it was retuned finishes on that level, as it was."""

from __future__ import annotations

import json
from pathlib import Path

from core.dizzle import load_level
from core.dizzle.level import Level
from core.game import PlayerSpec
from core.games import rules_for
from saves.session import GameSession

BEFORE = Path(__file__).parent.parent / "core" / "dizzle" / "fixtures" / "level1-before-retuning.json"


def test_a_save_keeps_the_level_it_was_started_on(tmp_path):
    old = Level.model_validate_json(BEFORE.read_text(encoding="utf-8"))
    assert old != load_level(1)  # the built-in level has moved on (its arrows pay more)
    rules = rules_for("dizzle")
    setup = rules.make_setup([PlayerSpec(name="Ann", bot="greedy")], 7, level_data=old)
    session = GameSession.create(tmp_path, "dizzle", setup)
    for _ in range(12):
        session.apply(rules.bot_command(session.state, "greedy"))
    path, state = session.path, session.state
    session.close()
    reopened = GameSession.open(path)
    try:
        assert reopened.setup.level == old
        assert reopened.state == state
        assert json.loads(path.read_text())["setup"]["level"]["arrows"][0]["points"] == 8
    finally:
        reopened.close()
