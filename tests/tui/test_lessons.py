"""Learn to play, as a player meets it: the menu's list, each lesson played to its end by
the keys its steps ask for (in both languages), the offer of a real game, Esc, and the
new-game form's F4. A lesson is never saved."""

from __future__ import annotations

import pytest
from rich.console import Console
from rich.text import Text

from core.lang import _, language
from core.lesson import Lesson
from tests.core.test_lessons import GAME_IDS, lesson_of
from tests.i18n.leaks import english_words
from tests.tui.helpers import app_with, settle
from tui import i18n
from tui.lesson.coach import CoachPanel, keys_line, step_text
from tui.lesson.done import LessonDone
from tui.lesson.learn import LearnScreen
from tui.screens.game_base import GameScreen
from tui.screens.menu import MenuScreen
from tui.screens.new_game import NewGameScreen


async def open_lesson(pilot, game: str) -> None:
    """Menu, Learn to play, the game."""
    app = pilot.app
    await settle(pilot)
    assert isinstance(app.screen, MenuScreen)
    app.screen.action_choose("learn")
    await settle(pilot)
    assert isinstance(app.screen, LearnScreen)
    await pilot.press(*["down"] * GAME_IDS.index(game), "enter")
    await settle(pilot)
    assert isinstance(app.screen, GameScreen) and app.screen.coach is not None


def panel_text(app) -> str:
    return str(app.screen.query_one(CoachPanel).render())


async def play_every_step(pilot, lesson: Lesson) -> None:
    """Each step's sentence is on the panel; its keys, pressed, move the lesson on."""
    app = pilot.app
    for number, step in enumerate(lesson.steps):
        screen = app.screen
        if not step.keys and isinstance(screen, LessonDone):
            break  # a step that only watches the bots, which at INSTANT pace played at once
        assert isinstance(screen, GameScreen) and screen.session.coaching.index == number
        shown = " ".join(panel_text(app).split())
        assert " ".join(_(step.say).split()) in shown and keys_line(step) in shown
        if language() == "es":  # and no English left on the panel
            assert english_words(shown, ["Ann"]) == [], shown
        await pilot.press(*step.keys)
        await settle(pilot)
    await settle(pilot)


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("game", GAME_IDS)
async def test_each_lesson_is_played_to_its_end_by_the_keys_it_asks_for(save_root, game, language):
    i18n.use(language)
    lesson = lesson_of(game)
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_lesson(pilot, game)
        assert ("Teclas:" if language == "es" else "Keys:") in panel_text(app)
        await play_every_step(pilot, lesson)
        assert isinstance(app.screen, LessonDone)
        dialog = app.screen.query_one(".dialog").region  # in the middle, as every dialog
        assert abs(dialog.x - (80 - dialog.right)) <= 1 and abs(dialog.y - (24 - dialog.bottom)) <= 1, dialog
        await pilot.press("enter")  # play a real game: the game's new-game form
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen) and app.screen.game == game
    assert not list(save_root.glob("*.json")), "a lesson is never saved"


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("game", [game for game in GAME_IDS if lesson_of(game).bots])
async def test_a_lessons_bot_is_named_and_shown_as_a_real_games_bot(save_root, game, language):
    """A real game seats a bot under its kind's name ("Bot prudente") with no "(bot)" mark;
    the lesson's bot looked like another kind of player ("Dalek Sec (bot)")."""
    from core.seat_names import bot_name
    from tests.tui.screen_check import screen_lines

    i18n.use(language)
    lesson = lesson_of(game)
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_lesson(pilot, game)
        await pilot.press(*lesson.steps[0].keys)
        await settle(pilot)
        screen = "\n".join(screen_lines(app))
        assert [player.name for player in app.screen.session.setup.players[1:]] == [
            bot_name(kind) for kind in lesson.bots]
        assert all(bot_name(kind) in screen for kind in lesson.bots), screen
        assert "(bot)" not in screen, screen


