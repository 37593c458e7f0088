"""Seeded dice: a roll's values are a function of (seed, roll number) only.

Why not a running RNG: the event log is the save, and a resumed game must see the
same future dice as the game that was quit (no save-scumming a solo campaign).
Deriving each roll from its number means nothing but the count of earlier rolls
needs to be kept in the state, and replays never re-roll: rolled values are stored
in the events themselves.
"""

from __future__ import annotations

import random

from core.digests import sha256


def roll(seed: int, roll_number: int, count: int, sides: int = 6) -> tuple[int, ...]:
    """Values 1..sides of `count` dice for roll number `roll_number` of a game."""
    return SeededDice(seed).roll(roll_number, count, sides)


def choice_index(seed: int, roll_number: int, n: int) -> int:
    """A fair pick among n options, for rules that let 'a die decide'."""
    return SeededDice(seed).choice_index(roll_number, n)


class _Generator(random.Random):
    def reseed(self, value: int) -> None:
        """What `Random(value)` does for an int, on this generator: the Mersenne Twister's
        own seeding, without building a new generator or re-checking the seed's type."""
        super().seed(value)


class SeededDice:
    """The dice of one game (one seed), by roll number: the same values as `roll`.

    Why: a save's audit recomputes every roll of its log (the statistics, 10,000 saves
    of dozens of rolls each); one generator reseeded per roll costs less than a new one
    per roll, and the values are drawn as `randint(1, sides)` draws them (both take
    `_randbelow(sides)` of the generator), so every roll is what it always was."""

    __slots__ = ("_generator", "_seed")

    def __init__(self, seed: int) -> None:
        self._seed = seed
        self._generator = _Generator()

    def roll(self, roll_number: int, count: int, sides: int = 6) -> tuple[int, ...]:
        """Values 1..sides of `count` dice for roll number `roll_number`."""
        if count < 0:
            raise ValueError("count must not be negative")
        if sides < 1:
            raise ValueError("a die needs at least one side")
        digest = sha256(f"dice-tui:{self._seed}:{roll_number}".encode()).digest()
        generator = self._generator
        generator.reseed(int.from_bytes(digest, "big"))
        below = generator.randrange
        return tuple([below(sides) + 1 for _ in range(count)])

    def choice_index(self, roll_number: int, n: int) -> int:
        """A fair pick among n options, for rules that let 'a die decide'."""
        if n <= 0:
            raise ValueError("n must be positive")
        return self.roll(roll_number, 1, sides=n)[0] - 1
