"""The event log: undo, replay, damaged saves, resuming, and the words of the log."""

import pytest

from core.dize import (
    RULES,
    Attack,
    AttackRolled,
    AttackStopped,
    ChooseDice,
    Continue,
    DieRetired,
    HeroRaised,
    InfectionRolled,
    MakeHero,
    Retire,
    StopAttack,
    ZombieAttack,
    ZombiesAttacked,
    explain,
)
from core.dize.describe import explain_roll
from core.game import ReplayError, can_undo, replay
from tests.core.dize.helpers import Game


def test_only_the_choices_after_a_success_are_undoable():
    undoable = {cls for cls in (InfectionRolled, AttackRolled, DieRetired, HeroRaised,
                                AttackStopped, ZombiesAttacked) if cls.undoable}
    assert undoable == {DieRetired, HeroRaised}
    assert {InfectionRolled, AttackRolled, ZombiesAttacked} == {
        cls for cls in (InfectionRolled, AttackRolled, DieRetired, HeroRaised,
                        AttackStopped, ZombiesAttacked) if cls.random
    }


def test_undo_takes_back_the_choices_since_the_last_roll_and_no_further(rig):
    game = Game()
    rig((3,) * 4, (6, 6, 2, 1))
    game.do(ChooseDice(count=4), Attack())
    after_roll = game.table
    assert not can_undo(RULES, game.table, game.events)
    game.do(Retire(index=3))
    after_retire = game.table
    game.do(MakeHero(index=0))
    assert can_undo(RULES, game.table, game.events)
    assert replay(RULES, game.setup, game.events[:-1]) == after_retire
    assert replay(RULES, game.setup, game.events[:-2]) == after_roll
    assert not can_undo(RULES, after_roll, game.events[:-2])


def test_stopping_the_attack_cannot_be_taken_back(rig):
    game = Game()
    rig((3,), (2,), (3, 3, 3))
    game.do(ChooseDice(count=1), Attack(), Retire(index=0), StopAttack())
    assert not can_undo(RULES, game.table, game.events)
    game.do(ZombieAttack())
    assert not can_undo(RULES, game.table, game.events)


def test_a_resumed_game_sees_the_same_future_dice():
    whole = Game(zombies=5, seed=31, bot="careful")
    while not whole.table.over:
        whole.do(RULES.bot_command(whole.table, "careful"))
    half = len(whole.events) // 2
    resumed = Game(zombies=5, seed=31, bot="careful")
    resumed.events = RULES.events.validate_json(RULES.events.dump_json(whole.events[:half]))
    resumed.table = replay(RULES, resumed.setup, resumed.events)
    while not resumed.table.over:
        resumed.do(RULES.bot_command(resumed.table, "careful"))
    assert resumed.events == whole.events and resumed.table == whole.table


def damaged(events, index, **change):
    broken = list(events)
    broken[index] = broken[index].model_copy(update=change)
    return broken


def test_a_log_the_rules_cannot_fold_is_a_replay_error(rig):
    game = Game()
    rig((3, 3, 3, 3), (6, 6, 2, 1), (2, 2, 4), (1, 1))
    game.do(ChooseDice(count=4), Attack(), Retire(index=3), Continue(), Retire(index=0), StopAttack())
    game.do(ZombieAttack())
    events = game.events
    cases = [
        (damaged(events, 0, values=(3,) * 20), 1, "at most 8"),
        (damaged(events, 1, values=(6, 6, 2)), 2, "3 dice rolled but 4 in Launch"),
        (damaged(events, 3, captured=0), 4, "heroes or captured"),
        (damaged(events, 2, face=4), 3, "no 4 at place 4"),
        (damaged(events, 5, executed=5), 6, "5 executed but 2"),
        (damaged(events, 6, bitten=1), 7, "1 humans bitten"),
        ([events[6], *events], 1, "waits for 'choose'"),
        ([*events[:2], HeroRaised(index=0), *events[2:]], 3, "waits for 'retire'"),
    ]
    for broken, index, reason in cases:
        with pytest.raises(ReplayError) as error:
            replay(RULES, game.setup, broken)
        assert error.value.index == index and reason in error.value.reason


def test_the_log_reads_in_the_rulebook_words(rig):
    game = Game()
    rig((1, 1, 1, 4), (6, 2, 1), (1, 3, 5, 2))
    lines = [RULES.describe(event) for event in game.do(ChooseDice(count=4))]
    for command in (Attack(), Retire(index=2), MakeHero(index=0), StopAttack(), ZombieAttack()):
        lines += [RULES.describe(event) for event in game.do(command)]
    assert lines == [
        "Infection: the humans roll 1 1 1 4; three 1s among 4 humans: one human is infected "
        "and joins the zombies.",
        "Human Attack: Launch rolls 6 2 1; 2 evens vs 1 odd: success, a zombie is captured.",
        "A rolled 1 goes to Retired.",
        "A rolled 6 becomes a hero.",
        "The humans stop the attack: 1 captured zombie executed.",
        "Zombie Attack: the zombies roll 1 3 5 2; one 1 among 4 zombies: 1 human bitten.",
    ]


def test_explain_spells_out_the_latest_roll():
    assert explain_roll(AttackRolled(values=(2, 4, 6, 2, 1, 3, 5), heroes=2, captured=2)) == (
        "4 evens + 2 heroes vs 3 odds + 2 captured: success"
    )
    assert explain_roll(AttackRolled(values=(2, 1, 3), heroes=1, captured=1)) == (
        "1 even + 1 hero vs 2 odds + 1 captured: failure"
    )
    assert explain_roll(InfectionRolled(values=(1, 2, 3))) == (
        "one 1 among 3 humans: no infection (it takes three 1s)"
    )
    assert explain_roll(ZombiesAttacked(values=(1, 1, 1, 4), bitten=2)) == (
        "three 1s among 4 zombies: 2 humans bitten, all that were left"
    )
    assert explain_roll(ZombiesAttacked(values=(2, 3), bitten=0)) == (
        "no 1 among 2 zombies: nobody is bitten"
    )
    game = Game()
    assert explain(game.table) == "No dice rolled yet."


def test_progress_line_for_the_save_list(rig):
    game = Game(zombies=3)
    assert RULES.progress(game.table) == "turn 1, 0 executed, 3 zombies, 17 humans"
