"""The table: seven zones of dice, and `evolve`, which moves dice between them.

Every zone is a tuple of faces, the face each die last showed (0 for a die that has
not been rolled yet this game), so the screen can draw the table as it lies. Dice
taken from a zone without a choice (a human sent to roll, a zombie captured, a human
bitten) come from the end of the zone; dice put into a zone go to its end.

`step` says what the table waits for; `phase` names the rulebook's phase around it.
`evolve` checks only what it must to stay consistent (20 dice, the right step, the
figures an event recorded) and raises ValueError naming what is impossible.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from core.dize.events import (
    AttackRolled,
    AttackStopped,
    DieRetired,
    HeroRaised,
    InfectionRolled,
    Roll,
    ZombiesAttacked,
)
from core.dize.preparation import DizeSetup

Step = Literal["choose", "attack", "retire", "heroes", "zombies", "won", "lost"]
Phase = Literal["infection", "human_attack", "zombie_attack", "over"]
Dice = tuple[int, ...]

PHASE_OF: dict[str, Phase] = {
    "choose": "infection",
    "attack": "human_attack",
    "retire": "human_attack",
    "heroes": "human_attack",
    "zombies": "zombie_attack",
    "won": "over",
    "lost": "over",
}

#: the zone attribute names, in the order the rulebook introduces the zones
ZONES: tuple[str, ...] = (
    "launch", "zombies", "humans", "captured", "heroes", "retired", "executed"
)
WIN_BONUS = 10


@dataclass(frozen=True, slots=True)
class Table:
    setup: DizeSetup
    humans: Dice
    zombies: Dice
    launch: Dice = ()
    captured: Dice = ()
    heroes: Dice = ()
    retired: Dice = ()
    executed: Dice = ()
    step: Step = "choose"
    turn: int = 1
    rolls: int = 0  # dice rolls made so far: the next roll's number for core.dice
    last_roll: Roll | None = None

    @property
    def phase(self) -> Phase:
        return PHASE_OF[self.step]

    @property
    def over(self) -> bool:
        return self.step in ("won", "lost")

    @property
    def humans_left(self) -> int:
        """Humans anywhere on the table: the Humans zone plus those in the attack."""
        return len(self.humans) + len(self.launch) + len(self.heroes) + len(self.retired)

    @property
    def zombies_left(self) -> int:
        """Zombies not yet executed: the Zombies zone plus the Captured."""
        return len(self.zombies) + len(self.captured)

    @property
    def dice_limit(self) -> int:
        """Most humans the player may send to roll now: twice the zombies, if there are."""
        return min(2 * len(self.zombies), len(self.humans))

    @property
    def can_continue(self) -> bool:
        """A new attack roll needs dice in Launch and a zombie left to capture."""
        return self.step == "heroes" and bool(self.launch) and bool(self.zombies)

    @property
    def score(self) -> int:
        bonus = WIN_BONUS if self.step == "won" else 0
        return self.setup.zombies + len(self.executed) + bonus


def start(setup: DizeSetup) -> Table:
    return Table(setup=setup, humans=(0,) * setup.humans, zombies=(0,) * setup.zombies)


def _take(zone: Dice, count: int) -> tuple[Dice, Dice]:
    """(what stays, the `count` dice taken from the end)."""
    cut = len(zone) - count
    return zone[:cut], zone[cut:]


def _without(zone: Dice, index: int) -> Dice:
    return zone[:index] + zone[index + 1 :]


def _expect(table: Table, event: object, *steps: Step) -> None:
    if table.step not in steps:
        name = type(event).__name__
        raise ValueError(f"{name} cannot happen while the table waits for {table.step!r}")


def _infection(table: Table, event: InfectionRolled) -> Table:
    _expect(table, event, "choose")
    count = len(event.values)
    if count > table.dice_limit:
        raise ValueError(f"{count} humans rolled where at most {table.dice_limit} may be")
    humans, _ = _take(table.humans, count)
    launch, zombies = event.values, table.zombies
    if event.infected:
        first_one = launch.index(1)
        launch, zombies = _without(launch, first_one), zombies + (1,)
    return replace(
        table, humans=humans, launch=launch, zombies=zombies, step="attack",
        rolls=table.rolls + 1, last_roll=event,
    )


def _attack(table: Table, event: AttackRolled) -> Table:
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


def _retire(table: Table, event: DieRetired) -> Table:
    _expect(table, event, "retire")
    if event.index >= len(table.launch) or table.launch[event.index] != event.face:
        raise ValueError(f"no {event.face} at place {event.index + 1} of Launch to retire")
    launch = _without(table.launch, event.index)
    return replace(table, launch=launch, retired=table.retired + (event.face,), step="heroes")


def _hero(table: Table, event: HeroRaised) -> Table:
    _expect(table, event, "heroes")
    if event.index >= len(table.launch) or table.launch[event.index] != 6:
        raise ValueError(f"no 6 at place {event.index + 1} of Launch to make a hero")
    return replace(table, launch=_without(table.launch, event.index), heroes=table.heroes + (6,))


def _stop(table: Table, event: AttackStopped) -> Table:
    _expect(table, event, "heroes")
    if event.executed != len(table.captured):
        raise ValueError(f"{event.executed} executed but {len(table.captured)} were captured")
    return replace(
        table, executed=table.executed + table.captured, captured=(),
        humans=table.humans + table.heroes + table.retired + table.launch,
        launch=(), heroes=(), retired=(), step="zombies" if table.zombies else "won",
    )


def _zombie_attack(table: Table, event: ZombiesAttacked) -> Table:
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


_APPLY = {
    InfectionRolled: _infection,
    AttackRolled: _attack,
    DieRetired: _retire,
    HeroRaised: _hero,
    AttackStopped: _stop,
    ZombiesAttacked: _zombie_attack,
}


def evolve(table: Table, event: object) -> Table:
    """The table after one event: pure, no dice, never changes `table`."""
    apply = _APPLY.get(type(event))
    if apply is None:
        raise ValueError(f"{type(event).__name__} is not a diZe event")
    return apply(table, event)  # type: ignore[operator]
