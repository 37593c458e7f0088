"""The careful, veteran and executioner bots."""

import pytest

from core.dize import (
    RULES,
    Attack,
    ChooseDice,
    Continue,
    DizeState,
    MakeHero,
    Retire,
    StopAttack,
    strategy,
)
from core.dize.bots import careful_dice
from core.dize.stats import bot_report
from tests.core.dize.helpers import Game


@pytest.mark.parametrize("bot", RULES.bots)
def test_every_bot_finishes_its_games_with_legal_commands(bot):
    for zombies in (2, 6, 10):
        for seed in range(3):
            game = Game(zombies=zombies, seed=seed, bot=bot)
            while not game.table.over:
                command = RULES.bot_command(game.table, bot)
                assert command in RULES.legal_commands(game.table)
                assert RULES.bot_command(game.table, bot) == command  # deterministic
                game.do(command)


def test_an_unknown_bot_is_refused():
    with pytest.raises(ValueError, match="unknown diZe bot 'lucky'"):
        RULES.bot_command(Game().table, "lucky")


@pytest.mark.parametrize(("zombies", "dice"), [(10, 5), (4, 5), (2, 3)])
def test_careful_rolls_the_most_humans_under_one_in_twenty_infection_and_an_odd_number(
    zombies, dice
):
    game = Game(zombies=zombies)
    assert careful_dice(game.table) == dice
    assert RULES.bot_command(game.table, "careful") == ChooseDice(count=dice)


def test_bots_retire_a_die_that_is_not_a_six(rig):
    for bot in RULES.bots:
        game = Game()
        rig((3,) * 3, (6, 4, 6))
        game.do(ChooseDice(count=3), Attack())
        assert RULES.bot_command(game.table, bot) == Retire(index=1)


def test_careful_makes_every_six_a_hero_then_weighs_the_next_roll(rig):
    game = Game()
    rig((3,) * 5, (6, 2, 4, 1, 3))
    game.do(ChooseDice(count=5), Attack(), Retire(index=3))
    assert RULES.bot_command(game.table, "careful") == MakeHero(index=0)
    game.do(MakeHero(index=0))
    # 3 dice + 1 hero vs 1 captured: success 1/2, and 1/2 * 2 captured > 1 is false
    assert RULES.bot_command(game.table, "careful") == StopAttack()


def test_careful_presses_on_for_the_last_zombie(rig):
    game = Game(zombies=2)
    rig((3,) * 4, (2, 2, 2, 1))
    game.do(ChooseDice(count=4), Attack(), Retire(index=3))
    # 3 dice vs 1 captured succeed 1/8: not worth 1 captured, but the win adds 10
    assert RULES.bot_command(game.table, "careful") == Continue()


def test_veteran_wins_as_often_as_the_solved_game_says():
    (row,) = bot_report(150, seed=500, zombies=4, bots=["veteran"])
    assert row["win_rate"] == pytest.approx(strategy.win_chance(16, 4), abs=0.12)


def test_veteran_wins_more_than_careful():
    report = bot_report(120, seed=9000, zombies=4, bots=["veteran", "careful"])
    rows = {row["bot"]: row for row in report}
    assert rows["veteran"]["win_rate"] > rows["careful"]["win_rate"]


def test_executioner_scores_as_the_solved_game_says():
    (row,) = bot_report(150, seed=700, zombies=4, bots=["executioner"])
    assert row["mean_score"] == pytest.approx(strategy.expected_score(4), abs=1.5)


def test_executioner_holds_back_against_the_last_zombie_to_execute_more():
    """One die beats a lone zombie half the time, two dice a quarter: the veteran rolls
    one and wins, the executioner rolls two so the zombie may bite humans to execute."""
    game = Game(zombies=3)
    game.table = DizeState(setup=game.setup, humans=(0,) * 17, zombies=(0,), executed=(0, 0))
    assert RULES.bot_command(game.table, "veteran") == ChooseDice(count=1)
    assert RULES.bot_command(game.table, "executioner") == ChooseDice(count=2)
