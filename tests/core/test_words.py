"""Words read right: counts agree with their nouns, a player named "You" is addressed as you."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from core.dalek_dice.describe import describe as dalek_describe
from core.dalek_dice.events import DiceRolled, TurnScored
from core.dalek_dice.setup import DalekSetup
from core.game import PlayerSpec
from core.lang import addressed, is_you


def test_you_takes_the_second_person_sentence():
    assert is_you("You") and is_you(" you ")
    assert addressed("You", "You roll.", "{name} rolls.") == "You roll."
    assert addressed("Ann", "You roll.", "{name} rolls.") == "Ann rolls."


@given(st.text(min_size=1, max_size=24).filter(lambda name: name.strip().casefold() != "you"))
def test_any_other_name_is_left_as_typed(name):
    assert addressed(name, "You win.", "{name} wins.") == f"{name} wins."


def test_dalek_log_reads_right_for_you_and_for_one_die():
    setup = DalekSetup(players=(PlayerSpec(name="You"), PlayerSpec(name="Bot", bot="optimal")), seed=1)
    assert dalek_describe(DiceRolled(values=(0,)), setup).startswith("Rolled 1 die:")
    line = dalek_describe(TurnScored(player=0, points=1, reason="stopped"), setup)
    assert line == "You stop and score 1 point."
    assert dalek_describe(TurnScored(player=1, points=5, reason="no_dice_left"), setup) == (
        "Bot has no dice left and scores 5 points.")
