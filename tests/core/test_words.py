"""Words read right: counts agree with their nouns, a player named "You" is addressed as you."""

from __future__ import annotations

from hypothesis import given, strategies as st

from core.dalek_dice.events import DiceRolled, TurnScored
from core.dalek_dice.describe import describe as dalek_describe
from core.dalek_dice.setup import DalekSetup
from core.game import PlayerSpec
from core.words import conjugate, does, owner, plural


def test_one_die_and_one_player_are_singular():
    assert plural(1, "die", "dice") == "1 die"
    assert plural(3, "die", "dice") == "3 dice"
    assert plural(1, "player") == "1 player"
    assert plural(0, "player") == "0 players"


def test_you_takes_the_second_person_verb():
    assert does("You", "rolls") == "you roll"
    assert does("You", "rolls", start=True) == "You roll"
    assert does("you", "has no dice left", start=True) == "You have no dice left"
    assert does("You", "is playing", start=True) == "You are playing"
    assert [conjugate(verb) for verb in ("passes", "reaches", "tries", "places", "can")] == [
        "pass", "reach", "try", "place", "can"]


def test_other_names_keep_the_third_person():
    assert does("Ann", "rolls", start=True) == "Ann rolls"
    assert does("Youssef", "rolls") == "Youssef rolls"


def test_your_sheet_not_yous_sheet():
    assert owner("You") == "your"
    assert owner("You", start=True) == "Your"
    assert owner("Ann") == "Ann's"


@given(st.text(min_size=1, max_size=24).filter(lambda name: name.strip().casefold() != "you"))
def test_any_other_name_is_left_as_typed(name):
    assert does(name, "wins") == f"{name} wins"
    assert owner(name) == f"{name}'s"


def test_dalek_log_reads_right_for_you_and_for_one_die():
    setup = DalekSetup(players=(PlayerSpec(name="You"), PlayerSpec(name="Bot", bot="optimal")), seed=1)
    assert dalek_describe(DiceRolled(values=(0,)), setup).startswith("Rolled 1 die:")
    line = dalek_describe(TurnScored(player=0, points=1, reason="stopped"), setup)
    assert line == "You stop and score 1 point."
    assert dalek_describe(TurnScored(player=1, points=5, reason="no_dice_left"), setup) == (
        "Bot has no dice left and scores 5 points.")
