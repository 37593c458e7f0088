"""What a diZe game says of itself in numbers, beyond its scores (core.facts).

Facts are plain JSON values, the same in every language (a save keeps them in its summary);
the words are made from them where they are shown (describe.progress_line).
"""

from __future__ import annotations

from typing import Any

from core.dize.state import DizeState


def facts(table: DizeState) -> dict[str, Any]:
    return {
        "turn": table.turn,
        "won": table.step == "won",
        "zombies": table.setup.zombies,
        "executed": len(table.executed),
        "zombies_left": table.zombies_left,
        "humans_left": table.humans_left,
    }
