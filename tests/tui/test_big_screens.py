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


def test_the_menus_continue_line_is_cut_at_the_end_of_a_part_never_wrapped():
    from rich.cells import cell_len

    from tui.screens.menu import _fit

    line = "Continue: 25 to Dice, round 1 of 15: Anastasia 0 escaped +0 pts, Bartolomé 0 escaped +0 pts"
    for width in (44, 48, 60):
        cut = _fit(line, width)
        assert cell_len(cut) <= width and cut.endswith("…")
    assert _fit(line, 48) == "Continue: 25 to Dice, round 1 of 15…"
    assert _fit("Continue: Dizzle, round 2", 48) == "Continue: Dizzle, round 2"


async def test_the_menu_fits_its_continue_line_at_120x40(save_root):
    from textual.widgets import OptionList

    from tests.tui.helpers import new_session

    session = new_session(save_root, "25-to-dice", "Anastasia,Bartolomé,Cristóbal", seed=3, mode="competitive")
    session.close()
    app = app_with(save_root)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(20):
            await settle(pilot)
            options = app.screen.query_one("#menu-options", OptionList)
            if options.get_option("continue").prompt.plain.startswith("Continue:"):
                break
        prompt = options.get_option("continue").prompt.plain
        assert prompt.startswith("Continue: 25 to Dice") and cell_len_fits(prompt, options)


def cell_len_fits(prompt: str, options) -> bool:
    from rich.cells import cell_len

    return cell_len(prompt) <= options.content_region.width - 2
