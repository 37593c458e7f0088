"""Seeded dice: a roll is a function of (seed, roll number), whichever way it is asked for."""

from __future__ import annotations

import hashlib
import random

from hypothesis import given
from hypothesis import strategies as st

from core.dice import SeededDice, choice_index, roll


def _as_first_written(seed: int, roll_number: int, count: int, sides: int) -> tuple[int, ...]:
    """The definition the saves were made with: a new generator per roll, randint per die."""
    digest = hashlib.sha256(f"dice-tui:{seed}:{roll_number}".encode()).digest()
    generator = random.Random(int.from_bytes(digest, "big"))
    return tuple(generator.randint(1, sides) for _ in range(count))


seeds = st.integers(min_value=0, max_value=2**63)
numbers = st.integers(min_value=0, max_value=10_000)


@given(seeds, st.lists(st.tuples(numbers, st.integers(0, 12), st.integers(1, 20)), max_size=12))
def test_one_game_s_dice_roll_what_a_new_generator_per_roll_rolled(seed, rolls) -> None:
    dice = SeededDice(seed)  # one generator for every roll of the game, in any order
    for roll_number, count, sides in rolls:
        expected = _as_first_written(seed, roll_number, count, sides)
        assert dice.roll(roll_number, count, sides) == expected
        assert roll(seed, roll_number, count, sides) == expected


@given(seeds, numbers, st.integers(1, 9))
def test_a_die_that_decides_picks_what_the_first_definition_picked(seed, roll_number, options) -> None:
    expected = _as_first_written(seed, roll_number, 1, options)[0] - 1
    assert SeededDice(seed).choice_index(roll_number, options) == expected == choice_index(seed, roll_number, options)
