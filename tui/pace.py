"""How fast the screens show what happens: owned by the app, so tests pass zero.

Bots wait between two actions so a player can read them; 25 to Dice's guards walk
a square at a time; the menu lets its first frame reach the terminal before it reads
the saves. A test (or the key bench) builds the app with `INSTANT`: bots then play
at once, inside the key that handed them the turn, animations show their end, and a
Pilot test never has to sleep.
"""

from __future__ import annotations

import os
from typing import NamedTuple


class Pace(NamedTuple):
    """A named tuple, not a dataclass: it is made before the menu's first frame, and a
    dataclass compiles its methods as it is made (core.descriptor says what that costs)."""

    #: seconds between two bot actions (after a roll: 1.6 times as long)
    bot: float = 0.9
    #: seconds per step of an animation (25 to Dice's guards walking)
    step: float = 0.15
    #: seconds the menu waits after its first frame before it reads the saves
    menu: float = 0.3

    @property
    def instant(self) -> bool:
        return self.bot <= 0


PLAYER = Pace()
INSTANT = Pace(bot=0.0, step=0.0, menu=0.0)


def from_environment() -> Pace:
    """The player's pace; DICE_TUI_BOT_DELAY=0 (read at start, not at import) plays bots at once."""
    raw = os.environ.get("DICE_TUI_BOT_DELAY")
    try:
        delay = float(raw) if raw is not None else PLAYER.bot
    except ValueError:
        delay = PLAYER.bot
    return PLAYER if delay == PLAYER.bot else INSTANT if delay <= 0 else Pace(bot=delay)
