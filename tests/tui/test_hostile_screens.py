"""Text is text on every screen: the hostile-strings corpus (tests/hostile.py) pushed through
the menu, Load game, the new-game and new-campaign forms, each game's screen and end
dialog, and the campaign screens. Names show exactly as typed; none crashes a screen or
becomes a click; control characters from a file reach the terminal only as stand-ins."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from core.game import PlayerSpec
from core.games import rules_for
from core.text import as_typed, text_flaw
from saves.store import encode, new_save_path
from tests.hostile import FORBIDDEN, REFUSED, SHOWN
from tests.tui.helpers import app_with, settle
from tui.screens.end import EndScreen

#: planted in files only: an unpaired surrogate cannot even be written as UTF-8
PLANTED = [text for text in REFUSED if "\udcff" not in text]
OPTIONS = {"dizzle": {"level": 1}, "25-to-dice": {"mode": "competitive"}}


def screen_text(app) -> str:
    """Every character the current screen would send to the terminal."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def assert_clean(text: str) -> None:
    found = FORBIDDEN & set(text.replace("\n", ""))
    assert not found, f"control characters reached the screen: {sorted(map(hex, map(ord, found)))}"


def notes(app) -> list[str]:
    """The notifications raised so far, as the app made them (control characters swapped)."""
    messages = [note.message for note in app._notifications]
    assert_clean("".join(messages))
    return messages


