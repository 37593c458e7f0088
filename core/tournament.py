"""Bots against bots: many seeded games of any registered game, and who won how often.

Why this shape. A bot is only "stronger" if it wins more on the same dice, so every
comparison here is paired: in a head-to-head table of P seats, the kinds are seated
in each of the P rotations in turn, and the P games of one rotation cycle share one
seed (game g uses seed `seed + g // P`, rotation `g % P`). Each kind thus meets the
same dice from every seat, and the first player's advantage cancels out when the
number of games is a multiple of P.

Counting wins. A win shared by w seats (a tie at the top) counts 1/w to each of them,
so a two-player tie is half a win for each side and the win rates of one table always
add up to one game per game. The 95% interval is Wilson's score interval, which stays
inside [0, 1] and behaves at rates near 0 or 1, where the normal approximation fails.

Solo tables. A solitaire game (or `solo=True`) has no opponent to beat: each kind
plays the whole table alone, game g on seed `seed + g` for every kind (paired again),
and its row counts a game as won when the game names any winner (diZe's executed
horde, 25 to Dice's four escapes). Solo rows add the score distribution and the share
of games reaching each value of the game's own campaign measures (Dizzle's stars).

Everything goes through the game's descriptor and `Rules` protocol, so a new game is
measured with no code here. Pure: no clock, no files, dice only from the seeds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from math import sqrt
from statistics import fmean, median, quantiles
from typing import Any

from core.descriptor import load
from core.game import PlayerSpec
from core.games import GAMES

#: the normal quantile of a two-sided 95% interval
Z95 = 1.959963984540054
#: bound on the commands of one game: a bot that never ends a game is a bug, not a hang
MAX_COMMANDS = 100_000


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a rate of `wins` in `games` (wins may be fractional: ties)."""
    if games < 1:
        raise ValueError("an interval needs at least one game")
    rate = wins / games
    spread = z * z / games
    centre = (rate + spread / 2) / (1 + spread)
    half = z * sqrt(rate * (1 - rate) / games + spread / (4 * games)) / (1 + spread)
    # rounding must not push the bounds past the rate (0 wins: exactly 0)
    return max(0.0, min(rate, centre - half)), min(1.0, max(rate, centre + half))


@dataclass(frozen=True)
class Standing:
    """One bot kind's results. `games` counts the seats it played (one per game in solo)."""

    bot: str
    games: int
    wins: float
    win_rate: float
    ci_low: float
    ci_high: float
    mean_score: float
    #: solo tables only: min, lower quartile, median, upper quartile, max of the scores
    scores: dict[str, float] | None = None
    #: solo tables only: measure -> {value: share of games}, e.g. {"rating": {"5": 0.12}}
    rates: dict[str, dict[str, float]] | None = field(default=None)

    def as_dict(self) -> dict[str, Any]:
        """The JSON row (`dice-tui bots --json`); solo-only fields are left out of head-to-head rows."""
        return {key: value for key, value in asdict(self).items() if value is not None}


def play(rules: Any, setup: Any) -> Any:
    """Play one game with a bot in every seat; the final state."""
    state = rules.start(setup)
    players = setup.players
    for _ in range(MAX_COMMANDS):
        if rules.is_over(state):
            return state
        seat = rules.current_player(state)
        command = rules.bot_command(state, players[seat].bot)
        for event in rules.decide(state, command):
            state = rules.evolve(state, event)
    raise RuntimeError(f"{rules.title}: a game of bots did not end in {MAX_COMMANDS} commands")


def tournament(game_id: str, kinds: Sequence[str], games: int, seed: int = 0, *,
               solo: bool = False, seats: int | None = None, **options: Any) -> list[Standing]:
    """Play `games` games of `game_id` and rank the bot kinds.

    Head to head (the default): `kinds` are the seats of one table (a kind may sit
    twice: "expert,greedy,greedy"), rotated every game. Solo (`solo=True`, or a game
    played by one player only): each kind plays `seats` seats alone (default the
    game's fewest players). ValueError, in one line, for an unknown game or kind,
    fewer than one game, or a table the game cannot seat.
    """
    if game_id not in GAMES:
        raise ValueError(f"unknown game {game_id!r} (known: {', '.join(GAMES)})")
    descriptor = GAMES[game_id]
    rules = load(descriptor.rules)
    if games < 1:
        raise ValueError(f"play at least one game, not {games}")
    if not kinds:
        raise ValueError("name at least one bot kind")
    for kind in kinds:
        if kind not in rules.bots:
            raise ValueError(f"{rules.title} has no bot {kind!r} (bots: {', '.join(rules.bots)})")
    extra = _measures(descriptor)
    if solo or rules.max_players == 1 or (len(kinds) == 1 and rules.min_players == 1):
        table = seats if seats is not None else rules.min_players
        return [_solo(rules, kind, table, games, seed, options, extra) for kind in dict.fromkeys(kinds)]
    if seats is not None and seats != len(kinds):
        raise ValueError(f"a head-to-head table seats the {len(kinds)} kinds named, not {seats}")
    return _head_to_head(rules, list(kinds), games, seed, options)


