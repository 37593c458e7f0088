"""The name a new table seats first: the player's login name, if it can be a player's name.

A login name is data from the system: it is used only when it is printable, short enough
for a seat (24 characters), and cannot be read as a `--players` list or a bot ("a,b",
"x=bot:greedy", "bot"). Otherwise the seat is "You", which every log line and screen
puts in the second person (core.lang.addressed).
"""

from __future__ import annotations

import getpass

from core.lang import pgettext

FALLBACK = "You"
MAX_NAME = 24


def login_name() -> str:
    try:
        name = getpass.getuser().strip()
    except Exception:  # no passwd entry, no environment: nobody to name
        return you()
    if not usable(name):
        return you()
    return name


def you() -> str:
    """The seat of the player at the keyboard when the login name cannot be one: "You" ("Tú")."""
    return pgettext("seat name", "You")


def usable(name: str) -> bool:
    """A name that survives `parse_players` unchanged and shows literally on one line."""
    lowered = name.casefold()
    return (
        0 < len(name) <= MAX_NAME
        and name.isprintable()
        and not any(mark in name for mark in ",=[]")
        and lowered != "bot"
        and not lowered.startswith("bot:")
    )


def seat_you(players: str) -> str:
    """A default `--players` list whose first seat, "You", becomes the login name."""
    first, sep, rest = players.partition(",")
    return (login_name() if first == FALLBACK else first) + sep + rest
