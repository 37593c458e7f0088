"""Dalek Dice expert: its table, its decision time, and how often it beats the optimal bot.

- Table: the shipped win table's size (target: under 2 MB, so it ships) and the time
  one process takes to get ready (building the turn graph, reading the table).
  Rebuilding the win table itself is bench/build_win_chart.py (minutes; run by hand).
- Decisions: mean and slowest `bot_command(state, "expert")` over the states of seeded
  games, the slowest including a scoreboard met for the first time (one turn solve);
  target <= 200 ms. Baseline (same run): the optimal bot's decision on the same states.
- Play: expert against optimal, two players, GAMES games (seats rotated, the same
  seeds for both: core.tournament): the expert's win rate and 95% interval, whose
  lower bound must be above 50%. Shared by WORKERS niced processes (distinct seeds).
- The last turn: needing 10 points (totals 60-51, seat 2 to play its final turn; 9
  ties), FINALS seeded last turns each: the share each bot wins (a tie counts half).

    .venv/bin/python bench/bench_dalek_expert.py [GAMES]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from dataclasses import replace
from math import fsum
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.dalek_dice import RULES  # noqa: E402
from core.dalek_dice.expert import Expert, expert, use  # noqa: E402
from core.dalek_dice.state import start  # noqa: E402
from core.game import PlayerSpec  # noqa: E402
from core.tournament import tournament, wilson  # noqa: E402

GAMES = 20_000
WORKERS = 4
STATES = 1_500
FINALS = 4_000


def timed(action, *args):
    started = time.perf_counter()
    result = action(*args)
    return time.perf_counter() - started, result


def cpu_timed(action, *args) -> tuple[float, float]:
    """Wall and CPU seconds of one call: on a shared machine the wall time is mostly waiting."""
    wall, cpu = time.perf_counter(), time.process_time()
    action(*args)
    return time.perf_counter() - wall, time.process_time() - cpu


def states_met(count: int) -> list:
    found: list = []
    seed = 10_000
    while len(found) < count:
        players = [PlayerSpec(name=name, bot="expert") for name in ("Ann", "Bob")]
        state = RULES.start(RULES.make_setup(players, seed))
        while not RULES.is_over(state) and len(found) < count:
            found.append(state)
            for event in RULES.decide(state, RULES.bot_command(state, "expert")):
                state = RULES.evolve(state, event)
        seed += 1
    return found


def last_turns(bot: str, count: int) -> float:
    """The share of seeded last turns from 60-51 that seat 2 wins (a tie: half)."""
    players = [PlayerSpec(name="Ann", bot=bot), PlayerSpec(name="Bob", bot=bot)]
    won = 0.0
    for seed in range(count):
        state = replace(start(RULES.make_setup(players, seed)), totals=(60, 51), seat=1, turn=2)
        while not RULES.is_over(state):
            for event in RULES.decide(state, RULES.bot_command(state, bot)):
                state = RULES.evolve(state, event)
        winners = RULES.winners(state)
        won += (1 in winners) / len(winners)
    return won / count


def play_share(seed: int, games: int) -> None:
    """A worker: print wins and games of its share of the tournament."""
    own = expert()
    use(Expert(own.graph, own.chart, lanes_kept=100_000))  # every scoreboard solved once
    rows = {row.bot: row for row in tournament("dalek-dice", ["expert", "optimal"], games, seed)}
    print(rows["expert"].wins, rows["expert"].games, rows["optimal"].wins, flush=True)


def _nice() -> None:
    """Workers run at niceness 10 (a shared machine), whatever the parent's."""
    os.nice(max(0, 10 - os.nice(0)))


def main(games: int) -> None:
    ready, table = timed(lambda: expert())
    print(f"win chart: {8 * table.chart.size / 1024:.0f} KB shipped (target < 2048 KB); "
          f"ready in {ready:.2f} s (turn graph {table.graph.nodes} nodes, built on first use)")

    states = states_met(STATES)
    use(Expert(table.graph, table.chart))  # cold: every scoreboard is solved when first met
    measured = [cpu_timed(RULES.bot_command, state, "expert") for state in states]
    expert_times = [wall for wall, _ in measured]
    optimal_times = [timed(RULES.bot_command, state, "optimal")[0] for state in states]
    baseline = statistics.fmean(optimal_times)
    slowest = max(range(len(measured)), key=lambda k: measured[k][0])
    print(f"baseline optimal decision: {baseline * 1e3:.2f} ms mean (ratio 1.00)")
    print(f"expert decision: {statistics.fmean(expert_times) * 1e3:.2f} ms mean "
          f"(ratio {statistics.fmean(expert_times) / baseline:.1f}), slowest {max(expert_times) * 1e3:.0f} ms "
          f"wall, {measured[slowest][1] * 1e3:.0f} ms CPU; most CPU {max(c for _, c in measured) * 1e3:.0f} ms "
          f"(target <= 200 ms) over {len(states)} states")

    for bot in ("optimal", "expert"):
        print(f"last turn needing 10 (60-51): {bot} wins {last_turns(bot, FINALS):.1%} of {FINALS}")

    share = games // WORKERS // 2 * 2  # whole pairs of rotated games per worker
    workers = [subprocess.Popen([sys.executable, __file__, "--share", str(k * share), str(share)],
                                stdout=subprocess.PIPE, text=True, preexec_fn=_nice)
               for k in range(WORKERS)]
    wins, played = [], 0
    for worker in workers:
        out, _ = worker.communicate()
        expert_wins, expert_games, _ = out.split()
        wins.append(float(expert_wins))
        played += int(expert_games)
    total = fsum(wins)
    low, high = wilson(total, played)
    print(f"expert vs optimal, two players, {played} games (seats rotated, same seeds): "
          f"expert wins {total / played:.2%}, 95% interval {low:.2%}-{high:.2%} "
          f"(lower bound above 50%: {'yes' if low > 0.5 else 'NO'})")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--share"]:
        play_share(int(sys.argv[2]), int(sys.argv[3]))
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else GAMES)
