"""The bots' reckoning: best play of diZe, worked out exactly for every state.

diZe is small enough to solve. Between turns the whole game is two numbers: humans
left H and zombies left Z (the executed are 20 - H - Z, and they already count). Humans
only ever decrease and executions never come back, so the turn-start states can be
valued in order, from the most executed down and from the fewest humans up, each from
states already valued. The one exception is a turn that changes nothing (a failed
attack and no bite), which leads back to the same state: its value is the fixed point
of one equation, found in a few Newton steps.

Inside a turn, the Human Attack is a finite game against the dice (Launch shrinks at
every success), solved by memoised recursion over (Launch dice, captured, heroes).

What "best" means is the worth of a win against one executed zombie (`win_worth`):
with the rulebook's 10 the value is the expected final score less the starting zombies;
with WIN_FIRST (a million) winning comes before everything, as the rulebook's objective
puts it, and the executed count decides between choices whose win chances are equal or
differ by less than about a millionth (in nearly hopeless positions the bot may give up
such a sliver of win chance for up to 20 more executions; docs/rules/dize.md says so).
Floats are used here (the advisor's odds are exact fractions; these are a bot's estimates).
"""

from __future__ import annotations

from functools import cache, lru_cache
from math import comb

from core.dize.constants import DICE, WIN_BONUS
from core.dize.odds import infection_chance

#: the worth of a win when winning comes first: more than any count of executions
WIN_FIRST = 1_000_000

_HALF = 0.5


@cache
def _bite_chances(zombies: int) -> tuple[float, ...]:
    return tuple(
        comb(zombies, bites) * (1 / 6) ** bites * (5 / 6) ** (zombies - bites)
        for bites in range(zombies + 1)
    )


@cache
def _infection(dice: int) -> float:
    return float(infection_chance(dice))


@cache
def _successes(launch: int, margin: int) -> tuple[float, ...]:
    """P(the roll succeeds and m rolled 6s may become heroes), m = 0..launch-1.

    Success means evens > odds + margin (margin = captured - heroes). One die must be
    retired first; it is a 6 only when every die shows 6, so m = min(sixes, launch-1).
    """
    weights = [0.0] * launch
    for evens in range(launch + 1):
        if 2 * evens <= launch + margin:
            continue
        p_evens = comb(launch, evens) * _HALF**launch
        for sixes in range(evens + 1):  # a rolled even is a 6 one time in three
            p = p_evens * comb(evens, sixes) * (1 / 3) ** sixes * (2 / 3) ** (evens - sixes)
            weights[min(sixes, launch - 1)] += p
    return tuple(weights)


class AttackPlan:
    """Best play of one Human Attack, given the worth of ending it with Z zombies standing.

    `after[z]` is the expected final value when the attack ends with z zombies in the
    Zombies zone (the Zombie Attack included); `zombies` counts the zombies standing
    when the attack began (zone plus captured).
    """

    def __init__(self, zombies: int, after: tuple[float, ...]):
        self.zombies = zombies
        self.after = after
        self._press: dict[tuple[int, int, int], float] = {}
        self._hold: dict[tuple[int, int, int], float] = {}
        self._failure: dict[tuple[int, int, int], float] = {}

    def stop(self, captured: int) -> float:
        return self.after[self.zombies - captured]

    def hold(self, launch: int, captured: int, heroes: int) -> float:
        """Worth of the moment after a success: the better of stopping and pressing on."""
        key = (launch, captured, heroes)
        worth = self._hold.get(key)
        if worth is None:
            worth = self.stop(captured)
            if launch and captured < self.zombies:
                worth = max(worth, self.press(launch, captured, heroes))
            self._hold[key] = worth
        return worth

    def best_heroes(self, launch: int, captured: int, heroes: int, sixes: int) -> int:
        """How many of `sixes` rolled 6s to make heroes (the fewest among equals)."""
        worths = [self.hold(launch - k, captured, heroes + k) for k in range(sixes + 1)]
        return worths.index(max(worths))

    def best_move(self, launch: int, captured: int, heroes: int, sixes: int) -> tuple[int, bool]:
        """After a success and the retirement: (heroes to make, then press on?)."""
        made = self.best_heroes(launch, captured, heroes, sixes)
        left = launch - made
        presses = bool(left) and captured < self.zombies
        return made, presses and self.press(left, captured, heroes + made) > self.stop(captured)

    def failure_chance(self, launch: int, captured: int, heroes: int) -> float:
        """Chance that rolling now, then playing best, ends this attack in a failure."""
        key = (launch, captured, heroes)
        chance = self._failure.get(key)
        if chance is None:
            weights = _successes(launch, captured - heroes)
            chance = 1 - sum(weights)
            for usable, weight in enumerate(weights):
                made, presses = self.best_move(launch - 1, captured + 1, heroes, usable)
                if presses:
                    later = self.failure_chance(launch - 1 - made, captured + 1, heroes + made)
                    chance += weight * later
            self._failure[key] = chance
        return chance

    def press(self, launch: int, captured: int, heroes: int) -> float:
        """Worth of rolling the `launch` dice now."""
        key = (launch, captured, heroes)
        worth = self._press.get(key)
        if worth is None:
            weights = _successes(launch, captured - heroes)
            worth = (1 - sum(weights)) * self.after[self.zombies]
            best = float("-inf")
            for usable, weight in enumerate(weights):  # best hero count with up to `usable`
                best = max(best, self.hold(launch - 1 - usable, captured + 1, heroes + usable))
                worth += weight * best
            self._press[key] = worth
        return worth


