"""Dizzle's bots: the greedy heuristic (greedy.py) and the expert that looks ahead (expert.py)."""

from __future__ import annotations

from core.dizzle.commands import DizzleCommand
from core.dizzle.descriptor import GAME
from core.dizzle.expert import expert
from core.dizzle.greedy import greedy
from core.dizzle.state import DizzleState

BOTS = GAME.bots


def bot_command(state: DizzleState, bot: str) -> DizzleCommand:
    if bot not in BOTS:
        raise ValueError(f"unknown Dizzle bot {bot!r} (bots: {', '.join(BOTS)})")
    if bot == "expert":
        return expert(state)
    return greedy(state)
