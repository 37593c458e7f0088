"""Players follow every turn (issue 23): what the bots did, the whole history from the
keyboard, the same rules in every game, and the small defects met on the way.

Pilot flows with chosen seeds, in both languages where words are involved."""

from __future__ import annotations

import pytest

from core.twenty_five.state import round_played
from tests.i18n.leaks import english_words
from tests.tui.helpers import app_with, new_session, settle
from tests.tui.screen_check import cropped, screen_lines
from tui import i18n
from tui.screens.confirm import ConfirmScreen
from tui.screens.end import EndScreen
from tui.widgets.game_log import GameLog

SIX = "Ann,bot:cautious,bot:optimal,bot:expert,bot:cautious,bot:optimal"
BOTS_EN = ("Cautious bot", "Optimal bot", "Expert bot", "Cautious bot 2", "Optimal bot 2")
BOTS_ES = ("Bot prudente", "Bot óptimo", "Bot experto", "Bot prudente 2", "Bot óptimo 2")


async def _first_turn_then_skip(pilot) -> None:
    """The issue's reproduction: r, tick every die, s, f."""
    await pilot.press("r")
    await settle(pilot)
    await pilot.press(*"1234567890")
    await pilot.press("s")
    await settle(pilot)
    if isinstance(pilot.app.screen, ConfirmScreen):
        await pilot.press("y")
        await settle(pilot)
    await pilot.press("f")
    await settle(pilot)


@pytest.mark.parametrize("language, bots, title", [("en", BOTS_EN, "While you waited"),
                                                    ("es", BOTS_ES, "Mientras tanto")])
async def test_after_f_every_bots_turn_is_named_on_screen(save_root, language, bots, title):
    i18n.use(language)
    session = new_session(save_root, "dalek-dice", SIX, seed=11)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _first_turn_then_skip(pilot)
        screen = app.screen
        log = screen.query_one(GameLog)
        assert log.border_title == title
        assert log.recap is not None and len(log.recap) == 5  # one line a turn
        text = "\n".join(screen_lines(app))
        for bot in bots:  # each turn, by its player's name, with its points, on screen at 80x24
            assert f"{bot} " in text or f"{bot}:" in text, (bot, text)
        assert "+24" in text and "+45" in text
        assert cropped(screen) == []
        if language == "es":
            assert english_words(text, ["Ann", *bots]) == []
        # the next key gives the log back and still does what it does
        await pilot.press("r")
        await settle(pilot)
        assert log.recap is None and log.border_title == ("Log" if language == "en" else "Registro")
        assert screen.state.phase == "keep"


async def test_dalek_dice_log_lines_name_who_rolled_and_kept(save_root):
    session = new_session(save_root, "dalek-dice", SIX, seed=11)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _first_turn_then_skip(pilot)
        entries = list(app.screen.query_one(GameLog).entries)
        assert entries[0].startswith("Ann rolls 10 dice:")
        rolls = [line for line in entries if " rolls " in line]
        assert {line.split(" rolls ")[0] for line in rolls} == {"Ann", *BOTS_EN}


async def test_the_log_scrolls_a_page_with_pageup_and_pagedown_shown_in_the_key_bar(save_root):
    session = new_session(save_root, "dalek-dice", SIX, seed=11)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _first_turn_then_skip(pilot)
        await pilot.press("r")  # the log again, at its bottom
        await settle(pilot)
        log = app.screen.query_one(GameLog)
        bottom = log.window
        assert bottom.start > 0 and bottom.stop == len(log.lines)
        await pilot.press("pageup")
        await settle(pilot)
        assert log.window.start < bottom.start
        await pilot.press("pagedown")
        await settle(pilot)
        assert log.window == bottom
        assert "pgup/pgdn Log" in screen_lines(app)[-1]


@pytest.mark.parametrize("game, players, options", [
    ("dizzle", "Ann,bot:greedy", {"level": 1}),
    ("dize", "Ann", {}),
    ("25-to-dice", "Ann", {"mode": "solo"}),
])
async def test_every_games_log_pages_from_the_keyboard(save_root, game, players, options):
    session = new_session(save_root, game, players, seed=4, **options)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert screen.check_action("log_page", (-1,))
        assert any(active.binding.key == "pageup" for active in screen.active_bindings.values()
                   if active.binding.show)  # fmt: skip


def test_the_end_table_shows_every_turns_score_within_the_dialog():
    from core.dalek_dice.events import TurnScored
    from tui.games.dalek_dice.words import turn_table

    names = ["Ann", "Cautious bot", "Optimal bot", "Expert bot", "Cautious bot 2", "Optimal bot 2"]
    events = [TurnScored(player=turn % 6, points=turn, reason="stopped") for turn in range(75)]
    lines = turn_table(events, names)
    assert max(len(line) for line in lines) <= 58
    assert all(any(line.startswith(name) for line in lines) for name in names)  # never cut
    shown = [int(value) for line in lines if line and not line.startswith("Round")
             for value in line[15:].split()]  # fmt: skip
    assert sorted(shown) == list(range(75))


