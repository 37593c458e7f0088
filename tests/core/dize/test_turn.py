"""A turn: choosing the humans, Infection, Human Attack, Zombie Attack."""

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
    ZombieAttack,
)
from core.game import IllegalMove
from tests.core.dize.helpers import Game


def test_a_turn_runs_infection_then_human_attack_then_zombie_attack(rig):
    game = Game(zombies=4)
    rig((2, 3, 5), (2, 4, 5), (3, 3, 3))
    phases = [game.table.phase]
    for command in (ChooseDice(count=3), Attack(), Retire(index=2), StopAttack(), ZombieAttack()):
        game.do(command)
        phases.append(game.table.phase)
    assert phases == [
        "infection", "human_attack", "human_attack", "human_attack",
        "zombie_attack", "infection",
    ]
    assert game.table.turn == 2


def test_at_most_twice_the_zombies_can_be_rolled():
    game = Game(zombies=3)
    with pytest.raises(IllegalMove, match="At most 6 humans: twice the 3 zombies"):
        game.do(ChooseDice(count=7))
    assert [command.count for command in RULES.legal_commands(game.table)] == [1, 2, 3, 4, 5, 6]


def test_no_more_humans_than_are_left_can_be_rolled(rig):
    game = Game(zombies=10)
    with pytest.raises(IllegalMove, match="Only 10 humans are left"):
        game.do(ChooseDice(count=11))
    rig((2,) * 10)
    game.do(ChooseDice(count=10))
    assert len(game.table.launch) == 10 and game.table.humans == ()


def test_at_least_one_human_must_be_rolled():
    game = Game()
    with pytest.raises(IllegalMove, match="at least one human"):
        game.do(ChooseDice(count=0))


def test_humans_not_chosen_stay_in_humans(rig):
    game = Game(zombies=4)
    rig((4, 5, 6))
    game.do(ChooseDice(count=3))
    assert len(game.table.humans) == 13 and game.table.launch == (4, 5, 6)


def test_three_ones_infect_one_human(rig):
    game = Game(zombies=4)
    rig((1, 4, 1, 6, 1))
    (event,) = game.do(ChooseDice(count=5))
    assert event.infected
    assert len(game.table.zombies) == 5 and game.table.zombies[-1] == 1
    assert len(game.table.launch) == 4 and game.table.humans_left == 15


def test_two_ones_infect_nobody(rig):
    game = Game(zombies=4)
    rig((1, 4, 1, 6, 3))
    game.do(ChooseDice(count=5))
    assert len(game.table.zombies) == 4 and game.table.launch == (1, 4, 1, 6, 3)


def test_many_ones_still_infect_only_one_human(rig):
    game = Game(zombies=4)
    rig((1, 1, 1, 1, 1, 1))
    game.do(ChooseDice(count=6))
    assert len(game.table.zombies) == 5 and game.table.launch == (1, 1, 1, 1, 1)


def test_the_infected_die_is_one_that_showed_one(rig):
    game = Game(zombies=4)
    rig((5, 1, 2, 1, 1))
    game.do(ChooseDice(count=5))
    assert game.table.launch == (5, 2, 1, 1) and game.table.zombies[-1] == 1


def test_the_attack_rolls_the_launch_dice_left_after_infection(rig):
    game = Game(zombies=4)
    rig((1, 1, 1, 3), (2, 4, 6))
    game.do(ChooseDice(count=4), Attack())
    assert game.table.last_roll.values == (2, 4, 6)


def test_more_evens_than_odds_is_a_success_capturing_a_zombie(rig):
    game = Game(zombies=4)
    rig((3, 3, 3), (2, 4, 5))
    (event,) = game.do(ChooseDice(count=3), Attack())
    assert event.success and game.table.step == "retire"
    assert len(game.table.captured) == 1 and len(game.table.zombies) == 3


def test_a_tie_is_a_failure(rig):
    game = Game(zombies=4)
    rig((3, 3), (2, 5))
    (event,) = game.do(ChooseDice(count=2), Attack())
    assert not event.success and game.table.phase == "zombie_attack"


def test_heroes_count_as_evens(rig):
    game = Game(zombies=4)
    rig((3,) * 5, (6, 6, 2, 4, 1), (2, 3))
    game.do(ChooseDice(count=5), Attack(), Retire(index=4), MakeHero(index=0), MakeHero(index=0))
    assert game.table.launch == (2, 4) and game.table.heroes == (6, 6)
    (event,) = game.do(Continue())
    assert (event.evens, event.heroes, event.odds, event.captured) == (1, 2, 1, 1)
    assert event.success  # 1 even + 2 heroes beat 1 odd + 1 captured


def test_captured_count_as_odds(rig):
    game = Game(zombies=4)
    rig((3,) * 4, (2, 4, 6, 1), (2, 4, 3))
    game.do(ChooseDice(count=4), Attack(), Retire(index=3))
    (event,) = game.do(Continue())
    assert (event.evens, event.odds, event.captured) == (2, 1, 1)
    assert not event.success  # more evens than odds, but not than odds + captured


def test_success_retires_the_die_the_player_chooses(rig):
    game = Game(zombies=4)
    rig((3, 3, 3), (2, 4, 5))
    game.do(ChooseDice(count=3), Attack(), Retire(index=1))
    assert game.table.retired == (4,) and game.table.launch == (2, 5)
    assert game.table.step == "heroes"


def test_rolled_sixes_may_become_heroes(rig):
    game = Game(zombies=4)
    rig((3, 3, 3), (6, 6, 5))
    game.do(ChooseDice(count=3), Attack(), Retire(index=2), MakeHero(index=1))
    assert game.table.heroes == (6,) and game.table.launch == (6,)