class Reckoning:
    """The expected final value of every turn-start state, under best play."""

    def __init__(self, win_worth: int) -> None:
        self.win_worth = win_worth
        self.values: dict[tuple[int, int], float] = {}
        for executed in range(DICE - 2, -1, -1):
            for humans in range(1, DICE - executed):
                zombies = DICE - executed - humans
                self.values[humans, zombies] = self._fixed_point(humans, zombies)

    def after_attack(self, humans: int, zombies: int, same: float | None = None) -> tuple[float, ...]:
        """`after[z]` for an attack with these humans and zombies (see AttackPlan)."""
        executed_before = DICE - humans - zombies
        after: list[float] = []
        for standing in range(zombies + 1):
            executed = executed_before + zombies - standing
            if standing == 0:
                after.append(executed + self.win_worth)
                continue
            worth = 0.0
            for bites, chance in enumerate(_bite_chances(standing)):
                if bites >= humans:
                    worth += chance * executed
                elif bites == 0 and standing == zombies and same is not None:
                    worth += chance * same  # nothing changed: back to this very state
                else:
                    worth += chance * self.values[humans - bites, standing + bites]
            after.append(worth)
        return tuple(after)

    def plan(self, humans: int, zombies: int, same: float | None = None) -> AttackPlan:
        return AttackPlan(zombies, self.after_attack(humans, zombies, same))

    def choices(
        self, humans: int, zombies: int, clean: AttackPlan, infected: AttackPlan | None = None
    ) -> list[float]:
        """Worth of rolling n = 1.. humans at the start of a turn.

        `clean` plans the attack after no infection, `infected` after one (built here
        when not given; it never depends on this state's own value).
        """
        if infected is None and humans > 1:
            infected = self.plan(humans - 1, zombies + 1)
        worths = []
        for dice in range(1, min(2 * zombies, humans) + 1):
            chance = _infection(dice)
            worth = (1 - chance) * clean.press(dice, 0, 0)
            if chance and infected is not None:
                worth += chance * infected.press(dice - 1, 0, 0)
            worths.append(worth)
        return worths

    def _fixed_point(self, humans: int, zombies: int) -> float:
        """The value v of this state: the best worth of a turn whose empty outcome is worth v.

        Newton's method on a convex piecewise-linear equation (policy iteration): the
        slope is the chance that best play returns to this very state, which is a clean
        roll, a failed attack, then not one 1 among the zombies.
        """
        infected = self.plan(humans - 1, zombies + 1) if humans > 1 else None
        no_bite = _bite_chances(zombies)[0]
        worth = float(DICE - humans - zombies)  # what is already executed: a lower bound
        for _ in range(50):
            clean = self.plan(humans, zombies, worth)
            worths = self.choices(humans, zombies, clean, infected)
            better = max(worths)
            if better - worth <= 1e-12 * max(1.0, abs(worth)):
                return max(better, worth)
            dice = worths.index(better) + 1
            slope = (1 - _infection(dice)) * no_bite * clean.failure_chance(dice, 0, 0)
            worth += (better - worth) / (1 - slope)
        raise ArithmeticError(f"no value found for {humans} humans and {zombies} zombies")


@cache
def reckoning(win_worth: int = WIN_FIRST) -> Reckoning:
    """The solved game for one worth of a win (about half a second, once per process)."""
    return Reckoning(win_worth)


@lru_cache(maxsize=1024)
def attack_plan(humans: int, zombies: int, win_worth: int = WIN_FIRST) -> AttackPlan:
    """Best play of the Human Attack with these humans and zombies standing at its start."""
    book = reckoning(win_worth)
    return book.plan(humans, zombies, book.values.get((humans, zombies)))


@lru_cache(maxsize=1024)
def dice_worths(humans: int, zombies: int, win_worth: int = WIN_FIRST) -> tuple[float, ...]:
    """Worth of rolling 1, 2, ... humans at the start of a turn, under best play after."""
    infected = attack_plan(humans - 1, zombies + 1, win_worth) if humans > 1 else None
    clean = attack_plan(humans, zombies, win_worth)
    return tuple(reckoning(win_worth).choices(humans, zombies, clean, infected))


def best_dice(humans: int, zombies: int, win_worth: int = WIN_FIRST) -> int:
    """How many humans to roll at the start of a turn (the fewest among equals)."""
    worths = dice_worths(humans, zombies, win_worth)
    return worths.index(max(worths)) + 1


def win_chance(humans: int, zombies: int) -> float:
    """Chance that best play for the win executes every zombie from this turn start."""
    return chance_of_win(reckoning(WIN_FIRST).values[humans, zombies])


def chance_of_win(worth: float) -> float:
    """The win chance inside a WIN_FIRST worth (the executions add under 0.00002)."""
    return min(1.0, worth / WIN_FIRST)


def expected_score(starting_zombies: int) -> float:
    """Expected final score of play for the highest score, from the start of a game."""
    humans = DICE - starting_zombies
    return starting_zombies + reckoning(WIN_BONUS).values[humans, starting_zombies]
