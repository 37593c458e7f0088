"""Seeded random play of any registered game, for the conformance suite.

Dice come from each game's own seeded `core.dice` rolls: the seed is data in the setup,
so a playout is reproduced by its seed alone and nothing is monkeypatched.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import product
from typing import Any

from core.descriptor import GameDescriptor
from core.game import PlayerSpec

#: a game that has not ended after this many commands is reported, not waited for
MOST_COMMANDS = 4000


@dataclass
class Playout:
    """One game: its setup, every state (before each command), the commands and events."""

    rules: Any
    setup: Any
    states: list[Any] = field(default_factory=list)
    commands: list[Any] = field(default_factory=list)
    events: list[Any] = field(default_factory=list)
    #: for each event: the index of the command that caused it
    caused_by: list[int] = field(default_factory=list)
    state: Any = None


def tables(game: GameDescriptor, rules: Any) -> list[tuple[list[PlayerSpec], dict[str, Any]]]:
    """Every valid combination of table size and option choice, humans in every seat."""
    found = []
    sizes = range(game.min_players, min(game.max_players, 4) + 1)
    options = game.choice_options
    for size, values in product(sizes, product(*(option.choices for option in options))):
        players = [PlayerSpec(name=f"Seat {seat + 1}") for seat in range(size)]
        chosen = {option.name: value for option, value in zip(options, values)}
        try:
            rules.make_setup(players, 0, **chosen)
        except ValueError:
            continue  # e.g. a solo mode for four players
        found.append((players, chosen))
    return found


def play(game: GameDescriptor, rules: Any, seed: int) -> Playout:
    """A random table and random legal commands until the game ends."""
    chance = random.Random(seed)
    players, options = chance.choice(tables(game, rules))
    setup = rules.make_setup(players, seed, **options)
    game_play = Playout(rules, setup, state=rules.start(setup))
    while not rules.is_over(game_play.state):
        assert len(game_play.commands) < MOST_COMMANDS, f"{game.id} seed {seed}: no end in sight"
        legal = rules.legal_commands(game_play.state)
        assert legal, f"{game.id} seed {seed}: not over, yet no legal command"
        command = chance.choice(legal)
        game_play.states.append(game_play.state)
        game_play.commands.append(command)
        for event in rules.decide(game_play.state, command):
            game_play.state = rules.evolve(game_play.state, event)
            game_play.events.append(event)
            game_play.caused_by.append(len(game_play.commands) - 1)
    assert rules.legal_commands(game_play.state) == []
    return game_play
