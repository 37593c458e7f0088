"""Random legal play on every level and table size: games end, scores recount, logs replay."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from core.dizzle import RULES, crossed_fields, exploded_fields
from core.dizzle.events import TurnEnded
from core.dizzle.state import DizzleState
from core.game import PlayerSpec, replay

#: no game needs more commands than this (rolls, placements, re-rolls, passes, planets)
MAX_COMMANDS = 3000


def recount(state: DizzleState, events: list, player: int) -> int:
    """The score from the level's own description, without the engine's masks."""
    level = state.setup.level
    crossed, exploded = crossed_fields(state, player), exploded_fields(state, player)
    total = sum(f.points for f in level.of_kind("gem") if f.pos in crossed)
    for arrow in level.arrows:
        line = [cell for cell in arrow.cells(level.rows, level.cols) if cell in level.fields]
        total += arrow.points if all(cell in crossed for cell in line) else 0
    for puzzle in level.puzzles:
        pieces = [f.pos for f in level.of_kind("puzzle") if f.colour == puzzle.colour]
        total += puzzle.points if all(p in crossed for p in pieces) else 0
    if level.block is not None and all(cell in crossed for cell in level.block.cells):
        total += level.block.points
    total += sum(f.points for e in events if isinstance(e, TurnEnded) for f in e.flags if f.player == player)
    if len(state.setup.players) == 1:
        total += 2 * sum(1 for f in level.of_kind("bomb") if f.pos in crossed)
    else:
        total -= sum(f.points for f in level.of_kind("bomb") if f.pos in exploded)
    total -= sum(f.points for f in level.of_kind("pile") if f.pos in crossed)
    return total


def check_sheets(state: DizzleState) -> None:
    assert list(state.offer) == sorted(state.offer)
    for player in range(state.players):
        crossed, exploded = crossed_fields(state, player), exploded_fields(state, player)
        assert not crossed & exploded
        for index in state.sheets[player].dice:
            pos = state.board.pos(index)
            assert pos not in crossed and state.setup.level.fields[pos].pips is not None


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(1, 4),
    number=st.integers(1, 4),
    seed=st.integers(0, 10**6),
    chooser=st.randoms(use_true_random=False),
)
def test_random_legal_play_ends_scores_and_replays(players, number, seed, chooser):
    setup = RULES.make_setup([PlayerSpec(name=f"P{i}") for i in range(players)], seed, level=number)
    state, events = RULES.start(setup), []
    for _ in range(MAX_COMMANDS):
        if RULES.is_over(state):
            break
        legal = RULES.legal_commands(state)
        assert legal and RULES.current_player(state) is not None
        new = RULES.decide(state, chooser.choice(legal))
        for event in new:
            state = RULES.evolve(state, event)
        events += new
        check_sheets(state)
    assert RULES.is_over(state), "the game did not end"
    assert RULES.legal_commands(state) == [] and RULES.current_player(state) is None
    assert RULES.scores(state) == [recount(state, events, p) for p in range(players)]
    assert RULES.winners(state)
    setup_again = RULES.setup_model.model_validate_json(setup.model_dump_json())
    events_again = RULES.events.validate_json(RULES.events.dump_json(events))
    assert replay(RULES, setup_again, events_again) == state
    assert all(RULES.describe(event) for event in events)


@settings(max_examples=10, deadline=None)
@given(players=st.integers(1, 4), number=st.integers(1, 4), seed=st.integers(0, 10**6))
def test_bots_play_legal_games_to_the_end(players, number, seed):
    setup = RULES.make_setup([PlayerSpec(name=f"B{i}", bot="greedy") for i in range(players)], seed, level=number)
    state = RULES.start(setup)
    for _ in range(MAX_COMMANDS):
        if RULES.is_over(state):
            break
        command = RULES.bot_command(state, "greedy")
        assert command in RULES.legal_commands(state)
        assert RULES.bot_command(state, "greedy") == command  # deterministic
        for event in RULES.decide(state, command):
            state = RULES.evolve(state, event)
    assert RULES.is_over(state)
