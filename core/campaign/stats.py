"""How hard each stage is: the share of attempts that reach each star when bots play them.

A bot stands in for the player (Dizzle: greedy; diZe: veteran, best play for the win;
25 to Dice: planner; Dalek Dice: the expert bot in your seat, which plays every keep and
every roll-or-stop for the best chance to win, so its figures are what best play earns).
Attempt i of every stage uses game seed `seed + i`. docs/campaign.md quotes `star_rates(500)`.
"""

from __future__ import annotations

from typing import Any

from core.campaign.results import measure, stage_setup
from core.campaign.stages import STARS, Stage, default_stages
from core.games import game as game_of
from core.games import rules_for


def stand_in(game: str) -> str:
    """The bot that plays the player's seat in `game` (its descriptor's campaign stand-in)."""
    spec = game_of(game).campaign
    if spec is None:
        raise ValueError(f"{game} has no campaign stages")
    return spec.stand_in


def final_state(stage: Stage, seed: int) -> Any:
    """The end of one attempt of `stage` with game seed `seed`, every seat played by a bot."""
    rules = rules_for(stage.game)
    setup = stage_setup(stage, seed, "Stand-in")
    state = rules.start(setup)
    while not rules.is_over(state):
        bot = setup.players[rules.current_player(state)].bot or stand_in(stage.game)
        for event in rules.decide(state, rules.bot_command(state, bot)):
            state = rules.evolve(state, event)
    return state


def star_rates(games: int, seed: int = 0, stages: tuple[Stage, ...] | None = None) -> list[dict[str, Any]]:
    """One row per stage: its title, the stand-in bot, and the share reaching 1, 2, 3 stars."""
    if games < 1:
        raise ValueError("play at least one game per stage")
    rows = []
    for number, stage in enumerate(stages or default_stages(), start=1):
        earned = [stage.stars_for(measure(stage.game, final_state(stage, seed + i))) for i in range(games)]
        row: dict[str, Any] = {"stage": number, "title": stage.title, "bot": stand_in(stage.game)}
        for stars in range(1, STARS + 1):
            row[f"stars_{stars}"] = round(sum(e >= stars for e in earned) / games, 3)
        rows.append(row)
    return rows
