"""Words that read right: counts with their plural, and a player named "You" in the second person.

A seat may be named "You" (the app's fallback when the login name cannot be used), and
log lines are written as "{name} rolls", "{name}'s sheet". Every game builds those lines
with these few functions, so "You rolls", "You's sheet", "1 dice" and "1 players" cannot
be written anywhere.
"""

from __future__ import annotations

#: verbs whose second person is not the third person without its -s
_IRREGULAR = {"is": "are", "has": "have", "does": "do", "was": "were", "goes": "go"}


def plural(count: int, word: str, many: str | None = None) -> str:
    """'1 die', '3 dice', '0 players': the count and the word that agrees with it."""
    return f"{count} {word if count == 1 else many or word + 's'}"


def is_you(name: str) -> bool:
    """A player named "You" (any case) is addressed in the second person."""
    return name.strip().casefold() == "you"


def subject(name: str, start: bool = False) -> str:
    """The name as the subject of a sentence: 'Ann', or 'you' ('You' starting one)."""
    if not is_you(name):
        return name
    return "You" if start else "you"


def conjugate(verb: str) -> str:
    """Third person to second: 'rolls' -> 'roll', 'has' -> 'have', 'passes' -> 'pass'."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def agree(name: str, verb: str) -> str:
    """The verb (given in the third person) as it agrees with `name`: 'scores' or 'score'."""
    return conjugate(verb) if is_you(name) else verb


def does(name: str, verb: str, start: bool = False) -> str:
    """'Ann rolls' / 'You roll': the name and its verb (given in the third person), agreeing."""
    if not is_you(name):
        return f"{name} {verb}"
    first, _, rest = verb.partition(" ")
    return f"{subject(name, start)} {conjugate(first)}{' ' + rest if rest else ''}"


def owner(name: str, start: bool = False) -> str:
    """'Ann's' and 'your' ('Your' starting a sentence)."""
    if is_you(name):
        return "Your" if start else "your"
    return f"{name}'s"
