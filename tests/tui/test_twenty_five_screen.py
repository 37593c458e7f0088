"""Pilot flows of 25 to Dice: keys only, as a player would press them.

The human seat is played by pressing the keys for what the planner bot would do
(its inmate, its dice, the cursor to its square, `p` to its path, Enter), so the
games reach sets of dice, escapes and the end without a hand-written script.
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from dataclasses import replace

import pytest

from core.twenty_five import INMATES, EndMoves, Escape, MoveGuards, MoveInmate, Substitute, sheet_view
from core.twenty_five.events import InmateEscaped, InmateMoved, NumberSubstituted
from saves.session import GameSession
from saves.store import load_game
from tests.tui.helpers import app_with, new_session, settle
from tui.games.twenty_five.screen import TwentyFiveScreen
from tui.pace import Pace
from tui.screens.end import EndScreen

ARROWS = {(-1, 0): "up", (1, 0): "down", (0, -1): "left", (0, 1): "right"}


async def aim(pilot, screen: TwentyFiveScreen, square) -> None:
    """Arrow keys until the cursor is on `square` (up/down to its row, then left/right)."""
    for _ in range(40):
        here = screen.picks.cursor
        if here == square:
            return
        if here[0] != square[0] and any(target[0] == square[0] for target in screen._targets):
            await pilot.press("up" if square[0] < here[0] else "down")
        else:
            await pilot.press("left" if (square[0], square[1]) < here else "right")
    raise AssertionError(f"the cursor never reached {square}; it is on {screen.picks.cursor}")


async def press_command(pilot, screen: TwentyFiveScreen, command) -> None:
    """The keys for one command, the way a player picks it."""
    if isinstance(command, MoveGuards):
        await pilot.press("r")
    elif isinstance(command, EndMoves):
        await pilot.press("s")
    elif isinstance(command, (MoveInmate, Escape)):
        await pilot.press("abcdef"[INMATES.index(command.inmate)])
        if isinstance(command, Escape):
            await pilot.press(str(command.die))
            row, column = _standing(screen, command.inmate)
            target = (row - 1, column)
        else:
            row, column = command.squares[-1]
            value = screen.state.sheets[screen.acting()].numbers[row * screen.state.layout.width + column]
            for _ in command.squares:
                await pilot.press(str(value))
            target = command.squares[-1]
        await aim(pilot, screen, target)
        for _ in range(12):
            if screen.picks.chosen(screen._targets) == command:
                break
            await pilot.press("p")
        assert screen.picks.chosen(screen._targets) == command
        await pilot.press("enter")
    else:
        raise AssertionError(f"no keys for {command!r}")
    await settle(pilot)


def _standing(screen: TwentyFiveScreen, inmate: str):
    sheet = screen.state.sheets[screen.acting()]
    return screen.state.layout.square(sheet.inmates[INMATES.index(inmate)].square)


async def play_by_keys(pilot, app, stop, turns: int = 400) -> list:
    """Press the planner's choices for the human seats until `stop(screen)` or the end screen."""
    played = []
    for _ in range(turns):
        await settle(pilot)
        screen = app.screen
        if not isinstance(screen, TwentyFiveScreen) or stop(screen):
            break
        if screen.bot_to_move() or screen._walk is not None:
            continue
        command = screen.rules.bot_command(screen.state, "planner")
        await press_command(pilot, screen, command)
        played.append(command)
    return played


@asynccontextmanager
async def solo_after_the_guards(save_root, seed: int):
    """A solo game at 80x24 whose first Guards Move is done: the inmate dice are rolled."""
    app = app_with(save_root, new_session(save_root, "25-to-dice", "Ann", seed=seed))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await settle(pilot)
        yield pilot, app.screen


async def until_the_end(pilot, app) -> None:
    """The bots play at once (INSTANT pace): once settled, the end screen shows."""
    await settle(pilot)
    assert isinstance(app.screen, EndScreen), "the game did not reach its end screen"


