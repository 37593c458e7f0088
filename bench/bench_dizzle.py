"""Dizzle: where the dice may go on a full offer, and a greedy bot's decision.

Targets: the bot decides in <= 50 ms on a full offer (13 dice, four players, level 4).
Baseline (same run, same states): a plain Python loop over the grid that finds, for
each die value in the offer, the free fields with those pips next to a cross - the
simplest version of the placement rule, without locks, groups or jumps. The engine
does the whole rule with bit masks; the ratios say what that costs against the loop.
States are the start of several turns of a seeded four-player game (crosses grow).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.verdict import verdict  # noqa: E402
from core.dizzle import RULES, crossed_fields, legal_fields  # noqa: E402
from core.dizzle.greedy import greedy  # noqa: E402
from core.dizzle.placement import placements  # noqa: E402
from core.dizzle.state import DizzleState  # noqa: E402
from core.game import PlayerSpec  # noqa: E402

RUNS = 200


def full_offers(turns: int = 8) -> list[DizzleState]:
    """The state right after each of the first `turns` rolls of a 4-bot game on level 4."""
    setup = RULES.make_setup([PlayerSpec(name=f"B{i}", bot="greedy") for i in range(4)], seed=21, level=4)
    state, found = RULES.start(setup), list[DizzleState]()
    while len(found) < turns and not RULES.is_over(state):
        for event in RULES.decide(state, greedy(state)):
            state = RULES.evolve(state, event)
        if state.phase == "place" and len(state.offer) == setup.dice and state.sheets[state.actor].dice == ():
            found.append(state)
    return found


def grid_loop(state: DizzleState) -> list[tuple[int, int, int]]:
    """Baseline: every (pips, row, col) a die of the offer could take next to a cross."""
    level = state.setup.level
    player = state.actor
    crossed = crossed_fields(state, player)
    found = []
    for pips in sorted(set(state.offer)):
        for row in range(level.rows):
            for col in range(level.cols):
                field = level.field_at(row, col)
                if field is None or field.pips != pips or (row, col) in crossed:
                    continue
                if any(n in crossed for n in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))):
                    found.append((pips, row, col))
    return found


def per_call_us(action, states: list[DizzleState], runs: int = RUNS) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        for state in states:
            action(state)
        times.append((time.perf_counter() - started) / len(states))
    return statistics.median(times) * 1e6


def main() -> None:
    states = full_offers()
    baseline = per_call_us(grid_loop, states)
    fields = per_call_us(placements, states)
    each_die = per_call_us(lambda s: [legal_fields(s, i) for i in range(len(s.offer))], states)
    commands = per_call_us(RULES.legal_commands, states)
    decision = per_call_us(greedy, states, runs=40)
    worst = max(per_call_us(greedy, [s], runs=5) for s in states)
    count = statistics.mean(len(RULES.legal_commands(s)) for s in states)
    print(f"states: {len(states)} full offers of 13 dice, 4 players, level 4, {count:.0f} legal commands on average")
    print(f"grid loop baseline: {baseline:8.1f} us")
    print(f"placements, full offer: {fields:8.1f} us  (ratio {fields / baseline:.2f} vs baseline)")
    print(f"legal_fields, every offer die: {each_die:8.1f} us  (ratio {each_die / baseline:.2f} vs baseline)")
    print(f"legal_commands, full offer: {commands:8.1f} us  (ratio {commands / baseline:.2f} vs baseline)")
    print(f"greedy decision, full offer: {decision / 1000:8.2f} ms  "
          f"(ratio {decision / baseline:.2f} vs baseline; target <= 50 ms)  {verdict(decision / 1000, 50)}")
    print(f"greedy decision, slowest state: {worst / 1000:8.2f} ms  (ratio {worst / baseline:.2f} vs baseline; "
          f"target <= 50 ms)  {verdict(worst / 1000, 50)}")


if __name__ == "__main__":
    main()
