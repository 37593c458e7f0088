"""The expert bot: plans the rest of its turn over the dice still to come (expectimax).

Why a lookahead: a Dizzle turn is a chain. Every die after the first must go next to
one placed this turn, and between two of your dice the offer shrinks by chance (solo:
the two extra dice; at a table: the other players' picks). The greedy bot looks one
die ahead with a flat bonus for each number that could follow; the expert weighs
every die and field it may take now by what the offer can still give it afterwards.

How (see also docs/rules/dizzle.md, "The expert bot"):

- A placement is worth its *immediate value* (`Valuation.value`: the greedy bot's
  heuristic, field points, line shares and room opened, with a few corrections below),
  plus the expected value of the best continuation, found by expectimax: after each
  of its dice comes a chance node, then its best next placement (`DEPTH` = 2 levels
  of this), and after the last chance node the best immediate value left in the
  offer: three dice of the turn in all, about as many as a turn gives a player.
- Chance nodes are enumerated exactly, not sampled, so the bot needs no random
  numbers at all: solo, the 21 throws of the two extra dice; at a table, each player
  still in takes, with equal chance, one of the offer's dice that fits a field they
  can reach (their sheets are known), or nothing if none fits.
- Corrections to the greedy heuristic: on the last turn of the game only points that
  land this turn count (a line pays only if this turn completes it; no room, keys or
  rockets for later); at a table, a bomb also counts for the points it costs the
  others it explodes on, shared out among the opponents.
- With no die fitting it compares passing (keep this turn's dice) with re-rolling:
  the chance of each best number turning up, against the value of the die it would
  have to give back. With no die of its own at stake it always re-rolls.

Rolls, the extra dice, giving a die back and landing a rocket are the greedy bot's
choices. Everything is deterministic: the same state gives the same command.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from core.dizzle.board import bits
from core.dizzle.commands import DizzleCommand, Pass, PlaceDie, Reroll
from core.dizzle.greedy import greedy
from core.dizzle.placement import reach
from core.dizzle.state import DizzleState, seats_from
from core.dizzle.valuation import Valuation

#: placements looked at in a row, a chance node between each two (three in a row was
#: measured no stronger solo, and four times slower)
DEPTH = 2

#: an offer as how many dice show each number (index 1-6; 0 unused): equal dice are alike
Counts = tuple[int, ...]
Outcomes = tuple[tuple[float, Counts], ...]


def expert(state: DizzleState) -> DizzleCommand:
    """The expert bot's command for the player to act."""
    if state.phase not in ("place", "reroll"):
        rolled: DizzleCommand = greedy(state)
        return rolled
    plan = Planner(state)
    best = plan.best_placement()
    if best is not None:
        die, index = best
        return PlaceDie(die=state.offer.index(die), at=state.board.pos(index))
    if state.phase == "reroll":
        given_back: DizzleCommand = greedy(state)  # the die on the least valuable field
        return given_back
    return Reroll() if plan.reroll_worth() > 0 else Pass()


@lru_cache(maxsize=1)
def _extra_throws() -> tuple[tuple[float, int, int], ...]:
    """The 21 distinct throws of the two solo extra dice, with their chances."""
    return tuple(((1 if a == b else 2) / 36, a, b) for a in range(1, 7) for b in range(a, 7))


def _counts(offer: tuple[int, ...]) -> Counts:
    counts = [0] * 7
    for pips in offer:
        counts[pips] += 1
    return tuple(counts)


def _take(counts: Counts, pips: int) -> Counts:
    return (*counts[:pips], counts[pips] - 1, *counts[pips + 1 :])


def _numbers(counts: Counts) -> int:
    """The numbers showing, as bits 0-5 for 1-6."""
    return sum(1 << (pips - 1) for pips in range(1, 7) if counts[pips])


