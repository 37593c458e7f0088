"""The bot report behind `dice-tui bots dize`."""

from statistics import mean, median

import pytest

from core.dize import RULES
from core.dize.stats import bot_report, play_game

KEYS = {"bot", "zombies", "games", "win_rate", "mean_score", "median_score", "mean_turns"}


def test_one_row_per_bot_and_difficulty_from_two_to_ten():
    rows = bot_report(1)
    assert [(row["bot"], row["zombies"]) for row in rows] == [
        (bot, zombies) for bot in RULES.bots for zombies in range(2, 11)
    ]
    assert all(set(row) == KEYS and row["games"] == 1 for row in rows)


def test_rows_sum_up_the_games_played_from_consecutive_seeds():
    rows = bot_report(6, seed=40, zombies=5)
    for row in rows:
        tables = [play_game(5, 40 + game, row["bot"]) for game in range(6)]
        scores = [table.score for table in tables]
        assert row["win_rate"] == sum(table.step == "won" for table in tables) / 6
        assert (row["mean_score"], row["median_score"]) == (mean(scores), median(scores))


def test_bot_report_refuses_bad_arguments():
    with pytest.raises(ValueError, match="at least 1"):
        bot_report(0)
    with pytest.raises(ValueError, match="from 2 to 10"):
        bot_report(1, zombies=11)
    with pytest.raises(ValueError, match="unknown diZe bot 'lucky'"):
        bot_report(1, bots=["lucky"])