def log_text(screen) -> str:
    """The log as one line of text (it is wrapped to the log's width on screen)."""
    return " ".join(line.text.strip() for line in screen.query_one("#log").lines)


def events_of(screen, kind) -> list:
    return [event for event in screen.session.events if isinstance(event, kind)]


async def test_a_solo_game_by_keys_walks_a_set_of_dice_and_escapes(save_root):
    session = new_session(save_root, "25-to-dice", "Ann", seed=10)
    path = session.path
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_by_keys(pilot, app, lambda screen: screen.state.round > 3)
        screen = app.screen
        sets = [event for event in events_of(screen, InmateMoved) if len(event.squares) > 1]
        assert sets, "no move spent a set of dice"
        assert events_of(screen, InmateEscaped)
        log = log_text(screen)
        assert "escapes through exit " in log
        events = screen.session.events
    assert tuple(load_game(path).events) == events


async def test_a_substitution_by_keys_after_an_escape(save_root):
    session = new_session(save_root, "25-to-dice", "Ann", seed=10)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_by_keys(pilot, app, lambda screen: bool(events_of(screen, InmateEscaped)))
        screen = app.screen
        assert screen.state.phase == "inmates"
        await pilot.press("x")  # one exit holds a number: the cursor is on it, still to be chosen
        await settle(pilot)
        assert screen.picks.exit is None and isinstance(screen.picks.chosen(screen._targets), int)
        assert "pick the exit" in str(screen.query_one("#prompt").render())
        exit_column = screen.picks.cursor[1]
        await pilot.press("enter")  # that exit: now the square, the cursor under the exit
        await settle(pilot)
        assert screen.picks.exit is not None
        command = screen.picks.chosen(screen._targets)
        assert command.square[1] == exit_column, "the square under the exit, not A1"
        assert isinstance(command, Substitute)
        assert "(now " in str(screen.query_one("#prompt").render())
        await pilot.press("enter")
        await settle(pilot)
        done = events_of(screen, NumberSubstituted)
        assert [(event.exit, event.square) for event in done] == [(command.exit, command.square)]
        assert screen.query_one("#board").view.substituted == {command.square}


async def test_a_bot_plays_a_whole_game_to_the_end_screen(save_root):
    session = new_session(save_root, "25-to-dice", "bot:planner", seed=17)
    path = session.path
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_the_end(pilot, app)
        text = "\n".join(app.screen.lines)
        assert "Four inmates are out" in text and "you win!" in text
        assert "Escaped:" in text
        await pilot.press("m")
        await settle(pilot)
    assert load_game(path).rules.is_over(load_game(path).state)


async def test_quitting_then_resuming_shows_the_same_prison(save_root):
    session = new_session(save_root, "25-to-dice", "Ann", seed=10)
    path = session.path
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_by_keys(pilot, app, lambda screen: bool(events_of(screen, InmateMoved)))
        before = app.screen.state
        lines = len(app.screen.query_one("#log").lines)
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, TwentyFiveScreen)
    resumed = GameSession.open(path)
    assert resumed.state == before
    app = app_with(save_root, resumed)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TwentyFiveScreen)
        shown = screen.query_one("#board").view
        moved = events_of(screen, InmateMoved)[-1]
        assert any(inmate.square == moved.squares[-1] for inmate in shown.inmates)
        assert len(screen.query_one("#log").lines) == lines  # each past event logged once


async def test_undo_takes_back_a_move_but_never_the_roll(save_root):
    async with solo_after_the_guards(save_root, seed=10) as (pilot, screen):
        rolled = screen.state
        command = screen.rules.bot_command(rolled, "planner")
        assert isinstance(command, MoveInmate)
        await press_command(pilot, screen, command)
        assert screen.state != rolled
        await pilot.press("u")
        await settle(pilot)
        assert screen.state == rolled
        await pilot.press("u")  # the dice stay rolled
        await settle(pilot)
        assert screen.state == rolled


