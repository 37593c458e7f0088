"""Pilot flows of Dalek Dice: a whole game against a bot, and quit-then-resume."""

from __future__ import annotations

from core.lang import _
from saves.session import GameSession
from saves.store import load_game
from tests.tui.helpers import app_with, new_session, settle
from tests.tui.screen_check import screen_lines
from tui.games.dalek_dice.screen import DalekDiceScreen
from tui.screens.end import EndScreen
from tui.widgets.key_bar import KeyBar


async def human_move(pilot, screen: DalekDiceScreen) -> None:
    """A plain strategy by keys only: tick every Dalek and the best Humans, stop when covered."""
    state = screen.state
    if state.phase == "roll":
        await pilot.press("r")
    elif state.phase == "keep":
        for index, face in enumerate(state.centre[:10]):
            if face in (4, 5) or (face in (2, 3) and state.humans < 6):
                await pilot.press(str((index + 1) % 10))
        if not screen.ticked and not state.top_placed:
            await pilot.press("1")
        await pilot.press("enter")
    elif state.phase == "roll_or_stop":
        await pilot.press("s" if state.daleks >= state.humans > 0 else "r")


async def test_a_whole_game_against_the_optimal_bot_by_keyboard(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,bot:optimal", seed=11)
    path = session.path
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(2000):
            await settle(pilot)
            if isinstance(app.screen, EndScreen):
                break
            screen = app.screen
            assert isinstance(screen, DalekDiceScreen)
            if screen.bot_to_move():
                continue
            await human_move(pilot, screen)
        assert isinstance(app.screen, EndScreen)
        text = "\n".join(app.screen.lines)
        assert "wins" in text or "Shared win" in text
        await pilot.press("m")
        await settle(pilot)
    loaded = load_game(path)
    assert loaded.rules.is_over(loaded.state)
    assert max(loaded.state.totals) >= 60


async def test_quitting_mid_turn_then_resuming_restores_the_same_table(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=3)
    path = session.path
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await settle(pilot)
        before = app.screen.state
        await pilot.press("escape")
        await settle(pilot)
    resumed = GameSession.open(path)
    try:
        assert resumed.state == before
        assert resumed.state.phase == "keep"
    finally:
        resumed.close()


async def test_an_illegal_key_shows_the_rule_and_changes_nothing(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=3)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("r")
        await settle(pilot)
        screen = app.screen
        events = len(screen.session.events)
        if not screen.state.top_placed:
            await pilot.press("enter")  # keeping nothing is illegal without a Top die
            await settle(pilot)
            assert len(screen.session.events) == events
            assert any("Keep at least one die" in str(n.message) for n in app._notifications)


async def test_undo_takes_back_a_keep_but_never_a_roll(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=3)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await settle(pilot)
        screen = app.screen
        rolled = screen.state
        await pilot.press("1", "enter")
        await settle(pilot)
        assert screen.state.phase != "keep"
        await pilot.press("u")
        await settle(pilot)
        assert screen.state == rolled
        await pilot.press("u")  # nothing more: the roll stays
        await settle(pilot)
        assert screen.state == rolled


async def test_a_resumed_game_shows_each_log_line_once(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=3)
    session.apply(session.rules.legal_commands(session.state)[0])
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        log = app.screen.query_one("#log")
        text = "\n".join(str(line.text) for line in log.lines)
        assert text.count("Ann rolls 10 dice") == 1  # each line names its player


async def test_stop_with_nothing_ticked_asks_before_leaving_every_die(save_root):
    """Seed 8: an Exterminate! goes to the Top, so keeping nothing is legal: `s` asks first."""
    from tui.screens.confirm import ConfirmScreen

    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=8)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await settle(pilot)
        screen = app.screen
        rolled = len(screen.session.events)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert "Stop without keeping any of the 9 dice" in app.screen.question
        assert "You would score 0." in app.screen.question
        await pilot.press("n")
        await settle(pilot)
        assert app.screen is screen and len(screen.session.events) == rolled
        await pilot.press("s", "y")
        await settle(pilot)
        assert screen.state.seat == 1 and screen.state.totals == (0, 0)


async def test_stop_with_dice_ticked_keeps_them_and_stops_without_asking(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=10)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "6", "s")  # a Daleks 2 covers no Humans: 0 points, no question
        await settle(pilot)
        assert isinstance(app.screen, DalekDiceScreen)
        assert app.screen.state.seat == 1


async def test_the_odds_follow_the_ticks_while_keeping(save_root):
    """Seed 10 rolls Hu2 Hu2 Hu4 Hu4 Hu4 Da2 Da2 Da2 Da3 Da3: the panel answers for the ticks."""
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=10)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o", "r")
        await settle(pilot)
        odds = app.screen.query_one("#odds")
        assert "Tick at least one die" in str(odds.render())
        await pilot.press("3", "9")  # Humans 4, Daleks 3: not covered
        await settle(pilot)
        text = str(odds.render())
        assert "Humans 4 · Daleks 3" in text and "Next roll: 8 dice" in text
        assert "s: stop now, 0 points" in text and "r: roll on, avg" in text
        await pilot.press("0")  # and another Daleks 3: covered
        await settle(pilot)
        assert "s: stop now, 4 points" in str(odds.render())
        await pilot.press("1", "2", "4", "5", "6", "7", "8")  # every die: 16 Humans, 12 Daleks
        await settle(pilot)
        assert "No dice left: the turn ends with 0 points." in str(odds.render())


async def test_names_are_shown_literally_never_as_markup(save_root):
    session = new_session(save_root, "dalek-dice", "[b]Ann[/b],Bob [/x]", seed=3)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await settle(pilot)
        lines = screen_lines(app)
        assert "[b]Ann[/b] (to play)" in lines[0]
        assert any("Bob [/x]" in line for line in lines)


