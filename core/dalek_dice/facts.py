"""What a Dalek Dice game says of itself in numbers, beyond its scores (core.facts).

Facts are plain JSON values, the same in every language (a save keeps them in its summary);
the words are made from them where they are shown (describe.progress_line).
"""

from __future__ import annotations

from typing import Any

from .state import DalekState


def facts(state: DalekState) -> dict[str, Any]:
    return {"turn": state.turn}
