"""The optimal bot's model: the exact expected score of one turn, by dynamic programming.

What it maximises: the expected points of the current turn alone. It ignores the
game situation (the totals, the target of 60, how many turns are left), so near
the end of a game it plays exactly as at the start. That is the usual "turn
expectation" model of push-your-luck games, and it is what the bot benchmark checks.

The model. Between rolls a turn is fully described by five numbers: the dice left to
roll `n`, the Humans `H` and Daleks `D` kept, and the Doctors and Exterminate!s in
the Top. Which faces made up H and D no longer matters, so neither does the order of
play. With n dice left the player either stops (H points if D >= H, else 0) or rolls.
A roll's outcome is a multiset of faces (probabilities from the multinomial over six
equally likely faces); the Top takes one Doctor and one Exterminate! if shown, the
third Doctor ends the turn with 0, and the player then picks the best keep among all
keeps the rules allow. After a keep, the turn ends on the third Exterminate! or with
no dice left (scored by `faces.turn_points`), or the same choice repeats.

    value(n, H, D, doctors, exterminates) = max(stop points, roll_value(...))

Two reductions keep the chart small and exact: among kept Daleks, Daleks 3 before
Daleks 2 is always at least as good (more Daleks never lowers a score, and the count
of dice kept is the same), and D beyond H + 4n can never matter (n dice add at most
4n Humans), so it is capped there. The whole chart (about 2,400 turn states) is built
once per process by memoised recursion in about a second; every later decision is a
few dictionary look-ups. Nothing here touches a disk: a `TurnSolver` may also be
built and kept by a caller.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from math import factorial

from .faces import BONUS, DICE, THIRD, turn_points
from .state import MUST_ROLL, ROLL_OR_STOP, DalekState

#: per number of dice: (probability, Doctor shown, Exterminate! shown, excess dice,
#: Humans 2, Humans 4, Daleks 2, Daleks 3) for every distinct allocation problem
Outcome = tuple[float, int, int, int, int, int, int, int]


def roll_outcomes(n: int) -> list[Outcome]:
    """Every result of rolling n dice that asks a different question of the player."""
    merged: dict[tuple[int, int, int, int, int, int, int], float] = {}
    ways = factorial(n) / 6**n
    for doctors in range(n + 1):
        for exterminates in range(n + 1 - doctors):
            rest = n - doctors - exterminates
            for h2 in range(rest + 1):
                for h4 in range(rest + 1 - h2):
                    for d2 in range(rest + 1 - h2 - h4):
                        d3 = rest - h2 - h4 - d2
                        p = ways / (factorial(doctors) * factorial(exterminates) * factorial(h2)
                                    * factorial(h4) * factorial(d2) * factorial(d3))
                        excess = max(doctors - 1, 0) + max(exterminates - 1, 0)
                        key = (int(doctors > 0), int(exterminates > 0), excess, h2, h4, d2, d3)
                        merged[key] = merged.get(key, 0.0) + p
    return [(p, *key) for key, p in merged.items()]


def _dalek_gains(d2: int, d3: int) -> tuple[int, ...]:
    """Daleks gained by keeping 0, 1, 2... Dalek dice, Daleks 3 first."""
    return tuple([0] + [3 * i for i in range(1, d3 + 1)] + [3 * d3 + 2 * j for j in range(1, d2 + 1)])


class TurnSolver:
    """The memoised turn-value chart. `expected_turn_score()` fills it all."""

    @cached_property
    def _outcomes(self) -> list[list[Outcome]]:
        """Every roll of n dice, merged (made on first use: a packed chart never needs them)."""
        return [roll_outcomes(n) for n in range(DICE + 1)]

    def __init__(self) -> None:
        self._gains = [[_dalek_gains(d2, d3) for d3 in range(DICE + 1)] for d2 in range(DICE + 1)]
        self._values: dict[tuple[int, ...], float] = {}
        self._rolls: dict[tuple[int, ...], float] = {}
        self._dalek_keeps: dict[tuple[int, ...], float] = {}

    def expected_turn_score(self) -> float:
        """The value of a fresh turn: ten dice to roll, nothing kept."""
        return self.roll_value(DICE, 0, 0, 0, 0)

    def after_keep(self, dice_left: int, humans: int, daleks: int,
                   doctors: int, exterminates: int) -> float:
        """Expected final score once a roll is allocated (the turn may have ended)."""
        if exterminates >= THIRD:
            return turn_points("exterminate", humans, daleks, dice_left)
        if dice_left == 0:
            return turn_points("no_dice_left", humans, daleks, 0)
        return self.value(dice_left, humans, daleks, doctors, exterminates)

    def value(self, dice_left: int, humans: int, daleks: int, doctors: int, exterminates: int) -> float:
        """Expected final score when free to roll on or stop, playing on optimally."""
        daleks = min(daleks, humans + 4 * dice_left)
        key = (dice_left, humans, daleks, doctors, exterminates)
        value = self._values.get(key)
        if value is None:
            stop = turn_points("stopped", humans, daleks, dice_left)
            value = max(stop, self.roll_value(*key))
            self._values[key] = value
        return value

    def roll_value(self, dice: int, humans: int, daleks: int, doctors: int, exterminates: int) -> float:
        """Expected final score of rolling `dice` dice now and playing on optimally."""
        key = (dice, humans, min(daleks, humans + 4 * dice), doctors, exterminates)
        value = self._rolls.get(key)
        if value is None:
            value = self._rolls[key] = self._roll(*key)
        return value

    def _roll(self, dice: int, humans: int, daleks: int, doctors: int, exterminates: int) -> float:
        total = 0.0
        dalek_keeps = self._dalek_keeps
        for p, doctor, exterminate, excess, h2, h4, d2, d3 in self._outcomes[dice]:
            top_doctors = doctors + doctor
            if top_doctors >= THIRD:
                continue  # the Doctor intervenes: 0 points
            top_exterminates = exterminates + exterminate
            top_placed = doctor or exterminate
            unkept = excess + h2 + h4 + d2 + d3
            best = -1.0
            for keep4 in range(h4 + 1):
                for keep2 in range(h2 + 1):
                    must_keep_dalek = not (top_placed or keep4 or keep2)
                    if must_keep_dalek and d2 + d3 == 0:
                        continue
                    key = (unkept - keep4 - keep2, humans + 4 * keep4 + 2 * keep2, daleks,
                           d2, d3, top_doctors, top_exterminates, must_keep_dalek)
                    option = dalek_keeps.get(key)
                    if option is None:
                        option = self._best_dalek_keep(*key)
                    if option > best:
                        best = option
            total += p * best
        return total

    def _best_dalek_keep(self, unkept: int, humans: int, daleks: int, d2: int, d3: int,
                         doctors: int, exterminates: int, at_least_one: bool) -> float:
        """The best number of Dalek dice to keep (Daleks 3 first), memoised by the caller's key."""
        best = -1.0
        # the hot loop of the chart: `after_keep` inlined (tests check the DP against brute force)
        for kept, gain in enumerate(self._gains[d2][d3]):
            if at_least_one and not kept:
                continue
            left = unkept - kept
            option: float
            if exterminates >= THIRD:
                option = 2 * humans + (BONUS if left == 0 else 0)
            elif left == 0:
                option = humans + BONUS if daleks + gain >= humans else 0
            else:
                option = self.value(left, humans, daleks + gain, doctors, exterminates)
            if option > best:
                best = option
        self._dalek_keeps[unkept, humans, daleks, d2, d3, doctors, exterminates, at_least_one] = best
        return best


