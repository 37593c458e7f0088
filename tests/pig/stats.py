"""How hold20 fares against itself, for `dice-tui bots pig`."""

from __future__ import annotations

from core.game import PlayerSpec
from tests.pig.rules import RULES


def bot_report(games: int, seed: int = 0, target: int = 50) -> list[dict]:
    """One row: how often the first seat wins, and the mean number of rolls."""
    firsts, rolls = 0, 0
    for game in range(games):
        players = [PlayerSpec(name="A", bot="hold20"), PlayerSpec(name="B", bot="hold20")]
        state = RULES.start(RULES.make_setup(players, seed + game, target=target))
        while not RULES.is_over(state):
            for event in RULES.decide(state, RULES.bot_command(state, "hold20")):
                state = RULES.evolve(state, event)
        firsts += state.winner == 0
        rolls += state.rolls
    return [{"bot": "hold20", "games": games, "first_seat_wins": firsts / games, "mean_rolls": rolls / games}]
