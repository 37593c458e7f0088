"""Dizzle: how much stronger the expert bot is than greedy, and how long it thinks.

Strength, through core.tournament (same seeds for both bots, seats rotated):
- solo, every level: median, mean and 5-star rate of each bot over the same seeds;
- head to head with 2 players (expert, greedy) and 4 (expert and three greedy): the
  expert's win rate with its 95% interval (a fair share would be 1/2 and 1/4).
Speed: every expert decision of whole games with the expert in every seat (solo on each
level, 2 and 4 players), timed against the greedy bot deciding the same states (the
baseline, measured in the same run). Target: the slowest expert decision <= 200 ms.

`--games N` sets the games per table (default 100; docs/rules/dizzle.md quotes 500 solo
and 400 / 200 head to head).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.dizzle import RULES  # noqa: E402
from core.dizzle.level import LEVEL_NUMBERS  # noqa: E402
from core.dizzle.state import DizzleState  # noqa: E402
from core.game import PlayerSpec  # noqa: E402
from core.tournament import tournament  # noqa: E402

TABLES = {2: ["expert", "greedy"], 4: ["expert", "greedy", "greedy", "greedy"]}


def solo(games: int) -> None:
    print(f"solo, {games} games per level (seeds 0-{games - 1}, the same for both bots):")
    for level in LEVEL_NUMBERS:
        rows = {row.bot: row for row in tournament("dizzle", ["greedy", "expert"], games, solo=True, level=level)}
        line = [f"  level {level}:"]
        for bot, row in rows.items():
            stars = (row.rates or {}).get("rating", {}).get("5", 0.0)
            median = (row.scores or {}).get("median", 0.0)
            line.append(f"{bot} median {median:5.1f} mean {row.mean_score:5.1f} 5 stars {stars:6.1%}")
        ratio = rows["expert"].mean_score / rows["greedy"].mean_score
        print("  ".join(line) + f"  (mean ratio {ratio:.2f} vs greedy)")


def head_to_head(games: int) -> None:
    for players, kinds in TABLES.items():
        print(f"head to head, {players} players, {games} games per level, seats rotated:")
        for level in LEVEL_NUMBERS:
            rows = {row.bot: row for row in tournament("dizzle", kinds, games, level=level)}
            expert, greedy = rows["expert"], rows["greedy"]
            print(
                f"  level {level}: expert wins {expert.win_rate:6.1%} (95% {expert.ci_low:.1%}-{expert.ci_high:.1%},"
                f" a fair share {1 / players:.0%}); mean score expert {expert.mean_score:5.1f},"
                f" greedy {greedy.mean_score:5.1f}"
            )


def decision_states() -> list[DizzleState]:
    """Every state where a player decides where a die goes or whether to re-roll, in expert games."""
    found = []
    tables = [(1, level) for level in LEVEL_NUMBERS] + [(2, 4), (4, 4), (4, 2)]
    for seed, (players, level) in enumerate(tables):
        setup = RULES.make_setup([PlayerSpec(name=f"E{i}", bot="expert") for i in range(players)], seed, level=level)
        state = RULES.start(setup)
        while not RULES.is_over(state):
            if state.phase in ("place", "reroll"):
                found.append(state)
            for event in RULES.decide(state, RULES.bot_command(state, "expert")):
                state = RULES.evolve(state, event)
    return found


def timed(bot: str, state: DizzleState, repeats: int = 3) -> float:
    """The best of a few runs: other processes on the machine only ever add time."""
    best = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        RULES.bot_command(state, bot)
        best = min(best, time.perf_counter() - started)
    return best


def speed() -> None:
    states = decision_states()
    greedy = [timed("greedy", state) for state in states]
    expert = [timed("expert", state) for state in states]
    slowest = max(range(len(states)), key=expert.__getitem__)
    full = [i for i, state in enumerate(states) if len(state.offer) == state.setup.dice]
    print(f"decisions: {len(states)} states of whole expert games (solo on every level, 2 and 4 players),"
          f" {len(full)} of them on a full offer")
    for label, chosen in (("every decision", range(len(states))), ("full offer", full)):
        base = statistics.fmean(greedy[i] for i in chosen)
        mean = statistics.fmean(expert[i] for i in chosen)
        print(f"{label}: greedy (baseline) mean {base * 1000:7.2f} ms, expert mean {mean * 1000:7.2f} ms"
              f"  (ratio {mean / base:.1f} vs baseline)")
    worst = states[slowest]
    print(f"expert decision, slowest: {expert[slowest] * 1000:7.2f} ms  (ratio {expert[slowest] / greedy[slowest]:.1f}"
          f" vs greedy on it; {worst.players} players, {len(worst.offer)} dice in the offer; target <= 200 ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    games = parser.parse_args().games
    speed()
    solo(games)
    head_to_head(games)


if __name__ == "__main__":
    main()
