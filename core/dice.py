"""Seeded dice: a roll's values are a function of (seed, roll number) only.

Why not a running RNG: the event log is the save, and a resumed game must see the
same future dice as the game that was quit (no save-scumming a solo campaign).
Deriving each roll from its number means nothing but the count of earlier rolls
needs to be kept in the state, and replays never re-roll: rolled values are stored
in the events themselves.
"""

from __future__ import annotations

import hashlib
import random


def roll(seed: int, roll_number: int, count: int, sides: int = 6) -> tuple[int, ...]:
    """Values 1..sides of `count` dice for roll number `roll_number` of a game."""
    if count < 0:
        raise ValueError("count must not be negative")
    digest = hashlib.sha256(f"dice-tui:{seed}:{roll_number}".encode()).digest()
    rng = random.Random(int.from_bytes(digest, "big"))
    return tuple(rng.randint(1, sides) for _ in range(count))


def choice_index(seed: int, roll_number: int, n: int) -> int:
    """A fair pick among n options, for rules that let 'a die decide'."""
    if n <= 0:
        raise ValueError("n must be positive")
    return (roll(seed, roll_number, 1, sides=n)[0]) - 1