@asynccontextmanager
async def guards_walking(save_root):
    """(pilot, screen) of a solo game whose guards have just started walking, step by step."""
    session = new_session(save_root, "25-to-dice", "Ann", seed=5)
    app = app_with(save_root, session)
    app.pace = Pace(bot=0.0, step=60.0, menu=0.0)  # a step that never comes within the test
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        screen = app.screen
        assert screen._walk is not None
        yield pilot, screen


async def test_the_guards_walk_until_f_skips_to_the_end_of_their_move(save_root):
    async with guards_walking(save_root) as (pilot, screen):
        assert not screen.check_action("inmate", (0,)) and screen.check_action("skip", ())
        assert "The guards are moving" in str(screen.query_one("#prompt").render())
        assert screen.query_one("#board").view.guards != sheet_view(screen.state).guards  # on their way
        await pilot.press("f")
        await settle(pilot)
        assert screen._walk is None
        assert screen.query_one("#board").view == sheet_view(screen.state)
        log = log_text(screen)
        assert "Blue guard rolls" in log and "Inmates Move: the inmate dice show" in log


@pytest.mark.parametrize("language", ["en", "es"])
async def test_while_the_guards_walk_the_key_bar_keeps_esc_and_the_log_keys(save_root, language):
    """Issue 33: Esc and the log's keys stay in every phase; the walk offered f, Esc and ?."""
    from tui import i18n
    from tui.widgets.key_bar import KeyBar

    i18n.use(language)
    async with guards_walking(save_root) as (pilot, screen):
        bar = screen.query_one(KeyBar)
        keys = [key for key, _display, _text, _on in bar.shown()]
        assert "escape" in keys and "pageup" in keys and bar.overflow() == []
        log = screen.log_view()
        await pilot.press("pageup")  # and it pages back through what the guards did so far
        await pilot.pause()
        assert screen._walk is not None and log is not None


async def test_competitive_names_players_and_tab_shows_another_sheet(save_root):
    session = new_session(save_root, "25-to-dice", "Ann,Bob", seed=3, mode="competitive")
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await settle(pilot)
        screen = app.screen
        log = log_text(screen)
        assert "Bob: " in log and "Sheet 2" not in log
        board = screen.query_one("#board")
        assert board.border_title == "Ann's sheet"
        assert "Inmates Move: Ann" in screen.header_text()
        await pilot.press("tab")
        assert board.border_title == "Bob's sheet"
        assert "This is Bob's sheet" in str(screen.query_one("#prompt").render())
        await pilot.press("b")  # a game key brings back the sheet in play
        assert board.border_title == "Ann's sheet" and screen.picks.inmate == "Billy"


async def test_coop_shows_the_final_say_and_the_crews(save_root):
    session = new_session(save_root, "25-to-dice", "Ann,Bob", seed=3, mode="coop")
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert "final say: Ann" in screen.header_text()
        assert screen.query_one("#inmates").owners == ("Ann", "Ann", "Ann", "Bob", "Bob", "Bob")
        await play_by_keys(pilot, app, lambda screen: screen.state.round == 2)
        assert "final say: Bob" in screen.header_text()


def shown_keys(screen) -> set[str]:
    return {key for key, active in screen.active_bindings.items() if active.binding.show}


async def test_the_footer_shows_only_the_keys_that_do_something_now(save_root):
    session = new_session(save_root, "25-to-dice", "Ann", seed=5)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert shown_keys(screen) == {"r", "g", "escape", "question_mark", "pageup"}
        await pilot.press("r")
        await settle(pilot)
        assert shown_keys(screen) == {"a", "1", "s", "g", "escape", "question_mark", "pageup"}
        await pilot.press("b")
        assert shown_keys(screen) == {"a", "1", "up", "k", "enter", "escape", "question_mark", "pageup"}
        assert screen.active_bindings["escape"].binding.description == "Cancel"
        await pilot.press("enter")
        await settle(pilot)
        assert "u" in shown_keys(screen) and "r" not in shown_keys(screen)


