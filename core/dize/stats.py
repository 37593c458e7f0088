"""How the bots fare: many seeded games per difficulty, for `dice-tui bots dize`."""

from __future__ import annotations

from collections.abc import Sequence
from statistics import mean, median

from core.dize.bots import bot_command
from core.dize.decide import decide
from core.dize.evolve import evolve
from core.dize.setup import BOTS, FEWEST_ZOMBIES, MOST_ZOMBIES, make_setup
from core.dize.state import DizeState, start
from core.game import PlayerSpec, StatsRow


def play_game(zombies: int, seed: int, bot: str) -> DizeState:
    """The final table of one game the bot plays alone."""
    table = start(make_setup([PlayerSpec(name=bot.title(), bot=bot)], seed, zombies=zombies))
    while not table.over:
        for event in decide(table, bot_command(table, bot)):
            table = evolve(table, event)
    return table


def bot_report(
    games: int, seed: int = 0, zombies: int | None = None, bots: Sequence[str] = BOTS
) -> list[StatsRow]:
    """One row per bot and starting zombie count (2..10 when `zombies` is None).

    Game i of every row uses seed `seed + i`, so the rows face comparable dice.
    """
    if games < 1:
        raise ValueError(f"games must be at least 1, not {games}")
    counts = range(FEWEST_ZOMBIES, MOST_ZOMBIES + 1) if zombies is None else [zombies]
    unknown = [bot for bot in bots if bot not in BOTS]
    if unknown:
        raise ValueError(f"unknown diZe bot {unknown[0]!r} (known: {', '.join(BOTS)})")
    rows: list[StatsRow] = []
    for bot in bots:
        for count in counts:
            tables = [play_game(count, seed + game, bot) for game in range(games)]
            scores = [table.score for table in tables]
            rows.append(
                {
                    "bot": bot,
                    "zombies": count,
                    "games": games,
                    "win_rate": sum(table.step == "won" for table in tables) / games,
                    "mean_score": float(mean(scores)),
                    "median_score": float(median(scores)),
                    "mean_turns": float(mean(table.turn for table in tables)),
                }
            )
    return rows
