"""Random playouts of legal commands: games end, scores recount, logs replay exactly."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from core.dalek_dice import RULES, DiceKept, DiceRolled, TurnScored
from core.game import PlayerSpec, replay

COMMAND_BOUND = 20_000  # a game of random play ends long before this


def recount(log, players: int) -> list[int]:
    """Every turn's score worked out again from the dice alone (not the events' points)."""
    totals, seat = [0] * players, 0
    doctors = exterminates = humans = daleks = 0
    dice_left = 10
    for event in log:
        if isinstance(event, DiceRolled):
            shown_doctor, shown_exterminate = 1 in event.values, 6 in event.values
            doctors += shown_doctor
            exterminates += shown_exterminate
            dice_left -= shown_doctor + shown_exterminate
        elif isinstance(event, DiceKept):
            humans += 2 * event.values.count(2) + 4 * event.values.count(3)
            daleks += 2 * event.values.count(4) + 3 * event.values.count(5)
            dice_left -= len(event.values)
        elif isinstance(event, TurnScored):
            bonus = 5 if dice_left == 0 else 0
            if doctors >= 3:
                points = 0
            elif exterminates >= 3:
                points = 2 * humans + bonus
            else:
                points = humans + bonus if daleks >= humans else 0
            assert event.points == points
            totals[seat] += points
            seat = (seat + 1) % players
            doctors = exterminates = humans = daleks = 0
            dice_left = 10
    return totals


def play(setup, chooser: random.Random):
    state, log = RULES.start(setup), []
    for _ in range(COMMAND_BOUND):
        if RULES.is_over(state):
            break
        legal = RULES.legal_commands(state)
        bot = setup.players[RULES.current_player(state)].bot
        command = RULES.bot_command(state, bot) if bot else chooser.choice(legal)
        assert command in legal
        for event in RULES.decide(state, command):
            state = RULES.evolve(state, event)
            log.append(event)
    return state, log


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(-(2**40), 2**40), chooser=st.integers(0, 2**32),
       seats=st.lists(st.sampled_from([None, None, "cautious", "optimal"]), min_size=2, max_size=6))
def test_random_legal_playouts_end_recount_and_replay(seed, chooser, seats):
    players = [PlayerSpec(name=f"P{i}", bot=bot) for i, bot in enumerate(seats)]
    setup = RULES.make_setup(players, seed)
    state, log = play(setup, random.Random(chooser))

    assert RULES.is_over(state), "the game did not end within the bound"
    assert RULES.legal_commands(state) == [] and RULES.current_player(state) is None
    assert RULES.scores(state) == recount(log, len(players))
    assert max(RULES.scores(state)) >= 60
    assert RULES.winners(state) == [s for s, t in enumerate(state.totals) if t == max(state.totals)]

    saved_setup = RULES.setup_model.model_validate_json(setup.model_dump_json())
    saved_log = RULES.events.validate_json(RULES.events.dump_json(log))
    assert saved_log == log
    assert replay(RULES, saved_setup, saved_log) == state

    evolved, cut = RULES.start(setup), chooser % (len(log) + 1)
    for index, event in enumerate(log, start=1):
        evolved = RULES.evolve(evolved, event)
        if index == cut:  # a game stopped mid-turn folds to the same state too
            assert RULES.fold(setup, log[:cut]) == evolved
    assert RULES.fold(setup, log) == evolved == state
