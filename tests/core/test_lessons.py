"""Each game's lesson (core.lesson): its seed still gives every step the situation the step
talks about, and the coaching moves on only when the state says a step is done."""

from __future__ import annotations

import pytest

from core.descriptor import load
from core.game import IllegalMove
from core.games import GAMES, rules_for
from core.lesson import YOU, Coaching, Lesson, walk

GAME_IDS = ["dalek-dice", "dizzle", "dize", "25-to-dice"]


def lesson_of(game: str) -> Lesson:
    lesson = load(GAMES[game].lesson)
    assert isinstance(lesson, Lesson) and lesson.game == game
    return lesson


def played(game: str, upto: int):
    """The state after the examples of the first `upto` steps (the bots playing between)."""
    lesson, rules = lesson_of(game), rules_for(game)
    trimmed = Lesson(lesson.game, lesson.seed, lesson.steps[:upto], lesson.bots, lesson.options)
    assert walk(rules, trimmed) is None
    players = lesson.players(YOU)
    state = rules.start(rules.make_setup(players, lesson.seed, **lesson.options))
    for step in lesson.steps[:upto]:
        for command in step.example:
            while players[rules.current_player(state)].bot is not None:
                for event in rules.decide(state, rules.bot_command(state, players[rules.current_player(state)].bot)):
                    state = rules.evolve(state, event)
            for event in rules.decide(state, command):
                state = rules.evolve(state, event)
    return state


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_teaches_itself_and_its_seed_still_gives_each_step_its_situation(game: str) -> None:
    lesson = lesson_of(game)
    assert 3 <= len(lesson.steps) <= 7, "short: one idea a step"
    assert walk(rules_for(game), lesson) is None


def test_dalek_dice_first_roll_puts_a_doctor_in_the_top_and_a_humans_2_under_the_cursor() -> None:
    state = played("dalek-dice", 1)
    assert state.doctors == 1 and state.centre[0] == 2  # Humans 2
    state = played("dalek-dice", 3)
    assert state.doctors == 2 and state.centre[0] in (4, 5)  # a Daleks die, and one Doctor short of three


def test_dize_attack_succeeds_and_leaves_a_six_for_a_hero() -> None:
    state = played("dize", 2)
    assert state.step == "retire" and state.launch.count(6) >= 2


def test_twenty_five_to_dice_guard_pursues_ann_after_her_first_round() -> None:
    state = played("25-to-dice", 5)
    assert any(guard.target == 0 for guard in state.sheets[0].guards)
    assert state.sheets[0].inmates[0].status == "grid"


def test_dizzle_turn_ends_with_the_offer_empty_and_the_dice_crossed() -> None:
    before, state = played("dizzle", 1), played("dizzle", 4)
    assert state.offer == () and state.phase == "roll" and state.sheets[0].dice == ()
    assert bin(state.sheets[0].crossed).count("1") == bin(before.sheets[0].crossed).count("1") + 4


def test_a_command_the_step_does_not_want_is_refused_with_the_step_sentence() -> None:
    from core.dalek_dice import Keep, Roll, Stop

    coaching = Coaching(lesson_of("dalek-dice"))
    with pytest.raises(IllegalMove, match="Press r to roll"):
        coaching.check(Stop(), by_person=True)
    coaching.check(Roll(), by_person=True)
    coaching.check(Keep(daleks3=1), by_person=False)  # a bot plays its own turn


def test_a_step_is_done_only_when_the_state_says_so() -> None:
    rules, lesson = rules_for("dalek-dice"), lesson_of("dalek-dice")
    coaching = Coaching(lesson)
    start = rules.start(rules.make_setup(lesson.players(YOU), lesson.seed))
    assert not coaching.moved(start) and coaching.index == 0
    assert coaching.moved(played("dalek-dice", 1)) and coaching.index == 1


def test_a_seed_that_no_longer_gives_the_situation_is_caught() -> None:
    lesson = lesson_of("dize")
    other = Lesson(lesson.game, lesson.seed + 1, lesson.steps, lesson.bots, lesson.options)
    assert walk(rules_for("dize"), other) is not None
