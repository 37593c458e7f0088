"""The solved game behind the veteran and the executioner."""

from fractions import Fraction
from itertools import product

import pytest

from core.dize import strategy
from core.dize.strategy import WIN_FIRST, AttackPlan, reckoning


def test_one_human_against_one_zombie_by_hand():
    """Roll the one human: even wins (19 executed + the win); odd lets the zombie roll,
    and a 1 bites the last human (18 executed), anything else starts over:
    v = (19 + W)/2 + (1/6 * 18 + 5/6 * v)/2, so v = 6 (22 + W) / 7."""
    for worth in (10, WIN_FIRST):
        assert reckoning(worth).values[1, 1] == pytest.approx(6 * (22 + worth) / 7, rel=1e-12)


def test_two_dice_against_two_zombies_by_hand():
    """Two evens (1 in 4) capture one zombie; one die left can never beat the captured
    alone, so best play stops."""
    plan = AttackPlan(2, (10.0, 5.0, 1.0))
    assert plan.press(2, 0, 0) == pytest.approx(0.25 * 5 + 0.75 * 1)
    assert plan.failure_chance(2, 0, 0) == pytest.approx(0.75)


def brute_hold(launch, captured, heroes, zombies, after):
    worth = after[zombies - captured]
    if launch and captured < zombies:
        worth = max(worth, brute_press(launch, captured, heroes, zombies, after))
    return worth


def brute_press(launch, captured, heroes, zombies, after):
    """Every roll; after a success every die that may be retired and every hero count."""
    total = Fraction(0)
    for roll in product(range(1, 7), repeat=launch):
        evens = sum(1 for face in roll if face % 2 == 0)
        if evens + heroes <= launch - evens + captured:
            total += after[zombies]
            continue
        best = None
        for retired in range(launch):
            sixes = (roll[:retired] + roll[retired + 1 :]).count(6)
            for made in range(sixes + 1):
                worth = brute_hold(launch - 1 - made, captured + 1, heroes + made, zombies, after)
                best = worth if best is None else max(best, worth)
        total += best
    return total / 6**launch


@pytest.mark.parametrize("zombies", [1, 2, 3])
def test_attack_plan_matches_every_roll_and_every_choice(zombies):
    after = tuple(
        Fraction(40 - 7 * standing + (25 if standing == 0 else 0))
        for standing in range(zombies + 1)
    )
    plan = AttackPlan(zombies, tuple(float(worth) for worth in after))
    for launch in range(1, 4):
        for heroes in range(2):
            assert plan.press(launch, 0, heroes) == pytest.approx(
                float(brute_press(launch, 0, heroes, zombies, after)), rel=1e-12
            )


@pytest.mark.parametrize("worth", [10, WIN_FIRST])
def test_every_state_value_solves_its_own_equation(worth):
    book = reckoning(worth)
    for (humans, zombies), value in book.values.items():
        clean = book.plan(humans, zombies, value)
        assert max(book.choices(humans, zombies, clean)) == pytest.approx(value, rel=1e-9)


def test_harder_difficulties_are_harder_to_win():
    chances = [strategy.win_chance(20 - zombies, zombies) for zombies in range(2, 11)]
    assert all(0 < chance < 1 for chance in chances)
    assert chances == sorted(chances, reverse=True)
    assert chances[2] == pytest.approx(0.644, abs=0.001)  # 4 zombies


def test_expected_score_of_best_play_for_the_score():
    assert strategy.expected_score(4) == pytest.approx(17.174, abs=0.001)
    assert strategy.expected_score(2) > 2 + 2 + 10  # more than a plain win: bitten humans score
