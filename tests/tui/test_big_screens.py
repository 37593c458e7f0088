"""A 200x60 terminal is used: the boards and dice grow, the panels beside them do not stretch."""

from __future__ import annotations

from tests.tui.helpers import app_with, new_session, settle
from tests.tui.screen_check import screen_lines


async def test_dalek_dice_draws_its_dice_as_boxes_on_a_very_large_terminal(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=10)
    app = app_with(save_root, session)
    async with app.run_test(size=(200, 60)) as pilot:
        await pilot.press("r")
        await settle(pilot)
        lines = screen_lines(app)
        boxed = [line for line in lines if line.count("╭─────╮") >= 2]
        assert boxed, "the roll's dice are boxes three lines tall"
        assert any("│ Hu" in line or "│ Da" in line for line in lines)
    async with app_with(save_root, session).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert not any("╭─────╮" in line for line in screen_lines(pilot.app)), "80x24 keeps the chips"


async def test_the_dizzle_sheet_grows_at_200x60_and_its_score_stays_together(save_root):
    from tui.games.dizzle.score import WIDEST
    from tui.games.dizzle.sheet import DizzleSheet

    session = new_session(save_root, "dizzle", "Ann,bot:greedy", seed=4, level=4)
    app = app_with(save_root, session)
    async with app.run_test(size=(200, 60)) as pilot:
        await settle(pilot)
        sheet = app.screen.query_one(DizzleSheet)
        assert sheet.roomy() == 2 and sheet.size.width > 90, "two blank columns either side of a field"
        total = next(line for line in screen_lines(app) if "total" in line)
        start = total.index("total")
        assert total[start: start + WIDEST].rstrip()[-1].isdigit(), "the points within the label's column"
    async with app_with(save_root, session).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert pilot.app.screen.query_one(DizzleSheet).roomy() == 1
