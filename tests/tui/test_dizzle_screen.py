"""Pilot flows of the Dizzle screen, by keys only: solo to the end, against a bot, undo, resume."""

from __future__ import annotations

import pytest

from core.dizzle import (
    RULES,
    ChoosePlanet,
    Pass,
    PlaceDie,
    Reroll,
    ReturnDie,
    RollExtraDice,
    RollOffer,
    parse_level,
)
from saves.session import GameSession
from tests.tui.helpers import app_with, new_session, settle
from tui.games.dizzle.offer import DizzleOffer
from tui.games.dizzle.screen import DizzleScreen
from tui.games.dizzle.sheet import DizzleSheet
from tui.screens.end import EndScreen

KEY_OF = {RollOffer: "r", RollExtraDice: "r", Reroll: "r", Pass: "p"}


async def walk_to(pilot, screen: DizzleScreen, target: tuple[int, int]) -> None:
    """Arrow keys (and hjkl every other step) until the cursor is on `target`."""
    for step in range(60):
        row, col = screen.cursor
        if (row, col) == target:
            return
        if col != target[1]:
            key = ("right", "l") if col < target[1] else ("left", "h")
        else:
            key = ("down", "j") if row < target[0] else ("up", "k")
        await pilot.press(key[step % 2])
    raise AssertionError(f"the cursor never reached {target}, stuck on {screen.cursor}")


async def play_like_the_bot(pilot, screen: DizzleScreen) -> None:
    """The greedy bot's choice for the human to act, entered by keys as a player would."""
    command = RULES.bot_command(screen.state, "greedy")
    if isinstance(command, (PlaceDie, ReturnDie, ChoosePlanet)):
        if isinstance(command, PlaceDie):
            await pilot.press(str(screen.state.offer[command.die]))  # the cursor jumps to a field for it
        await walk_to(pilot, screen, command.at)
        await pilot.press("enter")
    else:
        await pilot.press(KEY_OF[type(command)])


def bot_alone(session) -> list[int]:
    """The same game played by the greedy bot straight on the core, for comparison."""
    state = RULES.start(session.setup)
    while not RULES.is_over(state):
        for event in RULES.decide(state, RULES.bot_command(state, "greedy")):
            state = RULES.evolve(state, event)
    return RULES.scores(state)


@pytest.mark.slow
@pytest.mark.long
async def test_a_solo_game_by_keys_only_reaches_the_stars(save_root):
    session = new_session(save_root, "dizzle", "Ann", seed=21, level=1)
    expected = bot_alone(session)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(400):
            if session.is_over:
                await settle(pilot)
                break
            await play_like_the_bot(pilot, app.screen)
        assert isinstance(app.screen, EndScreen)
        text = "\n".join(app.screen.lines)
        assert "star" in text and "arrows" in text
        assert RULES.scores(session.state) == expected, "the keys made exactly the bot's moves"
        total = next(line for line in text.splitlines() if line.startswith("total"))
        assert total.split() == ["total", str(expected[0])]
        await pilot.press("l")  # look at the final sheet
        await settle(pilot)
        assert isinstance(app.screen, DizzleScreen)
        assert "game over" in app.screen.header_text()


async def test_human_and_greedy_bot_play_a_whole_round(save_root):
    session = new_session(save_root, "dizzle", "Ann,bot:greedy", seed=4, level=2)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        for _ in range(200):
            await settle(pilot)
            if screen.state.round > 1:
                break
            if not screen.bot_to_move():
                assert screen.viewing == 0, "a human about to act sees their own sheet"
                await play_like_the_bot(pilot, screen)
        assert screen.state.round == 2
        players = {event.player for event in screen.session.events if type(event).__name__ == "DiePlaced"}
        assert players == {0, 1}
        assert str(screen.query_one("#players").render()).count("\n") >= 2
        await pilot.press("tab")
        assert screen.viewing == 1
        assert screen.query_one(DizzleSheet).border_title == "Greedy bot's sheet"


async def test_undo_takes_a_solo_die_back_until_the_extra_dice_roll(save_root):
    session = new_session(save_root, "dizzle", "Ann", seed=8, level=1)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await pilot.press("r")
        offer = screen.state.offer
        assert not screen.check_action("undo", ())
        await pilot.press("enter")
        assert screen.state.phase == "extra" and len(screen.state.offer) == len(offer) - 1
        assert screen.check_action("undo", ()) and screen.check_action("extra", ())
        await pilot.press("u")
        assert screen.state.phase == "place" and screen.state.offer == offer
        assert not screen.state.sheets[0].dice
        await pilot.press("enter", "r")
        assert screen.state.phase in ("place", "roll")
        assert not screen.check_action("undo", ())


async def test_quitting_then_resuming_shows_the_same_sheet(save_root):
    session = new_session(save_root, "dizzle", "Ann", seed=5, level=3)
    path = session.path
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "enter", "r", "enter")
        before = app.screen.state
        placed = app.screen.query_one(DizzleSheet).view.dice
        assert len(placed) == 2
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, DizzleScreen)
    resumed = GameSession.open(path)
    assert resumed.state == before
    app = app_with(save_root, resumed)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.screen.query_one(DizzleSheet).view.dice == placed
        assert app.screen.query_one(DizzleOffer).dice == before.offer


