"""Three survivors the computer can play, all reading the advisor's odds.

careful — plays by the advisor's one-roll odds, like a sensible first-time player:
    rolls the most humans that keep the chance of infection under 1 in 20 (one fewer
    when that number is even, since an even number of dice can tie, and a tie fails),
    makes every rolled 6 a hero, and presses the attack only while the chance of the
    next roll times what it would hold (with the 10-point win when it would capture
    the last zombie) beats what is already captured.
veteran — plays the exact best strategy for the rulebook's objective, worked out by
    core.dize.strategy over every state of the game: the highest chance to execute
    every zombie, then as many executions as possible.
executioner — plays the exact best strategy for the highest expected score. Since
    every executed zombie scores, even a bitten human executed later, it will risk the
    win to let the horde grow and execute more: the scoring rule taken at its word.

None needs chance of its own: every decision is a function of the table.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from core.dize import strategy
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
from core.dize.constants import HERO_FACE, WIN_BONUS
from core.dize.odds import attack_chance, infection_chance
from core.dize.setup import BOTS
from core.dize.state import DizeState

CAREFUL_INFECTION_RISK = Fraction(1, 20)


def careful_dice(table: DizeState) -> int:
    """The careful survivor's number of humans to roll."""
    limit = table.dice_limit
    count = max(n for n in range(1, limit + 1) if infection_chance(n) < CAREFUL_INFECTION_RISK)
    return count - 1 if count % 2 == 0 and count > 1 else count


def careful_presses(table: DizeState) -> bool:
    """Press on when the odds of the next roll, times what success would hold, beat stopping."""
    captured = len(table.captured)
    chance = attack_chance(len(table.launch), captured, len(table.heroes))
    stake = captured + 1 + (WIN_BONUS if len(table.zombies) == 1 else 0)
    return chance * stake > captured


def _retiree(table: DizeState) -> int:
    """Any die but a 6 (6s may become heroes); the first die if all are 6s."""
    return next((i for i, face in enumerate(table.launch) if face != HERO_FACE), 0)


def _careful(table: DizeState) -> DizeCommand:
    if table.step == "choose":
        return ChooseDice(count=careful_dice(table))
    if HERO_FACE in table.launch:
        return MakeHero(index=table.launch.index(6))
    return Continue() if table.can_continue and careful_presses(table) else StopAttack()


def _best_play(table: DizeState, win_worth: int) -> DizeCommand:
    if table.step == "choose":
        dice = strategy.best_dice(len(table.humans), len(table.zombies), win_worth)
        return ChooseDice(count=dice)
    plan = strategy.attack_plan(table.humans_left, table.zombies_left, win_worth)
    launch, captured, heroes = len(table.launch), len(table.captured), len(table.heroes)
    made, presses = plan.best_move(launch, captured, heroes, table.launch.count(6))
    if made:
        return MakeHero(index=table.launch.index(6))
    return Continue() if presses else StopAttack()


_DECIDERS: dict[str, Callable[[DizeState], DizeCommand]] = {
    "careful": _careful,
    "veteran": lambda table: _best_play(table, strategy.WIN_FIRST),
    "executioner": lambda table: _best_play(table, WIN_BONUS),
}


def bot_command(table: DizeState, bot: str) -> DizeCommand:
    """The named bot's command; the rolls and the retirement are the same for all."""
    if bot not in BOTS:
        raise ValueError(f"unknown diZe bot {bot!r} (known: {', '.join(BOTS)})")
    if table.over:
        raise ValueError("the game is over: no bot move")
    if table.step == "attack":
        return Attack()
    if table.step == "zombies":
        return ZombieAttack()
    if table.step == "retire":
        return Retire(index=_retiree(table))
    return _DECIDERS[bot](table)