async def test_a_wrong_key_is_refused_with_the_step_and_the_step_stays(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_lesson(pilot, "dalek-dice")
        await pilot.press("r", "right", "right", "space", "enter")  # a Humans 4, not the Humans 2
        await settle(pilot)
        screen = app.screen
        assert screen.session.coaching.index == 1 and not screen.state.humans_kept
        assert any("Not in this lesson" in str(notice.message) for notice in app._notifications)
        await pilot.press("space", "left", "left", "space", "enter")  # untick it; the Humans 2
        await settle(pilot)
        assert screen.session.coaching.index == 2


async def test_esc_leaves_a_lesson_unsaved_and_says_nothing_of_saving(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_lesson(pilot, "dalek-dice")
        await pilot.press("r", "escape")
        await settle(pilot)
        assert isinstance(app.screen, LearnScreen)
        assert not any("saved" in str(notice.message) for notice in app._notifications)
    assert not list(save_root.glob("*.json"))


async def test_the_new_game_form_teaches_its_game_and_comes_back_after(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.screen.action_choose("new")
        await settle(pilot)
        form = app.screen
        assert isinstance(form, NewGameScreen) and form.game == "dalek-dice"
        await pilot.press("f4")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.coach is not None
        await play_every_step(pilot, lesson_of("dalek-dice"))
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is form


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("game", GAME_IDS)
async def test_every_step_sentence_fits_its_panel_at_80x24(save_root, game, language):
    """The panel covers the top of the log: every step's sentence and keys fit the log's
    height at 80x24, and leave the log a line of its own."""
    i18n.use(language)
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_lesson(pilot, game)
        screen = app.screen
        log, panel = screen.log_view(), screen.query_one(CoachPanel)
        assert panel.region.x == log.region.x and panel.region.y == log.region.y
        assert panel.region.width == log.region.width
        width = panel.content_region.width
        for step in lesson_of(game).steps:
            lines = Text(step_text(step)).wrap(Console(width=width), width)
            assert len(lines) + 2 < log.region.height, (step.say, len(lines))


async def test_undo_takes_back_a_keep_and_the_step_with_it(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_lesson(pilot, "dalek-dice")
        screen = app.screen
        await pilot.press("r", "space", "enter")
        await settle(pilot)
        assert screen.session.coaching.index == 2 and screen.state.humans_kept
        await pilot.press("u")
        await settle(pilot)
        assert screen.session.coaching.index == 1 and not screen.state.humans_kept
        assert "Humans 2" in panel_text(app)
        await pilot.press("space", "enter")
        await settle(pilot)
        assert screen.session.coaching.index == 2


@pytest.mark.parametrize("size", [(80, 24), (200, 60)])
@pytest.mark.parametrize("game", GAME_IDS)
async def test_the_coach_never_hides_the_logs_lines(save_root, game, size):
    """A lesson's log is short, its newest lines at its top: they start under the panel at
    every step, so what the player just did is read there, not hidden behind the coach."""
    lesson = lesson_of(game)
    app = app_with(save_root)
    async with app.run_test(size=size) as pilot:
        await open_lesson(pilot, game)
        for step in lesson.steps:
            screen = app.screen
            if not isinstance(screen, GameScreen):
                break
            log, panel = screen.log_view(), screen.query_one(CoachPanel)
            if log is not None and log.display and log.region.height:
                assert log.content_region.y >= panel.region.bottom, (step.say, log.content_region, panel.region)
            await pilot.press(*step.keys)
            await settle(pilot)


async def test_the_lessons_end_says_its_keys_and_the_arrows_choose_a_button(save_root):
    """The dialog that ends a lesson has no key bar: it says its keys, and → Enter leaves
    (the arrows moved nothing; only Tab went between its buttons)."""
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_lesson(pilot, "dalek-dice")
        await play_every_step(pilot, lesson_of("dalek-dice"))
        assert isinstance(app.screen, LessonDone)
        hint = str(app.screen.query_one(".dialog-hint").render())
        assert "←/→" in hint and "Enter" in hint and "Esc" in hint
        await pilot.press("right")
        assert app.screen.focused is not None and app.screen.focused.id == "leave"
        await pilot.press("left")
        assert app.screen.focused is not None and app.screen.focused.id == "play"
        await pilot.press("right", "enter")
        await settle(pilot)
        assert isinstance(app.screen, LearnScreen)
