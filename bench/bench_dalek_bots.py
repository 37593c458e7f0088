"""Dalek Dice bots: the optimal bot's table build, its decision time, and its play.

- Precompute: building the whole turn table from cold (`TurnSolver().expected_turn_score()`),
  target <= 2 s (it is built once per process and then cached).
- Decisions: mean and worst `bot_command` time over the states met in many seeded turns,
  target <= 50 ms; baseline (same run): one `decide(state, Keep(...))` call.
- Play: the optimal bot's mean over 10,000 seeded turns (`stats.bot_report`) against the
  DP's exact expectation, target within 1%. The turn score's spread is wide (a third
  Exterminate! doubles), so one standard error is itself about 1% at 10,000 turns.
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.verdict import verdict
from core.dalek_dice import MUST_KEEP, RULES, TurnSolver, solver
from core.dalek_dice.stats import bot_report
from core.game import PlayerSpec

TURNS = 10_000
STATES = 3_000


def states_met(count: int) -> list:
    """Every decision state of seeded optimal-bot games, until `count` are collected."""
    found: list = []
    seed = 0
    while len(found) < count:
        players = [PlayerSpec(name=name, bot="optimal") for name in ("Ann", "Bob", "Cy")]
        state = RULES.start(RULES.make_setup(players, seed))
        while not RULES.is_over(state) and len(found) < count:
            found.append(state)
            for event in RULES.decide(state, RULES.bot_command(state, "optimal")):
                state = RULES.evolve(state, event)
        seed += 1
    return found


def per_call(action, repeat: int = 1) -> float:
    started = time.perf_counter()
    for _ in range(repeat):
        action()
    return (time.perf_counter() - started) / repeat


def main() -> None:
    started = time.perf_counter()
    build = per_call(TurnSolver().expected_turn_score)  # a fresh table, from nothing

    solver()  # the cached table every later decision uses
    states = states_met(STATES)
    keeping = [state for state in states if state.phase == MUST_KEEP]
    baseline = statistics.median(
        per_call(lambda s=s: RULES.decide(s, RULES.legal_commands(s)[-1]), 20) for s in keeping[:200])
    print(f"baseline one Keep decide: {baseline * 1e6:.1f} us  (ratio 1.00 vs baseline)")
    print(f"optimal table precompute (cold): {build:.2f} s  (ratio {build / baseline:.0f} vs baseline; target <= 2 s)  "
          f"{verdict(build, 2)}")
    for bot in ("optimal", "cautious"):
        times = [per_call(lambda s=s, bot=bot: RULES.bot_command(s, bot)) for s in states]
        mean, worst = statistics.fmean(times), max(times)
        print(f"{bot} decision mean over {len(states)} states: {mean * 1e6:.1f} us  "
              f"(ratio {mean / baseline:.2f} vs baseline)")
        print(f"{bot} decision worst: {worst * 1e3:.2f} ms  "
              f"(ratio {worst / baseline:.2f} vs baseline; target <= 50 ms)  "
              f"{verdict(worst * 1e3, 50)}")

    rows = {row["bot"]: row for row in bot_report(TURNS, seed=0)}
    optimal: dict[str, Any] = rows["optimal"]
    cautious: dict[str, Any] = rows["cautious"]
    expected = optimal["expected_score"]
    error = optimal["stdev_score"] / math.sqrt(TURNS) / expected
    print(f"optimal mean over {TURNS} turns: {optimal['mean_score']:.3f} points  "
          f"(ratio {optimal['mean_score'] / expected:.4f} vs DP expectation {expected:.3f}; "
          f"one standard error = {error:.2%}; target within 1%)  "
          f"{verdict(abs(optimal['mean_score'] / expected - 1), 0.01)}")
    print(f"cautious mean over {TURNS} turns: {cautious['mean_score']:.3f} points  "
          f"(ratio {cautious['mean_score'] / expected:.2f} vs DP expectation)")
    print(f"[bench ran {time.perf_counter() - started:.0f} s]")


if __name__ == "__main__":
    main()
