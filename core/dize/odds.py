"""Exact odds of diZe's three rolls, as fractions (the advisor and the bots use them).

Cached because the bots ask the same few questions thousands of times in a report.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from math import comb

from core.dize.constants import INFECTION_ONES
from core.lang import percent as shown_percent

ONE_IN_SIX = Fraction(1, 6)


def _check(name: str, value: int) -> None:
    if value < 0:
        raise ValueError(f"{name} must not be negative, not {value}")


def ones_chances(dice: int) -> tuple[Fraction, ...]:
    """P(exactly k ones) for k = 0..dice."""
    _check("dice", dice)
    return tuple(
        comb(dice, k) * ONE_IN_SIX**k * (1 - ONE_IN_SIX) ** (dice - k) for k in range(dice + 1)
    )


@cache
def infection_chance(dice: int) -> Fraction:
    """Chance that rolling `dice` humans shows three or more 1s (one human infected)."""
    return 1 - sum(ones_chances(dice)[:INFECTION_ONES], Fraction(0))


@cache
def attack_chance(launch: int, captured: int = 0, heroes: int = 0) -> Fraction:
    """Chance that an attack roll of `launch` dice succeeds: evens + heroes > odds + captured."""
    for name, value in (("launch", launch), ("captured", captured), ("heroes", heroes)):
        _check(name, value)
    winning = sum(
        comb(launch, evens)
        for evens in range(launch + 1)
        if evens + heroes > (launch - evens) + captured
    )
    return Fraction(winning, 2**launch)


@cache
def expected_bites(zombies: int, humans: int) -> Fraction:
    """Humans the Zombie Attack bites on average: each 1 bites, but no more than are left."""
    _check("humans", humans)
    return sum(
        (chance * min(ones, humans) for ones, chance in enumerate(ones_chances(zombies))),
        Fraction(0),
    )


@cache
def wipe_out_chance(zombies: int, humans: int) -> Fraction:
    """Chance that the Zombie Attack bites every human left (the game is lost)."""
    _check("humans", humans)
    return sum(ones_chances(zombies)[humans:], Fraction(0))


def percent(chance: Fraction | float) -> str:
    """'37%', or '<1%' / '>99%' rather than a misleading 0% or 100%."""
    value = float(chance)
    if 0 < value < 0.005:
        return "<" + shown_percent(0.01)
    if 0.995 < value < 1:
        return ">" + shown_percent(0.99)
    return shown_percent(value)