def test_only_a_rolled_six_becomes_a_hero(rig):
    game = Game(zombies=4)
    rig((3, 3, 3), (6, 4, 5))
    game.do(ChooseDice(count=3), Attack(), Retire(index=0))
    with pytest.raises(IllegalMove, match="Only a rolled 6"):
        game.do(MakeHero(index=0))


def test_the_retired_die_is_chosen_before_the_heroes(rig):
    game = Game(zombies=4)
    rig((3, 3, 3), (6, 6, 5))
    game.do(ChooseDice(count=3), Attack())
    for command in (MakeHero(index=0), Continue(), StopAttack()):
        with pytest.raises(IllegalMove, match="first send one rolled die to Retired"):
            game.do(command)


def test_a_retired_six_cannot_also_be_a_hero(rig):
    game = Game(zombies=4)
    rig((3, 3, 3), (6, 2, 4))
    game.do(ChooseDice(count=3), Attack(), Retire(index=0))
    assert game.table.retired == (6,) and 6 not in game.table.launch
    assert not any(isinstance(command, MakeHero) for command in RULES.legal_commands(game.table))


def test_pressing_on_rolls_the_dice_still_in_launch(rig):
    game = Game(zombies=4)
    rig((3,) * 5, (6, 2, 4, 5, 6), (1, 3))
    game.do(ChooseDice(count=5), Attack(), Retire(index=3), MakeHero(index=0), MakeHero(index=2))
    (event,) = game.do(Continue())
    assert len(event.values) == 2 and game.table.rolls == 3


def test_stopping_executes_the_captured_and_sends_the_humans_home(rig):
    game = Game(zombies=4)
    rig((3,) * 5, (6, 2, 4, 5, 6), (2, 2))
    game.do(ChooseDice(count=5), Attack(), Retire(index=3), MakeHero(index=0), MakeHero(index=2))
    game.do(Continue(), Retire(index=0), StopAttack())
    table = game.table
    assert len(table.executed) == 2 and table.captured == () and len(table.zombies) == 2
    assert table.launch == table.heroes == table.retired == () and len(table.humans) == 16


def test_failure_frees_the_captured_and_sends_the_humans_home(rig):
    game = Game(zombies=4)
    rig((3,) * 5, (6, 2, 4, 5, 6), (1, 3, 5))
    game.do(ChooseDice(count=5), Attack(), Retire(index=3), MakeHero(index=0), Continue())
    table = game.table
    assert len(table.zombies) == 4 and table.captured == () and table.executed == ()
    assert table.launch == table.heroes == table.retired == () and len(table.humans) == 16


def test_the_attack_must_stop_when_launch_is_empty(rig):
    game = Game(zombies=4)
    rig((3,), (6,))
    game.do(ChooseDice(count=1), Attack(), Retire(index=0))
    with pytest.raises(IllegalMove, match="No die is left in Launch"):
        game.do(Continue())


def test_heroes_can_empty_launch_and_force_the_stop(rig):
    game = Game(zombies=4)
    rig((3, 3), (6, 6))
    game.do(ChooseDice(count=2), Attack(), Retire(index=0), MakeHero(index=0))
    assert game.table.launch == () and RULES.legal_commands(game.table) == [StopAttack()]


def test_the_attack_must_stop_when_no_zombie_is_left_to_capture(rig):
    game = Game(zombies=2)
    rig((3, 3, 3), (2, 2, 2), (2, 4))
    game.do(ChooseDice(count=3), Attack(), Retire(index=0), Continue(), Retire(index=0))
    assert game.table.zombies == () and len(game.table.launch) == 1
    with pytest.raises(IllegalMove, match="No zombie is left to capture"):
        game.do(Continue())


def test_each_one_bites_a_human(rig):
    game = Game(zombies=4)
    rig((3,), (5,), (1, 6, 1, 2))
    game.do(ChooseDice(count=1), Attack())
    (event,) = game.do(ZombieAttack())
    assert event.bitten == 2 and len(game.table.zombies) == 6 and len(game.table.humans) == 14


def test_bitten_humans_do_not_roll_in_the_same_zombie_attack(rig):
    game = Game(zombies=4)
    rig((3,), (5,), (1, 6, 1, 2))
    game.do(ChooseDice(count=1), Attack(), ZombieAttack())
    assert game.table.zombies[:4] == (1, 6, 1, 2) and len(game.table.zombies) == 6


def test_a_newly_infected_zombie_can_be_captured_and_rolls_this_turn(rig):
    game = Game(zombies=2)
    rig((1, 1, 1, 2), (2, 4, 3), (3, 3))
    game.do(ChooseDice(count=4), Attack())
    assert len(game.table.captured) == 1 and len(game.table.zombies) == 2
    game.do(Retire(index=2), StopAttack())
    (event,) = game.do(ZombieAttack())
    assert len(event.values) == 2 and len(game.table.executed) == 1


def test_infection_never_takes_the_last_human(rig):
    game = Game(zombies=10)
    game.table = DizeState(
        setup=game.setup, humans=(0,) * 3, zombies=(0,) * 10, executed=(0,) * 7
    )
    rig((1, 1, 1))
    game.do(ChooseDice(count=3))
    assert not game.table.over and game.table.humans_left == 2


def test_heroes_are_optional(rig):
    game = Game(zombies=4)
    rig((3, 3, 3), (6, 6, 5))
    game.do(ChooseDice(count=3), Attack(), Retire(index=2))
    assert {Continue(), StopAttack()} <= set(RULES.legal_commands(game.table))
    game.do(StopAttack())
    assert game.table.heroes == () and len(game.table.executed) == 1
