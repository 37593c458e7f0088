"""A fifth game joins through each layer's registry alone (docs/adding-a-game.md): tests/pig.

Pig is registered with `core.games.register` (its rules), `tui.games.registry.register`
(its screen and rules page) and `sheets.registry.register` (its sheet), the path every
game takes, and is then offered by the command line (`new`, `bots`, `sheet`), the menu,
the new-game form, the rules tabs and Print sheets, none of which names it.
"""

from __future__ import annotations

import json

import pytest
from textual.widgets import Select, Static, Tabs

import core.games
import sheets.registry
import tui.app
import tui.games.registry
from tests.pig.descriptor import GAME
from tests.pig.layers import SHEET, VIEW
from tests.tui.helpers import app_with, settle
from tests.tui.test_cli import run_cli
from tui.door import open_session


@pytest.fixture
def pig():
    core.games.register(GAME)
    tui.games.registry.register(GAME.id, VIEW)
    sheets.registry.register(GAME.id, SHEET)
    yield GAME
    sheets.registry.unregister(GAME.id)
    tui.games.registry.unregister(GAME.id)
    core.games.unregister(GAME.id)


@pytest.fixture
def opened(monkeypatch):
    """Stand in for `run_app`: open the session the command line asked for, keep it."""
    sessions = []

    def fake(root, start):
        sessions.append(open_session(start))
        return 0

    monkeypatch.setattr(tui.app, "run_app", fake)
    return sessions


def test_dice_tui_new_pig_starts_a_game_with_its_own_option(pig, opened, save_root, capsys):
    code, _, err = run_cli(capsys, "new", "pig", "--players", "Ann,bot:hold20", "--seed", "3", "--target", "20")
    assert (code, err) == (0, "")
    [session] = opened
    assert session.rules.id == "pig" and session.setup.target == 20
    assert [p.name for p in session.setup.players] == ["Ann", "Hold20 bot"]
    session.close()


def test_another_games_flag_is_refused_for_pig_and_pig_s_for_another(pig, opened, save_root, capsys):
    code, _, err = run_cli(capsys, "new", "pig", "--zombies", "4")
    assert code == 2 and "--zombies does not apply to Pig" in err
    code, _, err = run_cli(capsys, "new", "dize", "--target", "20")
    assert code == 2 and "--target does not apply to diZe" in err
    code, _, err = run_cli(capsys, "new", "pig", "--target", "30")
    assert code == 2 and "--target must be one of 20, 50, 100, not 30" in err
    assert opened == []


def test_dice_tui_bots_pig_plays_its_bot(pig, capsys):
    code, out, _ = run_cli(capsys, "bots", "pig", "--games", "4", "--seed", "1", "--target", "20", "--json")
    assert code == 0
    [row] = json.loads(out)
    assert row["bot"] == "hold20" and row["games"] == 4 and 0 <= row["first_seat_wins"] <= 1


def test_dice_tui_sheet_pig_prints_its_pad(pig, tmp_path, capsys):
    target = tmp_path / "pig.pdf"
    code, out, err = run_cli(capsys, "sheet", "pig", "--players", "3", "-o", str(target))
    assert (code, err) == (0, "") and out == f"wrote {target}\n"
    assert target.read_bytes().startswith(b"%PDF")


async def test_a_pig_game_from_the_command_line_plays_on_its_screen(pig, opened, save_root, capsys):
    run_cli(capsys, "new", "pig", "--players", "Ann,bot:hold20", "--seed", "3", "--target", "20")
    [session] = opened
    async with app_with(save_root, session).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = pilot.app.screen
        assert type(screen).__name__ == "PigScreen"
        rolls = len(session.events)
        await pilot.press("r")
        await settle(pilot)
        assert len(session.events) > rolls  # the roll is saved as it is played
        while not session.is_over and session.state.seat == 0:
            await pilot.press("h" if session.state.turn_total >= 6 else "r")
            await settle(pilot)
        assert session.events[-1].type in ("pig_rolled", "pig_held", "pig_won")
        table = str(screen.query_one("#pig-table", Static).render())
        assert "Ann:" in table and "Hold20 bot:" in table


async def test_the_menu_form_and_rules_offer_pig_from_its_descriptor(pig, save_root):
    from tui.screens.new_game import NewGameScreen
    from tui.screens.rules import RulesScreen

    async with app_with(save_root).run_test(size=(80, 24)) as pilot:
        assert "Pig" in str(pilot.app.screen.query_one("#menu-subtitle", Static).render())
        pilot.app.push_screen(NewGameScreen("pig"))
        await settle(pilot)
        assert pilot.app.screen.query_one("#opt-target", Select).value == 50
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert type(pilot.app.screen).__name__ == "PigScreen"
        pilot.app.push_screen(RulesScreen("pig"))
        await settle(pilot)
        tabs = pilot.app.screen.query_one(Tabs)
        assert tabs.active_tab is not None and str(tabs.active_tab.label) == "Pig"
