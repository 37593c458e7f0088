"""The ten Dalek dice, their six faces, and the end-of-turn scoring card.

`core.dice` rolls values 1..6; this module is the only place that says which face
each value is, so the event log stays compact (a roll is a list of small numbers)
while every view and log line speaks in faces:

    1 The Doctor   2 Humans 2   3 Humans 4   4 Daleks 2   5 Daleks 3   6 Exterminate!

The order follows the rulebook's list of symbols.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Literal

from core.lang import N_, _, pgettext

DOCTOR, HUMANS_2, HUMANS_4, DALEKS_2, DALEKS_3, EXTERMINATE = 1, 2, 3, 4, 5, 6

#: the face of each die value, in the rulebook's words (English: translate with `_` where shown)
FACE_NAMES: dict[int, str] = {
    DOCTOR: N_("The Doctor"),
    HUMANS_2: N_("Humans 2"),
    HUMANS_4: N_("Humans 4"),
    DALEKS_2: N_("Daleks 2"),
    DALEKS_3: N_("Daleks 3"),
    EXTERMINATE: N_("Exterminate!"),
}

#: how many Humans a Humans face counts for
HUMANS: dict[int, int] = {HUMANS_2: 2, HUMANS_4: 4}
#: how many Daleks a Daleks face counts for
DALEKS: dict[int, int] = {DALEKS_2: 2, DALEKS_3: 3}
#: the faces a player may keep after a roll (everything but the Top's faces)
KEEPABLE = (HUMANS_2, HUMANS_4, DALEKS_2, DALEKS_3)

DICE = 10  # dice in the set
THIRD = 3  # the third Doctor (or Exterminate!) in the Top ends the turn
TARGET = 60  # a total that ends the game once the round of turns is complete
BONUS = 5  # for using up all the dice

Reason = Literal["stopped", "no_dice_left", "doctor", "exterminate"]


def humans_in(faces: Iterable[int]) -> int:
    """The number of Humans shown by these faces."""
    return sum(HUMANS.get(face, 0) for face in faces)


def daleks_in(faces: Iterable[int]) -> int:
    """The number of Daleks shown by these faces."""
    return sum(DALEKS.get(face, 0) for face in faces)


def turn_points(reason: Reason, humans: int, daleks: int, dice_left: int) -> int:
    """What a finished turn scores, by the rulebook's End of Round Scoring.

    The Exterminate! score ignores the Daleks; its bonus is added after doubling.
    A turn that ends with no dice left and no Humans at all still has its Daleks
    "matching" the zero Humans, so it scores the bonus alone (rules as written).
    """
    if reason == "doctor":
        return 0
    bonus = BONUS if dice_left == 0 else 0
    if reason == "exterminate":
        return 2 * humans + bonus
    if daleks < humans:
        return 0
    return humans + (bonus if reason == "no_dice_left" else 0)


def face_name(face: int) -> str:
    """The face's name in the player's language, as a label ('The Doctor', 'Humans 2')."""
    return _(FACE_NAMES[face])


def _listed(face: int) -> str:
    """The face's name inside a sentence's list ('el Doctor' in Spanish, mid-sentence)."""
    if face == DOCTOR:
        # i18n: the Doctor face inside a list of faces, mid-sentence ("Humans 4, the Doctor")
        return pgettext("face in a list", "The Doctor")
    return face_name(face)


def describe_faces(faces: Iterable[int]) -> str:
    """'Humans 4 x3, Daleks 2, The Doctor' - faces grouped in the rulebook's order."""
    counts = Counter(faces)
    parts = [
        _("{face} x{count}").format(face=_listed(face), count=counts[face]) if counts[face] > 1 else _listed(face)
        for face in (HUMANS_4, HUMANS_2, DALEKS_3, DALEKS_2, DOCTOR, EXTERMINATE)
        if counts[face]
    ]
    # i18n: no faces at all in a list of dice
    return ", ".join(parts) if parts else _("nothing")
