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

from core.game import PlayerSpec

#: game id -> the measures its stage goals may name
MEASURES: dict[str, tuple[str, ...]] = {
    "dizzle": ("score", "rating"),
    "dize": ("score", "won"),
    "25-to-dice": ("score", "won", "escapes", "captures"),
    "dalek-dice": ("score", "won", "margin"),
}

def stage_setup(stage: Any, seed: int, player: str) -> Any:
    """The validated game Setup of one attempt: `player` first, then the stage's bot if any."""
    from core.games import rules_for

    rules = rules_for(stage.game)
    players = [PlayerSpec(name=player)]
    if stage.opponent:
        bot = f"{stage.opponent.capitalize()} bot"
        players.append(PlayerSpec(name=bot if bot != player else f"{bot} 2", bot=stage.opponent))
    return rules.make_setup(players, seed, **stage.options)


def measure(game: str, state: Any) -> dict[str, int]:
    """The measures of a finished game of `game` (seat 0 is the player)."""
    from core.games import rules_for

    rules = rules_for(game)
    scores = rules.scores(state)
    found = {"score": scores[0], "won": int(0 in rules.winners(state))}
    if game == "dalek-dice":
        found["margin"] = scores[0] - max(scores[1:], default=0)
    elif game == "dizzle":
        from core.dizzle import solo_rating

        band = solo_rating(state)
        found["rating"] = band.stars if band is not None else 0
        del found["won"]  # solo Dizzle always "wins": the rating says how well
    elif game == "25-to-dice":
        sheet = state.sheets[0]
        found["escapes"], found["captures"] = sheet.escaped, sheet.captured
    return {name: value for name, value in found.items() if name in MEASURES[game]}


def goal_phrase(stage: Any, name: str, op: str, value: int) -> str:
    """One measure's requirement in words ("win by 10 or more points")."""
    game = stage.game
    if name == "won" and op == ">=" and value >= 1:
        return {
            "dize": "execute every zombie (win)",
            "25-to-dice": "get four inmates out (win)",
        }.get(game, "win the game")
    if name == "margin" and op == ">=":
        return f"win by {value} or more points" if value > 0 else "win or tie"
    if name == "rating" and op == ">=":
        return f"score {_rating_floor(stage, value)} or more (rated {_stars(value)})"
    if name == "escapes" and op == ">=":
        return f"get {value} inmate{'s' * (value != 1)} out"
    if name == "captures" and op == "<=":
        return "nobody captured" if value == 0 else f"at most {value} captured"
    if name == "score":
        return f"score {value} or more" if op == ">=" else f"score {value} or less"
    return f"{name} {'at least' if op == '>=' else 'at most'} {value}"


def _stars(count: int) -> str:
    return f"{count} star{'s' * (count != 1)}"


def _rating_floor(stage: Any, stars: int) -> int:
    """The lowest Dizzle score the level's rating table rates `stars` or more."""
    from core.dizzle import load_level

    level = load_level(int(stage.options.get("level", 1)))
    floors = [band.min_score for band in level.rating if band.stars >= stars]
    return min(floors) if floors else 10**6
