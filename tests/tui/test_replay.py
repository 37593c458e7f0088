"""The replay viewer: any save, move by move, on the game's own screen, read-only.

A replay is the fold of the save's events: at every point it must show exactly what the
game showed when it was played there, so the checks compare the replay's screen with a
game screen opened on a session holding the same events.
"""

from __future__ import annotations

import random

import pytest

from core.game import PlayerSpec, replay
from core.games import rules_for
from saves.session import GameSession
from tests.tui.helpers import app_with
from tests.tui.screen_check import LARGE, cropped, screen_lines, unused_room
from tui.replay.screen import replay_screen
from tui.replay.session import ReplaySession

GAMES = [
    ("dalek-dice", [PlayerSpec(name="Ann"), PlayerSpec(name="Rex", bot="optimal")], {}),
    ("dizzle", [PlayerSpec(name="Ann", bot="greedy"), PlayerSpec(name="Bo", bot="greedy")], {"level": 3}),
    ("dize", [PlayerSpec(name="Ann", bot="careful")], {"zombies": 4}),
    ("25-to-dice", [PlayerSpec(name="Ann", bot="planner"), PlayerSpec(name="Bo", bot="planner")],
     {"mode": "competitive"}),
]


def played(root, game, players, options, seed=4):
    rules = rules_for(game)
    setup = rules.make_setup(players, seed, **options)
    session = GameSession.create(root, game, setup)
    session._write = lambda *args, **kwargs: None
    pick = random.Random(seed)
    commands = 0
    while not session.is_over:
        state = session.state
        seat = rules.current_player(state)
        kind = setup.players[seat].bot if seat is not None and seat < len(setup.players) else None
        session.apply(rules.bot_command(state, kind) if kind else pick.choice(list(rules.legal_commands(state))))
        commands += 1
    return session, commands


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_a_replay_steps_command_by_command_and_folds_the_log(tmp_path, game, players, options):
    session, commands = played(tmp_path, game, players, options)
    view = ReplaySession(session.rules, session.setup, session.events, tmp_path / "x.json")
    assert view.move_count == commands
    assert view.is_over and view.position == len(session.events)
    view.seek(0)
    seen = 0
    while view.position < len(view.log):
        view.step(1)
        seen += 1
        assert view.state == replay(session.rules, session.setup, session.events[: view.position])
    assert seen == commands
    for _ in range(commands):
        view.step(-1)
    assert view.position == 0
    with pytest.raises(OSError):
        view.apply(None)


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_the_replay_screen_shows_what_the_game_showed_at_each_point(tmp_path, game, players, options):
    session, commands = played(tmp_path, game, players, options, seed=7)
    rules, setup, events = session.rules, session.setup, list(session.events)
    view = ReplaySession(rules, setup, events, tmp_path / "x.json")
    view.index.build()  # its moves known before the first key (the worker: test_replay_index.py)
    app = app_with(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = replay_screen(view)
        await app.push_screen(screen)
        await pilot.press("home")
        await pilot.pause()
        assert view.position == 0
        for step in range(1, min(commands, 12) + 1):
            await pilot.press("right")
            await pilot.pause()
            assert view.move == step
            assert view.state == replay(rules, setup, events[: view.position])
            assert not cropped(app.screen)
            text = "\n".join(screen_lines(app))
            assert f"move {view.move} of {commands}" in text
        await pilot.press("end")
        await pilot.pause()
        assert view.position == len(events)
        await pilot.press("left")
        await pilot.pause()
        assert view.position < len(events)
        assert app.screen is screen  # no end dialog, nothing played
        assert len(session.events) == len(events)


# -- whole screens: the replay viewer and the Statistics screen, at 80x24 and 120x40, both languages
def saved_games(root) -> list:
    """One finished game of each kind, saved for real (statistics read the files)."""
    sessions = []
    for game, players, options in GAMES:
        rules = rules_for(game)
        session = GameSession.create(root, game, rules.make_setup(players, 9, **options))
        pick = random.Random(9)
        while not session.is_over:
            state = session.state
            seat = rules.current_player(state)
            kind = players[seat].bot if seat is not None and seat < len(players) else None
            session.apply(rules.bot_command(state, kind) if kind else pick.choice(list(rules.legal_commands(state))))
        sessions.append(session)
    return sessions


def whole_in(app, lang: str, names=()) -> str:
    from tests.i18n.leaks import english_words
    from tests.tui.test_spanish_app import others_words

    text = "\n".join(screen_lines(app))
    assert cropped(app.screen) == [], text
    if lang == "es":
        assert english_words(" ".join(text.split()), [*names, *others_words()]) == [], text
    return text


SIZES = [(80, 24), LARGE]
#: both languages at the design size; at 120x40 Spanish, the longer words (English at 120x40: snapshots)
LOOKS = [("en", (80, 24)), ("es", (80, 24)), ("es", LARGE)]


@pytest.mark.parametrize(("lang", "size"), LOOKS, ids=["en-80x24", "es-80x24", "es-120x40"])
async def test_the_replay_viewer_is_whole_at_every_step(tmp_path, size, lang):
    from tui import i18n

    i18n.use(lang)
    sessions = saved_games(tmp_path / "saves")
    app = app_with(tmp_path / "saves")
    async with app.run_test(size=size) as pilot:
        for session in sessions:
            view = ReplaySession(session.rules, session.setup, list(session.events), session.path)
            view.index.build()  # its moves known before the first key (the worker: test_replay_index.py)
            while len(app.screen_stack) > 1:
                app.pop_screen()
            await app.push_screen(replay_screen(view))
            await pilot.pause()
            names = [player.name for player in session.setup.players]
            for key in ("home", "right", "right", "right_square_bracket", "end", "left"):
                await pilot.press(key)
                await pilot.pause()
                whole_in(app, lang, names)
            if size == LARGE:
                assert unused_room(app) == []


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
@pytest.mark.parametrize("lang", ["en", "es"])
async def test_the_statistics_screen_is_whole_for_every_game(tmp_path, monkeypatch, size, lang):
    from tests.tui.helpers import settle
    from tui import i18n
    from tui.statistics.screen import StatisticsScreen

    monkeypatch.setenv("DICE_TUI_HOME", str(tmp_path))
    i18n.use(lang)
    sessions = saved_games(tmp_path / "saves")
    for session in sessions:
        session.close()
    names = [player.name for session in sessions for player in session.setup.players]
    app = app_with(tmp_path / "saves")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await app.push_screen(StatisticsScreen())
        await settle(pilot)
        for _game in GAMES:
            await settle(pilot)
            whole_in(app, lang, names)
            await pilot.press("right")


@pytest.mark.parametrize(("game", "players", "options"), [GAMES[1], GAMES[3]], ids=["dizzle", "25-to-dice"])
async def test_tab_in_a_replay_shows_every_sheet_and_esc_goes_back_saying_nothing_saved(tmp_path, game, players,
                                                                                        options):
    """As in play: Tab reaches the other players' sheets (boards); Esc leaves to the screen below
    (Load game), and a replay, which plays nothing, never says "Game saved"."""
    session, _commands = played(tmp_path, game, players, options, seed=7)
    view = ReplaySession(session.rules, session.setup, list(session.events), tmp_path / "x.json")
    view.index.build()
    app = app_with(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        below = app.screen
        await app.push_screen(replay_screen(view))
        await pilot.press("home", "right")
        await pilot.pause()
        assert "press r" not in "\n".join(screen_lines(app))  # no live prompt: nothing is played here
        first = app.screen.viewing
        await pilot.press("tab")
        await pilot.pause()
        assert app.screen.viewing == (first + 1) % len(players)
        assert f"{players[app.screen.viewing].name}" in "\n".join(screen_lines(app))
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is below
        assert not [n for n in app._notifications if "saved" in n.message]


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_brackets_step_by_round_and_braces_by_turn_in_every_game(tmp_path, game, players, options):
    """[ ] a round, { } a turn, whatever the game; the header names both where the game has
    both; a game without one says so and stays where it is."""
    from tui.replay.periods import counts

    session, _commands = played(tmp_path, game, players, options, seed=7)
    rules, setup, events = session.rules, session.setup, list(session.events)
    view = ReplaySession(rules, setup, events, tmp_path / "x.json")
    view.index.build()
    has = counts(rules, rules.start(setup))  # the counts at the start: round 1, turn 1
    app = app_with(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(replay_screen(view))
        await pilot.press("home")
        for key, kind in (("]", "round"), ("}", "turn")):
            await pilot.press("home", key)
            await pilot.pause()
            if kind in has:
                starts = [start for _number, start in view.periods(kind)]
                assert view.position == next((s for s in starts if s > 0), len(events)), (kind, starts[:3])
                assert counts(rules, view.state)[kind] == has[kind] + 1 or view.position == len(events)
            else:
                assert view.position == 0, f"{game} has no {kind}: the key stays put"
                assert any(f"has no {kind}s" in n.message for n in app._notifications)
        await pilot.press("home", "right")
        await pilot.pause()
        header = "\n".join(screen_lines(app)[:2])
        for kind in has:
            assert f"{kind} " in header, (kind, header)


async def test_a_replay_keeps_its_own_prompt_when_its_game_redraws(tmp_path):
    """Issue 33: a replay shows no live prompt. Tab to another sheet redrew the game's own
    ("Bo is playing… f: skip ahead", "e shows the results again"), and 25 to Dice's
    competitive board, redrawn as it was laid out, opened on one at the last move."""
    sessions = saved_games(tmp_path / "saves")
    app = app_with(tmp_path / "saves")
    async with app.run_test(size=(80, 24)) as pilot:
        for session in sessions:
            view = ReplaySession(session.rules, session.setup, list(session.events), session.path)
            view.index.build()
            while len(app.screen_stack) > 1:
                app.pop_screen()
            await app.push_screen(replay_screen(view))
            await pilot.pause()
            for key in ("tab", "left", "tab", "tab"):
                prompt = " ".join(str(widget.render()) for widget in app.screen.query("#prompt"))
                assert prompt.startswith("Replay: ") and "\n" not in prompt.strip(), (session.rules.id, key, prompt)
                await pilot.press(key)
                await pilot.pause()
