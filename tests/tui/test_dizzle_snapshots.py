"""SVG snapshots of the Dizzle screen at 80x24 (re-record with --snapshot-update)."""

from __future__ import annotations

from core.dizzle import RULES
from tests.tui.helpers import app_with, new_session, settle


def played_until(session, done) -> None:
    """The greedy bot's moves straight into the save, until `done(state)`."""
    while not done(session.state):
        session.apply(RULES.bot_command(session.state, "greedy"))


def test_solo_level_1_mid_game(snap_compare, save_root):
    """Round 4: crosses from earlier rounds, dice placed this turn, the chosen die's fields underlined."""
    session = new_session(save_root, "dizzle", "Ann", seed=5, level=1)
    played_until(session, lambda state: state.round == 4 and len(state.sheets[0].dice) == 2 and state.phase == "extra")

    async def play(pilot):
        await pilot.press("r")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=play)


def test_level_4_sheet_against_a_bot(snap_compare, save_root):
    """The widest built-in sheet: islands, planets, flags, the framed block, a bot's move."""
    session = new_session(save_root, "dizzle", "Ann,bot:greedy", seed=3, level=4)

    async def play(pilot):
        await pilot.press("r", "enter")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=play)


def test_level_4_legend(snap_compare, save_root):
    session = new_session(save_root, "dizzle", "Ann", seed=3, level=4)

    async def play(pilot):
        await pilot.press("r", "g")
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=play)


def test_four_players_on_level_4_after_a_few_picks(snap_compare, save_root):
    """The largest table: four sheets' totals, a compact score, the log with room for three bots."""
    session = new_session(save_root, "dizzle", "Ann,bot:greedy,bot:greedy,bot:greedy", seed=3, level=4)

    async def play(pilot):
        await pilot.press("r", "enter", "enter")  # roll, then Ann's first two picks (the bots pick between)
        await settle(pilot)

    assert snap_compare(app_with(save_root, session), terminal_size=(80, 24), run_before=play)
