"""Dizzle's first game: one turn of level 1 against the greedy bot, one idea a step (core.lesson).

Seed 2: the offer has a 6 that the 6 key puts next to a start cross, and the bot's
picks leave the learner a die that fits beside their group each time, so Enter (the
cursor waits on such a field) places each later die, four in all, until the offer is
empty and the dice become crosses. tests/core/test_lessons.py checks that the seed
still gives exactly that.
"""

from __future__ import annotations

from collections.abc import Callable

from core.dizzle.commands import PlaceDie, RollOffer
from core.dizzle.state import DizzleState
from core.lang import N_
from core.lesson import Lesson, Step, kinds, only


def _placed(count: int) -> Callable[[DizzleState], bool]:
    """The learner has `count` dice on their sheet this turn (or the turn is over)."""

    def done(state: DizzleState) -> bool:
        return len(state.sheets[0].dice) >= count or state.turn > 0

    return done


#: the placements the seed was searched for (the keys give these; another is refused)
FIRST = PlaceDie(die=6, at=(3, 5))
SECOND = PlaceDie(die=3, at=(3, 4))
LAST = (PlaceDie(die=0, at=(2, 4)), PlaceDie(die=0, at=(2, 5)))

LESSON = Lesson(
    game="dizzle",
    seed=2,
    bots=("greedy",),
    options={"level": 1},
    steps=(
        Step(N_("Press r to roll the dice: they are the offer, shown from low to high."),
             ("r",), lambda state: state.turn >= 0, kinds(RollOffer), (RollOffer(),)),
        Step(N_("A die goes on a field with its own number; your first one next to a cross (X). "
                "Press 6: the cursor jumps to a field for the 6. Enter places it."),
             ("6", "enter"), _placed(1), only(FIRST), (FIRST,)),
        Step(N_("The bot took a die; now you again. Each later die goes next to one you placed "
                "this turn: the cursor waits on such a field, Enter places it."),
             ("enter",), _placed(2), only(SECOND), (SECOND,)),
        Step(N_("Take dice until the offer is empty: then your dice become crosses, and crossed "
                "specials (g: legend) score at the end. Enter, Enter."),
             ("enter", "enter"), lambda state: state.turn > 0, only(*LAST), LAST),
    ),
)
