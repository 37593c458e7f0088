"""The rulebook's Example of Play, driven through commands with its exact dice.

The English text prevails: Peter's second roll is Humans 4, 4, Daleks 3, 2 and one
Doctor (the Spanish translation drops the Daleks 3 he then keeps).
"""

from core.dalek_dice import MUST_KEEP, ROLL_OR_STOP, RULES, TurnScored


def test_example_of_play_ends_the_first_round_with_jenna_17_and_peter_15(table):
    # Jenna: one Doctor goes to the Top; she keeps three Humans 4 and all three Daleks 3
    table.roll("H4 H4 H4 H2 H2 D3 D3 D3 D2 Doc")
    assert table.state.doctors == 1 and table.state.phase == MUST_KEEP
    table.keep("H4 H4 H4 D3 D3 D3")
    assert (table.state.humans, table.state.daleks, table.state.dice_left) == (12, 9, 3)
    # her second roll: the Exterminate! goes to the Top, she keeps both Daleks: no dice left
    table.roll("D3 D2 Ext")
    (jenna,) = [e for e in table.keep("D3 D2") if isinstance(e, TurnScored)]
    assert (jenna.player, jenna.points, jenna.reason) == (0, 17, "no_dice_left")

    # Peter: two Doctors, one to the Top and one to the Right
    table.roll("H4 H2 H2 D3 D3 D3 D3 D2 Doc Doc")
    assert table.state.doctors == 1 and table.state.right == (1,)
    table.keep("H4 H2 D3 D3")
    assert (table.state.humans, table.state.daleks, table.state.dice_left) == (6, 6, 5)
    table.roll("H4 H4 D3 D2 Doc")  # up to two Doctors
    table.keep("H4 D3")
    assert (table.state.doctors, table.state.dice_left) == (2, 2)
    table.roll("H4 D2")
    table.keep("D2")
    assert table.state.phase == ROLL_OR_STOP  # he might stop; he rolls the last die
    (peter,) = [e for e in table.roll("Ext") if isinstance(e, TurnScored)]
    assert (table.state.humans_kept, table.state.daleks_kept) == ((), ())  # turn passed on
    assert (peter.player, peter.points, peter.reason) == (1, 15, "no_dice_left")

    assert RULES.scores(table.state) == [17, 15]
    assert RULES.progress(table.state) == "round 2, Jenna 17, Peter 15"  # the round under way, as the scoreboard says
    assert table.state.table_round == 2
