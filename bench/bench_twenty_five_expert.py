"""25 to Dice: the expert against the planner, and how long the expert thinks.

Escape rates: in each mode (solo, co-op with two seats, competitive alone) both bots
play the same seeds, game g on seed g (`core.twenty_five.stats.bot_report`), and a
game counts when four inmates got out; 95% Wilson intervals. Head to head
(`core.tournament`): a competitive table of expert and planner, seats swapped every
game, the two games of a pair on one seed.

Decision time: every Inmates Move decision met in seeded expert games, timed for the
expert; baseline (same run, same states) the planner's decision. Target: the
slowest expert decision <= 200 ms.

`make bench` plays GAMES games per mode (about a minute); the figures quoted in
docs/rules/25-to-dice.md come from `python bench/bench_twenty_five_expert.py --games 2000`.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from math import sqrt
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.game import PlayerSpec
from core.tournament import tournament  # the generic tournament (dice-tui bots --vs)
from core.twenty_five import RULES
from core.twenty_five.bots import bot_command
from core.twenty_five.expert import expert_command
from core.twenty_five.state import TwentyFiveState
from core.twenty_five.stats import bot_report

GAMES = 200
TIMED_GAMES = 12
GAME = "25-to-dice"
KINDS = ("planner", "expert")


def interval(rate: float, games: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """Wilson's 95% score interval for a rate (as core.tournament gives its win rates)."""
    spread = z * z / games
    centre = (rate + spread / 2) / (1 + spread)
    half = z * sqrt(rate * (1 - rate) / games + spread / (4 * games)) / (1 + spread)
    return centre - half, centre + half


def escape_rates(games: int) -> None:
    print(f"escape rate (four out), {games} games per bot and mode, seeds 0-{games - 1}, 95% interval:")
    for mode in ("solo", "coop", "competitive"):
        rows = {str(row["bot"]): float(row["escape_rate"]) for row in bot_report(games, seed=0, mode=mode)}  # type: ignore[arg-type]
        line = []
        for kind in KINDS:
            low, high = interval(rows[kind], games)
            line.append(f"{kind} {rows[kind]:6.1%} [{low:.1%}, {high:.1%}]")
        print(f"  {mode:12s} " + "   ".join(line) + f"   (ratio {rows['expert'] / rows['planner']:.2f})")


def head_to_head(games: int) -> None:
    rows = tournament(GAME, ("expert", "planner"), games, mode="competitive")
    print(f"competitive head to head, {games} games (seats swapped, a pair of games per seed), wins (ties halved):")
    for row in rows:
        print(f"  {row.bot:8s} {row.win_rate:6.1%} [{row.ci_low:.1%}, {row.ci_high:.1%}]  mean points {row.mean_score}")


def decision_states(games: int) -> list[TwentyFiveState]:
    found = []
    for seed in range(games):
        state = RULES.start(RULES.make_setup([PlayerSpec(name="Bot", bot="expert")], seed))
        while not RULES.is_over(state):
            if state.phase == "inmates":
                found.append(state)
            for event in RULES.decide(state, RULES.bot_command(state, "expert")):
                state = RULES.evolve(state, event)
    return found


def timed(decide: Callable[[TwentyFiveState], object], states: list[TwentyFiveState], runs: int = 5) -> list[float]:
    """Seconds per state: the fastest of `runs` calls (a busy machine only ever adds time)."""
    times = []
    for state in states:
        best = float("inf")
        for _ in range(runs):
            started = time.perf_counter()
            decide(state)
            best = min(best, time.perf_counter() - started)
        times.append(best)
    return times


def decision_time() -> None:
    states = decision_states(TIMED_GAMES)
    planner = timed(bot_command, states)
    expert = timed(expert_command, states)
    slowest = max(range(len(states)), key=expert.__getitem__)
    mean_planner, mean_expert = statistics.mean(planner), statistics.mean(expert)
    print(f"decisions: {len(states)} Inmates Move decisions from {TIMED_GAMES} seeded expert games")
    print(f"planner decision (baseline): mean {mean_planner * 1000:7.2f} ms, slowest {max(planner) * 1000:7.2f} ms")
    print(f"expert decision:             mean {mean_expert * 1000:7.2f} ms (ratio {mean_expert / mean_planner:.1f} "
          f"vs baseline), slowest {expert[slowest] * 1000:7.2f} ms (the planner on that state "
          f"{planner[slowest] * 1000:.2f} ms; target <= 200 ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=GAMES, help=f"games per bot and mode (default {GAMES})")
    games = parser.parse_args().games
    decision_time()
    escape_rates(games)
    head_to_head(games)


if __name__ == "__main__":
    main()
