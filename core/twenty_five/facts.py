"""What a 25 to Dice game says of itself in numbers, beyond its scores (core.facts).

Facts are plain JSON values, the same in every language (a save keeps them in its summary);
the words are made from them where they are shown (describe.progress_line). `outcome` says
how a solo or co-op game ended: "won", "time" (round 15 ran out) or "caught" (three captures).
"""

from __future__ import annotations

from typing import Any

from .state import ESCAPES_TO_WIN, ROUNDS, TwentyFiveState, is_over, round_played


def facts(state: TwentyFiveState) -> dict[str, Any]:
    over = is_over(state)
    first = state.sheets[0]
    outcome = None
    if over and state.setup.mode != "competitive":
        outcome = "won" if first.escaped >= ESCAPES_TO_WIN else "time" if state.round > ROUNDS else "caught"
    return {
        "round": round_played(state),
        "rounds": ROUNDS,
        "mode": state.setup.mode,
        "escaped": [sheet.escaped for sheet in state.sheets],
        "captured": [sheet.captured for sheet in state.sheets],
        "points": [sheet.score for sheet in state.sheets],
        "outcome": outcome,
    }
