"""Words for the log, the status line and the save list, in the rulebook's vocabulary.

`explain` spells out the arithmetic of the latest roll ("4 evens + 1 hero vs 3 odds +
2 captured: success") because the Human Attack's count, with heroes and captured
zombies added, is the part of diZe players most often get wrong at a real table.
"""

from __future__ import annotations

from core.dize.events import (
    AttackRolled,
    AttackStopped,
    DieRetired,
    HeroRaised,
    InfectionRolled,
    ZombiesAttacked,
)
from core.dize.constants import INFECTION_ONES
from core.dize.state import DizeState


def plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count} {word if count == 1 else many or word + 's'}"


def faces(values: tuple[int, ...]) -> str:
    return " ".join(str(value) for value in values)


#: small counts of 1s read as words: "two 1s among 5 humans", never "2 ones"
_COUNTS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _ones(count: int) -> str:
    word = _COUNTS[count] if count < len(_COUNTS) else str(count)
    return f"{word} 1" if count <= 1 else f"{word} 1s"


def explain_roll(roll: InfectionRolled | AttackRolled | ZombiesAttacked) -> str:
    """The outcome of one roll with its count spelled out."""
    if isinstance(roll, InfectionRolled):
        among = f"{_ones(roll.ones)} among {plural(len(roll.values), 'human')}"
        if roll.infected:
            return f"{among}: one human is infected and joins the zombies"
        return f"{among}: no infection (it takes {_ones(INFECTION_ONES)})"
    if isinstance(roll, AttackRolled):
        evens = plural(roll.evens, "even")
        if roll.heroes:
            evens += " + " + plural(roll.heroes, "hero", "heroes")
        odds = plural(roll.odds, "odd")
        if roll.captured:
            odds += f" + {roll.captured} captured"
        return f"{evens} vs {odds}: {'success' if roll.success else 'failure'}"
    among = f"{_ones(roll.ones)} among {plural(len(roll.values), 'zombie')}"
    if roll.bitten == 0:
        return f"{among}: nobody is bitten"
    bitten = f"{among}: {plural(roll.bitten, 'human')} bitten"
    return bitten + (", all that were left" if roll.bitten < roll.ones else "")


def explain(table: DizeState) -> str:
    """The latest roll and what it did, for the status line under the table."""
    if table.last_roll is None:
        return "No dice rolled yet."
    text = explain_roll(table.last_roll)
    return text[0].upper() + text[1:] + "."


def describe(event: object) -> str:
    """One line of the game log."""
    if isinstance(event, InfectionRolled):
        return f"Infection: the humans roll {faces(event.values)}; {explain_roll(event)}."
    if isinstance(event, AttackRolled):
        result = (
            "a zombie is captured" if event.success
            else "the captured zombies break free and the humans fall back"
        )
        rolled = f"Human Attack: Launch rolls {faces(event.values)}"
        return f"{rolled}; {explain_roll(event)}, {result}."
    if isinstance(event, DieRetired):
        return f"A rolled {event.face} goes to Retired."
    if isinstance(event, HeroRaised):
        return "A rolled 6 becomes a hero."
    if isinstance(event, AttackStopped):
        return (
            f"The humans stop the attack: {plural(event.executed, 'captured zombie')} executed."
        )
    if isinstance(event, ZombiesAttacked):
        return f"Zombie Attack: the zombies roll {faces(event.values)}; {explain_roll(event)}."
    return f"{type(event).__name__}."


def progress(table: DizeState) -> str:
    """A short line for the save list."""
    if table.step == "won":
        return f"won, {table.score} points"
    if table.step == "lost":
        return f"lost, {table.score} points"
    return (
        f"turn {table.turn}, {len(table.executed)} executed, "
        f"{plural(table.zombies_left, 'zombie')}, {plural(table.humans_left, 'human')}"
    )