#: the process's chart: built on first use, or handed in by `use` (a packed, shared one)
_CHART: list[TurnSolver] = []


def solver() -> TurnSolver:
    """The process's one filled chart (built on first use, about a second)."""
    if not _CHART:
        chart = TurnSolver()
        chart.expected_turn_score()
        _CHART.append(chart)
    return _CHART[0]


def use(chart: TurnSolver) -> None:
    """Make `chart` the process's chart (the TUI's is packed and shared between processes)."""
    _CHART[:] = [chart]


def in_use() -> TurnSolver | None:
    """The process's chart if there is one yet (nothing is built here)."""
    return _CHART[0] if _CHART else None


@dataclass(frozen=True, slots=True)
class Odds:
    """What the odds toggle shows before a roll."""

    #: dice the next roll throws
    dice: int
    #: chance the next roll puts a Doctor in the Top
    doctor_chance: float
    #: chance that Doctor is the third, ending the turn with 0 points
    third_doctor_chance: float
    #: expected turn score of rolling on and then playing optimally
    roll_on: float
    #: points for stopping now (None when the turn has not had its first roll)
    stop: int | None


def odds(state: DalekState) -> Odds | None:
    """The odds before a roll (phases MUST_ROLL and ROLL_OR_STOP); None otherwise."""
    if state.phase not in (MUST_ROLL, ROLL_OR_STOP):
        return None
    n, humans, daleks = state.dice_left, state.humans, state.daleks
    doctor_chance = 1 - (5 / 6) ** n
    return Odds(
        dice=n,
        doctor_chance=doctor_chance,
        third_doctor_chance=doctor_chance if state.doctors == THIRD - 1 else 0.0,
        roll_on=solver().roll_value(n, humans, daleks, state.doctors, state.exterminates),
        stop=turn_points("stopped", humans, daleks, n) if state.phase == ROLL_OR_STOP else None,
    )
