"""The save list's line for a 25 to Dice game, worded from its facts (core.facts) in the player's language.

Light on purpose (only core.lang): the save list words its lines from the facts each save
keeps in its summary, without loading the rule engine.
"""

from __future__ import annotations

from typing import Any

from core.lang import _, ngettext


def progress_line(facts: dict[str, Any], names: list[str]) -> str:
    """The round and the tally, or how the game ended."""
    rounds = facts["rounds"]
    if facts["mode"] == "competitive":
        tallies = ", ".join(
            ngettext("{name} {count} escaped {score} pts", "{name} {count} escaped {score} pts", escaped).format(
                name=name, count=escaped, score=f"{points:+d}")
            for name, escaped, points in zip(names, facts["escaped"], facts["points"])
        )
        if facts["over"]:
            return _("over: {tallies}").format(tallies=tallies)
        return _("round {round} of {rounds}: {tallies}").format(round=facts["round"], rounds=rounds, tallies=tallies)
    escaped, captured = facts["escaped"][0], facts["captured"][0]
    tally = _("{escaped}, {captured}").format(
        escaped=ngettext("{count} escaped", "{count} escaped", escaped).format(count=escaped),
        captured=ngettext("{count} captured", "{count} captured", captured).format(count=captured))
    if not facts["over"]:
        return _("round {round} of {rounds}, {tally}").format(round=facts["round"], rounds=rounds, tally=tally)
    if facts["outcome"] == "won":
        return _("won in round {round}, {tally}").format(round=facts["round"], tally=tally)
    if facts["outcome"] == "time":
        return _("lost (time ran out), {tally}").format(tally=tally)
    return _("lost (too many captured), {tally}").format(tally=tally)
