"""The save list's line for a Dizzle game, worded from its facts (core.facts) in the player's language.

Light on purpose (only core.lang): the save list words its lines from the facts each save
keeps in its summary, without loading the rule engine.
"""

from __future__ import annotations

from typing import Any

from core.lang import _, join, ngettext


def progress_line(facts: dict[str, Any], names: list[str]) -> str:
    """The level, the round and the totals, or how it ended."""
    totals = ", ".join(f"{name} {score}" for name, score in zip(names, facts["scores"]))
    level = _("level {level}").format(level=facts["level"])
    if facts["over"]:
        if facts["solo"]:
            stars = facts.get("stars")
            if stars is None:
                return level
            return ngettext("{level}, over: {points} points, {stars} stars",
                            "{level}, over: {points} points, {stars} stars",
                            stars).format(level=level, points=facts["scores"][0], stars=stars)  # fmt: skip
        best = facts["winners"]
        won = ngettext("{level}, over: {names} won; {totals}", "{level}, over: {names} won; {totals}", len(best))
        return won.format(level=level, names=join([names[p] for p in best]), totals=totals)
    return _("{level}, round {round} of {rounds}, {totals}").format(
        level=level, round=facts["round"], rounds=facts["rounds"], totals=totals)
