"""The save list's line for a Dalek Dice game, worded from its facts (core.facts) in the player's language.

Light on purpose (only core.lang): the save list words its lines from the facts each save
keeps in its summary, without loading the rule engine.
"""

from __future__ import annotations

from typing import Any

from core.lang import _, addressed, join


def progress_line(facts: dict[str, Any], names: list[str]) -> str:
    """'round 3, Ann 24, Bob 17' while playing (the round the game's scoreboard shows; a
    save keeps the turn, counted over every player); 'Ann won with 64' once over."""
    totals = facts["scores"]
    if facts["over"]:
        best = facts["winners"]
        points = totals[best[0]]
        if len(best) == 1:
            return addressed(names[best[0]], _("You won with {points}"), _("{name} won with {points}"), points=points)
        return _("{names} shared the win with {points}").format(names=join([names[seat] for seat in best]),
                                                                 points=points)  # fmt: skip
    scores = ", ".join(f"{name} {total}" for name, total in zip(names, totals))
    table_round = (facts["turn"] - 1) // max(len(names), 1) + 1
    return _("round {round}, {scores}").format(round=table_round, scores=scores)
