"""What a Dizzle game says of itself in numbers, beyond its scores (core.facts).

Facts are plain JSON values, the same in every language (a save keeps them in its summary);
the words are made from them where they are shown (describe.progress_line). A custom
level has no number: its name (the player's text) stands in.
"""

from __future__ import annotations

from typing import Any

from .scoring import solo_rating
from .state import DizzleState


def facts(state: DizzleState) -> dict[str, Any]:
    over = state.phase == "over"
    band = solo_rating(state) if over else None
    level = state.setup.level
    return {
        "round": state.round,
        "rounds": state.setup.rounds,
        "level": level.number or level.name,
        "solo": state.setup.solo,
        "stars": band.stars if band is not None else None,
    }
