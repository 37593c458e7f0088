"""Where a replay's moves are (tui.replay.index): found once, off the UI thread, the same
however they are found, and one decision per step in an altered save too."""

from __future__ import annotations

import itertools
import random
import threading

import pytest

from core.game import PlayerSpec
from core.games import rules_for
from tests.tui.helpers import app_with, settle
from tests.tui.screen_check import screen_lines
from tests.tui.test_replay import GAMES
from tui.games.screens import screen_class
from tui.replay.index import MoveIndex
from tui.replay.screen import ReplaySteps, replay_screen
from tui.replay.session import ReplaySession


def playout(game, players, options, seed):
    """(rules, setup, events, end state, the boundaries of the commands played)."""
    rules = rules_for(game)
    setup = rules.make_setup(players, seed, **options)
    state, events, boundaries, pick = rules.start(setup), [], [0], random.Random(seed)
    while not rules.is_over(state):
        seat = rules.current_player(state)
        kind = setup.players[seat].bot if seat is not None and seat < len(setup.players) else None
        command = rules.bot_command(state, kind) if kind else pick.choice(list(rules.legal_commands(state)))
        for event in rules.decide(state, command):
            state = rules.evolve(state, event)
            events.append(event)
        boundaries.append(len(events))
    return rules, setup, events, state, boundaries


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
@pytest.mark.parametrize("seed", [4, 11])
def test_a_step_finds_the_same_moves_as_the_whole_pass_forward_and_back(game, players, options, seed):
    """Before the pass is done a step looks around itself; it must agree with the pass
    (Dizzle's end of turn makes events another command would make alone)."""
    rules, setup, events, end, played = playout(game, players, options, seed)
    whole = MoveIndex(rules, setup, events, end)
    assert whole.build() and whole.moves == played
    back, forward = [len(events)], [0]
    lazy = MoveIndex(rules, setup, events, end)
    while back[-1] > 0:
        back.append(lazy.next_boundary(back[-1], -1))
    lazy = MoveIndex(rules, setup, events, end)
    while forward[-1] < len(events):
        forward.append(lazy.next_boundary(forward[-1], 1))
    assert back[::-1] == played and forward == played


def test_a_guards_move_is_one_step_in_an_altered_competitive_save_with_two_boards(tmp_path):
    """Its dice are not the seed's, so no command makes the guards' move as logged: the
    step still runs from the guard dice to the end of both boards' inmate dice."""
    players = [PlayerSpec(name="Ann", bot="planner"), PlayerSpec(name="Bo", bot="planner")]
    rules, setup, events, _end, played = playout("25-to-dice", players, {"mode": "competitive"}, 5)
    moves = [(start, stop) for start, stop in itertools.pairwise(played)
             if events[start].type == "guard_dice_rolled"
             and sum(event.type == "inmate_dice_rolled" for event in events[start:stop]) == 2]
    start, stop = moves[len(moves) // 2]
    values = list(events[start].values)
    values[0] = values[0] % 6 + 1
    events[start] = events[start].model_copy(update={"values": tuple(values)})
    view = ReplaySession(rules, setup, events, tmp_path / "x.json", altered=f"event {start + 1}: changed")
    assert start in view.moves and stop in view.moves
    assert not [b for b in view.moves if start < b < stop]
    assert view.moves == played
    assert ReplaySteps(view).header().startswith("Altered save · Replay · ")  # at the end: the result, maybe no move


async def test_the_moves_are_found_by_a_thread_worker_while_the_header_counts(tmp_path, monkeypatch):
    """The pass runs in a thread, never on the UI's; until it is done the header says so
    and a step still goes; once done the move numbers appear."""
    rules, setup, events, end, played = playout(*GAMES[0], seed=4)
    view = ReplaySession(rules, setup, events, tmp_path / "x.json", end=end)
    threads, gate = [], threading.Event()
    build = view.index.build

    def slow_build(cancelled):
        threads.append(threading.current_thread())
        gate.wait(5)
        return build(cancelled)

    monkeypatch.setattr(view.index, "build", slow_build)
    app = app_with(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = replay_screen(view)
        assert type(screen) is screen_class(rules.id)  # the game's own class, none made at run time
        await app.push_screen(screen)
        await pilot.pause()
        assert "finding the moves" in screen_lines(app)[0]
        await pilot.press("left")
        await pilot.pause()
        assert view.position == played[-2]
        await pilot.press("right_square_bracket")  # turns wait for the pass: nothing moves
        assert view.position == played[-2]
        gate.set()
        await settle(pilot)  # the worker is done
        assert view.indexed and threads and threads[0] is not threading.main_thread()
        assert f"move {len(played) - 2} of {len(played) - 1}" in screen_lines(app)[0]  # told when done
        await pilot.press("left")
        await pilot.pause()
        assert f"move {len(played) - 3} of {len(played) - 1}" in screen_lines(app)[0]


async def test_leaving_the_replay_cancels_the_pass(tmp_path):
    rules, setup, events, end, _played = playout(*GAMES[3], seed=4)
    view = ReplaySession(rules, setup, events, tmp_path / "x.json", end=end)
    stopped = threading.Event()

    def endless(cancelled):
        while not cancelled():
            if stopped.wait(0.01):
                return False
        stopped.set()
        return False

    view.index.build = endless
    app = app_with(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(replay_screen(view))
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert stopped.wait(2)  # the worker was told to stop, and did


async def test_a_replay_at_a_bots_turn_never_plays_it_whoever_asks(tmp_path):
    rules, setup, events, end, played = playout(*GAMES[0], seed=4)
    view = ReplaySession(rules, setup, events, tmp_path / "x.json", end=end)
    view.index.build()
    app = app_with(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = replay_screen(view)
        await app.push_screen(screen)
        await pilot.pause()
        for boundary in played:
            view.seek(boundary)
            if screen.bot_to_move():
                break
        assert screen.bot_to_move()
        said = []
        screen.notify = lambda message, **kwargs: said.append(message)
        screen._schedule_bot()  # what a warmed-up expert's screen asks (GameScreen.resume_bots)
        await settle(pilot)
        assert len(view.log) == len(events) and app.screen is screen
        assert said == []  # no "Could not save the game": nothing was tried
