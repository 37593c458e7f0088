"""The save list's line for a diZe game, worded from its facts (core.facts) in the player's language.

Light on purpose (only core.lang): the save list words its lines from the facts each save
keeps in its summary, without loading the rule engine.
"""

from __future__ import annotations

from typing import Any

from core.lang import _, ngettext


def zombies(count: int) -> str:
    """'1 zombie', '3 zombies'."""
    return ngettext("{count} zombie", "{count} zombies", count).format(count=count)


def humans(count: int) -> str:
    """'1 human', '3 humans'."""
    return ngettext("{count} human", "{count} humans", count).format(count=count)


def progress_line(facts: dict[str, Any], names: list[str]) -> str:
    """A short line for the save list."""
    score = facts["scores"][0]
    if facts["over"] and facts["won"]:
        return ngettext("won, {score} point", "won, {score} points", score).format(score=score)
    if facts["over"]:
        return ngettext("lost, {score} point", "lost, {score} points", score).format(score=score)
    return _("turn {turn}, {executed} executed, {zombies}, {humans}").format(
        turn=facts["turn"], executed=facts["executed"], zombies=zombies(facts["zombies_left"]),
        humans=humans(facts["humans_left"]))
