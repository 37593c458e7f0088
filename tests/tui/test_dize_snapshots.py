"""SVG snapshots of the diZe screen at 80x24, mid-game with a fixed seed.

Re-record with `.venv/bin/python -m pytest tests/tui/test_dize_snapshots.py --snapshot-update`.
"""

from __future__ import annotations

from tests.tui.helpers import app_with, new_session, settle


def test_dize_making_heroes_after_a_success(snap_compare, save_root):
    """Seed 1: five humans roll, the attack succeeds, the 4 is retired, one 6 made a hero."""
    session = new_session(save_root, "dize", "Ann", seed=1, zombies=4)

    async def play(pilot):
        await pilot.press("enter", "enter", "enter", "enter")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=play)


def test_dize_advisor_before_the_infection_roll(snap_compare, save_root):
    session = new_session(save_root, "dize", "Ann", seed=1, zombies=4)

    async def advise(pilot):
        await pilot.press("a")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=advise)