def _measures(descriptor: Any) -> Callable[[Any], Mapping[str, int]] | None:
    campaign = descriptor.campaign
    return load(campaign.extra) if campaign is not None and campaign.extra else None


def _setup(rules: Any, kinds: Sequence[str], seed: int, options: Mapping[str, Any]) -> Any:
    if not rules.min_players <= len(kinds) <= rules.max_players:
        span = (f"{rules.min_players}" if rules.min_players == rules.max_players
                else f"{rules.min_players} to {rules.max_players}")
        noun = "player" if rules.max_players == 1 else "players"
        raise ValueError(f"{rules.title} is played by {span} {noun}, not {len(kinds)}")
    players = [PlayerSpec(name=f"{kind} {seat + 1}", bot=kind) for seat, kind in enumerate(kinds)]
    try:
        return rules.make_setup(players, seed, **options)
    except ValueError as error:
        raise ValueError(str(error).splitlines()[0]) from None


def _head_to_head(rules: Any, kinds: list[str], games: int, seed: int,
                  options: Mapping[str, Any]) -> list[Standing]:
    count = len(kinds)
    _setup(rules, kinds, seed, options)  # a table the game cannot seat fails before any play
    wins: dict[str, float] = dict.fromkeys(kinds, 0.0)
    played: Counter[str] = Counter()
    scores: dict[str, list[float]] = {kind: [] for kind in kinds}
    for number in range(games):
        rotation = number % count
        # the kind named at position i sits in seat (i + rotation) % count
        seated = [kinds[(seat - rotation) % count] for seat in range(count)]
        final = play(rules, _setup(rules, seated, seed + number // count, options))
        winners = rules.winners(final)
        for seat, total in enumerate(rules.scores(final)[:count]):
            played[seated[seat]] += 1
            scores[seated[seat]].append(total)
        for seat in winners:
            wins[seated[seat]] += 1 / len(winners)
    return [_standing(kind, played[kind], wins[kind], scores[kind]) for kind in dict.fromkeys(kinds)]


def _solo(rules: Any, kind: str, seats: int, games: int, seed: int, options: Mapping[str, Any],
          extra: Callable[[Any], Mapping[str, int]] | None) -> Standing:
    _setup(rules, [kind] * seats, seed, options)
    won = 0
    scores: list[float] = []
    counts: dict[str, Counter[int]] = {}
    for number in range(games):
        final = play(rules, _setup(rules, [kind] * seats, seed + number, options))
        won += bool(rules.winners(final))
        scores.append(rules.scores(final)[0])
        for name, value in (extra(final) if extra else {}).items():
            counts.setdefault(name, Counter())[value] += 1
    rates = None if extra is None else {name: {str(value): round(count[value] / games, 4) for value in sorted(count)}
             for name, count in counts.items()}
    low, _, high = quantiles(scores, n=4) if games > 1 else (scores[0],) * 3
    spread = {"min": min(scores), "q1": low, "median": median(scores), "q3": high, "max": max(scores)}
    return _standing(kind, games, won, scores, spread, rates)


def _standing(kind: str, games: int, wins: float, scores: Sequence[float],
              spread: dict[str, float] | None = None,
              rates: dict[str, dict[str, float]] | None = None) -> Standing:
    low, high = wilson(wins, games)
    return Standing(bot=kind, games=games, wins=round(wins, 3), win_rate=round(wins / games, 4),
                    ci_low=round(low, 4), ci_high=round(high, 4), mean_score=round(fmean(scores), 3),
                    scores=spread, rates=rates)
