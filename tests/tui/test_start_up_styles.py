"""The menu's first frame parses the menu's rules only (issue 34: start-up); every other
screen's rules (screens.tcss) are read with the first other screen, before it is drawn."""

from __future__ import annotations

from tests.tui.helpers import app_with, new_session, settle
from tui.app import DiceApp
from tui.screens.menu import MenuScreen
from tui.screens.new_game import NewGameScreen


def _read(app: DiceApp) -> set[str]:
    return {path for path, _ in app.stylesheet.source}


async def test_the_menu_is_drawn_without_the_other_screens_rules(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert str(DiceApp.SCREENS_CSS) not in _read(app)
        assert app.query_one("#menu-box").styles.width is not None  # app.tcss's rules hold


async def test_the_first_other_screen_brings_its_rules_before_it_is_drawn(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        assert str(DiceApp.SCREENS_CSS) in _read(app)
        row = app.screen.query(".form-row").first()
        assert row.styles.margin.bottom == 1  # screens.tcss: .form-row { margin-bottom: 1 }
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert app.query_one("#menu-box").region.width == 56  # the menu's own rules still hold


async def test_a_game_opened_from_the_command_line_has_the_games_rules(save_root):
    session = new_session(save_root, "dize", "Ann", seed=3, zombies=4)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        header = app.screen.query_one("#game-header")
        assert header.styles.dock == "top" and header.region.height == 1  # screens.tcss: #game-header
