"""Seeded random playouts of legal commands: every game ends, scores match a recount, replays agree."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from core.game import PlayerSpec, can_undo, replay
from core.twenty_five import RULES, load_board
from core.twenty_five.stats import play_bot_game

TABLES = [("solo", 1), ("coop", 2), ("coop", 6), ("competitive", 1), ("competitive", 3)]


def play_randomly(setup, rng: random.Random):
    state, events, states = RULES.start(setup), [], []
    sheets = len(state.sheets)
    bound = 15 * sheets * (6 + 6 + 1) + 15
    while not RULES.is_over(state):
        commands = RULES.legal_commands(state)
        assert commands and len(states) < bound
        states.append(state)
        for event in RULES.decide(state, rng.choice(commands)):
            events.append(event)
            state = RULES.evolve(state, event)
        check_sheet_invariants(state)
        if can_undo(RULES, state, events) and rng.random() < 0.05:
            assert replay(RULES, setup, events[:-1]) == states[-1]
    assert RULES.legal_commands(state) == [] and RULES.current_player(state) is None
    return state, events


def check_sheet_invariants(state) -> None:
    for sheet in state.sheets:
        standing = [inmate.path[-1] for inmate in sheet.inmates if inmate.status == "grid"]
        assert len(set(standing)) == len(standing)
        assert not set(standing) & {guard.square for guard in sheet.guards}
        assert all(len(set(inmate.path)) == len(inmate.path) for inmate in sheet.inmates)
        assert len(sheet.dice) <= 6 - sheet.escaped
        assert len([box for box in sheet.exits if box.value is not None]) == sheet.escaped


def recount(events, boards: int) -> tuple[list[int], list[int]]:
    """Escapes and points per sheet, worked out from the log alone."""
    grid = [list(row) for row in load_board().numbers]
    numbers = [[row[:] for row in grid] for _ in range(boards)]
    trails = [{} for _ in range(boards)]
    scored = [set() for _ in range(boards)]
    escapes, points = [0] * boards, [0] * boards

    def unscored(board, squares):
        return sum(numbers[board][row][col] for row, col in set(squares) if (row, col) not in scored[board])

    for event in events:
        kind, board = event.type, getattr(event, "board", None)
        if kind == "number_substituted":
            row, col = event.square
            numbers[board][row][col] = event.value
        elif kind == "inmate_moved":  # a step back onto its own trail rubs out the loop beyond
            trail = trails[board].setdefault(event.inmate, [])
            for square in event.squares:
                if square in trail:
                    del trail[trail.index(square) + 1 :]
                else:
                    trail.append(square)
        elif kind == "guard_moved" and event.pursuing is not None:  # the pursuer's walk scores minus
            walked = {square for square in event.squares if square in trails[board].get(event.pursuing, [])}
            points[board] -= unscored(board, walked)
            scored[board] |= walked
        elif kind in ("inmate_escaped", "inmate_captured"):
            trail = trails[board].pop(event.inmate, [])
            if kind == "inmate_escaped":
                escapes[board] += 1
                points[board] += unscored(board, trail) + event.die
            else:
                points[board] -= unscored(board, trail)
            scored[board] |= set(trail)
    return escapes, points


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), table=st.sampled_from(TABLES), choices=st.integers(0, 2**32))
def test_random_legal_playouts_end_and_scores_match_a_recount_and_replay_agrees(seed, table, choices):
    mode, count = table
    setup = RULES.make_setup([PlayerSpec(name=f"P{seat}") for seat in range(count)], seed, mode=mode)
    state, events = play_randomly(setup, random.Random(choices))
    escapes, points = recount(events, len(state.sheets))
    assert escapes == [sheet.escaped for sheet in state.sheets]
    assert points == [sheet.score for sheet in state.sheets]
    if mode == "competitive":
        assert RULES.scores(state) == points
        best = max(escapes)
        top = max(points[seat] for seat in range(count) if escapes[seat] == best)
        assert RULES.winners(state) and all(escapes[s] == best and points[s] == top for s in RULES.winners(state))
    else:
        assert RULES.scores(state) == [escapes[0]] * count
        assert RULES.winners(state) == (list(range(count)) if escapes[0] >= 4 else [])
    saved = RULES.events.dump_json(events)
    loaded_setup = RULES.setup_model.model_validate_json(setup.model_dump_json())
    assert replay(RULES, loaded_setup, RULES.events.validate_json(saved)) == state
    assert Counter(event.type for event in events)["guard_dice_rolled"] == min(state.round, 15)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), table=st.sampled_from(TABLES), bot=st.sampled_from(RULES.bots))
def test_every_bot_gives_only_legal_commands(seed, table, bot):
    mode, count = table
    setup = RULES.make_setup([PlayerSpec(name=f"B{seat}", bot=bot) for seat in range(count)], seed, mode=mode)
    state = RULES.start(setup)
    while not RULES.is_over(state):
        command = RULES.bot_command(state, bot)
        assert command in RULES.legal_commands(state)
        for event in RULES.decide(state, command):
            state = RULES.evolve(state, event)
    assert state.sheets == play_bot_game(seed, mode, count, bot).sheets  # the same seed plays the same game
