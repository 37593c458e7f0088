"""The advisor: exact odds for the decision at hand, and what best play would do.

The odds are exact fractions (core.dize.odds); the win chances come from the solved
game (core.dize.strategy, the veteran bot's reckoning) and are estimates of best play
from here, not promises.
"""

from __future__ import annotations

from fractions import Fraction

from core.dize import strategy
from core.dize.constants import HERO_FACE
from core.dize.describe import captured_zombies, dice
from core.dize.odds import (
    attack_chance,
    expected_bites,
    infection_chance,
    percent,
    wipe_out_chance,
)
from core.dize.progress import humans as human_count
from core.dize.progress import zombies as zombie_count
from core.dize.state import DizeState
from core.lang import _, ngettext, number

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
    if humans < 2 * zombies:
        first = ngettext("Roll 1 to {limit} humans (twice the {zombies}, but only {count} human is left).",
                         "Roll 1 to {limit} humans (twice the {zombies}, but only {count} humans are left).", humans)
    else:
        first = _("Roll 1 to {limit} humans (twice the {zombies}).")
    lines = [first.format(limit=table.dice_limit, zombies=zombie_count(zombies), count=humans)]
    for count, worth in enumerate(strategy.dice_worths(humans, zombies), start=1):
        lines.append(
            _("{dice}: infection {infection}, first attack succeeds {attack}, best play then wins {win}.").format(
                dice=dice(count), infection=percent(infection_chance(count)),
                attack=percent(first_attack_chance(count)), win=_win(worth))
        )
    best = strategy.best_dice(humans, zombies)
    lines.append(_("Best play for the win rolls {humans}.").format(humans=human_count(best)))
    bites = number(float(expected_bites(zombies, humans)), 1)
    lines.append(_("If nobody is executed, the zombies bite {average} humans on average.").format(average=bites))
    return lines


def _retire(table: DizeState) -> list[str]:
    if all(face == HERO_FACE for face in table.launch):
        return [_("Every rolled die is a 6: retire any one, the others may become heroes.")]
    return [_("Retire a die that is not a 6: every 6 left may become a hero.")]


def _best_move(made: int, presses: bool) -> str:
    if made and presses:
        return ngettext("Best play for the win: make {count} hero, then press on.",
                        "Best play for the win: make {count} heroes, then press on.", made).format(count=made)
    if made:
        return ngettext("Best play for the win: make {count} hero, then stop.",
                        "Best play for the win: make {count} heroes, then stop.", made).format(count=made)
    return _("Best play for the win: press on.") if presses else _("Best play for the win: stop.")


def _heroes(table: DizeState) -> list[str]:
    launch, captured, heroes = len(table.launch), len(table.captured), len(table.heroes)
    plan = strategy.attack_plan(table.humans_left, table.zombies_left)
    if table.zombies:
        stop = ngettext("Stop now: {count} captured zombie executed (best play then wins {win}).",
                        "Stop now: {count} captured zombies executed (best play then wins {win}).", captured)
    else:
        stop = ngettext("Stop now: {count} captured zombie executed and win (best play then wins {win}).",
                        "Stop now: {count} captured zombies executed and win (best play then wins {win}).", captured)
    lines = [stop.format(count=captured, win=_win(plan.stop(captured)))]
    if table.can_continue:
        pressing = _win(plan.press(launch, captured, heroes))
        lines.append(
            _("Press on with {dice}: the next roll succeeds {chance}, a failure frees {captured} "
              "(best play then wins {win}).").format(
                dice=dice(launch), chance=percent(attack_chance(launch, captured, heroes)),
                captured=captured_zombies(captured), win=pressing)
        )
    elif not table.zombies:
        lines.append(_("No zombie is left to capture: stop to execute them all."))
    else:
        lines.append(_("No die is left in Launch: the attack must stop."))
    sixes = table.launch.count(6)
    for more in range(1, sixes + 1):
        left = launch - more
        if left:
            chance = attack_chance(left, captured, heroes + more)
            line = ngettext("With {count} more hero: the next roll of {left} succeeds {chance}.",
                            "With {count} more heroes: the next roll of {left} succeeds {chance}.", more)
            lines.append(line.format(count=more, left=left, chance=percent(chance)))
        else:
            lines.append(ngettext("With {count} more hero: no die left to roll.",
                                  "With {count} more heroes: no die left to roll.", more).format(count=more))
    made, presses = plan.best_move(launch, captured, heroes, sixes)
    lines.append(_best_move(made, presses))
    return lines


def _zombies(table: DizeState) -> list[str]:
    zombies, humans = len(table.zombies), len(table.humans)
    average = number(float(expected_bites(zombies, humans)), 2)
    lines = [
        ngettext("{count} zombie roll: {average} humans bitten on average.",
                 "{count} zombies roll: {average} humans bitten on average.", zombies).format(
            count=zombies, average=average)
    ]
    wipe_out = wipe_out_chance(zombies, humans)
    if wipe_out:
        lines.append(_("Chance every human left is bitten: {chance}.").format(chance=percent(wipe_out)))
    return lines


_ADVICE = {
    "choose": _choose,
    "attack": lambda table: [
        _("This roll succeeds {chance}: it needs more evens than odds, and a tie fails.").format(
            chance=percent(attack_chance(len(table.launch))))
    ],
    "retire": _retire,
    "heroes": _heroes,
    "zombies": _zombies,
}


def advice(table: DizeState) -> list[str]:
    """Lines for the advisor panel about the decision at hand (none once the game is over)."""
    give = _ADVICE.get(table.step)
    return give(table) if give else []