def test_with_an_expert_seated_the_odds_add_the_chance_to_win():
    """Bob's last turn at 63-48: 14 covered Humans and one die. Stopping loses, rolling on
    wins 2 times in 3: the panel says so beside the points."""
    from dataclasses import replace

    from core.dalek_dice import RULES
    from core.dalek_dice.events import DiceKept, DiceRolled
    from core.dalek_dice.expert import expert
    from core.game import PlayerSpec
    from tests.core.dalek_dice.helpers import faces
    from tui.games.dalek_dice.words import odds_text

    setup = RULES.make_setup([PlayerSpec(name="Ann"), PlayerSpec(name="Bob", bot="expert")], 1)
    state = replace(RULES.start(setup), totals=(63, 48), seat=1, turn=8)
    state = RULES.evolve(state, DiceRolled(values=faces("H4 H4 H4 H2 D3 D3 D3 D3 D2 H2")))
    state = RULES.evolve(state, DiceKept(values=faces("H2 H4 H4 H4 D2 D3 D3 D3 D3")))
    text = odds_text(RULES, state, set(), expert())
    assert "r: avg 12.7, win 67%" in text and "s: 14 points, win 0%" in text
    assert "win" not in odds_text(RULES, state, set())  # no expert at the table: points only
    assert all(len(line) <= 24 for line in text.splitlines())


async def test_the_expert_is_built_in_the_background_and_its_chances_shown(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,bot:expert", seed=10)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.press("o")
        await settle(pilot)
        assert "r: avg 14.9, win " in str(app.screen.query_one("#odds").render())


async def test_the_expert_waits_until_built_and_then_plays_as_if_it_had_always_been(save_root, monkeypatch):
    """Forced not ready: the expert's turn waits, saying so, and plays nothing meanwhile (it
    once played as the optimal bot, so one seed and the same keys gave two games); once
    built it plays exactly the moves of an expert ready from the start."""
    import threading

    from core.dalek_dice import RULES
    from core.dalek_dice import expert as experts
    from tui.games.dalek_dice import charts

    built = experts.expert()  # the reference: ready from the start
    release = threading.Event()

    def slow_build():
        release.wait(60)
        experts.use(built)
        return built

    monkeypatch.setattr(experts, "_EXPERT", [])
    monkeypatch.setattr(charts, "cached_expert", slow_build)
    session = new_session(save_root, "dalek-dice", "bot:expert,Ann", seed=10)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not session.events  # the expert's first decision waits for it
        assert "The expert is getting ready" in str(app.screen.query_one("#prompt").render())
        release.set()
        await settle(pilot)
        played = list(session.events)
    assert played
    state, expected = RULES.start(session.setup), []
    while RULES.current_player(state) == 0:
        events = RULES.decide(state, RULES.bot_command(state, "expert"))
        expected += events
        for event in events:
            state = RULES.evolve(state, event)
    assert played == expected



def test_while_a_bot_keeps_the_odds_panel_asks_nothing_of_the_player():
    """A roll waiting to be kept by a bot (or another terminal, or in a replay): nobody here
    ticks, so the panel says what happens rather than "Tick at least one die"."""
    from core.dalek_dice import RULES
    from core.dalek_dice.events import DiceRolled
    from core.game import PlayerSpec
    from tests.core.dalek_dice.helpers import faces
    from tui.games.dalek_dice.words import odds_text

    setup = RULES.make_setup([PlayerSpec(name="Bot", bot="cautious"), PlayerSpec(name="Ann")], 1)
    state = RULES.evolve(RULES.start(setup), DiceRolled(values=faces("H4 H4 H4 H2 D3 D3 D3 D3 D2 H2")))
    assert "Tick at least one die" in odds_text(RULES, state, set())
    watching = odds_text(RULES, state, set(), ticking=False)
    assert watching == "Choosing which dice to keep…" and "Tick" not in watching


def test_the_header_speaks_to_you_and_marks_only_a_bot_its_name_does_not_name():
    """The lesson's learner read "Tú (le toca)"; a bot seated under its kind's name read
    "Bot prudente (bot)" while its own name says it."""
    from core.dalek_dice import RULES
    from core.game import PlayerSpec
    from tui import i18n
    from tui.games.dalek_dice.words import header

    state = RULES.start(RULES.make_setup([PlayerSpec(name="Ann"), PlayerSpec(name="Rex")], 1))
    for language, you, yours in (("en", "You", "your turn"), ("es", "Tú", "te toca")):
        i18n.use(language)
        assert header(state, [you, "Ann"], False, False).startswith(f"Dalek Dice — {yours} · ")
        assert "(bot)" not in header(state, ["Bot prudente" if language == "es" else "Cautious bot"], True, False)
        assert "Dalek Sec (bot)" in header(state, ["Dalek Sec"], True, False)


async def test_once_the_game_is_over_o_offers_no_odds(save_root):
    """Odds are of a turn under way: a finished game's key bar has no `o` (it showed one whose
    panel only said the game was over), and `o` opens nothing."""
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=4)
    while not session.is_over:
        session.apply(session.rules.bot_command(session.state, "cautious"))
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        if isinstance(app.screen, EndScreen):
            await pilot.press("escape")  # a look at the board
            await settle(pilot)
        screen = app.screen
        assert isinstance(screen, DalekDiceScreen)
        assert _("Odds") not in [description for _key, _shown, description, _on in screen.query_one(KeyBar).shown()]
        await pilot.press("o")
        await settle(pilot)
        assert not screen.show_odds
