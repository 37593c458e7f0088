"""The playing area as the rulebook lays it out: the state every view draws.

The state is what the TUI draws: whose turn, the Top (Doctors and Exterminate!s),
the keepers (Humans top left, Daleks top right), the Right (dice to roll again),
the roll in the centre still to be allocated, and every player's total. It is
frozen; `core.dalek_dice.evolve` makes the next one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .faces import DALEKS, DICE, DOCTOR, EXTERMINATE, HUMANS, TARGET, Reason
from .setup import DalekSetup

Phase = Literal["roll", "keep", "roll_or_stop", "scoring", "ending", "over"]
MUST_ROLL: Phase = "roll"  # a turn begins: the player must roll all ten dice
MUST_KEEP: Phase = "keep"  # a roll waits in the centre: allocate it with Keep
ROLL_OR_STOP: Phase = "roll_or_stop"  # roll the Right again, or stop and score
SCORING: Phase = "scoring"  # the turn has ended; TurnScored follows in the same command
ENDING: Phase = "ending"  # the last round is complete; GameEnded follows in the same command
OVER: Phase = "over"  # the game is over


@dataclass(frozen=True, slots=True)
class TurnResult:
    """How a turn ended, kept in the state so a view can show the previous turn."""

    seat: int
    points: int
    reason: Reason
    #: Humans and Daleks kept when the turn ended
    humans: int
    daleks: int
    #: the turn's last roll, as rolled (the third Doctor's roll, say)
    last_roll: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DalekState:
    """Everything a view needs; dice are face values 1..6 (see `faces.FACE_NAMES`)."""

    setup: DalekSetup
    #: every player's total, by seat (turn scores carry over)
    totals: tuple[int, ...]
    #: whose turn it is (the last player to act once the game is over)
    seat: int
    #: the number of the current turn, counting every player's turns from 1
    #: (once the game is over: one more than the turns played)
    turn: int
    #: what the current player may do; see MUST_ROLL, MUST_KEEP, ROLL_OR_STOP, OVER
    phase: Phase
    #: rolls made in the whole game: the roll number `core.dice.roll` is given next
    rolls: int = 0
    #: Doctors in the Top this turn (the third ends the turn with 0 points)
    doctors: int = 0
    #: Exterminate!s in the Top this turn (the third ends the turn, Humans doubled)
    exterminates: int = 0
    #: kept Humans faces this turn (2 = Humans 2, 3 = Humans 4), sorted
    humans_kept: tuple[int, ...] = ()
    #: kept Daleks faces this turn (4 = Daleks 2, 5 = Daleks 3), sorted
    daleks_kept: tuple[int, ...] = ()
    #: the last roll's Humans and Daleks, waiting to be kept or sent Right (phase MUST_KEEP)
    centre: tuple[int, ...] = ()
    #: dice in the Right, to be rolled again: excess Doctors/Exterminate!s and unkept dice
    right: tuple[int, ...] = ()
    #: the latest roll of this turn exactly as rolled (empty before the turn's first roll)
    last_roll: tuple[int, ...] = ()
    #: True when the last event applied was a roll: the view may show the dice landing
    just_rolled: bool = False
    #: how the previous turn ended (None before the first turn ends)
    last_result: TurnResult | None = None

    @property
    def target(self) -> int:
        """The total that ends the game once the round of turns is complete."""
        return TARGET

    @property
    def table_round(self) -> int:
        """Rounds of turns round the table, from 1 (the rulebook calls one turn a round)."""
        return (self.turn - 1) // len(self.totals) + 1

    @property
    def humans(self) -> int:
        """The number of Humans kept this turn."""
        return sum(HUMANS[face] for face in self.humans_kept)

    @property
    def daleks(self) -> int:
        """The number of Daleks kept this turn."""
        return sum(DALEKS[face] for face in self.daleks_kept)

    @property
    def dice_left(self) -> int:
        """Dice neither in the Top nor kept nor waiting in the centre: the next roll's size."""
        placed = self.doctors + self.exterminates + len(self.humans_kept) + len(self.daleks_kept)
        return DICE - placed - len(self.centre)

    @property
    def top_placed(self) -> bool:
        """The last roll put a Doctor or Exterminate! in the Top, which counts as its keeper."""
        return DOCTOR in self.last_roll or EXTERMINATE in self.last_roll


def start(setup: DalekSetup) -> DalekState:
    """The first player is about to roll; every total is 0."""
    return DalekState(setup=setup, totals=(0,) * len(setup.players), seat=0, turn=1, phase=MUST_ROLL)
