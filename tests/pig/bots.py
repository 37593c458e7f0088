"""hold20: roll until the turn holds 20 points, or enough to win."""

from __future__ import annotations

from tests.pig.commands import PigCommand, PigHold, PigRoll
from tests.pig.state import PigState


def bot_command(state: PigState, bot: str) -> PigCommand:
    if bot != "hold20":
        raise ValueError(f"unknown Pig bot {bot!r}")
    wins = state.banked[state.seat] + state.turn_total >= state.setup.target
    return PigHold() if state.turn_total >= 20 or (wins and state.turn_total) else PigRoll()
