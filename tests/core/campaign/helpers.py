"""Shared pieces of the campaign tests: stage lists, finished games, quick folds."""

from __future__ import annotations

from typing import Any

from core.campaign import (
    CampaignSetup,
    FinishStage,
    Stage,
    StartStage,
    decide,
    default_stages,
    evolve,
    start,
)
from core.games import rules_for


def setup(seed: int = 42, stages: tuple[Stage, ...] | None = None) -> CampaignSetup:
    return CampaignSetup(name="Ann", seed=seed, stages=stages or default_stages())


def play(state: Any, *commands: Any) -> Any:
    for command in commands:
        for event in decide(state, command):
            state = evolve(state, event)
    return state


def attempt(state: Any, stage: int, **measures: int) -> Any:
    """Start the next attempt of `stage` and finish it with these measures."""
    state = play(state, StartStage(stage=stage, save=f"game-{stage}-{len(state.tries(stage)) + 1}.json"))
    number = state.playing(stage).number
    return play(state, FinishStage(stage=stage, attempt=number, measures=measures))


def fresh(seed: int = 42) -> Any:
    return start(setup(seed))


def finished_game(game: str, game_setup: Any, pick: str | None = None) -> Any:
    """The final state of a game whose every seat is played by a bot (humans by `pick`)."""
    rules = rules_for(game)
    state = rules.start(game_setup)
    while not rules.is_over(state):
        seat = rules.current_player(state)
        bot = game_setup.players[seat].bot or pick or rules.bots[0]
        for event in rules.decide(state, rules.bot_command(state, bot)):
            state = rules.evolve(state, event)
    return state
