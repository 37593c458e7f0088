"""SVG snapshots of the 25 to Dice screen at 80x24 (`make snapshots` re-records them)."""

from __future__ import annotations

from tests.tui.helpers import app_with, new_session, settle
from tests.tui.test_twenty_five_screen import play_by_keys


def test_solo_mid_game_aiming_a_move(snap_compare, save_root):
    """Round 3: a trail, an escape in the exits, Ann picked with the squares she can reach highlighted."""
    session = new_session(save_root, "25-to-dice", "Ann", seed=10)

    async def play(pilot):
        await play_by_keys(pilot, pilot.app, lambda screen: screen.state.round == 3 and screen.state.phase == "inmates")
        await pilot.press("a")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=play)


def test_competitive_looking_at_another_players_sheet(snap_compare, save_root):
    """Three sheets: the standings, Ann's first move made, then tab to Bob's prison."""
    session = new_session(save_root, "25-to-dice", "Ann,Bob,bot:planner", seed=8, mode="competitive")

    async def play(pilot):
        await play_by_keys(pilot, pilot.app, lambda screen: len(screen.session.events) > 12)
        await pilot.press("tab")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=play)


def test_competitive_four_players_with_routes_and_crossed_rounds(snap_compare, save_root):
    """Four sheets in round 4: both patrol routes on the board, the time track crossed to 13."""
    session = new_session(
        save_root, "25-to-dice", "Ann,bot:planner,bot:planner,bot:planner", seed=3, mode="competitive"
    )

    async def play(pilot):
        await play_by_keys(pilot, pilot.app, lambda screen: screen.state.round == 4 and screen.state.phase == "guards")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=play)


def test_routes_hidden_with_g(snap_compare, save_root):
    """`g` takes the routes off the board: the squares read as numbers and tokens only."""
    session = new_session(save_root, "25-to-dice", "Ann", seed=10)

    async def play(pilot):
        await settle(pilot)
        await pilot.press("g")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=play)
