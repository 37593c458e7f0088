"""The expert bot: legal, reproducible, looks ahead in chosen positions, and beats greedy."""

from __future__ import annotations

import statistics
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.dizzle import RULES
from core.dizzle.commands import Pass, PlaceDie, Reroll
from core.dizzle.level import parse_pos
from core.dizzle.level_file import load_level
from core.dizzle.scoring import scores
from core.dizzle.state import DizzleState
from core.dizzle.stats import play_solo
from core.game import PlayerSpec
from tests.core.dizzle.helpers import DizzleTable, level, special


def _game(bots: list[str], seed: int, number: int) -> tuple[list, list[DizzleState]]:
    """A whole game of these bots: (commands, the state before each)."""
    setup = RULES.make_setup([PlayerSpec(name=f"B{i}", bot=bot) for i, bot in enumerate(bots)], seed, level=number)
    state = RULES.start(setup)
    commands, states = [], []
    while not RULES.is_over(state):
        command = RULES.bot_command(state, bots[RULES.current_player(state)])
        commands.append(command)
        states.append(state)
        for event in RULES.decide(state, command):
            state = RULES.evolve(state, event)
    return commands, states


@pytest.mark.parametrize("players, number", [(1, 3), (2, 4), (4, 2)])
def test_expert_gives_only_legal_commands_whole_games(players, number):
    commands, states = _game(["expert"] * players, seed=31, number=number)
    for command, state in zip(commands, states):
        assert command in RULES.legal_commands(state)


def test_expert_is_reproducible_the_same_seed_plays_the_same_game():
    first, states = _game(["expert", "greedy"], seed=8, number=3)
    again, _ = _game(["expert", "greedy"], seed=8, number=3)
    assert first == again
    middle = states[len(states) // 2]
    assert RULES.bot_command(middle, "expert") == RULES.bot_command(middle, "expert")


#: A1 starts; B1 is a lone 1-point gem (C1 needs a 6), while A2 leads down to two 3-point gems
TWO_GEMS_AHEAD = ("X 5 6", "1 . .", "2 . .", "3 . 4")


def test_expert_takes_the_way_to_two_gems_over_a_lone_gem(monkeypatch):
    sheet = level(TWO_GEMS_AHEAD, specials=special("gem", "B1", points=1) + special("gem", "A3", "A4", points=3))
    table = DizzleTable(sheet, players=1, monkeypatch=monkeypatch)
    table.roll(1, 2, 2, 2, 3, 3, 3, 5)
    assert RULES.bot_command(table.state, "greedy") == PlaceDie(die=7, at=parse_pos("B1"))  # 1 point now
    assert RULES.bot_command(table.state, "expert") == PlaceDie(die=0, at=parse_pos("A2"))
    table.place("A2", 1)
    table.extra(5, 6)  # takes the 5
    assert RULES.bot_command(table.state, "expert") == PlaceDie(die=0, at=parse_pos("A3"))


#: A1 starts; B1 (a 1) is in row 1, worth 20 when all five fields are crossed; A2 (a 2) is a 1-point gem
ROW_OR_GEM = ("X 1 3 4 5", "2 . . . .")


def test_on_the_last_turn_only_points_that_land_count(monkeypatch):
    sheet = level(ROW_OR_GEM, specials=special("gem", "A2", points=1), arrows=[{"row": 1, "points": 20}])
    table = DizzleTable(sheet, players=1, monkeypatch=monkeypatch)
    table.roll(1, 2, 6, 6, 6, 6, 6, 6)
    # earlier in the game a fifth of the row is worth more than the gem
    assert RULES.bot_command(table.state, "expert") == PlaceDie(die=0, at=parse_pos("B1"))
    # on the last turn the row cannot be finished: the gem is all the points there are
    last = replace(table.state, turn=table.state.turns_total - 1)
    assert RULES.bot_command(last, "expert") == PlaceDie(die=1, at=parse_pos("A2"))


def test_expert_passes_rather_than_risk_a_gem_on_a_long_shot(monkeypatch):
    sheet = level(specials=special("gem", "B1", points=3))
    table = DizzleTable(sheet, players=1, monkeypatch=monkeypatch)
    table.roll(1, 2, 6, 6, 6, 6, 6, 6)
    table.place("B1", 1)  # on the gem; C1 (2) and B2 (3) are next to it
    table.extra(2, 6)  # the 2 and a 6 go: five 6s left, none fits
    few = replace(table.state, offer=(6,))  # one die to re-roll: a 2 or a 3 in 1 of 3 throws
    assert RULES.bot_command(few, "expert") == Pass()
    assert RULES.bot_command(table.state, "expert") == Reroll()  # five dice: 87% to fit


def test_expert_rerolls_with_no_die_of_its_own_at_stake(monkeypatch):
    table = DizzleTable(players=2, monkeypatch=monkeypatch)
    table.roll(4, 4, 5, 5, 6, 6, 6)
    assert RULES.bot_command(table.state, "expert") == Reroll()


def test_expert_scores_more_than_greedy_over_the_same_solo_seeds():
    for number in (1, 4):
        sheet = load_level(number)
        greedy = [scores(play_solo(sheet, seed, "greedy"))[0] for seed in range(6)]
        expert = [scores(play_solo(sheet, seed, "expert"))[0] for seed in range(6)]
        assert statistics.fmean(expert) > statistics.fmean(greedy) + 3, (number, greedy, expert)


def test_expert_wins_more_two_player_games_than_greedy_seats_swapped():
    wins = {"expert": 0.0, "greedy": 0.0}
    for seed in range(3):
        for bots in (["expert", "greedy"], ["greedy", "expert"]):
            _, states = _game(bots, seed, number=1)
            final = states[-1]
            for event in RULES.decide(final, RULES.bot_command(final, bots[RULES.current_player(final)])):
                final = RULES.evolve(final, event)
            for seat in RULES.winners(final):
                wins[bots[seat]] += 1 / len(RULES.winners(final))
    assert wins["expert"] > wins["greedy"], wins


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(1, 4),
    number=st.sampled_from((1, 2, 3, 4)),
    picks=st.lists(st.integers(0, 999), min_size=1, max_size=60),
)
def test_expert_gives_a_legal_command_wherever_random_play_leads(seed, players, number, picks):
    """Random legal moves reach sheets no bot would make; the expert still answers with a legal one."""
    setup = RULES.make_setup([PlayerSpec(name=f"P{i}") for i in range(players)], seed, level=number)
    state = RULES.start(setup)
    for pick in picks:
        legal = RULES.legal_commands(state)
        if not legal:
            break
        assert RULES.bot_command(state, "expert") in legal
        for event in RULES.decide(state, legal[pick % len(legal)]):
            state = RULES.evolve(state, event)
