"""The three phases of a turn as commands the survivor may give: `decide` and the list
of legal commands. All dice are rolled here, from (seed, roll number), never in evolve.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core import dice
from core.dize.commands import (
    Attack,
    ChooseDice,
    Continue,
    DizeCommand,
    MakeHero,
    Retire,
    StopAttack,
    ZombieAttack,
)
from core.dize.constants import BITE_FACE, HERO_FACE
from core.dize.events import (
    AttackRolled,
    AttackStopped,
    DieRetired,
    DizeEvent,
    HeroRaised,
    InfectionRolled,
    ZombiesAttacked,
)
from core.dize.state import DizeState, Step
from core.game import Command, IllegalMove
from core.lang import N_, _, ngettext

#: what to tell a player who gives a command at the wrong moment
_WAITING_FOR = {
    "choose": N_("First choose how many humans to roll for the Infection phase."),
    "attack": N_("Roll the Launch dice for the Human Attack first."),
    "retire": N_("The attack succeeded: first send one rolled die to Retired."),
    "heroes": N_("Make heroes of your 6s, press the attack or stop it."),
    "zombies": N_("The zombies attack now: roll them."),
    "won": N_("The game is over: every zombie has been executed."),
    "lost": N_("The game is over: every human is gone."),
}


def _roll(table: DizeState, count: int) -> tuple[int, ...]:
    return dice.roll(table.setup.seed, table.rolls, count)


def _attack_roll(table: DizeState) -> AttackRolled:
    return AttackRolled(
        values=_roll(table, len(table.launch)),
        heroes=len(table.heroes),
        captured=len(table.captured),
    )


def _choose(table: DizeState, command: ChooseDice) -> list[DizeEvent]:
    if command.count < 1:
        raise IllegalMove(_("Roll at least one human: the Human Attack needs dice."))
    if command.count > table.dice_limit:
        if command.count > len(table.humans):
            left = len(table.humans)
            raise IllegalMove(ngettext("Only {count} human is left to roll.", "Only {count} humans are left to roll.",
                                       left).format(count=left))
        count = len(table.zombies)
        raise IllegalMove(ngettext("At most {limit} humans: twice the {count} zombies.",
                                   "At most {limit} humans: twice the {count} zombies.",
                                   count).format(limit=table.dice_limit, count=count))
    return [InfectionRolled(values=_roll(table, command.count))]


def _retire(table: DizeState, command: Retire) -> list[DizeEvent]:
    if command.index >= len(table.launch):
        raise IllegalMove(_("There is no die number {number} in Launch.").format(number=command.index + 1))
    return [DieRetired(index=command.index, face=table.launch[command.index])]


def _hero(table: DizeState, command: MakeHero) -> list[DizeEvent]:
    if command.index >= len(table.launch) or table.launch[command.index] != HERO_FACE:
        raise IllegalMove(_("Only a rolled 6 can become a hero."))
    return [HeroRaised(index=command.index)]


def _continue(table: DizeState, command: Continue) -> list[DizeEvent]:
    if not table.zombies:
        raise IllegalMove(_("No zombie is left to capture: stop and execute the captured."))
    if not table.launch:
        raise IllegalMove(_("No die is left in Launch to roll: stop the attack."))
    return [_attack_roll(table)]


def _stop(table: DizeState, command: StopAttack) -> list[DizeEvent]:
    return [AttackStopped(executed=len(table.captured))]


def _zombie_attack(table: DizeState, command: ZombieAttack) -> list[DizeEvent]:
    values = _roll(table, len(table.zombies))
    return [ZombiesAttacked(values=values, bitten=min(values.count(BITE_FACE), len(table.humans)))]


#: command type -> (the step it belongs to, its rule)
_RULES: dict[type[Command], tuple[Step, Callable[[DizeState, Any], list[DizeEvent]]]] = {
    ChooseDice: ("choose", _choose),
    Attack: ("attack", lambda table, command: [_attack_roll(table)]),
    Retire: ("retire", _retire),
    MakeHero: ("heroes", _hero),
    Continue: ("heroes", _continue),
    StopAttack: ("heroes", _stop),
    ZombieAttack: ("zombies", _zombie_attack),
}


def decide(table: DizeState, command: DizeCommand) -> list[DizeEvent]:
    """The events a command causes, or IllegalMove saying why it cannot be given now."""
    rule = _RULES.get(type(command))
    if rule is None:
        raise IllegalMove(_("{name} is not a diZe move.").format(name=type(command).__name__))
    step, apply = rule
    if table.step != step:
        raise IllegalMove(_(_WAITING_FOR[table.step]))
    return apply(table, command)


def legal_commands(table: DizeState) -> list[DizeCommand]:
    """Every command the survivor may give now, in a stable order."""
    step = table.step
    if step == "choose":
        return [ChooseDice(count=count) for count in range(1, table.dice_limit + 1)]
    if step == "attack":
        return [Attack()]
    if step == "retire":
        return [Retire(index=index) for index in range(len(table.launch))]
    if step == "heroes":
        heroes: list[DizeCommand] = [
            MakeHero(index=index) for index, face in enumerate(table.launch) if face == HERO_FACE
        ]
        return heroes + ([Continue()] if table.can_continue else []) + [StopAttack()]
    if step == "zombies":
        return [ZombieAttack()]
    return []
