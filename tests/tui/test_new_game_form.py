"""The new-game form: seats named like the CLI's, focus on the new seat, level names,
the last table remembered (read defensively), open lists that push the form down."""

from __future__ import annotations

import json

import pytest
from textual.widgets import Input, Select

from tests.tui.helpers import app_with, settle
from tui.screens.new_game import NewGameScreen


async def open_form(pilot, app):
    await pilot.press("n")
    await settle(pilot)
    assert isinstance(app.screen, NewGameScreen) and app.screen.query("#game")
    return app.screen


def seats(form) -> list[tuple[str, str]]:
    form._read_seats()
    return list(form.seats)


async def test_a_new_table_seats_the_login_name_then_the_strongest_bot(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, app)
        assert seats(form) == [("sam", "human"), ("Expert bot", "expert")]


async def test_an_added_seat_has_focus_and_a_bot_name_like_the_clis(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, app)
        await pilot.press("f2")
        await settle(pilot)
        assert app.focused is form.query_one("#name-2", Input)
        assert seats(form)[2] == ("Cautious bot", "cautious")
        await pilot.press("f2")
        await settle(pilot)
        assert seats(form)[3] == ("Cautious bot 2", "cautious")
        assert app.focused is form.query_one("#name-3", Input)


async def test_turning_a_made_up_seat_into_another_bot_renames_it_but_a_typed_name_stays(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, app)
        await pilot.press("f2")
        await settle(pilot)
        form.query_one("#kind-2", Select).value = "expert"
        await settle(pilot)
        assert seats(form)[2] == ("Expert bot 2", "expert")
        form.query_one("#name-1", Input).value = "Dalek Sec"
        form.query_one("#kind-1", Select).value = "cautious"
        await settle(pilot)
        assert seats(form)[1] == ("Dalek Sec", "cautious")


async def test_dizzle_levels_are_listed_with_their_names(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, app)
        form.query_one("#game", Select).value = "dizzle"
        await settle(pilot)
        level = form.query_one("#opt-level", Select)
        labels = [str(prompt) for prompt, _ in level._options]
        assert "1: Garden Path" in labels and "4: Three Islands" in labels


async def test_the_form_remembers_the_last_table(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, app)
        form.query_one("#game", Select).value = "dizzle"
        await settle(pilot)
        await pilot.press("f2")
        await settle(pilot)
        form.query_one("#name-1", Input).value = "Rose"
        form.query_one("#kind-1", Select).value = "human"
        form.query_one("#opt-level", Select).value = 3
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, app)
        assert form.game == "dizzle"
        assert seats(form) == [("sam", "human"), ("Rose", "human")]
        assert form.query_one("#opt-level", Select).value == 3


@pytest.mark.parametrize(
    "stored",
    [
        "not json at all",
        json.dumps(
            {"new-game": {"game": "dizzle", "tables": {"dizzle": {"seats": [{"name": "A\x1b[31m", "kind": "human"}]}}}}
        ),
        json.dumps(
            {"new-game": {"game": "dizzle", "tables": {"dizzle": {"seats": [{"name": "A", "kind": "genius"}]}}}}
        ),
        json.dumps({"new-game": {"game": "dizzle", "tables": {"dizzle": {"seats": [], "options": {"level": 99}}}}}),
        json.dumps({"new-game": {"game": "chess", "tables": "x"}}),
    ],
)
async def test_a_remembered_table_that_does_not_fit_gives_the_defaults(save_root, stored):
    save_root.mkdir(parents=True)
    (save_root / "records.json").write_text(stored)
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, app)
        assert seats(form)[0] == ("sam", "human")
        for option in form.rules.options:
            assert form.query_one(f"#opt-{option.name}", Select).value == option.default


async def test_an_open_list_is_framed_and_pushes_the_next_row_down(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, app)
        below = form.query_one("#name-0", Input)
        before = below.region.y
        form.query_one("#game", Select).focus()
        await pilot.press("enter")
        await settle(pilot)
        overlay = form.query_one("#game").query_one("SelectOverlay")
        assert overlay.region.height >= 6  # four games and a frame
        assert overlay.styles.border_top[0] != ""
        assert below.region.y >= overlay.region.bottom
        assert below.region.y > before


@pytest.mark.parametrize(
    "login, seated", [("ann", "ann"), ("a,b", "You"), ("bot:greedy", "You"), ("x" * 25, "You"), ("\x1b[2J", "You")]
)
def test_the_login_name_seats_first_when_it_can_be_a_name(monkeypatch, login, seated):
    import getpass

    from tui.login import login_name, seat_you

    monkeypatch.setattr(getpass, "getuser", lambda: login)
    assert login_name() == seated
    assert seat_you("You,bot:optimal") == f"{seated},bot:optimal"


async def test_25_to_dice_mode_follows_the_seats_and_a_chosen_mode_survives_a_rebuild(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, app)
        form.query_one("#game", Select).value = "25-to-dice"
        await settle(pilot)
        mode = lambda: form.query_one("#opt-mode", Select).value  # noqa: E731
        assert len(seats(form)) == 1 and mode() == "solo"
        await pilot.press("f2")  # a second player: solo cannot seat two, co-op can
        await settle(pilot)
        assert len(seats(form)) == 2 and mode() == "coop"
        await pilot.press("f3")  # back to one: co-op cannot, solo can
        await settle(pilot)
        assert len(seats(form)) == 1 and mode() == "solo"
        await pilot.press("f2")
        await settle(pilot)
        form.query_one("#opt-mode", Select).value = "competitive"
        await pilot.press("f2", "f3", "f3")  # the chosen mode seats one to six: it stays
        await settle(pilot)
        assert len(seats(form)) == 1 and mode() == "competitive"
        form.query_one("#start").press()
        await settle(pilot)
        assert not isinstance(app.screen, NewGameScreen)  # the game started


@pytest.mark.parametrize("between", [[], ["escape"]])
async def test_a_second_start_from_the_form_already_left_starts_nothing(save_root, between):
    """Quick hands (a click on Start, then Enter, as the random mouse test found): the
    second Start reached the form after it had given way to the game. It made a second
    save and popped the game; after Esc it popped the last screen and the app stopped."""
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, app)
        form.action_start()
        await settle(pilot)
        game = app.screen
        assert not isinstance(game, NewGameScreen)
        await pilot.press(*between)
        form.action_start()  # the stale one
        await settle(pilot)
        assert app.return_code is None
        assert len(list(save_root.glob("dalek-dice-*.json"))) == 1
        if not between:
            assert app.screen is game