async def test_a_blocked_cell_door_is_explained(save_root):
    async with solo_after_the_guards(save_root, seed=5) as (pilot, screen):
        await pilot.press("a")
        prompt = str(screen.query_one("#prompt").render())
        assert "The Blue guard stands on A6, in front of Ann's cell." in prompt
        await pilot.press("e")
        assert "Eleanor needs a 2 to step out onto E6." in str(screen.query_one("#prompt").render())


@pytest.mark.parametrize("seed", [4])
async def test_a_competitive_bot_game_ends_with_the_score_table(save_root, seed):
    session = new_session(save_root, "25-to-dice", "bot:planner,bot:planner", seed=seed, mode="competitive")
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_the_end(pilot, app)
        lines = app.screen.lines
        assert lines[0].split() == ["Player", "Out", "Caught", "Points", "Best", "Subs", "Squares"]
        assert lines[1].startswith("★ 1")
        assert any(" wins " in line or line.startswith("Shared win") for line in lines)


# -- the pure helpers behind the screen ---------------------------------------------


def competitive_state(*tallies):
    """A finished competitive state whose sheets have (escapes, points per escape, captures)."""
    from dataclasses import replace

    from core.game import PlayerSpec
    from core.twenty_five import RULES
    from core.twenty_five.state import Inmate

    names = [PlayerSpec(name=name) for name in ("Ann", "Bob", "Cy")[: len(tallies)]]
    state = RULES.start(RULES.make_setup(names, 1, mode="competitive"))
    sheets = []
    for escaped, points, captured in tallies:
        inmates = [Inmate(status="escaped", points=points)] * escaped + [Inmate(status="captured")] * captured
        inmates += [Inmate()] * (6 - len(inmates))
        sheets.append(replace(state.sheets[0], inmates=tuple(inmates)))
    return replace(state, sheets=tuple(sheets), round=16)


def test_the_end_table_names_the_tie_break_that_decided():
    from tui.games.twenty_five.end import end_lines

    lines = end_lines(competitive_state((2, 5, 1), (2, 4, 0)), ["Ann", "Bob"])
    assert lines[1].startswith("★ 1 Ann") and lines[2].startswith("  2 Bob")
    assert "Ann wins on points (tied on escapes)." in lines
    lines = end_lines(competitive_state((2, 5, 1), (2, 5, 0)), ["Ann", "Bob"])
    assert "Bob wins on fewer captures (tied on escapes, points)." in lines
    lines = end_lines(competitive_state((3, 1, 0), (2, 9, 0), (2, 9, 0)), ["Ann", "Bob", "Cy"])
    assert "Ann wins with the most escapes." in lines
    assert all(len(line) <= 58 for line in lines)


def test_a_shared_competitive_win_and_a_lone_high_score():
    from tui.games.twenty_five.end import end_lines

    tied = end_lines(competitive_state((1, 3, 0), (1, 3, 0)), ["Ann", "Bob"])
    assert "Shared win: Ann, Bob (tied on every count)." in tied
    assert end_lines(competitive_state((2, 7, 1)), ["Ann"])[-1] == "Ann ends with +14 points and 2 out of 6."


def test_the_guards_walk_frame_by_frame_through_every_square():
    from core.game import PlayerSpec
    from core.twenty_five import RULES
    from core.twenty_five.events import GuardMoved
    from tui.games.twenty_five.walk import walk_frames

    state = RULES.start(RULES.make_setup([PlayerSpec(name="Ann")], 5))
    events = RULES.decide(state, MoveGuards())
    frames = walk_frames(RULES, state, events, 0)
    assert max(len(event.squares) for event in events if isinstance(event, GuardMoved)) > 1
    for guard in (0, 1):
        moved = [event for event in events if isinstance(event, GuardMoved)][guard]
        shown = [frame.view.guards[guard].square for frame in frames if frame.view is not None]
        walked = [square for index, square in enumerate(shown) if index == 0 or square != shown[index - 1]]
        assert walked == [moved.start, *moved.squares]
    assert [frame.event for frame in frames if frame.event is not None] == events
    for event in events:
        state = RULES.evolve(state, event)
    assert frames[-1].view == sheet_view(state)


