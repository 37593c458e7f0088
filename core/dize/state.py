"""The table's state: seven zones of dice, what the table waits for, and the start.

Every zone is a tuple of faces, the face each die last showed (0 for a die that has
not been rolled yet this game), so the screen can draw the table as it lies. Dice
taken from a zone without a choice (a human sent to roll, a zombie captured, a human
bitten) come from the end of the zone; dice put into a zone go to its end.

`step` says what the table waits for; `phase` names the rulebook's phase around it.
`core.dize.evolve` moves the dice between zones, one event at a time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from core.dize.constants import WIN_BONUS
from core.dize.events import Roll
from core.dize.setup import DizeSetup

Step = Literal["choose", "attack", "retire", "heroes", "zombies", "won", "lost"]
Phase = Literal["infection", "human_attack", "zombie_attack", "over"]
Dice = tuple[int, ...]

PHASE_OF: dict[str, Phase] = {
    "choose": "infection",
    "attack": "human_attack",
    "retire": "human_attack",
    "heroes": "human_attack",
    "zombies": "zombie_attack",
    "won": "over",
    "lost": "over",
}

#: the zone attribute names, in the order the rulebook introduces the zones
ZONES: tuple[str, ...] = (
    "launch", "zombies", "humans", "captured", "heroes", "retired", "executed"
)


@dataclass(frozen=True, slots=True)
class DizeState:
    setup: DizeSetup
    humans: Dice
    zombies: Dice
    launch: Dice = ()
    captured: Dice = ()
    heroes: Dice = ()
    retired: Dice = ()
    executed: Dice = ()
    step: Step = "choose"
    turn: int = 1
    rolls: int = 0  # dice rolls made so far: the next roll's number for core.dice
    last_roll: Roll | None = None

    @property
    def phase(self) -> Phase:
        return PHASE_OF[self.step]

    @property
    def over(self) -> bool:
        return self.step in ("won", "lost")

    @property
    def humans_left(self) -> int:
        """Humans anywhere on the table: the Humans zone plus those in the attack."""
        return len(self.humans) + len(self.launch) + len(self.heroes) + len(self.retired)

    @property
    def zombies_left(self) -> int:
        """Zombies not yet executed: the Zombies zone plus the Captured."""
        return len(self.zombies) + len(self.captured)

    @property
    def dice_limit(self) -> int:
        """Most humans the player may send to roll now: twice the zombies, if there are."""
        return min(2 * len(self.zombies), len(self.humans))

    @property
    def can_continue(self) -> bool:
        """A new attack roll needs dice in Launch and a zombie left to capture."""
        return self.step == "heroes" and bool(self.launch) and bool(self.zombies)

    @property
    def score(self) -> int:
        bonus = WIN_BONUS if self.step == "won" else 0
        return self.setup.zombies + len(self.executed) + bonus


def start(setup: DizeSetup) -> DizeState:
    return DizeState(setup=setup, humans=(0,) * setup.humans, zombies=(0,) * setup.zombies)
