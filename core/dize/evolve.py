"""`evolve`: how one event moves dice between the table's zones.

Dice taken from a zone without a choice (a human sent to roll, a zombie captured, a
human bitten) come from the end of the zone; dice put into a zone go to its end.
`evolve` checks only what it must to stay consistent (20 dice, the right step, the
figures an event recorded) and raises ValueError naming what is impossible.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from core.dize.constants import HERO_FACE
from core.dize.events import (
    AttackRolled,
    AttackStopped,
    DieRetired,
    DizeEvent,
    HeroRaised,
    InfectionRolled,
    ZombiesAttacked,
)
from core.dize.state import Dice, DizeState, Step
from core.game import Event


def _take(zone: Dice, count: int) -> tuple[Dice, Dice]:
    """(what stays, the `count` dice taken from the end)."""
    cut = len(zone) - count
    return zone[:cut], zone[cut:]


def _without(zone: Dice, index: int) -> Dice:
    return zone[:index] + zone[index + 1 :]


def _expect(table: DizeState, event: object, *steps: Step) -> None:
    if table.step not in steps:
        name = type(event).__name__
        raise ValueError(f"{name} cannot happen while the table waits for {table.step!r}")


def _infection(table: DizeState, event: InfectionRolled) -> DizeState:
    _expect(table, event, "choose")
    count = len(event.values)
    if count > table.dice_limit:
        raise ValueError(f"{count} humans rolled where at most {table.dice_limit} may be")
    humans, _ = _take(table.humans, count)
    launch, zombies = event.values, table.zombies
    if event.infected:
        first_one = launch.index(1)
        launch, zombies = _without(launch, first_one), (*zombies, 1)
    return replace(
        table, humans=humans, launch=launch, zombies=zombies, step="attack",
        rolls=table.rolls + 1, last_roll=event,
    )


def _attack(table: DizeState, event: AttackRolled) -> DizeState:
    _expect(table, event, "attack", "heroes")
    if len(event.values) != len(table.launch):
        raise ValueError(f"{len(event.values)} dice rolled but {len(table.launch)} in Launch")
    if (event.heroes, event.captured) != (len(table.heroes), len(table.captured)):
        raise ValueError("the attack roll counts heroes or captured the table does not have")
    rolled = replace(table, launch=event.values, rolls=table.rolls + 1, last_roll=event)
    if event.success:
        if not table.zombies:
            raise ValueError("an attack succeeded with no zombie left to capture")
        zombies, caught = _take(table.zombies, 1)
        return replace(rolled, zombies=zombies, captured=table.captured + caught, step="retire")
    return replace(
        rolled, zombies=table.zombies + table.captured, captured=(),
        humans=table.humans + table.heroes + table.retired + event.values,
        launch=(), heroes=(), retired=(), step="zombies",
    )


def _retire(table: DizeState, event: DieRetired) -> DizeState:
    _expect(table, event, "retire")
    if event.index >= len(table.launch) or table.launch[event.index] != event.face:
        raise ValueError(f"no {event.face} at place {event.index + 1} of Launch to retire")
    launch = _without(table.launch, event.index)
    return replace(table, launch=launch, retired=(*table.retired, event.face), step="heroes")


def _hero(table: DizeState, event: HeroRaised) -> DizeState:
    _expect(table, event, "heroes")
    if event.index >= len(table.launch) or table.launch[event.index] != HERO_FACE:
        raise ValueError(f"no 6 at place {event.index + 1} of Launch to make a hero")
    return replace(table, launch=_without(table.launch, event.index), heroes=(*table.heroes, 6))


def _stop(table: DizeState, event: AttackStopped) -> DizeState:
    _expect(table, event, "heroes")
    if event.executed != len(table.captured):
        raise ValueError(f"{event.executed} executed but {len(table.captured)} were captured")
    return replace(
        table, executed=table.executed + table.captured, captured=(),
        humans=table.humans + table.heroes + table.retired + table.launch,
        launch=(), heroes=(), retired=(), step="zombies" if table.zombies else "won",
    )


def _zombie_attack(table: DizeState, event: ZombiesAttacked) -> DizeState:
    _expect(table, event, "zombies")
    if len(event.values) != len(table.zombies):
        raise ValueError(f"{len(event.values)} zombies rolled but {len(table.zombies)} exist")
    if event.bitten != min(event.ones, len(table.humans)):
        raise ValueError(f"{event.bitten} humans bitten does not match the roll")
    humans, bitten = _take(table.humans, event.bitten)
    return replace(
        table, humans=humans, zombies=event.values + bitten, rolls=table.rolls + 1,
        last_roll=event, step="choose" if humans else "lost",
        turn=table.turn + (1 if humans else 0),
    )


_APPLY: dict[type[Event], Callable[[DizeState, Any], DizeState]] = {
    InfectionRolled: _infection,
    AttackRolled: _attack,
    DieRetired: _retire,
    HeroRaised: _hero,
    AttackStopped: _stop,
    ZombiesAttacked: _zombie_attack,
}


def evolve(table: DizeState, event: DizeEvent) -> DizeState:
    """The table after one event: pure, no dice, never changes `table`."""
    apply = _APPLY.get(type(event))
    if apply is None:
        raise ValueError(f"{type(event).__name__} is not a diZe event")
    return apply(table, event)
