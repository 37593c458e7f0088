"""Preparation: the 20 dice, the difficulty option, one survivor."""

import pytest

from core.dize import RULES, DizeState
from core.dize.state import ZONES
from core.game import PlayerSpec, Rules

ANA = [PlayerSpec(name="Ana")]


def test_rules_object_follows_the_protocol():
    assert isinstance(RULES, Rules)
    assert (RULES.id, RULES.title, RULES.min_players, RULES.max_players) == ("dize", "diZe", 1, 1)


def test_twenty_dice_split_into_zombies_and_humans():
    table = RULES.start(RULES.make_setup(ANA, 7, zombies=6))
    assert len(table.zombies) == 6 and len(table.humans) == 14
    assert sum(len(getattr(table, zone)) for zone in ZONES) == 20
    assert set(table.zombies + table.humans) == {0}  # not rolled yet


def test_zombies_option_offers_two_to_ten_with_four_recommended():
    (option,) = RULES.options
    assert option.name == "zombies"
    assert option.choices == tuple(range(2, 11))
    assert option.default == 4
    assert RULES.make_setup(ANA, 1).zombies == 4


@pytest.mark.parametrize("zombies", [0, 1, 11, 25, -3])
def test_zombie_count_outside_two_to_ten_is_refused_in_one_line(zombies):
    with pytest.raises(ValueError) as error:
        RULES.make_setup(ANA, 1, zombies=zombies)
    message = str(error.value)
    assert "\n" not in message and "2 to 10" in message and str(zombies) in message


def test_dize_is_a_solitaire_for_one_survivor():
    with pytest.raises(ValueError, match="one player, not 2"):
        RULES.make_setup(ANA * 2, 1)
    with pytest.raises(ValueError, match="one player, not 0"):
        RULES.make_setup([], 1)


def test_the_survivor_may_be_a_known_bot():
    for bot in RULES.bots:
        assert RULES.make_setup([PlayerSpec(name="B", bot=bot)], 1).players[0].bot == bot
    with pytest.raises(ValueError, match="unknown diZe bot 'genius'"):
        RULES.make_setup([PlayerSpec(name="B", bot="genius")], 1)


def test_unknown_options_and_bad_values_are_refused_in_one_line():
    with pytest.raises(ValueError, match="no option 'level'"):
        RULES.make_setup(ANA, 1, level=3)
    with pytest.raises(ValueError) as error:
        RULES.make_setup(ANA, 1, zombies="many")
    assert "\n" not in str(error.value) and "zombies" in str(error.value)


def test_setup_survives_a_json_round_trip_and_is_frozen():
    setup = RULES.make_setup(ANA, 99, zombies=9)
    again = RULES.setup_model.model_validate_json(setup.model_dump_json())
    assert again == setup
    with pytest.raises(ValueError):
        RULES.setup_model.model_validate_json(setup.model_dump_json().replace("9}", "12}"))
    with pytest.raises(ValueError):
        setup.zombies = 5


def test_the_first_turn_starts_in_the_infection_phase():
    table = RULES.start(RULES.make_setup(ANA, 1))
    assert isinstance(table, DizeState)
    assert (table.phase, table.step, table.turn, table.rolls) == ("infection", "choose", 1, 0)
    assert RULES.current_player(table) == 0 and not RULES.is_over(table)
    assert RULES.scores(table) == [4] and RULES.winners(table) == []
