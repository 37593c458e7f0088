"""SVG snapshots of one lesson step per game at 80x24: the coach's panel over the top of
the log, the game's own screen around it.

Re-record with `.venv/bin/python -m pytest tests/tui/test_lesson_snapshots.py --snapshot-update`.
"""

from __future__ import annotations

import pytest

from tests.core.test_lessons import GAME_IDS, lesson_of
from tests.tui.helpers import app_with, settle
from tests.tui.test_lessons import open_lesson


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_lesson_second_step(snap_compare, save_root, game):
    """The first step's keys pressed: the second step on the panel."""

    async def second_step(pilot):
        await open_lesson(pilot, game)
        await pilot.press(*lesson_of(game).steps[0].keys)
        await settle(pilot)

    assert snap_compare(app_with(save_root), terminal_size=(80, 24), run_before=second_step)
