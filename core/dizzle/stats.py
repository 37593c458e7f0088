"""Solo statistics of the bots, per level: what `dice-tui bots dizzle` prints.

The figures in docs/rules/dizzle.md ("Balance") come from
`bot_report(1000, seed=0)`: seeds `seed`, `seed + 1`, ... are solo games, the same
seeds on every level, so the levels are compared on the same dice.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from core.dizzle.board import bits, board_for
from core.dizzle.bots import BOTS, bot_command
from core.dizzle.level import LEVEL_NUMBERS, Level, RatingBand
from core.dizzle.level_file import load_level
from core.dizzle.rules import RULES
from core.dizzle.scoring import scores, sheet_breakdown, solo_rating
from core.dizzle.state import DizzleState, PlayerSheet
from core.game import PlayerSpec, StatsRow


def play_solo(level: Level, seed: int, bot: str = "greedy") -> DizzleState:
    """One solo game of `bot` to the end; returns the final state."""
    setup = RULES.make_setup([PlayerSpec(name=bot.title(), bot=bot)], seed, level_data=level)
    state = RULES.start(setup)
    while state.phase != "over":
        for event in RULES.decide(state, bot_command(state, bot)):
            state = RULES.evolve(state, event)
    return state


def ceiling(level: Level) -> int:
    """The most a solo sheet of this level can score: every field crossed and every flag's top
    number circled, with the brown piles that cost more than they complete left out. An upper
    bound: the dice of a real game never allow all of it, but no game can score more."""
    board = board_for(level)
    flags = tuple(colour.ladder[0] for colour in board.flags)
    piles = bits(board.piles)
    best = None
    for size in range(len(piles) + 1):
        for skipped in combinations(piles, size):
            crossed = board.everything & ~sum(1 << index for index in skipped)
            sheet = PlayerSheet(crossed=crossed, flags=flags)
            total = sum(sheet_breakdown(board, sheet, solo=True).values())
            best = total if best is None else max(best, total)
    return best or 0


def star_shares(level: Level, totals: list[int]) -> dict[int, float]:
    """Stars of the level's rating table -> the share of these scores that earns them."""
    stars = Counter(level.rating_for(total).stars for total in totals)
    return {count: stars[count] / len(totals) for count in range(6)} if totals else {}


def band_label(level: Level, band: RatingBand) -> str:
    """'51-60, 2 stars': the score range of a rating band and its stars."""
    bands = list(level.rating)
    upper = bands.index(band)
    top = f"-{bands[upper - 1].min_score - 1}" if upper else "+"
    return f"{band.min_score}{top}, {band.stars} star{'s' if band.stars != 1 else ''}"


def bot_report(
    games: int, seed: int = 0, level: int | None = None, bots: Sequence[str] = BOTS
) -> list[StatsRow]:
    """One row per bot and level: solo scores over `games` seeded games (the same seeds for every bot)."""
    rows: list[StatsRow] = []
    for bot in bots:
        for number in (level,) if level is not None else LEVEL_NUMBERS:
            sheet = load_level(number)
            finals = [play_solo(sheet, seed + k, bot) for k in range(games)]
            totals = sorted(scores(state)[0] for state in finals)
            median = statistics.median(totals)
            q1, _, q3 = statistics.quantiles(totals, n=4) if len(totals) > 1 else (median,) * 3
            rows.append(
                {
                    "bot": bot,
                    "level": number,
                    "games": games,
                    "mean_score": round(statistics.fmean(totals), 2),
                    "median_score": median,
                    "quartiles": [q1, q3],
                    "rating_band": band_label(sheet, sheet.rating_for(int(median))),
                    "ceiling": ceiling(sheet),
                    "stars": {str(count): round(share, 3) for count, share in star_shares(sheet, totals).items()},
                }
            )
    return rows


def campaign_measures(state: DizzleState) -> dict[str, int]:
    """A campaign stage's own measure: `rating`, the stars of the level's rating table."""
    band = solo_rating(state)
    return {"rating": band.stars if band is not None else 0}
