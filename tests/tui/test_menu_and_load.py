"""Menu, Continue, Load game (with a damaged save and deletion), Rules, the size guard."""

from __future__ import annotations

from tests.tui.helpers import app_with, new_session, settle
from tui.games.dalek_dice.screen import DalekDiceScreen
from tui.screens.confirm import ConfirmScreen
from tui.screens.load import LoadScreen
from tui.screens.menu import MenuScreen
from tui.screens.rules import RulesScreen
from tui.screens.too_small import TooSmallScreen


async def test_continue_resumes_the_latest_unfinished_game(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=4)
    session.apply(session.rules.legal_commands(session.state)[0])
    state = session.state
    session.close()
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen) and app.screen.latest is not None
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, DalekDiceScreen)
        assert app.screen.state == state


async def test_a_damaged_save_is_listed_with_its_reason_and_cannot_be_opened(save_root):
    save_root.mkdir(parents=True)
    broken = save_root / "broken.json"
    broken.write_text('{"format": "dice-tui-save", "version": 2')
    before = broken.read_bytes()
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen) and app.screen.infos
        screen = app.screen
        assert screen.infos[0].status == "damaged" and "not JSON" in screen.infos[0].reason
        assert screen.check_action("open", ()) is False
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
    assert broken.read_bytes() == before


async def test_deleting_asks_first_and_keep_keeps_the_file(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=4)
    path = session.path
    session.close()
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen) and app.screen.infos
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await settle(pilot)
        assert path.exists()
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
        assert not path.exists()


async def test_rules_pages_switch_with_the_arrows(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("right")
        await settle(pilot)
        assert app.screen.page == "dizzle"


async def test_a_small_terminal_shows_a_notice_until_it_grows(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(60, 20)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)


async def test_a_notice_buried_under_a_game_goes_once_the_terminal_grew(save_root):
    """A game opened from the command line in a small terminal lands over the notice; grown,
    then left, the game gives way to the menu, not to the notice."""
    from tests.tui.helpers import new_session
    from tui.screens.game_base import GameScreen

    app = app_with(save_root, new_session(save_root, "dize", "Ann", seed=1))
    async with app.run_test(size=(60, 20)) as pilot:
        await settle(pilot)
        assert any(isinstance(screen, TooSmallScreen) for screen in app.screen_stack)
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert not any(isinstance(screen, TooSmallScreen) for screen in app.screen_stack)


async def test_the_rules_text_scrolls_from_the_keyboard(save_root):
    from textual.widgets import MarkdownViewer

    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, RulesScreen)
        viewer = app.screen.query_one(MarkdownViewer)
        await settle(pilot)
        assert viewer.max_scroll_y > 0
        await pilot.press("pagedown")
        await settle(pilot)
        assert viewer.scroll_y > 0
        await pilot.press("home")
        await settle(pilot)
        assert viewer.scroll_y == 0


async def test_a_returning_player_finds_continue_highlighted_and_its_label_fits(save_root):
    from textual.widgets import OptionList

    session = new_session(save_root, "dalek-dice", "Annabelle Longname,Bartholomew Longer,bot:optimal", seed=4)
    session.close()
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen) and app.screen.latest is not None
        options = app.screen.query_one("#menu-options", OptionList)
        highlighted = options.get_option_at_index(options.highlighted)
        assert highlighted.id == "continue"
        label = str(highlighted.prompt)
        assert label.startswith("Continue: Dalek Dice") and label.endswith("…")
        assert options.content_region.width >= len(label)


async def test_a_fresh_menu_highlights_new_game(save_root):
    from textual.widgets import OptionList

    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        options = app.screen.query_one("#menu-options", OptionList)
        assert options.get_option_at_index(options.highlighted).id == "new"


async def test_the_load_screens_state_column_is_never_cut(save_root):
    from textual.widgets import DataTable

    in_use = new_session(save_root, "dalek-dice", "Ann,Bob", seed=4)  # held open: in use
    app = app_with(save_root)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("l")
            await settle(pilot)
            assert isinstance(app.screen, LoadScreen) and app.screen.infos
            table = app.screen.query_one("#saves", DataTable)
            state_column = table.ordered_columns[-1]
            cell = str(table.get_row_at(0)[-1])
            assert "in use" in cell and len(cell) <= state_column.width
            assert "another dice-tui" in str(app.screen.query_one("#load-status").render())
    finally:
        in_use.close()
