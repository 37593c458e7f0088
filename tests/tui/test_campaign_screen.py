"""Pilot flows of the campaign: new from the menu, a whole stage by keys, quit mid-stage and resume."""

from __future__ import annotations

import pytest

from core.campaign import Goal, Stage, attempt_seed
from saves.campaign_session import CampaignSession
from tests.tui.helpers import app_with, settle
from tests.tui.test_dalek_dice_screen import human_move
from tui.campaign.screen import CampaignScreen
from tui.campaign.stage import StageEndScreen
from tui.campaign.summary import SummaryScreen
from tui.games.dalek_dice.screen import DalekDiceScreen

EASY = (Goal(at_least={"score": 0}), Goal(at_least={"won": 1}), Goal(at_least={"margin": 40}))
DALEK = Stage(game="dalek-dice", opponent="cautious", title="Dalek Dice vs the cautious bot", stars=EASY)
DIZE = Stage(game="dize", options={"zombies": 2}, title="diZe, 2 zombies",
             stars=(Goal(at_least={"score": 0}), Goal(at_least={"won": 1}), Goal(at_least={"score": 99})))  # fmt: skip


def make_campaign(root, stages, seed=5, name="Ann"):
    CampaignSession.create(root, name, seed=seed, stages=stages).close()
    return root / "campaigns" / f"{name.lower()}.json"


async def show_campaign(pilot, app) -> CampaignScreen:
    """Push the campaign screen as the menu's Campaign entry does; return it."""
    await settle(pilot)
    app.push_screen(CampaignScreen())
    await settle(pilot)
    return app.screen


def footer_keys(screen) -> set[str]:
    """The actions the Footer shows now."""
    return {active.binding.action for active in screen.active_bindings.values() if active.binding.show}


async def open_menu_entry(pilot, app, option: str) -> None:
    from textual.widgets import OptionList

    options = app.screen.query_one("#menu-options", OptionList)
    options.focus()
    for _ in range(10):
        if options.get_option_at_index(options.highlighted).id == option:
            break
        await pilot.press("down")
    await pilot.press("enter")
    await settle(pilot)


async def test_the_menu_asks_for_a_new_campaign_when_there_is_none(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await open_menu_entry(pilot, app, "campaign")
        await pilot.press(*"Ann", "tab", *"77", "enter", "enter")  # Enter moves on to Start, which Enter presses
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, CampaignScreen)
        assert screen.session.setup.name == "Ann" and screen.session.setup.seed == 77
        assert "Campaign Ann — 0 of 33 ★" in str(screen.query_one("#game-header").render())
        assert footer_keys(screen) >= {"start", "choose", "new", "leave"}
        await pilot.press("down")  # stage 2 is locked: no way in, and the card says why
        assert not footer_keys(screen) & {"start", "resume", "replay"}
        assert "Locked: earn a star on stage 1" in str(screen.query_one("#stage-card").render())


async def test_a_taken_name_is_said_on_the_form(save_root):
    make_campaign(save_root, (DIZE,))
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await show_campaign(pilot, app)
        await pilot.press("n", *"ANN", "ctrl+s")  # Enter in the name moves on; Ctrl+S starts
        await settle(pilot)
        note = str(app.screen.query_one("#campaign-note").render())
        assert note == "A campaign named 'Ann' already exists."  # the one there, as it is named


async def test_quitting_mid_stage_then_continue_resumes_the_same_turn(save_root):
    path = make_campaign(save_root, (DALEK, DIZE))
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.screen.latest is not None
        await pilot.press("c")  # Continue: the campaign is the most recent thing
        await settle(pilot)
        assert isinstance(app.screen, CampaignScreen)
        await pilot.press("enter")
        await settle(pilot)
        game = app.screen
        assert isinstance(game, DalekDiceScreen) and game.stage is not None
        assert game.session.setup.seed == attempt_seed(5, 1, 1)
        await pilot.press("r")
        await settle(pilot)
        before, save = game.state, game.session.path
        await pilot.press("escape")
        await settle(pilot)
        assert "under way" in str(app.screen.query_one("#stage-path").render())
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.screen.latest is not None
        assert app.screen.latest.progress == "stage 1 under way"
        await pilot.press("c")
        await settle(pilot)
        game = app.screen
        assert isinstance(game, DalekDiceScreen) and game.session.path == save
        assert game.state == before and game.state.phase == "keep"
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, CampaignScreen) and app.screen.session.path == path


async def play_to_the_end(pilot, app) -> None:
    for _ in range(3000):
        await settle(pilot)
        if isinstance(app.screen, StageEndScreen):
            await settle(pilot)
            return
        screen = app.screen
        assert isinstance(screen, DalekDiceScreen)
        if not screen.bot_to_move():
            await human_move(pilot, screen)
    raise AssertionError("the stage game did not end")


