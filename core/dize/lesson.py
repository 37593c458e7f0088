"""diZe's first game: one turn against four zombies, one idea a step (core.lesson).

Seed 1 with four zombies: the five humans the screen offers roll no infection, the
Human Attack succeeds (three evens against two odds) and leaves two 6s, so a die can be
retired and a Hero made before the captured zombie is executed; the zombies then roll.
tests/core/test_lessons.py checks that the seed still gives exactly that.
"""

from __future__ import annotations

from core.dize.commands import Attack, ChooseDice, MakeHero, Retire, StopAttack, ZombieAttack
from core.lang import N_
from core.lesson import Lesson, Step, kinds, only

LESSON = Lesson(
    game="dize",
    seed=1,
    options={"zombies": 4},
    steps=(
        Step(N_("Infection: 5 humans go to Launch (at most twice the zombies). Press Enter to roll "
                "them: three or more 1s would infect one."),
             ("enter",), lambda state: state.rolls >= 1, only(ChooseDice(count=5)),
             (ChooseDice(count=5),)),
        Step(N_("Human Attack: press Enter to roll the Launch dice. More evens than odds is a success."),
             ("enter",), lambda state: state.rolls >= 2, kinds(Attack), (Attack(),)),
        Step(N_("Success: a zombie is captured. Now one rolled die retires: Enter sends the one "
                "under the cursor to Retired."),
             ("enter",), lambda state: bool(state.retired), kinds(Retire), (Retire(index=1),)),
        Step(N_("A rolled 6 may become a Hero: it counts as one more even in the next rolls. "
                "Press Enter."),
             ("enter",), lambda state: bool(state.heroes), kinds(MakeHero), (MakeHero(index=0),)),
        Step(N_("Pressing on (c) risks the captured zombie. Stop with s: it is executed for good."),
             ("s",), lambda state: bool(state.executed), kinds(StopAttack), (StopAttack(),)),
        Step(N_("Zombie Attack: press Enter to roll every zombie. Each 1 bites a human, who "
                "becomes a zombie."),
             ("enter",), lambda state: state.turn >= 2, kinds(ZombieAttack), (ZombieAttack(),)),
    ),
)