async def test_dalek_dice_end_dialog_scrolls_through_every_turn(save_root):
    session = new_session(save_root, "dalek-dice", "bot:cautious,Ann", seed=5)
    from core.dalek_dice import Stop
    from core.dalek_dice.state import MUST_ROLL

    rules = session.rules
    while not rules.is_over(session.state):  # both seats play the cautious bot's moves
        command = rules.bot_command(session.state, "cautious")
        session.apply(command)
        assert session.state.phase != MUST_ROLL or not isinstance(command, Stop) or True
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.screen.show_end()
        await settle(pilot)
        end = app.screen
        assert isinstance(end, EndScreen)
        assert "Every turn's score:" in end.lines
        assert cropped(end) == [] or all("end-scroll" in problem or "end-text" in problem for problem in cropped(end))
        await pilot.press("pagedown")
        await settle(pilot)
        assert "PgUp/PgDn" in "\n".join(screen_lines(app)) or len(end.lines) <= 10


async def test_twenty_five_stop_right_after_the_roll_asks_first(save_root):
    session = new_session(save_root, "25-to-dice", "Ann", seed=3, mode="solo")
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")  # the guards move, then the inmate dice are rolled
        await settle(pilot)
        screen = app.screen
        dice = screen.state.sheets[0].dice
        assert dice
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await settle(pilot)
        assert screen.state.sheets[0].dice == dice  # nothing thrown away
        await pilot.press("s", "y")
        await settle(pilot)
        assert screen.state.sheets[0].dice == ()


async def test_dizzle_enter_on_another_sheet_is_offered_as_your_sheet(save_root):
    session = new_session(save_root, "dizzle", "Ann,Bob", seed=3, level=1)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await settle(pilot)
        screen = app.screen
        await pilot.press("tab")  # Bob's sheet: Enter goes back to Ann's
        await settle(pilot)
        bar = screen_lines(app)[-1]
        assert "Your sheet" in bar and "Place die" not in bar
        await pilot.press("enter")
        await settle(pilot)
        assert screen.viewing == 0 and "Place die" in screen_lines(app)[-1]


def test_dizzle_pass_is_legal_only_when_no_die_fits():
    """Why Dizzle's p never asks: passing cannot throw away a die the player could place."""
    import tempfile
    from pathlib import Path

    from core.dizzle import Pass, PlaceDie, RollOffer

    session = new_session(Path(tempfile.mkdtemp()), "dizzle", "Ann,Bob", seed=3, level=1)
    session.apply(RollOffer())
    kinds = {type(command) for command in session.rules.legal_commands(session.state)}
    assert PlaceDie in kinds and Pass not in kinds


async def test_dalek_odds_show_the_humans_and_daleks_of_a_keep_that_ends_the_turn(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,bot:cautious", seed=8)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o", "r")
        await settle(pilot)
        await pilot.press(*"123456789")
        await settle(pilot)
        odds = str(app.screen.query_one("#odds").render())
        assert "Humans 20 · Daleks 8" in odds


def test_a_twenty_five_game_that_ended_in_round_3_says_round_3():
    from core.twenty_five import rules as twenty_five
    from core.twenty_five.state import TwentyFiveState

    state = twenty_five.RULES.start(twenty_five.RULES.make_setup(
        [__import__("core.game", fromlist=["PlayerSpec"]).PlayerSpec(name="Ann")], 1, mode="solo"))
    assert isinstance(state, TwentyFiveState)
    assert round_played(state) == 1
    from dataclasses import replace

    inmates = tuple(replace(inmate, status="escaped") for inmate in state.sheets[0].inmates)
    escaped = replace(state.sheets[0], inmates=inmates)
    over = replace(state.with_sheet(0, escaped), round=4, phase="guards")
    assert twenty_five.RULES.is_over(over) and round_played(over) == 3
    assert twenty_five.RULES.facts(over)["round"] == 3


def test_dalek_dice_save_line_counts_rounds_as_the_scoreboard_does():
    from core.dalek_dice.progress import progress_line

    facts = {"over": False, "scores": [24, 17, 5], "turn": 7}
    assert progress_line(facts, ["Ann", "Bob", "Cy"]) == "round 3, Ann 24, Bob 17, Cy 5"
    i18n.use("es")
    assert progress_line(facts, ["Ann", "Bob", "Cy"]) == "ronda 3, Ann 24, Bob 17, Cy 5"


def test_ascii_twins_mean_one_thing_each():
    from tui.glyphs import twin

    assert twin("▲") != twin("↑")  # a Dizzle pile is not an arrow up
    assert twin("▦") not in {twin("█"), twin("▓"), twin("≠")}  # a puzzle is not a block


def test_bots_tables_fit_80_columns():
    from tui.cli.printout import table_lines

    rows = [{"bot": "expert", "level": 4, "games": 5, "mean_score": 69.0, "median_score": 64,
             "quartiles": [60.0, 80.5], "rating_band": "61-70, 2 stars", "ceiling": 139,
             "stars": {"0": 0.0, "1": 0.4, "2": 0.2, "3": 0.2, "4": 0.2, "5": 0.0}}]
    lines = table_lines(rows)
    assert max(len(line) for line in lines) <= 80
    assert sum(line.startswith("bot") for line in lines) == 2  # the table goes on in a block of its own
    assert all(line.startswith("expert  4") for line in lines if line.startswith("expert"))


def test_a_campaign_stage_seats_the_person_not_the_campaign(tmp_path, monkeypatch):
    from saves.campaign_session import CampaignSession

    with CampaignSession.create(tmp_path, "Voyage", seed=9) as campaign, campaign.start_stage(1, "ann") as game:
        assert game.setup.players[0].name == "ann"