async def test_a_whole_stage_by_keys_earns_stars_and_replay_starts_the_next_attempt(save_root):
    make_campaign(save_root, (DALEK, DIZE))
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await show_campaign(pilot, app)
        await pilot.press("enter")
        await play_to_the_end(pilot, app)
        campaign = app.screen_stack[-3]
        record = campaign.session.state.tries(1)[0]
        assert record.status == "finished" and record.stars >= 1  # any finished game meets "score 0"
        text = "\n".join(app.screen.lines)
        assert f"Stage 1, Dalek Dice vs the cautious bot: {'★' * record.stars}" in text
        assert "Stage 2, diZe, 2 zombies, is now open." in text
        await pilot.press("a")  # replay the stage: attempt 2, its own dice
        await settle(pilot)
        game = app.screen
        assert isinstance(game, DalekDiceScreen) and game.session.setup.seed == attempt_seed(5, 1, 2)
        assert campaign.session.state.playing(1).number == 2
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is campaign and campaign.cursor == 1  # pointing at the stage just opened


@pytest.mark.long
async def test_the_summary_shows_when_the_last_stage_ends(save_root):
    make_campaign(save_root, (DALEK,))
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await show_campaign(pilot, app)
        await pilot.press("enter")
        await play_to_the_end(pilot, app)
        assert "The campaign is complete!" in "\n".join(app.screen.lines)
        await pilot.press("m")
        await settle(pilot)
        assert isinstance(app.screen, SummaryScreen)
        assert "Ann: every stage has a star." in app.screen.text
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, CampaignScreen) and "summary" in footer_keys(app.screen)


async def finish_by_the_screen(pilot, app, bot: str) -> None:
    """Play the stage game on top through its screen's own `play`, as the bot would."""
    for _ in range(500):
        await settle(pilot)
        if isinstance(app.screen, StageEndScreen):
            await settle(pilot)  # let the end screen finish mounting before keys reach it
            return
        if not app.screen.session.is_over:  # over: the end screen is on its way
            app.screen.play(app.screen.rules.bot_command(app.screen.state, bot))
    raise AssertionError("the stage game did not end")


async def test_replaying_the_last_stage_goes_straight_to_its_next_attempt(save_root):
    make_campaign(save_root, (DIZE,))
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = await show_campaign(pilot, app)
        await pilot.press("enter")
        await finish_by_the_screen(pilot, app, "veteran")
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, GameScreenType) and campaign.session.state.playing(1).number == 2
        assert app.screen_stack[-2] is campaign  # in place of the finished game, no summary between
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, SummaryScreen)  # the summary waited for the campaign screen
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is campaign and campaign.session.state.complete


async def test_a_campaign_completed_while_it_was_closed_shows_its_summary_on_open(save_root):
    path = make_campaign(save_root, (DIZE,))
    with CampaignSession.open(path) as session, session.start_stage(1) as game:
        while not game.is_over:
            game.apply(game.rules.bot_command(game.state, "veteran"))
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await show_campaign(pilot, app)
        assert isinstance(app.screen, SummaryScreen)


async def test_a_damaged_campaign_is_explained_and_left_as_it_is(save_root):
    path = make_campaign(save_root, (DIZE,))
    path.write_bytes(b'{"format": "dice-tui-campaign", "version": 1')
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await show_campaign(pilot, app)
        assert screen.session is None
        card = str(screen.query_one("#stage-card").render())
        assert "Cannot open ann.json: damaged campaign (not JSON (line 1, column 45)); it is left as it is." in card
        assert footer_keys(screen) == {"choose", "new", "leave"}
    assert path.read_bytes() == b'{"format": "dice-tui-campaign", "version": 1'


async def test_a_missing_stage_save_can_be_given_up_for_a_fresh_attempt(save_root):
    path = make_campaign(save_root, (DIZE,))
    with CampaignSession.open(path) as session, session.start_stage(1) as game:
        lost = game.path
    lost.unlink()
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await show_campaign(pilot, app)
        assert f"its game save {lost.name} is missing" in str(screen.query_one("#stage-card").render())
        assert "resume" not in footer_keys(screen) and "give_up" in footer_keys(screen)
        await pilot.press("x", "y")
        await settle(pilot)
        assert screen.session.state.tries(1)[0].status == "void"
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, GameScreenType) and app.screen.session.setup.seed == attempt_seed(5, 1, 2)


from tui.screens.game_base import GameScreen as GameScreenType  # noqa: E402


async def test_continue_picks_a_plain_game_played_after_the_campaign(save_root):
    from tests.tui.helpers import new_session

    make_campaign(save_root, (DIZE,))
    game = new_session(save_root, "dalek-dice", "Ann,Bob", seed=4)
    game.apply(game.rules.legal_commands(game.state)[0])
    game.close()
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.screen.latest is not None
        assert app.screen.latest.path == game.path
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, DalekDiceScreen)
        assert app.screen.stage is None  # a plain game: no campaign hook


async def test_a_finished_stage_is_played_again_never_replayed(save_root):
    """Issue 33: "Replay" is watching a save (Load game's r); a stage's Enter plays a new
    attempt, and the key bar said "Replay" for it."""
    from tui.widgets.key_bar import KeyBar

    path = make_campaign(save_root, (DIZE, DALEK))
    with CampaignSession.open(path) as session, session.start_stage(1) as game:
        while not game.is_over:
            game.apply(game.rules.bot_command(game.state, "veteran"))
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = await show_campaign(pilot, app)
        await pilot.press("up")  # from the stage it opened to the finished one
        await settle(pilot)
        assert campaign.cursor == 0 and "replay" in footer_keys(campaign)
        words = [text for _key, _display, text, _on in campaign.query_one(KeyBar).shown()]
        assert "Play again" in words and "Replay" not in words, words