def test_left_and_right_reach_every_highlighted_square():
    from tui.games.twenty_five.picks import Picks

    targets = {(-1, 0): [0], (2, 3): [0], (0, 5): [0], (5, 5): [0], (4, 0): [0]}
    picks = Picks(cursor=(-1, 0))
    seen = [picks.cursor]
    for _ in targets:
        picks.step(targets, (0, 1))
        seen.append(picks.cursor)
    assert set(seen) == set(targets)
    picks.step(targets, (1, 0))  # nothing further down: the cursor stays
    assert picks.cursor == (5, 5)
    picks.step(targets, (-1, 0))
    assert picks.cursor == (4, 0)  # the nearest row up, then the nearest column


def test_the_default_target_spends_one_die_when_one_die_will_do():
    from tui.games.twenty_five.picks import Picks

    pair = MoveInmate(inmate="Ann", squares=((3, 1), (2, 1)))  # two squares nearer the exits
    one = MoveInmate(inmate="Ann", squares=((4, 2),))
    picks = Picks(inmate="Ann")
    picks.settle({(2, 1): [pair], (4, 2): [one]}, near=(4, 1))
    assert picks.cursor == (4, 2)
    escape = Escape(inmate="Ann", die=5)
    picks = Picks(inmate="Ann")
    picks.settle({(-1, 1): [escape], (4, 2): [one]}, near=(0, 1))
    assert picks.cursor == (-1, 1)  # an escape is one die too, and the nearest the exits


def test_an_exit_has_one_name_in_the_list_the_end_table_and_the_prompt():
    from core.game import PlayerSpec
    from core.twenty_five import RULES, exit_name
    from core.twenty_five.events import InmateEscaped
    from tui.games.twenty_five.end import end_lines
    from tui.games.twenty_five.inmates import _status
    from tui.games.twenty_five.picks import Picks
    from tui.games.twenty_five.prompt import _swap_prompt

    setup = RULES.make_setup([PlayerSpec(name="Ann")], seed=1, mode="solo")
    state = RULES.start(setup)
    while True:  # the planner plays until someone escapes
        events = RULES.decide(state, RULES.bot_command(state, "planner"))
        for event in events:
            state = RULES.evolve(state, event)
        escaped = next((event for event in events if isinstance(event, InmateEscaped)), None)
        if escaped:
            break
    view = sheet_view(state)
    box = view.exits[escaped.exit]
    letter = "ABCDEF"[box.reached_from[1]]
    assert exit_name(box.reached_from) == f"exit {letter}"
    who = INMATES.index(escaped.inmate)
    assert _status(view.inmates[who], box.reached_from) == f"escaped by exit {letter}"
    assert f"{escaped.inmate} (exit {letter})" in "\n".join(end_lines(state, ["Ann"]))
    swap = Picks(swapping=True, exit=escaped.exit)
    chosen = Substitute(exit=escaped.exit, square=(3, 3))
    assert _swap_prompt(view, swap, chosen).startswith(f"Write exit {letter}'s {escaped.die} on D4")
    assert f"through exit {letter} with a {escaped.die}" in RULES.describe(escaped, setup)


def test_a_digit_adds_dice_of_its_number_then_drops_them():
    from tui.games.twenty_five.picks import Picks

    picks, dice = Picks(), (2, 3, 3, 5)
    picks.pick_die(3, dice)
    assert (picks.value, picks.count) == (3, 1)
    picks.pick_die(3, dice)
    assert (picks.value, picks.count) == (3, 2)
    picks.pick_die(3, dice)
    assert picks.value is None
    picks.pick_die(3, dice)
    picks.pick_die(5, dice)
    assert (picks.value, picks.count) == (5, 1)


