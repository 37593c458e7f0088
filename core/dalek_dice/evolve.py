"""`evolve` and `fold`: the one implementation that moves the dice between rolls.

`evolve` and `fold` share `_Table`: a private mutable copy of the state that applies
events with per-face counts. `evolve` copies a state in, applies one event and
freezes a new state (the old one is never touched; the TUI keeps old states); `fold`
applies a whole log to one working copy and freezes once, which is what makes
resuming a 100,000-event save cheap. Both raise on an event the rules could not have
produced, so a tampered or corrupt save is reported as damaged (by
`core.game.replay`) instead of being played on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from core.game import Event, ReplayError

from .events import DalekEvent, DiceKept, DiceRolled, GameEnded, TurnScored
from .faces import (
    DALEKS,
    DALEKS_2,
    DALEKS_3,
    DICE,
    DOCTOR,
    EXTERMINATE,
    HUMANS,
    HUMANS_2,
    HUMANS_4,
    TARGET,
    THIRD,
    Reason,
    turn_points,
)
from .setup import DalekSetup
from .state import ENDING, MUST_KEEP, MUST_ROLL, OVER, ROLL_OR_STOP, SCORING, DalekState, TurnResult, start


def _faces(counts: Sequence[int], faces: Iterable[int] = range(1, 7)) -> tuple[int, ...]:
    return tuple(face for face in faces for _ in range(counts[face]))


class _Table:
    """A mutable working copy of a `State`, counting dice per face (list index = face value).

    `centre` holds the last roll's Humans and Daleks: waiting to be kept while
    `allocated` is False, and afterwards the ones not kept, which are in the Right with
    the `excess` Doctors and Exterminate!s. `dice_left` is kept up to date, not summed.
    """

    __slots__ = (
        "allocated",
        "centre",
        "dice_left",
        "doctors",
        "excess",
        "exterminates",
        "just_rolled",
        "kept",
        "last_result",
        "last_roll",
        "phase",
        "rolls",
        "seat",
        "setup",
        "top_placed",
        "totals",
        "turn",
    )

    def __init__(self, state: DalekState):
        self.setup, self.seat, self.turn, self.phase = state.setup, state.seat, state.turn, state.phase
        self.totals = list(state.totals)
        self.rolls, self.doctors, self.exterminates = state.rolls, state.doctors, state.exterminates
        self.kept = _counts(state.humans_kept + state.daleks_kept)
        right = _counts(state.right)
        self.excess = [0] * 7
        self.excess[DOCTOR], self.excess[EXTERMINATE] = right[DOCTOR], right[EXTERMINATE]
        self.allocated = not state.centre
        if self.allocated:  # the Right's Humans and Daleks are the last roll's unkept dice
            right[DOCTOR] = right[EXTERMINATE] = 0
            self.centre = right
        else:
            self.centre = _counts(state.centre)
        self.dice_left, self.top_placed = state.dice_left, state.top_placed
        self.last_roll, self.just_rolled, self.last_result = (
            state.last_roll, state.just_rolled, state.last_result)

    def freeze(self) -> DalekState:
        if self.allocated:
            centre: tuple[int, ...] = ()
            right = _faces([a + b for a, b in zip(self.centre, self.excess)])
        else:
            centre, right = _faces(self.centre), _faces(self.excess)
        return DalekState(
            setup=self.setup, totals=tuple(self.totals), seat=self.seat, turn=self.turn,
            phase=self.phase, rolls=self.rolls, doctors=self.doctors,
            exterminates=self.exterminates, humans_kept=_faces(self.kept, HUMANS),
            daleks_kept=_faces(self.kept, DALEKS), centre=centre, right=right,
            last_roll=self.last_roll, just_rolled=self.just_rolled, last_result=self.last_result)

    def apply(self, event: DalekEvent) -> None:
        _APPLY[type(event)](self, event)

    def rolled(self, event: DiceRolled) -> None:
        if self.phase != MUST_ROLL and self.phase != ROLL_OR_STOP:
            raise ValueError(f"a roll while the game is in phase {self.phase!r}")
        values = event.values
        if len(values) != self.dice_left:
            raise ValueError(f"a roll of {len(values)} dice when {self.dice_left} were to be rolled")
        doctors, exterminates = values.count(DOCTOR), values.count(EXTERMINATE)
        self.rolls += 1
        self.last_roll, self.just_rolled = values, True
        self.top_placed = bool(doctors or exterminates)
        excess = [0] * 7
        if doctors:  # one Doctor goes to the Top, any others to the Right
            self.doctors += 1
            excess[DOCTOR] = doctors - 1
        if exterminates:  # likewise one Exterminate!
            self.exterminates += 1
            excess[EXTERMINATE] = exterminates - 1
        self.excess, self.dice_left = excess, excess[DOCTOR] + excess[EXTERMINATE]
        self.centre = centre = [0, 0, values.count(HUMANS_2), values.count(HUMANS_4),
                                values.count(DALEKS_2), values.count(DALEKS_3), 0]
        if doctors + exterminates + sum(centre) != len(values):
            raise ValueError(f"a roll shows a face outside 1..6: {values}")
        self.allocated = False
        if self.doctors >= THIRD:  # the Doctor intervenes at once, even over Exterminate!
            self.phase = SCORING
        elif len(values) > doctors + exterminates:
            self.phase = MUST_KEEP
        else:  # nothing to allocate: the Top die was this roll's keeper
            self._allocated()

    def kept_dice(self, event: DiceKept) -> None:
        if self.phase != MUST_KEEP:
            raise ValueError(f"dice kept while the game is in phase {self.phase!r}")
        centre, kept = self.centre, self.kept
        for face in event.values:
            if not 0 < face < 7 or not centre[face]:  # a Doctor or Exterminate! never is
                raise ValueError(f"keeps a die showing face {face} that the roll does not offer")
            centre[face] -= 1
            kept[face] += 1
        if not event.values and not self.top_placed:
            raise ValueError("keeps no die from a roll that put none in the Top")
        self.just_rolled = False
        self._allocated()

    def _allocated(self) -> None:
        """The roll is allocated: the turn ends on a third Exterminate! or with no dice left."""
        self.allocated = True
        self.dice_left += sum(self.centre)
        done = self.exterminates >= THIRD or not self.dice_left
        self.phase = SCORING if done else ROLL_OR_STOP

    def reason(self) -> Reason:
        """Why the turn ends now (only meaningful in SCORING or ROLL_OR_STOP)."""
        if self.phase == ROLL_OR_STOP:
            return "stopped"
        if self.doctors >= THIRD:
            return "doctor"
        return "exterminate" if self.exterminates >= THIRD else "no_dice_left"

    def humans_and_daleks(self) -> tuple[int, int]:
        kept = self.kept
        return (HUMANS[HUMANS_2] * kept[HUMANS_2] + HUMANS[HUMANS_4] * kept[HUMANS_4],
                DALEKS[DALEKS_2] * kept[DALEKS_2] + DALEKS[DALEKS_3] * kept[DALEKS_3])

    def points(self, reason: Reason) -> int:
        return turn_points(reason, *self.humans_and_daleks(), self.dice_left)

    def scored(self, event: TurnScored) -> None:
        if self.phase != SCORING and self.phase != ROLL_OR_STOP:
            raise ValueError(f"a turn scored while the game is in phase {self.phase!r}")
        if event.player != self.seat:
            raise ValueError(f"player {event.player + 1} scored during player {self.seat + 1}'s turn")
        reason = self.reason()
        if event.reason != reason:
            raise ValueError(f"the turn ended by {reason!r}, not {event.reason!r}")
        humans, daleks = self.humans_and_daleks()
        points = turn_points(reason, humans, daleks, self.dice_left)
        if event.points != points:
            raise ValueError(f"the turn scores {points} points, not {event.points}")
        self.totals[self.seat] += points
        self.last_result = TurnResult(self.seat, points, reason, humans, daleks, self.last_roll)
        self.seat = (self.seat + 1) % len(self.totals)
        self.turn += 1
        self.doctors = self.exterminates = 0
        self.kept, self.centre, self.excess = [0] * 7, [0] * 7, [0] * 7
        self.allocated, self.dice_left, self.top_placed = True, DICE, False
        self.last_roll, self.just_rolled = (), False
        round_complete = self.seat == 0 and max(self.totals) >= TARGET
        self.phase = ENDING if round_complete else MUST_ROLL

    def ended(self, event: GameEnded) -> None:
        if self.phase != ENDING:
            raise ValueError("the game ended before a round in which someone reached the target")
        if event.winners != winners_of(self.totals):
            raise ValueError(f"the winners are seats {winners_of(self.totals)}, not {event.winners}")
        self.phase = OVER


_APPLY: dict[type[Event], Callable[[_Table, Any], None]] = {DiceRolled: _Table.rolled, DiceKept: _Table.kept_dice,
          TurnScored: _Table.scored, GameEnded: _Table.ended}


def _counts(faces: Sequence[int]) -> list[int]:
    counts = [0] * 7
    for face in faces:
        counts[face] += 1
    return counts


def winners_of(totals: Sequence[int]) -> tuple[int, ...]:
    """Seats with the highest total: more than one is a shared win."""
    best = max(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)


def turn_score(state: DalekState) -> tuple[Reason, int]:
    """Why the current turn ends now and its points (phases SCORING and ROLL_OR_STOP)."""
    table = _Table(state)
    reason = table.reason()
    return reason, table.points(reason)


def evolve(state: DalekState, event: DalekEvent) -> DalekState:
    """Apply one event and return a new state (the given state is left as it was)."""
    table = _Table(state)
    table.apply(event)
    return table.freeze()


def fold(setup: DalekSetup, events: Sequence[DalekEvent]) -> DalekState:
    """The state after a whole log, folded on one working copy (== evolving one by one)."""
    table = _Table(start(setup))
    rolled, kept, scored = table.rolled, table.kept_dice, table.scored
    for index, event in enumerate(events, start=1):
        try:
            # by hand rather than `apply`: this loop is the resume time
            if type(event) is DiceRolled:
                rolled(event)
            elif type(event) is DiceKept:
                kept(event)
            elif type(event) is TurnScored:
                scored(event)
            else:
                table.apply(event)
        except Exception as error:  # a damaged log is reported, never played on
            raise ReplayError(index, str(error) or type(error).__name__) from error
    return table.freeze()
