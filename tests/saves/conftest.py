"""Shared fixtures: the test-only game `tally` is registered for every test here."""

from __future__ import annotations

from pathlib import Path

import pytest

import core.games
from core.game import PlayerSpec
from tests.saves import tally

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures"


@pytest.fixture(autouse=True)
def tally_game():
    """Register `tally` so that `core.games.rules_for("tally")` finds it."""
    core.games.register(tally.GAME)
    yield tally.RULES
    core.games.unregister(tally.GAME.id)


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A saves folder that does not exist yet (the first write creates it)."""
    return tmp_path / "saves"


def tally_setup(seed: int = 7, target: int = 20, names: tuple[str, ...] = ("Ann", "Bob")):
    players = [PlayerSpec(name=name) for name in names]
    return tally.RULES.make_setup(players, seed, target=target)


def bot_move(rules, setup, state):
    """The command of the seat's bot (humans' seats are played by the game's first bot)."""
    seat = rules.current_player(state)
    return rules.bot_command(state, setup.players[seat].bot or rules.bots[0])


def play_bots(session, moves: int) -> None:
    """Let the bots make `moves` commands in a session (fewer if the game ends)."""
    for _ in range(moves):
        if session.is_over:
            return
        session.apply(bot_move(session.rules, session.setup, session.state))


def bot_log(setup, length: int, rules=tally.RULES) -> list:
    """The first `length` events the bots produce from `setup`, played in memory."""
    state, log = rules.start(setup), []
    while len(log) < length and not rules.is_over(state):
        for event in rules.decide(state, bot_move(rules, setup, state)):
            state = rules.evolve(state, event)
            log.append(event)
    return log[:length]
