"""Bot statistics for `dice-tui bots dalek-dice`: single seeded turns per bot.

A Dalek Dice bot's quality is its expected turn score (both bots ignore the game
situation), so the report plays `turns` first turns of two-player games, one game
seed per turn, the same seeds for every bot (a like-for-like comparison). For the
optimal bot it also gives the DP's exact expectation, which the mean must approach.
"""

from __future__ import annotations

from statistics import fmean, median, pstdev
from typing import Any

from core.game import PlayerSpec, StatsRow

from .bots import bot_command
from .decide import decide
from .evolve import evolve
from .optimal import solver
from .setup import BOTS, DalekSetup
from .state import DalekState, start

SEED_STRIDE = 1_000_003  # report seed s plays game seeds s*STRIDE, s*STRIDE+1, ...


def play_turn(bot: str, seed: int) -> int:
    """The points the named bot scores in the first turn of a game with this seed."""
    players = (PlayerSpec(name="bot", bot=bot), PlayerSpec(name="next", bot=bot))
    state: DalekState = start(DalekSetup(players=players, seed=seed))
    while state.turn == 1:
        for event in decide(state, bot_command(state, bot)):
            state = evolve(state, event)
    return state.totals[0]


def bot_report(turns: int, seed: int = 0, **options: Any) -> list[StatsRow]:
    """One row per bot: turns played, mean, median and spread of the turn score, zero rate,
    and (optimal) the DP's expected turn score."""
    if options:
        raise ValueError(f"Dalek Dice has no option {sorted(options)[0]!r}")
    if turns < 1:
        raise ValueError("play at least one turn")
    rows: list[StatsRow] = []
    for bot in BOTS:
        scores = [play_turn(bot, seed * SEED_STRIDE + index) for index in range(turns)]
        rows.append({
            "bot": bot,
            "turns": turns,
            "mean_score": round(fmean(scores), 3),
            "median_score": median(scores),
            "stdev_score": round(pstdev(scores), 3),
            "zero_rate": round(scores.count(0) / turns, 4),
            "expected_score": round(solver().expected_turn_score(), 3) if bot == "optimal" else None,
        })
    return rows


def campaign_measures(state: DalekState) -> dict[str, int]:
    """A campaign stage's own measure: `margin`, your total (seat 0) minus the best other."""
    return {"margin": state.totals[0] - max(state.totals[1:], default=0)}
