"""A screen's looks never depend on which screens were opened before it.

Textual reads every screen's stylesheet into one app-wide sheet, so a rule of one game
(`#sheet` in Dizzle's) can restyle a shared screen (Print sheets' "Sheet" field) once
that game has been opened. Here every game screen and the campaign are opened first,
then each shared screen is drawn and compared, cell by cell and style by style, with
the same screen in a fresh app over the same save folder.
"""

from __future__ import annotations

from collections.abc import Callable

import core.games
from tests.tui.helpers import app_with, new_session, settle
from tui.screens.menu import MenuScreen


def _shared_screens() -> dict[str, Callable[[], object]]:
    from tui.campaign.screen import CampaignScreen
    from tui.screens.load import LoadScreen
    from tui.screens.new_game import NewGameScreen
    from tui.screens.print_sheets import PrintSheetsScreen
    from tui.screens.rules import RulesScreen

    return {
        "new game": NewGameScreen,
        "load": LoadScreen,
        "print sheets": PrintSheetsScreen,
        "rules": RulesScreen,
        "campaign": CampaignScreen,
    }


GAMES = {game.id: game.default_players for game in core.games.GAMES.values()}  # every registered game


def drawing(app) -> list[list[tuple[str, str]]]:
    """Every cell's text and style of the screen on top (links and other meta dropped)."""
    rows = []
    for strip in app.screen._compositor.render_strips():
        rows.append([(segment.text, str(segment.style)) for segment in strip.simplify().discard_meta()])
    return rows


async def _draw_shared(app, pilot) -> dict[str, list]:
    drawn = {}
    await settle(pilot)
    drawn["menu"] = drawing(app)
    for name, make in _shared_screens().items():
        await app.push_screen(make())
        await settle(pilot)
        drawn[name] = drawing(app)
        while not isinstance(app.screen, MenuScreen):
            app.pop_screen()
            await settle(pilot)
    return drawn


def _first_difference(name: str, before: list, after: list) -> str:
    for y, (fresh, seen) in enumerate(zip(before, after)):
        if fresh != seen:
            text = "".join(text for text, _ in seen)
            return f"{name}: row {y} differs after the game screens were opened: {text!r}"
    return f"{name}: differs"


async def test_shared_screens_look_the_same_after_every_game_screen_was_opened(save_root):
    from tui.campaign.screen import CampaignScreen
    from tui.games.screens import screen_class

    sessions = [new_session(save_root, game, players, seed=7) for game, players in GAMES.items()]
    for session in sessions:
        session.close()
    worn = app_with(save_root)
    async with worn.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        from saves.session import GameSession

        for session in sessions:
            opened = GameSession.open(session.path)
            await worn.push_screen(screen_class(opened.rules.id)(opened))
            await settle(pilot)
            worn.pop_screen()
            await settle(pilot)
        await worn.push_screen(CampaignScreen())
        await settle(pilot)
        while not isinstance(worn.screen, MenuScreen):
            worn.pop_screen()
            await settle(pilot)
        seen = await _draw_shared(worn, pilot)
    fresh_app = app_with(save_root)
    async with fresh_app.run_test(size=(80, 24)) as pilot:
        fresh = await _draw_shared(fresh_app, pilot)
    for name, rows in fresh.items():
        assert seen[name] == rows, _first_difference(name, rows, seen[name])
