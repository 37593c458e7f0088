"""Hot seat: with the setting on, the next person's turn is covered by "Pass to NAME"
until Enter; off, or with a bot between the same person's turns, nothing covers it. The
menu's entry turns it on and off, and says which."""

from __future__ import annotations

import pytest

from saves.settings import load_settings, save_setting
from tests.tui.helpers import app_with, new_session, settle
from tests.tui.test_dalek_dice_screen import human_move
from tui.screens.menu import MenuScreen
from tui.screens.pass_keyboard import PassScreen
from tui.screens.pass_setting import ON, SETTING


async def first_turn_played(pilot, screen) -> None:
    """Ann plays her first turn by keys, until the turn number moves on."""
    for _ in range(40):
        if screen.state.turn != 1 or not screen.is_current:
            return
        await human_move(pilot, screen)
        await settle(pilot)


@pytest.mark.parametrize("setting", [ON, "off"])
async def test_the_next_person_turn_is_covered_until_enter_when_asked_for(save_root, setting):
    save_setting(save_root, SETTING, setting)
    app = app_with(save_root, new_session(save_root, "dalek-dice", "Ann,Bob", seed=11))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await first_turn_played(pilot, screen)
        assert screen.state.seat == 1
        if setting != ON:
            assert app.screen is screen
            return
        assert isinstance(app.screen, PassScreen) and app.screen.name_to == "Bob"
        rolls = screen.state.rolls
        await pilot.press("r")  # no key but Enter shows Bob's turn, nor plays in it
        await settle(pilot)
        assert isinstance(app.screen, PassScreen) and screen.state.rolls == rolls
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen


async def test_the_same_person_after_a_bot_is_not_asked_to_pass(save_root):
    save_setting(save_root, SETTING, ON)
    app = app_with(save_root, new_session(save_root, "dalek-dice", "Ann,bot:cautious", seed=11))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await first_turn_played(pilot, screen)
        await settle(pilot)
        assert screen.state.seat == 0 and screen.state.turn == 3  # the bot played its turn
        assert app.screen is screen


async def test_the_menu_turns_the_pause_on_and_off_and_says_so(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        options = menu.query_one("#menu-options")
        assert str(options.get_option("pass").prompt).endswith(": off")
        menu.action_choose("pass")
        await settle(pilot)
        assert load_settings(save_root)[SETTING] == ON
        assert str(options.get_option("pass").prompt).endswith(": on")
        menu.action_choose("pass")
        assert load_settings(save_root)[SETTING] == "off"
