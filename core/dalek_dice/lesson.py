"""Dalek Dice's first game: one turn against a bot, one idea a step (core.lesson).

Seed 22 gives the learner a first roll with a Doctor in the Top and a Humans 2 under the
cursor, a second roll with a Daleks 2 under it and a second Doctor: keep a Humans, keep a
Daleks (as many Daleks as Humans, so the turn scores: hence one Humans 2 and no more),
and stop before a third Doctor.
tests/core/test_lessons.py checks that the seed still gives exactly that.
"""

from __future__ import annotations

from collections.abc import Callable

from core.dalek_dice.commands import Keep, Roll, Stop
from core.dalek_dice.state import DalekState
from core.game import Command
from core.lang import N_
from core.lesson import Lesson, Step, kinds, only


def _rolled(times: int) -> Callable[[DalekState], bool]:
    def done(state: DalekState) -> bool:
        return state.rolls >= times

    return done


def _keeps_daleks(command: Command) -> bool:
    """Daleks only: a Humans more could leave the Daleks fewer, and the turn would score 0."""
    return isinstance(command, Keep) and command.daleks2 + command.daleks3 > 0 and not command.humans2 + command.humans4


LESSON = Lesson(
    game="dalek-dice",
    seed=22,
    bots=("cautious",),
    steps=(
        Step(N_("A turn starts with a roll of all ten dice. Press r to roll."),
             ("r",), _rolled(1), kinds(Roll), (Roll(),)),
        Step(N_("A Doctor went to the Top: a third Doctor this turn scores 0. Humans are your "
                "points: tick the Humans 2 under the cursor with Space, keep it with Enter."),
             ("space", "enter"), lambda state: bool(state.humans_kept), only(Keep(humans2=1)), (Keep(humans2=1),)),
        Step(N_("Dice you do not keep go to the Right. Roll them again with r."),
             ("r",), _rolled(2), kinds(Roll), (Roll(),)),
        Step(N_("A turn scores only with at least as many Daleks as Humans: tick a Daleks die "
                "(←/→ and Space) and keep it with Enter."),
             ("space", "enter"), lambda state: bool(state.daleks_kept), _keeps_daleks, (Keep(daleks2=1),)),
        Step(N_("Two Doctors in the Top: one more and the turn is lost. Press s to stop and "
                "score your Humans."),
             ("s",), lambda state: state.last_result is not None, kinds(Stop), (Stop(),)),
        Step(N_("Now the bot plays its turn. Whoever has most once someone reaches 60 and the "
                "round is complete wins."),
             (), lambda state: state.seat == 0 and state.turn > 2),
    ),
)