async def test_keys_that_do_not_apply_change_nothing_and_say_why(save_root):
    session = new_session(save_root, "dizzle", "Ann", seed=3, level=1)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = app.screen
        await pilot.press("p", "u", "1")  # nothing to pass, undo or choose before the roll
        assert not screen.session.events
        await pilot.press("enter")  # the only thing to do: roll
        assert screen.state.phase == "place"
        missing = next(value for value in range(1, 7) if value not in screen.state.offer)
        events = len(screen.session.events)
        await pilot.press(str(missing))
        assert len(screen.session.events) == events
        assert any(f"no {missing} in the offer" in n.message for n in app._notifications)
        target = next(iter(screen.query_one(DizzleSheet).view.targets))
        assert screen.cursor == target, "the cursor waits on a field the chosen die fits"
        crossed = next(iter(screen.query_one(DizzleSheet).view.crossed))
        await walk_to(pilot, screen, crossed)
        await pilot.press("enter")
        assert len(screen.session.events) == events
        assert screen.state.phase == "place"


async def test_footer_offers_pass_and_reroll_only_when_no_die_fits(save_root):
    session = new_session(save_root, "dizzle", "Ann", seed=5, level=1)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await pilot.press("r")
        assert screen.legal_actions() >= {"place", "pick"}
        assert not screen.check_action("pass", ()) and not screen.check_action("reroll", ())
        assert not screen.check_action("look", ()), "solo has no other sheet to look at"
        for _ in range(60):
            if screen.state.phase == "place" and not screen._fits():
                break
            await pilot.press("enter" if screen.state.phase == "place" else "r")
        assert screen.check_action("pass", ()) and screen.check_action("reroll", ())
        assert screen.query_one(DizzleSheet).view.playable == frozenset()
        await pilot.press("g")
        assert screen.query_one("#legend-box").display and not screen.query_one("#log").display
        await pilot.press("g")
        assert not screen.query_one("#legend-box").display and screen.query_one("#log").display


async def test_a_custom_twelve_by_twelve_level_fits_80x24(save_root, tmp_path):
    rows = []
    for r in range(12):
        rows.append(" ".join("X" if (r, c) in ((0, 0), (11, 11)) else str((r + 2 * c) % 6 + 1) for c in range(12)))
    level = parse_level(
        '{{"name": "Big Square", "grid": {}, "arrows": [{{"row": 12, "points": 20}}, {{"column": "L", "points": 20}}],'
        ' "specials": [{{"kind": "gem", "at": "L1", "points": 3}}],'
        ' "rating": [{{"min_score": 0, "stars": 1, "verdict": "Played."}}]}}'.format(str(rows).replace("'", '"'))
    )
    session = new_session(save_root, "dizzle", "Ann,Bob", seed=2, level_data=level)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await settle(pilot)
        sheet = app.screen.query_one(DizzleSheet)
        assert sheet.size.height == 12 + 2
        assert sheet.size.width >= sheet.get_content_width(sheet.size, sheet.size)
        assert sheet.region.right <= 80 and sheet.region.bottom <= 23
        prompt = app.screen.query_one("#prompt")
        assert prompt.region.height >= 2 and prompt.region.bottom <= 23
        side = app.screen.query_one("#dizzle-side")
        assert side.region.width >= 20



def test_arrows_marked_done_pay_exactly_the_rows_and_columns_score(save_root):
    from core.dizzle import score_breakdown
    from tui.games.dizzle.view import sheet_view

    session = new_session(save_root, "dizzle", "bot:greedy,bot:greedy,bot:greedy", seed=9, level=1)
    state = session.state
    while not RULES.is_over(state):
        for event in RULES.decide(state, RULES.bot_command(state, "greedy")):
            state = RULES.evolve(state, event)
    points = {arrow.label: arrow.points for arrow in state.setup.level.arrows}
    marks = []
    for seat in range(3):
        lines = dict(sheet_view(state, seat, False, {}, None, (0, 0)).lines)
        marks += lines.values()
        paid = sum(points[label] for label, mark in lines.items() if mark == "done")
        assert paid == score_breakdown(state, seat)["rows and columns"]
    assert "spoiled" in marks and "done" in marks


async def test_a_bot_playing_alone_is_named_not_called_you(save_root):
    from tui.pace import Pace

    session = new_session(save_root, "dizzle", "bot:greedy", seed=8, level=1)
    app = app_with(save_root, session)
    app.pace = Pace(bot=600.0)  # the bot waits: the screen as a watcher sees it
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, DizzleScreen)
        assert screen.query_one(DizzleSheet).border_title == "Greedy bot's sheet"
        assert "Greedy bot's score" in str(screen.query_one("#score").border_title)


async def test_a_number_pressed_again_visits_every_field_it_fits_in_reading_order(save_root):
    session = new_session(save_root, "dizzle", "Ann", seed=8, level=1)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await pilot.press("r")
        fits = screen._fits()
        value = max(fits, key=lambda number: len(fits[number]))
        assert len(fits[value]) >= 2, "this seed's offer has a number that fits more than one field"
        await pilot.press(str(value))
        visited = [screen.cursor]
        for _ in range(len(fits[value])):
            await pilot.press(str(value))
            visited.append(screen.cursor)
        assert set(visited) == set(fits[value]), "every field the number fits, and only those"
        assert visited[-1] == visited[0], "after the last field, the first again"
        cycle = sorted(fits[value])
        start = cycle.index(visited[0])
        assert visited[:-1] == cycle[start:] + cycle[:start], "in reading order"


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("players", ["Ann", "You,bot:greedy"])
async def test_every_panel_title_starts_with_a_capital_as_the_others_do(save_root, language, players):
    """"tu hoja" beside "Tu puntuación" and "Oferta": a title is a title in every panel."""
    from tui import i18n

    i18n.use(language)
    session = new_session(save_root, "dizzle", players, seed=8, level=1)
    app = app_with(save_root, session)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            titles = [str(widget.border_title) for widget in app.screen.query("*") if widget.border_title]
            assert titles and all(title[0].isupper() for title in titles), titles
    finally:
        i18n.use("en")
