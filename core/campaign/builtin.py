"""The words of the campaign dice-tui ships (`stages.json`), marked for the catalogue.

A stage file is data, and a campaign keeps its stages as they were when it began; the
built-in stages' titles and reasons are the app's own sentences, though, so each is
looked up here by its English text and shown in the player's language. A stage from
a file of the player's own, or an older text, is shown as written.
"""

from __future__ import annotations

from core.lang import N_, _

#: every title and reason of the built-in stages, in English
BUILT_IN = frozenset({
    N_("Dizzle, Level 1"),
    N_("Open ground and no opponent: learn to group your dice and jump while the only thing at stake "
       "is your rating."),
    N_("diZe, 4 zombies"),
    N_("The rulebook's first game: one short solitaire where you decide when to press on and when to stop."),
    N_("25 to Dice, solo"),
    N_("A new kind of race: read the guards' patrols and spend your dice on the inmates nearest an exit."),
    N_("Dalek Dice vs the cautious bot"),
    N_("Your first opponent stops early and never gambles: beat it by knowing when one more roll is "
       "worth it."),
    N_("Dizzle, Level 2"),
    N_("Keys and locks: the best gems now wait behind locks you must open first, so plan a turn ahead."),
    N_("diZe, 6 zombies"),
    N_("More zombies bite more often: winning now needs fewer, bolder attacks."),
    N_("Dalek Dice vs the optimal bot"),
    N_("This bot makes the best choice the odds allow on every roll; only sound play and some luck beat it."),
    N_("Dizzle, Level 3"),
    N_("Rockets and a flag: crossing one field can land on a planet far away. The rating table asks "
       "ten points more."),
    N_("25 to Dice again"),
    N_("The same prison with new dice, and a higher bar: three inmates out for a star, nobody caught "
       "for three."),
    N_("diZe, 8 zombies"),
    N_("Even best play wins fewer than one game in five: executing zombies before the end is what "
       "earns the star."),
    N_("Dizzle, Level 4"),
    N_("The finale: two islands reached only by rocket, two flags, and the rating table's top band for "
       "three stars."),
})


def shown(text: str) -> str:
    """A stage's title or reason as the player reads it: a built-in one translated."""
    return _(text) if text in BUILT_IN else text