def test_the_header_fits_80_columns_with_the_longest_names():
    from core.game import PlayerSpec
    from core.twenty_five import RULES
    from tui.games.twenty_five.prompt import header_line

    players = [PlayerSpec(name="X" * 24, bot="planner"), PlayerSpec(name="Y" * 24)]
    state = RULES.start(RULES.make_setup(players, 1, mode="competitive"))
    line = header_line(RULES, state, players)
    assert len(line) <= 78 and line.endswith("X… (bot)") and "Guards Move" in line


async def test_a_click_aims_and_a_second_click_moves(save_root):
    async with solo_after_the_guards(save_root, seed=5) as (pilot, screen):
        await pilot.press("f")  # Frank: F5 with two 6s, or F6 too (a 5 is in hand)
        target = next(square for square in sorted(screen._targets) if square != screen.picks.cursor)
        from tui.games.twenty_five.board import LABEL, SLOT

        at = (1 + LABEL + SLOT * target[1] + 2, 1 + 2 + target[0])  # border, row label, slot; border, letters, exits
        await pilot.click("#board", offset=at)
        assert screen.picks.cursor == target
        await pilot.click("#board", offset=at)
        await settle(pilot)
        assert events_of(screen, InmateMoved)[-1].squares[-1] == target


def test_every_prompt_fits_three_lines_under_the_board_with_long_names():
    import textwrap

    from core.game import PlayerSpec
    from core.twenty_five import RULES
    from tui.games.twenty_five.picks import Picks
    from tui.games.twenty_five.prompt import Turn, prompt_text

    state = RULES.start(RULES.make_setup([PlayerSpec(name="Maximiliana-Longname-Xx")], 5))
    before = sheet_view(state)
    for event in RULES.decide(state, MoveGuards()):
        state = RULES.evolve(state, event)
    view = sheet_view(state)
    doors = tuple(cell.opens_onto for cell in state.layout.board.cells)
    name = "Maximiliana-Longname-Xx"
    turn = Turn(who=name, bot=False, over=False, walking=False, own=True, viewed=name)
    cases = [(turn, before, Picks()), (turn, view, Picks()), (replace(turn, own=False), view, Picks())]
    cases += [(replace(turn, bot=True), view, Picks()), (turn, view, Picks(value=6, count=2))]
    for inmate in INMATES:
        cases.append((turn, view, Picks(inmate=inmate)))
    with_exit = replace(view, exits=(replace(view.exits[0], value=4, inmate="Ann"), *view.exits[1:]))
    cases += [(turn, with_exit, picks) for picks in (Picks(), Picks(swapping=True), Picks(swapping=True, exit=0))]
    for turn_now, shown, picks in cases:
        targets = picks.targets(RULES, state, shown)
        picks.settle(targets, (5, 0))
        text = prompt_text(turn_now, shown, picks, targets, picks.chosen(targets), doors)
        assert text and len(textwrap.wrap(text, 39)) <= 3, text


def test_other_sheets_fit_beside_yours_only_on_a_wide_terminal():
    from tui.games.twenty_five.others import fitting

    assert fitting(200, True, 2) == 2, "three players at 200 columns: every sheet side by side"
    assert fitting(200, True, 3) == 2, "four: as many as fit, tab shows the rest"
    assert fitting(120, True, 1) == 0 and fitting(80, False, 3) == 0


async def test_a_competitive_game_at_200_columns_shows_every_sheet(save_root):
    from tui.games.twenty_five.board import PrisonBoard

    session = new_session(save_root, "25-to-dice", "Ann,Bea,Cy", seed=10, mode="competitive")
    app = app_with(save_root, session)
    async with app.run_test(size=(200, 60)) as pilot:
        await settle(pilot)
        others = [board for board in app.screen.query(".other-board").results(PrisonBoard) if board.display]
        assert [str(board.border_title) for board in others] == ["Bea's sheet", "Cy's sheet"]
        assert all(board.view is not None and not board.drawn_roomy for board in others)
        await pilot.press("tab")  # Bea's sheet on show: Ann's and Cy's beside it
        await settle(pilot)
        assert [str(board.border_title) for board in others] == ["Ann's sheet", "Cy's sheet"]
