"""Pilot flows of diZe: whole games by keys and by bot, resume, undo, records counted once."""

from __future__ import annotations

import pytest

from core.dize import RULES, StopAttack, ZombieAttack
from saves.records import load_records
from saves.session import GameSession
from saves.store import load_game
from saves.summary import game_key, setup_json, split
from tests.tui.helpers import app_with, new_session, settle
from tui.games.dize.records import COUNTED_KEY, CountedGames
from tui.games.dize.screen import DizeScreen, new_game_note
from tui.pace import INSTANT, Pace
from tui.screens.end import EndScreen


def games_at(root, zombies: int) -> tuple[int, int | None]:
    from core.dize.records import Records

    record = load_records(root, "dize", Records).of(zombies)
    return record.games, record.best_score


def shown_keys(screen) -> set[str]:
    """The keys the Footer offers now."""
    return {key for key, active in screen.active_bindings.items() if active.binding.show}


def figure(lines: list[str], label: str) -> str:
    """The figure on the end screen's breakdown line for `label`."""
    line = next(line for line in lines if line.strip().startswith(label))
    return line.removeprefix(f"  {label}").split()[0]


def seed_one(save_root):
    """Seed 1, four zombies: five humans roll (no infection), the attack rolls 6 4 6 5 5."""
    return app_with(save_root, new_session(save_root, "dize", "Ann", seed=1, zombies=4))


async def survivor_move(pilot, screen: DizeScreen) -> None:
    """A plain strategy by keys only: default count, every 6 a hero, stop with two captured."""
    state = screen.state
    if state.step == "heroes" and 6 not in state.launch:
        press_on = state.can_continue and len(state.captured) < 2
        await pilot.press("c" if press_on else "s")
    else:
        await pilot.press("enter")


@pytest.mark.slow
@pytest.mark.long
async def test_a_whole_game_by_keys_only_ends_with_the_breakdown(save_root):
    session = new_session(save_root, "dize", "Ann", seed=5, zombies=3)
    path = session.path
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3000):
            await settle(pilot)
            if isinstance(app.screen, EndScreen):
                break
            await survivor_move(pilot, app.screen)
        assert isinstance(app.screen, EndScreen)
        final = load_game(path).state
        lines = app.screen.lines
        assert figure(lines, "Starting zombies") == "3"
        assert figure(lines, "Zombies executed") == f"+{len(final.executed)}"
        assert figure(lines, "Score") == str(final.score)
        assert lines[-1].startswith("Record with 3 zombies: best")
        await pilot.press("m")
        await settle(pilot)
    assert final.over and len(load_game(path).events) > 5
    assert games_at(save_root, 3) == (1, final.score)


async def test_a_bot_plays_to_the_end_screen_and_is_not_recorded(save_root):
    session = new_session(save_root, "dize", "bot:veteran", seed=2, zombies=2)
    app = app_with(save_root, session)
    app.pace = Pace(bot=600.0)  # the bot waits: the Footer offers the skip key, not the player's
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert "f" in shown_keys(screen) and "enter" not in shown_keys(screen)
        app.pace = INSTANT
        await pilot.press("f")  # skip: the bot plays the rest of the game at once
        await settle(pilot)
        assert isinstance(app.screen, EndScreen)
        assert "Bot games are not counted in your records." in app.screen.lines
    assert session.state.over
    assert games_at(save_root, 2) == (0, None)


