"""A replay's two counts, in each game's own terms: the round and the turn.

Dalek Dice and Dizzle have both (a turn is one player's, a round every player's once);
diZe counts turns only, 25 to Dice rounds only. The header shows every count the game
has, `[ ]` step by round and `{ }` by turn in every game, and `g` asks for the round
where there is one (else the turn): the same keys mean the same thing in every game.

A game's facts (core.facts) keep the count its saves need; the other is read from the
state where the game keeps it (Dalek Dice's table round, Dizzle's turn).
"""

from __future__ import annotations

from typing import Any

from core.facts import facts_of
from core.lang import _

#: the counts, largest first
KINDS = ("round", "turn")


def counts(rules: Any, state: Any) -> dict[str, int]:
    """{"round": n, "turn": m}, with only the counts the game has."""
    facts = facts_of(rules, state)
    found: dict[str, int] = {}
    round_ = facts.get("round", getattr(state, "table_round", None))
    if isinstance(round_, int) and not isinstance(round_, bool):
        found["round"] = round_
    turn = facts.get("turn")
    if turn is None and isinstance(getattr(state, "current_turn", None), int):
        turn = state.current_turn + 1  # Dizzle counts turns from 0; its log says "Turn 1" first
    if isinstance(turn, int) and not isinstance(turn, bool):
        found["turn"] = turn
    return found


def word(kind: str) -> str:
    """'round' or 'turn' in the reader's words (the Go to dialog asks for one)."""
    template = _("round {number}") if kind == "round" else _("turn {number}")
    return template.format(number=0).split()[0]


def where(found: dict[str, int]) -> str:
    """'round 3 · turn 7': every count the game has, as its header says them."""
    parts = []
    if "round" in found:
        parts.append(_("round {number}").format(number=found["round"]))
    if "turn" in found:
        parts.append(_("turn {number}").format(number=found["turn"]))
    return " · ".join(parts)