class Planner:
    """Expectimax over the rest of the actor's turn (see the module docstring)."""

    def __init__(self, state: DizzleState) -> None:
        self.state = state
        player = state.actor
        assert player is not None
        self.player = player
        self.dice = state.sheets[player].dice_mask
        self.valuation = Valuation(state, player)
        self.board = state.board
        self.solo = state.setup.solo
        # at a table: the players still in after this one, with the numbers each can take
        self.others: list[tuple[int, ...]] = []
        if not self.solo and not state.last_call:
            for seat in seats_from(player + 1, state.players)[:-1]:
                if seat not in state.passed:
                    where = reach(self.board, state.sheets[seat])
                    self.others.append(tuple(v for v in range(1, 7) if where & self.board.pips[v]))
        self.last_action = state.last_call or (not self.solo and not self.others)
        self._best: dict[int, list[tuple[float, int]]] = {}
        self._chance: dict[Counts, Outcomes] = {}
        self._left: dict[Counts, list[tuple[int, float]]] = {}
        self._absent: dict[tuple[Counts, int], float] = {}
        self._memo: dict[tuple[int, Counts, int], float] = {}
        self._picks: dict[tuple[int, Counts], Outcomes] = {}

    # -- the search -------------------------------------------------------------------

    def best_placement(self) -> tuple[int, int] | None:
        """(pips, field) of the best placement now, or None if no die fits."""
        best, best_value = None, float("-inf")
        offer = _counts(self.state.offer)
        for pips, index in self._placements(self.dice, offer):
            value = self._q(self.dice, offer, pips, index, DEPTH - 1)
            if value > best_value + 1e-9:
                best, best_value = (pips, index), value
        return best

    def _placements(self, dice: int, offer: Counts) -> Iterator[tuple[int, int]]:
        where = self.valuation.reach(dice)
        for pips in range(1, 7):
            if offer[pips]:
                for index in bits(where & self.board.pips[pips]):
                    yield pips, index

    def _q(self, dice: int, offer: Counts, pips: int, index: int, depth: int) -> float:
        """Value of placing `pips` on `index` now, then playing on as well as the dice allow."""
        value = self.valuation.value(dice, index)
        rest = _take(offer, pips)
        if self.last_action or not any(rest):
            return value
        after = dice | 1 << index
        if depth <= 0:  # the last level: only which numbers are left matters
            return value + self._last_placement(after, rest)
        return value + sum(p * self._worth(after, left, depth) for p, left in self._outcomes(rest))

    def _worth(self, dice: int, offer: Counts, depth: int) -> float:
        """Expected value of the rest of the turn from here (0 when no die fits: pass)."""
        key = (dice, offer, depth)
        found = self._memo.get(key)
        if found is None:
            found = max(
                (self._q(dice, offer, pips, index, depth - 1) for pips, index in self._placements(dice, offer)),
                default=0.0,
            )
            self._memo[key] = found
        return found

    def _last_placement(self, dice: int, offer: Counts) -> float:
        """Expected best immediate value after the chance node that follows, from `offer`.

        With the numbers ranked by their best field, the chance that the j-th is the best
        one left is P(none of the first j-1 left) - P(none of the first j left)."""
        key = (dice, offer, -1)
        found = self._memo.get(key)
        if found is None:
            found, shut, before = 0.0, 0, 1.0
            for value, pips in self._best_by_pips(dice):
                shut |= 1 << (pips - 1)
                after = self._none_left(offer, shut)
                found += value * (before - after)
                before = after
            self._memo[key] = found
        return found

    def _none_left(self, offer: Counts, numbers: int) -> float:
        """The chance that none of `numbers` (bits 0-5) is left after `offer`'s chance node."""
        key = (offer, numbers)
        found = self._absent.get(key)
        if found is None:
            spread = self._left.get(offer)
            if spread is None:
                merged: dict[int, float] = {}
                for chance, left in self._outcomes(offer):
                    present = _numbers(left)
                    merged[present] = merged.get(present, 0.0) + chance
                spread = self._left[offer] = list(merged.items())
            found = self._absent[key] = sum(p for present, p in spread if not present & numbers)
        return found

    def _best_by_pips(self, dice: int) -> list[tuple[float, int]]:
        """(best immediate value, pips) for each number that fits next, best first."""
        found = self._best.get(dice)
        if found is None:
            where = self.valuation.reach(dice)
            found = []
            for pips in range(1, 7):
                fields = bits(where & self.board.pips[pips])
                if fields:
                    found.append((max(self.valuation.value(dice, i) for i in fields), pips))
            found.sort(reverse=True)
            self._best[dice] = found
        return found

    def _outcomes(self, offer: Counts) -> Outcomes:
        """The offer when this player acts again, with its chance."""
        found = self._chance.get(offer)
        if found is None:
            found = self._solo_outcomes(offer) if self.solo else self._table_outcomes(offer)
            self._chance[offer] = found
        return found

    @staticmethod
    def _solo_outcomes(offer: Counts) -> Outcomes:
        merged: dict[Counts, float] = {}
        for chance, first, second in _extra_throws():
            left = _take(offer, first) if offer[first] else offer
            if left[second]:
                left = _take(left, second)
            merged[left] = merged.get(left, 0.0) + chance
        return tuple((p, left) for left, p in merged.items())

    def _table_outcomes(self, offer: Counts) -> Outcomes:
        spread: dict[Counts, float] = {offer: 1.0}
        for seat in range(len(self.others)):
            step: dict[Counts, float] = {}
            for left, chance in spread.items():
                for share, smaller in self._pick(seat, left):
                    step[smaller] = step.get(smaller, 0.0) + chance * share
            spread = step
        return tuple((p, left) for left, p in spread.items())

    def _pick(self, seat: int, offer: Counts) -> Outcomes:
        """One other player's pick: any die that fits them, all alike (or none fits: no pick)."""
        key = (seat, offer)
        found = self._picks.get(key)
        if found is None:
            takes = self.others[seat]
            fitting = sum(offer[v] for v in takes)
            found = tuple((offer[v] / fitting, _take(offer, v)) for v in takes if offer[v]) or ((1.0, offer),)
            self._picks[key] = found
        return found

    # -- no die fits ------------------------------------------------------------------

    def reroll_worth(self) -> float:
        """Expected gain of re-rolling over passing (positive: re-roll)."""
        dice = self.dice
        if not dice:
            return 1.0  # nothing at stake: a re-roll can only help
        best = self._best_by_pips(dice)
        n = len(self.state.offer)
        gain, gone = 0.0, 0
        for value, _pips in best:  # chance that this is the best number showing
            p = ((6 - gone) / 6) ** n - ((6 - gone - 1) / 6) ** n
            gain += p * value
            gone += 1
        miss = ((6 - gone) / 6) ** n
        loss = min(self.valuation.value(dice & ~(1 << i), i) for i in bits(dice))
        return gain - miss * max(loss, 0.0)
