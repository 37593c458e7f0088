"""SVG snapshots of the four game screens at 120x40: a large terminal is used (wider
side panels, logs that take every extra row), while 80x24 stays the design size.

Re-record with `.venv/bin/python -m pytest tests/tui/test_large_snapshots.py --snapshot-update`.
"""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_with, new_session, settle
from tests.tui.screen_check import LARGE

GAMES = [
    ("dalek-dice", "Ann,bot:cautious,bot:optimal", {}, ("r", "enter", "s", "f")),
    ("dizzle", "Ann,bot:greedy", {"level": 4}, ("r",)),
    ("dize", "Ann", {"zombies": 4}, ("enter",)),
    ("25-to-dice", "Ann,bot:planner", {"mode": "competitive"}, ("r",)),
]


@pytest.mark.parametrize(("game", "players", "options", "keys"), GAMES, ids=[game[0] for game in GAMES])
def test_a_game_at_120x40(snap_compare, save_root, game, players, options, keys):
    session = new_session(save_root, game, players, seed=8, **options)

    async def play(pilot):
        await pilot.press(*keys)
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=LARGE, run_before=play)
