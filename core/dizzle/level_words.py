"""The built-in levels' own words (names and rating verdicts), in the player's language.

A level file's words are data: shown and printed as written. The four levels that come
with the game say theirs through the catalogue, on screen and on paper alike (one list,
read by the screen, the sheets and the new-game form).
"""

from __future__ import annotations

from core.lang import N_, _

BUILT_IN = frozenset({
    N_("Garden Path"), N_("Locked Garden"), N_("Launch Pad"), N_("Three Islands"),
    N_("A Dizzle superstar!"), N_("One foot on the podium."), N_("That was more than luck."),
    N_("Good, but not a superstar yet."), N_("Two bands are still below you."),
    N_("Nothing to boast about yet."), N_("Were those dice or sugar cubes?"),
})  # fmt: skip


def level_text(text: str) -> str:
    """A built-in level's name or verdict in the player's language; a level file's as written."""
    return _(text) if text in BUILT_IN else text
