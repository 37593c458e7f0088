"""The advisor: exact odds for the decision at hand, and what best play would do.

The odds are exact fractions (core.dize.odds); the win chances come from the solved
game (core.dize.strategy, the veteran bot's reckoning) and are estimates of best play
from here, not promises.
"""

from __future__ import annotations

from fractions import Fraction

from core.dize import strategy
from core.dize.describe import plural
from core.dize.odds import (
    attack_chance,
    expected_bites,
    infection_chance,
    percent,
    wipe_out_chance,
)
from core.dize.constants import HERO_FACE
from core.dize.state import DizeState

__all__ = [
    "advice",
    "attack_chance",
    "expected_bites",
    "first_attack_chance",
    "infection_chance",
    "wipe_out_chance",
]


def first_attack_chance(dice: int) -> Fraction:
    """Chance the first attack roll succeeds after rolling `dice` humans for infection."""
    infected = infection_chance(dice)
    chance = (1 - infected) * attack_chance(dice)
    return chance + infected * attack_chance(dice - 1) if infected else chance


def _win(worth: float) -> str:
    return percent(strategy.chance_of_win(worth))


def _choose(table: DizeState) -> list[str]:
    humans, zombies = len(table.humans), len(table.zombies)
    lines = [
        f"Roll 1 to {table.dice_limit} humans (twice the {plural(zombies, 'zombie')}"
        + (f", but only {humans} humans are left)." if humans < 2 * zombies else ").")
    ]
    for dice, worth in enumerate(strategy.dice_worths(humans, zombies), start=1):
        lines.append(
            f"{plural(dice, 'die', 'dice')}: infection {percent(infection_chance(dice))}, "
            f"first attack succeeds {percent(first_attack_chance(dice))}, "
            f"best play then wins {_win(worth)}."
        )
    best = strategy.best_dice(humans, zombies)
    lines.append(f"Best play for the win rolls {plural(best, 'human')}.")
    bites = expected_bites(zombies, humans)
    lines.append(f"If nobody is executed, the zombies bite {float(bites):.1f} humans on average.")
    return lines


def _retire(table: DizeState) -> list[str]:
    if all(face == HERO_FACE for face in table.launch):
        return ["Every rolled die is a 6: retire any one, the others may become heroes."]
    return ["Retire a die that is not a 6: every 6 left may become a hero."]


def _heroes(table: DizeState) -> list[str]:
    launch, captured, heroes = len(table.launch), len(table.captured), len(table.heroes)
    plan = strategy.attack_plan(table.humans_left, table.zombies_left)
    wins = " and win" if not table.zombies else ""
    lines = [
        f"Stop now: {plural(captured, 'captured zombie')} executed{wins} "
        f"(best play then wins {_win(plan.stop(captured))})."
    ]
    if table.can_continue:
        pressing = _win(plan.press(launch, captured, heroes))
        lines.append(
            f"Press on with {plural(launch, 'die', 'dice')}: the next roll succeeds "
            f"{percent(attack_chance(launch, captured, heroes))}, a failure frees "
            f"{plural(captured, 'captured zombie')} (best play then wins {pressing})."
        )
    elif not table.zombies:
        lines.append("No zombie is left to capture: stop to execute them all.")
    else:
        lines.append("No die is left in Launch: the attack must stop.")
    sixes = table.launch.count(6)
    for more in range(1, sixes + 1):
        left = launch - more
        roll = "no die left to roll"
        if left:
            chance = attack_chance(left, captured, heroes + more)
            roll = f"the next roll of {left} succeeds {percent(chance)}"
        lines.append(f"With {plural(more, 'more hero', 'more heroes')}: {roll}.")
    made, presses = plan.best_move(launch, captured, heroes, sixes)
    hero_words = f"make {plural(made, 'hero', 'heroes')}, then " if made else ""
    lines.append(f"Best play for the win: {hero_words}{'press on' if presses else 'stop'}.")
    return lines


def _zombies(table: DizeState) -> list[str]:
    zombies, humans = len(table.zombies), len(table.humans)
    lines = [
        f"{plural(zombies, 'zombie')} roll: {float(expected_bites(zombies, humans)):.2f} "
        "humans bitten on average."
    ]
    wipe_out = wipe_out_chance(zombies, humans)
    if wipe_out:
        lines.append(f"Chance every human left is bitten: {percent(wipe_out)}.")
    return lines


_ADVICE = {
    "choose": _choose,
    "attack": lambda table: [
        f"This roll succeeds {percent(attack_chance(len(table.launch)))}: it needs more evens "
        "than odds, and a tie fails."
    ],
    "retire": _retire,
    "heroes": _heroes,
    "zombies": _zombies,
}


def advice(table: DizeState) -> list[str]:
    """Lines for the advisor panel about the decision at hand (none once the game is over)."""
    give = _ADVICE.get(table.step)
    return give(table) if give else []
