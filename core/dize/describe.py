"""Words for the log, the status line and the save list, in the rulebook's vocabulary.

`explain` spells out the arithmetic of the latest roll ("4 evens + 1 hero vs 3 odds +
2 captured: success") because the Human Attack's count, with heroes and captured
zombies added, is the part of diZe players most often get wrong at a real table.
"""

from __future__ import annotations

from core.dize.constants import INFECTION_ONES
from core.dize.events import (
    AttackRolled,
    AttackStopped,
    DieRetired,
    HeroRaised,
    InfectionRolled,
    ZombiesAttacked,
)
from core.dize.progress import humans, zombies
from core.dize.state import DizeState
from core.lang import N_, _, ngettext


def faces(values: tuple[int, ...]) -> str:
    return " ".join(str(value) for value in values)


def dice(count: int) -> str:
    """'1 die', '3 dice'."""
    return ngettext("{count} die", "{count} dice", count).format(count=count)


def captured_zombies(count: int) -> str:
    """'1 captured zombie', '3 captured zombies'."""
    return ngettext("{count} captured zombie", "{count} captured zombies", count).format(count=count)


#: small counts of 1s read as words: "two 1s among 5 humans", never "2 ones"
_COUNTS = (
    N_("no 1"), N_("one 1"), N_("two 1s"), N_("three 1s"), N_("four 1s"), N_("five 1s"), N_("six 1s"),
    N_("seven 1s"), N_("eight 1s"), N_("nine 1s"), N_("ten 1s"),
)


def _ones(count: int) -> str:
    if count < len(_COUNTS):
        return _(_COUNTS[count])
    return _("{count} 1s").format(count=count)


def explain_roll(roll: InfectionRolled | AttackRolled | ZombiesAttacked) -> str:
    """The outcome of one roll with its count spelled out."""
    if isinstance(roll, InfectionRolled):
        among = _("{ones} among {dice}").format(ones=_ones(roll.ones), dice=humans(len(roll.values)))
        if roll.infected:
            return _("{among}: one human is infected and joins the zombies").format(among=among)
        return _("{among}: no infection (it takes {ones})").format(among=among, ones=_ones(INFECTION_ONES))
    if isinstance(roll, AttackRolled):
        evens = ngettext("{count} even", "{count} evens", roll.evens).format(count=roll.evens)
        if roll.heroes:
            heroes = ngettext("{count} hero", "{count} heroes", roll.heroes).format(count=roll.heroes)
            evens = _("{evens} + {heroes}").format(evens=evens, heroes=heroes)
        odds = ngettext("{count} odd", "{count} odds", roll.odds).format(count=roll.odds)
        if roll.captured:
            captured = ngettext("{count} captured", "{count} captured", roll.captured).format(count=roll.captured)
            odds = _("{odds} + {captured}").format(odds=odds, captured=captured)
        if roll.success:
            return _("{evens} vs {odds}: success").format(evens=evens, odds=odds)
        return _("{evens} vs {odds}: failure").format(evens=evens, odds=odds)
    among = _("{ones} among {dice}").format(ones=_ones(roll.ones), dice=zombies(len(roll.values)))
    if roll.bitten == 0:
        return _("{among}: nobody is bitten").format(among=among)
    if roll.bitten < roll.ones:
        bitten = ngettext("{among}: {count} human bitten, all that were left",
                          "{among}: {count} humans bitten, all that were left", roll.bitten)
    else:
        bitten = ngettext("{among}: {count} human bitten", "{among}: {count} humans bitten", roll.bitten)
    return bitten.format(among=among, count=roll.bitten)


def explain(table: DizeState) -> str:
    """The latest roll and what it did, for the status line under the table."""
    if table.last_roll is None:
        return _("No dice rolled yet.")
    text = explain_roll(table.last_roll)
    return text[0].upper() + text[1:] + "."


def describe(event: object) -> str:
    """One line of the game log."""
    if isinstance(event, InfectionRolled):
        return _("Infection: the humans roll {faces}; {outcome}.").format(
            faces=faces(event.values), outcome=explain_roll(event))
    if isinstance(event, AttackRolled):
        if event.success:
            line = _("Human Attack: Launch rolls {faces}; {outcome}, a zombie is captured.")
        else:
            line = _("Human Attack: Launch rolls {faces}; {outcome}, "
                     "the captured zombies break free and the humans fall back.")
        return line.format(faces=faces(event.values), outcome=explain_roll(event))
    if isinstance(event, DieRetired):
        return _("A rolled {face} goes to Retired.").format(face=event.face)
    if isinstance(event, HeroRaised):
        return _("A rolled 6 becomes a hero.")
    if isinstance(event, AttackStopped):
        return ngettext("The humans stop the attack: {count} captured zombie executed.",
                        "The humans stop the attack: {count} captured zombies executed.",
                        event.executed).format(count=event.executed)
    if isinstance(event, ZombiesAttacked):
        return _("Zombie Attack: the zombies roll {faces}; {outcome}.").format(
            faces=faces(event.values), outcome=explain_roll(event))
    return f"{type(event).__name__}."
