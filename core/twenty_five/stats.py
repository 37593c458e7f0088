"""Bot statistics for `dice-tui bots 25-to-dice`: how often the planner breaks out.

Seeded and deterministic: game g is played with seed `seed + g`, so a report can
be reproduced exactly (the balance figure in docs/rules/25-to-dice.md comes from
`bot_report(1000, seed=0)`).
"""

from __future__ import annotations

from collections.abc import Iterator
from statistics import mean, median
from typing import Any

from core.game import PlayerSpec, StatsRow
from core.twenty_five.commands import MoveGuards
from core.twenty_five.descriptor import MODES
from core.twenty_five.odds import Sample, distance
from core.twenty_five.rules import RULES
from core.twenty_five.setup import BOTS, SEATS
from core.twenty_five.state import CELL, ESCAPED, ESCAPES_TO_WIN, GRID, ROUNDS, TwentyFiveState


def play_bot_game(seed: int, mode: str = "solo", seats: int | None = None, bot: str = "planner") -> TwentyFiveState:
    """One game with bots in every seat, to the end."""
    count = seats if seats is not None else (1 if mode != "coop" else 2)
    players = [PlayerSpec(name=f"{bot} {seat + 1}", bot=bot) for seat in range(count)]
    state = RULES.start(RULES.make_setup(players, seed, mode=mode))
    while not RULES.is_over(state):
        for event in RULES.decide(state, RULES.bot_command(state, bot)):
            state = RULES.evolve(state, event)
    return state


def bot_report(games: int, seed: int | None = 0, mode: str = "solo", **options: Any) -> list[StatsRow]:
    """One row per bot: escape (= win) rate, mean escapes and rounds, score figures.

    `escape_rate` is the share of games in which 4 inmates got out: the solo and
    co-op win, so it equals `win_rate` there; competitive rows have no win rate.
    Scores are the shared escape count in solo and co-op, and points in
    competitive (played by one bot: the rulebook's solo high-score game).
    """
    if options:
        raise ValueError(f"25 to Dice bots take only --mode, not --{next(iter(options))}")
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    if games < 1:
        raise ValueError("play at least one game")
    base = seed or 0
    rows = []
    for bot in BOTS:
        seats = SEATS[mode][0]
        finals = [play_bot_game(base + game, mode, seats, bot) for game in range(games)]
        sheets = [final.sheets[0] for final in finals]
        scores = [RULES.scores(final)[0] for final in finals]
        escaped = [sheet.escaped >= ESCAPES_TO_WIN for sheet in sheets]
        row: dict[str, Any] = {"bot": bot, "mode": mode, "games": games}
        if mode != "competitive":  # one bot alone on a competitive sheet has nobody to beat
            row["win_rate"] = round(mean(escaped), 4)
        rows.append(
            row
            | {
                "escape_rate": round(mean(escaped), 4),
                "mean_escapes": round(mean(sheet.escaped for sheet in sheets), 3),
                "mean_captured": round(mean(sheet.captured for sheet in sheets), 3),
                "mean_rounds": round(mean(min(final.round, ROUNDS) for final in finals), 3),
                "mean_score": round(mean(scores), 3),
                "median_score": median(scores),
            }
        )
    return rows


def campaign_measures(state: TwentyFiveState) -> dict[str, int]:
    """A campaign stage's own measures: the escapes and captures of the (solo) sheet."""
    sheet = state.sheets[0]
    return {"escapes": sheet.escaped, "captures": sheet.captured}


def odds_samples(games: int, seed: int = 0, bot: str = "planner") -> Iterator[Sample]:
    """The expert's odds measured (see odds.py): one sample per inmate in play just after each Guards Move.

    Competitive games of one bot, game g on seed `seed + g`: nothing ends them
    early, so every inmate's fate is known at the end.
    """
    for game in range(games):
        setup = RULES.make_setup([PlayerSpec(name="Bot", bot=bot)], seed + game, mode="competitive")
        state = RULES.start(setup)
        seen: list[tuple[int, int, int, int, bool]] = []
        while not RULES.is_over(state):
            command = RULES.bot_command(state, bot)
            for event in RULES.decide(state, command):
                state = RULES.evolve(state, event)
            if isinstance(command, MoveGuards) and not RULES.is_over(state):
                sheet = state.sheets[0]
                playing = [index for index, inmate in enumerate(sheet.inmates) if inmate.status in (GRID, CELL)]
                seen += [(index, distance(state.layout, sheet, index), ROUNDS - state.round + 1, len(playing),
                          sheet.pursuer(index) is not None) for index in playing]
        fates = [inmate.status == ESCAPED for inmate in state.sheets[0].inmates]
        for index, far, left, playing_count, pursued in seen:
            yield far, left, playing_count, pursued, fates[index]