def brink_save(root: Path, game: str, names: list[str], seed: int = 5) -> Path:
    """A save of bots one command short of the game's end, written in one go."""
    rules = rules_for(game)
    players = [PlayerSpec(name=f"Seat {n}", bot=rules.bots[0]) for n in range(len(names))]
    setup = rules.make_setup(players, seed, **OPTIONS.get(game, {}))
    state, events = rules.start(setup), []
    while True:
        seat = rules.current_player(state)
        command = rules.bot_command(state, setup.players[seat].bot)
        step = rules.decide(state, command)
        after = state
        for event in step:
            after = rules.evolve(after, event)
        if rules.is_over(after):
            break
        state, events = after, [*events, *step]
    now = datetime.now(UTC)
    path = new_save_path(root, game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(encode(game, setup, events, now, now, rules=rules))
    plant(path, names)
    return path


def plant(path: Path, names: list[str]) -> None:
    """Put names into a save as an old version or a hand edit could have."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for seat, name in zip(data["setup"]["players"], names):
        seat["name"] = name
    path.write_text(json.dumps(data), encoding="utf-8")


async def play_to_the_end(root: Path, path: Path) -> tuple[str, str]:
    """Open the save from the menu (Continue), let the last bot move; both screens' text."""
    app = app_with(root)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(40):
            await settle(pilot)
            if app.screen.query("#menu-options") and app.screen.latest is not None:
                break
        menu = screen_text(app)
        await pilot.press("c")
        for _ in range(20):
            await settle(pilot)
            if getattr(app.screen, "session", None) is not None:
                break
        game = screen_text(app)
        for _ in range(40):
            await settle(pilot)
            if isinstance(app.screen, EndScreen):
                break
        assert isinstance(app.screen, EndScreen)
        return menu + game, screen_text(app)


GAMES = [
    ("dalek-dice", list(SHOWN[:6])),
    ("25-to-dice", list(SHOWN[3:])),
    ("dizzle", list(SHOWN[:4])),
    ("dize", [SHOWN[1]]),
]


@pytest.mark.parametrize("game, names", GAMES, ids=[game for game, _ in GAMES])
async def test_every_game_shows_its_players_names_as_typed(save_root, game, names):
    path = brink_save(save_root, game, names)
    during, end = await play_to_the_end(save_root, path)
    for name in names:  # a narrow column may cut a name (to 9 and …: Dizzle's results), never turn it into markup
        assert name[:9] in during + end, f"{name!r} is not shown as typed"
    assert "[@click" not in names or "[@click=app.quit]x" in during + end


@pytest.mark.parametrize("game, count", [("dalek-dice", 6), ("25-to-dice", 6), ("dizzle", 4), ("dize", 1)])
async def test_control_characters_in_a_saved_name_reach_the_screen_only_as_stand_ins(save_root, game, count):
    path = brink_save(save_root, game, PLANTED[:count] if count > 1 else ["a\x1b[2J"])
    during, end = await play_to_the_end(save_root, path)
    assert_clean(during)
    assert_clean(end)
    assert "\u241b" in during + end  # ␛ shows where an ESC was


async def test_load_game_lists_hostile_names_literally(save_root):
    brink_save(save_root, "dalek-dice", ["[/x]", "[AFK] Bob"], seed=1)
    brink_save(save_root, "dalek-dice", PLANTED[:6], seed=2)
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("l")
        for _ in range(20):
            await settle(pilot)
            if getattr(app.screen, "infos", None):
                break
        for row in range(2):
            await pilot.press("down" if row else "home")
            await settle(pilot)
            text = screen_text(app)
            assert_clean(text)
        assert "[/x], [AFK] Bob" in text or "[/x], [AFK] Bob" in screen_text(app)
        await pilot.press("d")  # the delete question quotes the names too
        await settle(pilot)
        assert_clean(screen_text(app))


async def paste(pilot, field, text: str) -> None:
    """Paste into a text field as a terminal does (a person cannot type ESC as a letter)."""
    from textual import events

    field.value = ""
    field.post_message(events.Paste(text))
    await settle(pilot)


@pytest.mark.parametrize("name", [*SHOWN, *REFUSED])
async def test_the_new_game_form_seats_plain_text_and_refuses_control_characters(save_root, name):
    from textual.widgets import Input

    from tui.screens.new_game import NewGameScreen

    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await app.push_screen(NewGameScreen("dalek-dice"))
        await settle(pilot)
        field = app.screen.query_one("#name-0", Input)
        await paste(pilot, field, name)
        assert field.value == name if name in SHOWN else text_flaw(field.value) is None
        assert_clean(screen_text(app))
        if name in REFUSED:  # had it got in anyway, Start would refuse it with the reason
            field.value = name
            await pilot.press("ctrl+s")
            await settle(pilot)
            assert isinstance(app.screen, NewGameScreen)
            assert any(REFUSED[name] in message for message in notes(app))
            return
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.screen.session.setup.players[0].name == as_typed(name)
        assert as_typed(name) in screen_text(app)


@pytest.mark.parametrize("name", [*SHOWN, *REFUSED])
async def test_the_new_campaign_form_takes_plain_text_and_refuses_control_characters(save_root, name):
    from textual.widgets import Input

    from tui.campaign.new import NewCampaignScreen

    app = app_with(save_root)
    results = []
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await app.push_screen(NewCampaignScreen(), results.append)
        await settle(pilot)
        field = app.screen.query_one("#campaign-name", Input)
        await paste(pilot, field, name)
        assert field.value == name if name in SHOWN else text_flaw(field.value) is None
        assert_clean(screen_text(app))
        if name in REFUSED:
            field.value = name
        await pilot.press("ctrl+s")
        await settle(pilot)
        if name in REFUSED:
            assert not results and REFUSED[name] in screen_text(app)
        else:
            assert results and results[0].setup.name == as_typed(name)
            results[0].close()


@pytest.mark.parametrize("name", ["[/x] [AFK] Bob", "Ann\x1b]0;pwned\x07\u202e"])
async def test_the_campaign_screens_show_a_campaign_name_as_text(save_root, name):
    from saves.campaign_session import CampaignSession
    from tui.campaign.screen import CampaignScreen

    session = CampaignSession.create(save_root, "Ann", 7)
    session.close()
    data = json.loads(session.path.read_text(encoding="utf-8"))
    data["setup"]["name"] = name
    session.path.write_text(json.dumps(data), encoding="utf-8")
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await app.push_screen(CampaignScreen(path=session.path))
        await settle(pilot)
        text = screen_text(app)
        assert_clean(text)
        assert ("[/x] [AFK] Bob" in text) == (name == "[/x] [AFK] Bob")
        await pilot.press("c")  # the list of campaigns
        await settle(pilot)
        assert_clean(screen_text(app))