async def test_the_footer_offers_only_the_keys_of_the_step(save_root):
    app = seed_one(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert screen.active_bindings["enter"].binding.action == "send"
        assert {"c", "s", "u", "f"}.isdisjoint(shown_keys(screen))
        await pilot.press("enter", "enter")  # the infection roll, then the attack: a success
        await settle(pilot)
        assert screen.state.step == "retire"
        assert screen.active_bindings["enter"].binding.action == "retire"
        await pilot.press("enter")
        await settle(pilot)
        assert screen.state.step == "heroes"
        assert {"enter", "c", "s", "u", "a"} <= shown_keys(screen)
        assert screen.active_bindings["enter"].binding.action == "hero"


async def test_arrows_and_digits_choose_how_many_humans_roll(save_root):
    app = seed_one(save_root)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = app.screen
        await pilot.press("3", "right", "right", "left")
        assert screen.count == 4
        await pilot.press("9")  # more than twice the 4 zombies: refused, count kept
        await settle(pilot)
        assert screen.count == 4
        assert any("At most 8 humans" in str(n.message) for n in app._notifications)
        await pilot.press("enter")
        await settle(pilot)
        assert len(screen.session.events[0].values) == 4


async def test_undo_takes_back_a_hero_and_a_retire_but_never_the_roll(save_root):
    app = seed_one(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await pilot.press("enter", "enter")
        await settle(pilot)
        rolled = screen.state
        assert rolled.step == "retire" and rolled.launch == (6, 4, 6, 5, 5)
        await pilot.press("3", "1")  # 1: move the cursor back to the first die (a 6)
        await pilot.press("right", "enter")  # retire the 4
        await settle(pilot)
        assert screen.state.retired == (4,)
        await pilot.press("2", "enter")  # the second 6 left in Launch becomes a hero
        await settle(pilot)
        assert screen.state.heroes == (6,) and screen.state.launch == (6, 5, 5)
        await pilot.press("u")
        await settle(pilot)
        assert screen.state.heroes == () and screen.state.step == "heroes"
        await pilot.press("u")
        await settle(pilot)
        assert screen.state == rolled
        await pilot.press("u")  # the roll stays
        await settle(pilot)
        assert screen.state == rolled and "u" not in shown_keys(screen)


async def test_a_non_six_cannot_be_picked_as_a_hero(save_root):
    app = seed_one(save_root)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = app.screen
        await pilot.press("enter", "enter", "enter")  # roll, attack, retire the 4
        await settle(pilot)
        assert screen.state.launch == (6, 6, 5, 5) and screen.cursor == 0
        await pilot.press("3")
        await settle(pilot)
        assert screen.cursor == 0
        assert any("only a rolled 6 can become a hero" in str(n.message) for n in app._notifications)
        await pilot.press("right")  # the cursor skips the 5s
        assert screen.cursor == 1


async def test_quitting_then_resuming_restores_the_table_and_the_count(save_root):
    session = new_session(save_root, "dize", "Ann", seed=9, zombies=4)
    path = session.path
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("left", "left", "enter", "enter")
        await settle(pilot)
        before = app.screen.state
        assert len(app.screen.session.events[0].values) == 3
        await pilot.press("escape")
        await settle(pilot)
    resumed = GameSession.open(path)
    app = app_with(save_root, resumed)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, DizeScreen) and screen.state == before
        while screen.state.step != "choose":
            await survivor_move(pilot, screen)
            await settle(pilot)
        assert screen.count == 3  # the count chosen before quitting


def finish_all_but_the_last_move(session) -> object:
    """Play the veteran's moves through the session; return the move that ends the game."""
    while True:
        command = RULES.bot_command(session.state, "veteran")
        state = session.state
        for event in RULES.decide(state, command):
            state = RULES.evolve(state, event)
        if state.over:
            return command
        session.apply(command)


async def test_a_finished_game_counts_once_in_the_records(save_root):
    session = new_session(save_root, "dize", "Ann", seed=4, zombies=5)
    path = session.path
    last = finish_all_but_the_last_move(session)
    assert isinstance(last, (StopAttack, ZombieAttack))
    assert new_game_note(save_root, {"zombies": 5}) == "No games yet with 5 zombies"
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s" if isinstance(last, StopAttack) else "enter")
        await settle(pilot)
        assert isinstance(app.screen, EndScreen)
        score = session.state.score
        assert games_at(save_root, 5) == (1, score)
        await pilot.press("l")  # look at the board, then show the end again
        await settle(pilot)
        app.screen.show_end()
        await settle(pilot)
        assert isinstance(app.screen, EndScreen)
        assert games_at(save_root, 5) == (1, score)
    reopened = GameSession.open(path)
    app = app_with(save_root, reopened)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, DizeScreen)
    assert games_at(save_root, 5) == (1, score)
    counted = load_records(save_root, COUNTED_KEY, CountedGames)
    head, events_json = split(path.read_bytes())
    assert counted.names == (game_key(setup_json(head["setup"]), events_json),)  # the game, not its file
    won = 1 if session.state.step == "won" else 0
    assert new_game_note(save_root, {"zombies": 5}) == f"Record with 5 zombies: best {score}, won {won} of 1"


async def test_the_advisor_shows_the_odds_of_the_count_being_chosen(save_root):
    app = seed_one(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await pilot.press("5", "a")
        await settle(pilot)
        advisor = str(screen.query_one("#advisor").content)
        assert "5 dice: infection" in advisor and "4 dice:" not in advisor
        assert not screen.query_one("#log").display
        await pilot.press("left")
        await settle(pilot)
        assert "4 dice: infection" in str(screen.query_one("#advisor").content)
        await pilot.press("a")
        assert screen.query_one("#log").display and not screen.query_one("#advisor-box").display


async def test_a_long_note_in_launch_wraps_instead_of_being_cut_off(save_root):
    session = new_session(save_root, "dize", "Ann", seed=3, zombies=10)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("0", "enter", "enter")  # ten humans roll, and the attack fails
        await settle(pilot)
        launch = app.screen.query_one("#launch")
        assert app.screen.state.step == "zombies"
        assert launch.note.endswith("failed, its dice went back to Humans")
        assert len(launch.note) > launch.content_region.width
        assert launch.content_region.height == 2


async def test_clicking_a_die_in_launch_moves_the_cursor_to_it(save_root):
    app = seed_one(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "enter")
        await settle(pilot)
        assert app.screen.state.step == "retire" and app.screen.cursor == 1
        # border and padding put the first die at x=2; each die takes 4 columns
        await pilot.click("#launch", offset=(2 + 4 * 3, 1))
        await settle(pilot)
        assert app.screen.cursor == 3
