"""Every roll in a save checked against the seed: a save whose dice differ is "altered".

Why: the dice of a game are a function of its seed and the roll's number
(`core.dice`), and the campaign promises the same dice to everyone with the same seed.
A hand-edited roll that stays consistent with the later events folds into a healthy
game, so only recomputing the rolls finds it. An altered save opens read-only and never
counts in records or campaign stars; it is not damaged (it can still be looked at).

The check reads the events only, so it costs no second fold: every `random` event that
carries dice `values` is one roll of `len(values)` dice, numbered in the order they
appear; one that carries the `trails` a die picked among (25 to Dice's pursuit) is one
roll when there was more than one trail. `tests/saves/test_audit.py` plays every
registered game and checks that this count is the game's own roll counter, so a game
that rolls another way cannot slip past unchecked.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.dice import choice_index, roll


def audit_dice(seed: int, events: Sequence[Any]) -> tuple[str | None, int]:
    """(why the dice are not the seed's, or None; how many rolls the log holds)."""
    number = 0
    for index, event in enumerate(events, start=1):
        if not event.random:
            continue
        values = getattr(event, "values", None)
        if values is not None:
            expected = roll(seed, number, len(values))
            if tuple(values) != expected:
                return _differs(index, values, expected), number
            number += 1
            continue
        trails = getattr(event, "trails", None)
        if trails is not None and len(trails) > 1:
            picked = trails[choice_index(seed, number, len(trails))]
            if getattr(event, "inmate", picked) != picked:
                return f"event {index}: the die picked {picked}'s trail, the save says {event.inmate}", number
            number += 1
    return None, number


def _differs(index: int, values: Sequence[int], expected: Sequence[int]) -> str:
    shown = " ".join(str(value) for value in values)
    due = " ".join(str(value) for value in expected)
    return f"event {index}: the seed rolls {due}, the save says {shown}"
