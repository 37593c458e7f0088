"""25 to Dice's first game: the first round and the next Guards Move, solo (core.lesson).

Seed 16: the inmate dice of round 1 hold a 1, the number in front of Ann's cell, and a
5 for one more step up, on A5; the next Guards Move finds her trail, and a guard
pursues her. tests/core/test_lessons.py checks that the seed still gives exactly that.
"""

from __future__ import annotations

from collections.abc import Callable

from core.lang import N_
from core.lesson import Lesson, Step, kinds, only
from core.twenty_five.commands import EndMoves, MoveGuards, MoveInmate
from core.twenty_five.state import TwentyFiveState

#: the moves the seed was searched for (the keys give these; another is refused)
OUT = MoveInmate(inmate="Ann", squares=((5, 0),))
UP = MoveInmate(inmate="Ann", squares=((4, 0),))


def _ann_at(row: int) -> Callable[[TwentyFiveState], bool]:
    """Ann stands on the grid, on row `row` (0-based from the top) or above."""
    def done(state: TwentyFiveState) -> bool:
        square = state.sheets[0].inmates[0].square
        return square is not None and square // state.layout.width <= row

    return done


LESSON = Lesson(
    game="25-to-dice",
    seed=16,
    steps=(
        Step(N_("A round starts with the Guards Move: press r to roll the guard dice. Green moves, "
                "then Blue; then your inmate dice are rolled."),
             ("r",), lambda state: state.phase == "inmates", kinds(MoveGuards), (MoveGuards(),)),
        Step(N_("A die moves an inmate one square onto its number; out of a cell, onto the square in "
                "front. Press a (Ann), then 1 (a die), then Enter."),
             ("a", "1", "enter"), _ann_at(5), only(OUT), (OUT,)),
        Step(N_("Every square she walks gets her trail. One more step, up towards the exits: a, 5, "
                "Enter."),
             ("a", "5", "enter"), _ann_at(4), only(UP), (UP,)),
        Step(N_("Dice you do not spend are lost. Press s to end the Inmates Move."),
             ("s",), lambda state: state.round >= 2, kinds(EndMoves), (EndMoves(),)),
        Step(N_("Guards Move again (r). A guard that walks onto a trail pursues that inmate along "
                "it; reaching her, it catches her."),
             ("r",), lambda state: state.round >= 2 and state.phase == "inmates", kinds(MoveGuards),
             (MoveGuards(),)),
    ),
)
