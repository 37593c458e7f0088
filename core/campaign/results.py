"""What a finished stage game is worth: its measures, its headline score, goal sentences.

Each game is judged by what its own rules value, read through its `RULES`:

- Dizzle (solo): `score`, and `rating`, the stars of the level's own rating table
  (the rulebook's solo table), so the campaign rewards what the rulebook rewards.
- diZe: `score` (starting zombies + executed, +10 for the win) and `won`.
- 25 to Dice (solo): `escapes`, `captures` and `won` (four escapes); `score` is the
  escape count, as the game's own scores give it.
- Dalek Dice: `score` (your total), `won` (a shared win counts) and `margin`, your
  total minus the bot's, so "win by 10" is `margin` at least 10.

Seat 0 is always the player, named as the campaign is: a stage seats you first.
"""

from __future__ import annotations

from typing import Any

from core.descriptor import WIN_PHRASE, load
from core.game import PlayerSpec
from core.games import GAMES, rules_for
from core.games import game as game_of
from core.lang import _, ngettext
from core.seat_names import bot_name, unique_name


def measures_of(game: str) -> tuple[str, ...]:
    """The measures a stage of `game` may name (its descriptor's); () for a game with none."""
    known = GAMES.get(game)
    return known.campaign.measures if known is not None and known.campaign else ()


def campaign_games() -> list[str]:
    """Ids of the games a campaign stage may be (every game whose descriptor has measures)."""
    return [game for game in GAMES if measures_of(game)]


def stage_setup(stage: Any, seed: int, player: str) -> Any:
    """The validated game Setup of one attempt: `player` first, then the stage's bot if any."""
    rules = rules_for(stage.game)
    players = [PlayerSpec(name=player)]
    if stage.opponent:
        players.append(PlayerSpec(name=unique_name(bot_name(stage.opponent), {player}), bot=stage.opponent))
    return rules.make_setup(players, seed, **stage.options)


def measure(game: str, state: Any) -> dict[str, int]:
    """The measures of a finished game of `game` (seat 0 is the player)."""
    rules = rules_for(game)
    scores = rules.scores(state)
    found = {"score": scores[0], "won": int(0 in rules.winners(state))}
    spec = game_of(game).campaign
    if spec is not None and spec.extra:
        found.update(load(spec.extra)(state))
    return {name: value for name, value in found.items() if name in measures_of(game)}


def goal_phrase(stage: Any, name: str, op: str, value: int) -> str:
    """One measure's requirement in words ("win by 10 or more points")."""
    if name == "won" and op == ">=" and value >= 1:
        spec = game_of(stage.game).campaign
        return _(spec.win_phrase if spec is not None else WIN_PHRASE)
    if name == "margin" and op == ">=":
        if value <= 0:
            return _("win or tie")
        return ngettext("win by {count} or more points", "win by {count} or more points", value).format(count=value)
    if name == "rating" and op == ">=":
        return ngettext("score {score} or more (rated {count} star)", "score {score} or more (rated {count} stars)",
                        value).format(score=rating_floor(stage, value), count=value)
    if name == "escapes" and op == ">=":
        return ngettext("get {count} inmate out", "get {count} inmates out", value).format(count=value)
    if name == "captures" and op == "<=":
        if value == 0:
            return _("nobody captured")
        return ngettext("at most {count} captured", "at most {count} captured", value).format(count=value)
    if name == "score":
        return (_("score {value} or more") if op == ">=" else _("score {value} or less")).format(value=value)
    return (_("{name} at least {value}") if op == ">=" else _("{name} at most {value}")).format(name=name, value=value)


def rating_floor(stage: Any, stars: int) -> int:
    """The lowest Dizzle score the level's rating table rates `stars` or more."""
    from core.dizzle import load_level

    level = load_level(int(stage.options.get("level", 1)))
    floors = [band.min_score for band in level.rating if band.stars >= stars]
    return min(floors) if floors else 10**6
