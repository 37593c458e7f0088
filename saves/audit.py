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

from core.dice import SeededDice
from core.lang import _

#: an event without an `inmate` (only 25 to Dice's pursuits name the one a die picked)
_NONE = object()


def audit_dice(seed: int, events: Sequence[Any]) -> tuple[str | None, int]:
    """(why the dice are not the seed's, or None; how many rolls the log holds)."""
    rolls = ((index, getattr(event, "values", None), getattr(event, "trails", None), getattr(event, "inmate", _NONE))
             for index, event in enumerate(events, start=1) if event.random)  # fmt: skip
    return _audit(seed, rolls)


def audit_raw(seed: int, events: Sequence[Any], random_types: frozenset[str]) -> tuple[str | None, int]:
    """`audit_dice` over a save's events as JSON gives them (dicts), knowing which event
    types are random (`random_types`): the statistics audit 10,000 saves without
    validating each event into its model."""
    rolls = ((index, event.get("values"), event.get("trails"), event.get("inmate", _NONE))
             for index, event in enumerate(events, start=1)
             if isinstance(event, dict) and event.get("type") in random_types)  # fmt: skip
    return _audit(seed, rolls)


def random_types(adapter: Any) -> frozenset[str]:
    """The `type` of every random event of a game's event union (its rules' `events` adapter)."""
    from typing import get_args

    from pydantic import BaseModel

    found: set[str] = set()
    pending = list(get_args(_list_item(adapter)))
    while pending:
        item = pending.pop()
        if isinstance(item, type) and issubclass(item, BaseModel):
            if getattr(item, "random", False):
                found.add(item.model_fields["type"].default)
        elif item is not None:
            pending.extend(get_args(item))
    return frozenset(found)


def _list_item(adapter: Any) -> Any:
    from typing import get_args

    annotated = get_args(adapter._type) or (adapter._type,)
    outer = annotated[0]  # list[Union] (maybe inside Annotated)
    return get_args(outer)[0] if get_args(outer) else outer


def _audit(seed: int, rolls: Any) -> tuple[str | None, int]:
    number, dice = 0, SeededDice(seed)  # one generator for the save's every roll
    for index, values, trails, inmate in rolls:
        if values is not None:
            expected = dice.roll(number, len(values))
            if tuple(values) != expected:
                return _differs(index, values, expected), number
            number += 1
            continue
        if trails is not None and len(trails) > 1:
            picked = trails[dice.choice_index(number, len(trails))]
            if inmate is not _NONE and inmate != picked:
                return _("event {index}: the die picked {picked}'s trail, the save says {inmate}").format(
                    index=index, picked=picked, inmate=inmate), number
            number += 1
    return None, number


def _differs(index: int, values: Sequence[int], expected: Sequence[int]) -> str:
    shown = " ".join(str(value) for value in values)
    due = " ".join(str(value) for value in expected)
    return _("event {index}: the seed rolls {due}, the save says {shown}").format(index=index, due=due, shown=shown)
