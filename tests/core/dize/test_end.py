"""The end of the game and the score."""

import pytest

from core.dize import RULES, Attack, ChooseDice, Continue, Retire, StopAttack, ZombieAttack
from core.dize.state import DizeState
from core.game import IllegalMove
from tests.core.dize.helpers import Game


def last_human_game() -> Game:
    """10 starting zombies, 9 of them executed... and one human left against 10 zombies."""
    game = Game(zombies=10)
    game.table = DizeState(
        setup=game.setup, humans=(0,), zombies=(0,) * 10, executed=(0,) * 9, turn=12, rolls=40
    )
    return game


def test_executing_every_zombie_wins_before_the_zombie_attack(rig):
    game = Game(zombies=2)
    rig((3, 3, 3), (2, 2, 2), (2, 4))
    game.do(ChooseDice(count=3), Attack(), Retire(index=0), Continue(), Retire(index=0), StopAttack())
    table = game.table
    assert table.step == "won" and table.phase == "over" and RULES.is_over(table)
    assert RULES.winners(table) == [0] and RULES.current_player(table) is None
    assert RULES.legal_commands(table) == []
    assert RULES.progress(table) == "won, 14 points"


def test_losing_every_human_ends_the_game(rig):
    game = last_human_game()
    rig((3,), (5,), (1, 2, 3, 4, 5, 6, 2, 3, 4, 5))
    game.do(ChooseDice(count=1), Attack(), ZombieAttack())
    table = game.table
    assert table.step == "lost" and RULES.is_over(table) and RULES.winners(table) == []
    assert table.humans_left == 0 and len(table.zombies) == 11
    assert RULES.progress(table) == "lost, 19 points"


def test_bites_never_exceed_the_humans_left(rig):
    game = last_human_game()
    rig((3,), (5,), (1, 1, 1, 4, 5, 6, 2, 3, 4, 5))
    (event,) = game.do(ChooseDice(count=1), Attack(), ZombieAttack())
    assert event.ones == 3 and event.bitten == 1
    assert sum(len(getattr(game.table, zone)) for zone in ("humans", "zombies", "executed")) == 20


def test_score_is_starting_zombies_plus_executed_plus_ten_for_a_win(rig):
    game = last_human_game()
    assert RULES.scores(game.table) == [10 + 9]
    game = Game(zombies=2)
    rig((3,), (2,), (4,), (3,), (2,))
    game.do(ChooseDice(count=1), Attack(), Retire(index=0), StopAttack())
    assert RULES.scores(game.table) == [2 + 1]
    game.do(ZombieAttack(), ChooseDice(count=1), Attack(), Retire(index=0), StopAttack())
    assert RULES.scores(game.table) == [2 + 2 + 10]


def test_executed_bitten_humans_score_too(rig):
    game = Game(zombies=2)
    rig((5,), (5,), (1, 1))
    game.do(ChooseDice(count=1), Attack(), ZombieAttack())
    assert len(game.table.zombies) == 4
    rig((3,) * 5, (2,) * 5, (2,) * 4, (2,) * 3, (3,))
    game.do(ChooseDice(count=5), Attack(), Retire(index=0), Continue(), Retire(index=0))
    game.do(Continue(), Retire(index=0), StopAttack(), ZombieAttack())
    rig((3,), (2,))
    game.do(ChooseDice(count=1), Attack(), Retire(index=0), StopAttack())
    assert game.table.step == "won" and len(game.table.executed) == 4
    assert RULES.scores(game.table) == [2 + 4 + 10]


def test_no_move_after_the_game_is_over(rig):
    game = last_human_game()
    rig((3,), (5,), (1,) * 10)
    game.do(ChooseDice(count=1), Attack(), ZombieAttack())
    with pytest.raises(IllegalMove, match="game is over"):
        game.do(ChooseDice(count=1))
    with pytest.raises(ValueError, match="game is over"):
        RULES.bot_command(game.table, "veteran")
