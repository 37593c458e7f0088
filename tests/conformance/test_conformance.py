"""One conformance suite every registered game passes, in the spirit of OpenSpiel's
random-simulation test: seeded random playouts of `legal_commands` end; the JSON of
the log replays to the live state; every legal command is accepted and commands of a
kind not on offer are refused with a sentence; undo never crosses a roll or a turn;
every event has a log line; bots give only legal commands. Dice are the games' own
seeded rolls (the seed is in the setup), never monkeypatched.
"""

from __future__ import annotations

import random
import re

import pytest

from core.game import IllegalMove, can_undo, replay
from tests.conformance.playout import play, tables

SEEDS = range(3)
#: states sampled per playout for the slower checks (every legal command, every bot)
SAMPLED = 12
SENTENCE = re.compile(r"^[A-Z0-9].*[.!]$")


def _sample(playout, count: int = SAMPLED) -> list[int]:
    chance = random.Random(len(playout.events))
    indexes = range(len(playout.states))
    return sorted(chance.sample(indexes, min(count, len(indexes))))


@pytest.mark.parametrize("seed", SEEDS)
def test_random_playouts_of_legal_commands_end(game, seed):
    descriptor, rules = game
    playout = play(descriptor, rules, seed)
    assert rules.is_over(playout.state) and rules.current_player(playout.state) is None
    assert len(rules.scores(playout.state)) >= 1
    assert set(rules.winners(playout.state)) <= set(range(len(playout.setup.players)))


def test_every_offered_table_makes_a_setup_that_round_trips(game):
    descriptor, rules = game
    found = tables(descriptor, rules)
    assert found, f"{descriptor.id}: no table of {descriptor.min_players}-{descriptor.max_players} players works"
    for players, options in found:
        setup = rules.make_setup(players, 7, **options)
        assert rules.setup_model.model_validate_json(setup.model_dump_json()) == setup


@pytest.mark.parametrize("seed", SEEDS)
def test_replaying_the_json_of_the_log_gives_the_live_state(game, seed):
    descriptor, rules = game
    playout = play(descriptor, rules, seed)
    stored = rules.events.dump_json(playout.events)
    setup = rules.setup_model.model_validate_json(playout.setup.model_dump_json())
    assert replay(rules, setup, rules.events.validate_json(stored)) == playout.state
    halfway = len(playout.events) // 2
    folded = replay(rules, setup, rules.events.validate_json(rules.events.dump_json(playout.events[:halfway])))
    assert folded == replay(rules, playout.setup, playout.events[:halfway])


def test_the_same_seed_and_commands_give_the_same_dice(game):
    descriptor, rules = game
    first, again = play(descriptor, rules, 11), play(descriptor, rules, 11)
    assert first.events == again.events


@pytest.mark.parametrize("seed", SEEDS)
def test_every_legal_command_is_accepted_and_other_kinds_are_refused_with_a_sentence(game, seed):
    descriptor, rules = game
    playout = play(descriptor, rules, seed)
    seen = {type(command): command for command in playout.commands}
    refused = 0
    for index in _sample(playout):
        state = playout.states[index]
        legal = rules.legal_commands(state)
        for command in random.Random(index).sample(legal, min(len(legal), 25)):
            for event in rules.decide(state, command):  # accepted, and its events fold
                state_after = rules.evolve(state, event)
                state = state_after
            state = playout.states[index]
        offered = {type(command) for command in legal}
        for kind, command in seen.items():
            if kind in offered:
                continue
            with pytest.raises(IllegalMove) as refusal:
                rules.decide(state, command)
            reason = str(refusal.value)
            assert SENTENCE.match(reason) and "\n" not in reason, f"{descriptor.id}: {reason!r}"
            refused += 1
    if len(seen) > 1:
        assert refused, f"{descriptor.id}: no state refused a command of another kind"


@pytest.mark.parametrize("seed", SEEDS)
def test_undo_never_crosses_a_roll_or_a_turn(game, seed):
    descriptor, rules = game
    playout = play(descriptor, rules, seed)
    state = rules.start(playout.setup)
    ends = {count for count in range(1, len(playout.events) + 1)
            if count == len(playout.events) or playout.caused_by[count] != playout.caused_by[count - 1]}
    for count, event in enumerate(playout.events, start=1):
        before = state
        state = rules.evolve(state, event)
        if count in ends and can_undo(rules, state, playout.events[:count]):  # where a player may undo
            assert not event.random, f"{descriptor.id}: {type(event).__name__} is a roll, yet undoable"
            assert rules.current_player(before) == rules.current_player(state), (
                f"{descriptor.id}: undoing {type(event).__name__} would reach into another turn")
        if event.random:
            assert not event.undoable, f"{descriptor.id}: {type(event).__name__} is random and undoable"


@pytest.mark.parametrize("seed", SEEDS)
def test_every_event_has_a_log_line(game, seed):
    descriptor, rules = game
    playout = play(descriptor, rules, seed)
    kinds = set()
    for event in playout.events:
        for line in (rules.describe(event, playout.setup), rules.describe(event)):
            assert isinstance(line, str) and line.strip() and "\n" not in line, (descriptor.id, event)
        kinds.add(type(event))
    assert len(kinds) >= 2
    assert rules.progress(playout.state).strip()


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_bots_give_only_legal_commands(game, seed):
    descriptor, rules = game
    playout = play(descriptor, rules, seed)
    for index in _sample(playout, 8):
        state = playout.states[index]
        legal = rules.legal_commands(state)
        for bot in descriptor.bots:
            command = rules.bot_command(state, bot)
            assert command in legal, f"{descriptor.id} bot {bot} gave {command!r}, not a legal command"


def test_the_descriptor_and_the_rules_agree(game):
    descriptor, rules = game
    assert (rules.id, rules.title) == (descriptor.id, descriptor.title)
    assert (rules.min_players, rules.max_players) == (descriptor.min_players, descriptor.max_players)
    assert tuple(rules.bots) == descriptor.bots
    assert tuple(rules.options) == descriptor.choice_options  # what the new-game form offers
