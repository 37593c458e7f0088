"""The advisor's odds against brute force over every outcome of the dice, and its lines."""

from fractions import Fraction
from itertools import product

import pytest

from core.dize import (
    RULES,
    Attack,
    ChooseDice,
    Continue,
    MakeHero,
    Retire,
    StopAttack,
    ZombieAttack,
    advice,
)
from core.dize.advisor import (
    attack_chance,
    expected_bites,
    first_attack_chance,
    infection_chance,
    wipe_out_chance,
)
from core.dize.odds import percent
from tests.core.dize.helpers import Game


def every_roll(dice: int):
    """Each of the 6**dice equally likely rolls."""
    return product(range(1, 7), repeat=dice)


def chance(dice: int, happens) -> Fraction:
    return Fraction(sum(1 for roll in every_roll(dice) if happens(roll)), 6**dice)


@pytest.mark.parametrize("dice", range(7))
def test_infection_chance_is_three_or_more_ones(dice):
    assert infection_chance(dice) == chance(dice, lambda roll: roll.count(1) >= 3)


@pytest.mark.parametrize("launch", range(6))
def test_attack_chance_counts_captured_as_odds_and_heroes_as_evens(launch):
    for captured, heroes in product(range(4), range(4)):
        def succeeds(roll, heroes=heroes, captured=captured):
            evens = sum(1 for face in roll if face % 2 == 0)
            return evens + heroes > len(roll) - evens + captured

        assert attack_chance(launch, captured, heroes) == chance(launch, succeeds)


@pytest.mark.parametrize("zombies", range(6))
def test_expected_bites_never_count_more_humans_than_are_left(zombies):
    for humans in range(7):
        bites = sum(min(roll.count(1), humans) for roll in every_roll(zombies))
        brute = Fraction(bites, 6**zombies)
        assert expected_bites(zombies, humans) == brute
        assert wipe_out_chance(zombies, humans) == chance(
            zombies, lambda roll, humans=humans: roll.count(1) >= humans
        )


@pytest.mark.parametrize("dice", range(1, 6))
def test_first_attack_chance_follows_the_infection(dice):
    """Every infection roll, then every attack roll of the dice it leaves in Launch."""
    def attack_succeeds(roll):
        return 2 * sum(1 for face in roll if face % 2 == 0) > len(roll)

    attack = {left: chance(left, attack_succeeds) for left in (dice - 1, dice)}
    total = sum(
        (attack[dice - 1 if roll.count(1) >= 3 else dice] for roll in every_roll(dice)),
        Fraction(0),
    )
    assert first_attack_chance(dice) == total / 6**dice


def test_odds_refuse_negative_counts():
    with pytest.raises(ValueError, match="must not be negative"):
        attack_chance(-1)
    with pytest.raises(ValueError, match="must not be negative"):
        expected_bites(3, -1)


def test_percent_never_rounds_a_chance_to_certainty():
    assert percent(Fraction(1, 216)) == "<1%"
    assert percent(Fraction(215, 216)) == ">99%"
    assert (percent(0), percent(1), percent(Fraction(1, 2))) == ("0%", "100%", "50%")


def test_advice_before_the_infection_gives_every_choice_and_best_play():
    lines = advice(Game(zombies=3).table)
    assert lines[0] == "Roll 1 to 6 humans (twice the 3 zombies)."
    assert lines[5].startswith(f"5 dice: infection {percent(infection_chance(5))}, ")
    assert f"first attack succeeds {percent(first_attack_chance(5))}" in lines[5]
    assert lines[-2].startswith("Best play for the win rolls")
    assert lines[-1] == (
        f"If nobody is executed, the zombies bite {float(expected_bites(3, 17)):.1f} "
        "humans on average."
    )


def test_advice_for_each_decision_of_the_attack(rig):
    game = Game(zombies=4)
    rig((3,) * 5, (6, 6, 2, 4, 1))
    game.do(ChooseDice(count=5))
    assert advice(game.table) == [
        "This roll succeeds 50%: it needs more evens than odds, and a tie fails."
    ]
    game.do(Attack())
    assert advice(game.table) == ["Retire a die that is not a 6: every 6 left may become a hero."]
    game.do(Retire(index=4))
    lines = advice(game.table)
    assert lines[0].startswith("Stop now: 1 captured zombie executed (best play then wins ")
    assert lines[1].startswith(
        f"Press on with 4 dice: the next roll succeeds {percent(attack_chance(4, 1))}, "
        "a failure frees 1 captured zombie"
    )
    assert lines[2] == "With 1 more hero: the next roll of 3 succeeds 50%."
    assert lines[3] == "With 2 more heroes: the next roll of 2 succeeds 75%."
    assert (attack_chance(3, 1, 1), attack_chance(2, 1, 2)) == (Fraction(1, 2), Fraction(3, 4))
    assert lines[4].startswith("Best play for the win: ")
    game.do(MakeHero(index=0))
    assert len(advice(game.table)) == 4


def test_advice_before_the_zombie_attack(rig):
    game = Game(zombies=4)
    rig((3,), (5,), (1, 1, 1, 1))
    game.do(ChooseDice(count=1), Attack())
    assert advice(game.table) == [
        f"4 zombies roll: {float(expected_bites(4, 16)):.2f} humans bitten on average."
    ]
    game.do(ZombieAttack())
    assert RULES.legal_commands(game.table)


def test_no_advice_once_the_game_is_over(rig):
    game = Game(zombies=2)
    rig((3, 3, 3), (2, 2, 2), (2, 4))
    game.do(ChooseDice(count=3), Attack(), Retire(index=0), Continue(), Retire(index=0))
    assert advice(game.table)[1] == "No zombie is left to capture: stop to execute them all."
    game.do(StopAttack())
    assert advice(game.table) == []
