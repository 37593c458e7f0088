"""Deciding commands, and the legal choices.

`decide` is the only place the rules are checked for a player and the only place
dice are rolled. A command's events always run to a stable state: a roll that
brings the third Doctor is followed by its `TurnScored` in the same list, and the
turn that completes the final round is followed by `GameEnded`, so the TUI never
sees the transient SCORING and ENDING phases.
"""

from __future__ import annotations

from itertools import product

from core import dice
from core.game import IllegalMove
from core.lang import _, ngettext

from .commands import DalekCommand, Keep, Roll, Stop
from .events import DalekEvent, DiceKept, DiceRolled, GameEnded, TurnScored
from .evolve import evolve, turn_score, winners_of
from .faces import DALEKS_2, DALEKS_3, HUMANS_2, HUMANS_4, face_name
from .state import ENDING, MUST_KEEP, MUST_ROLL, OVER, ROLL_OR_STOP, SCORING, DalekState


def keep_values(keep: Keep) -> tuple[int, ...]:
    """The kept dice as sorted face values, as `DiceKept` stores them."""
    return ((HUMANS_2,) * keep.humans2 + (HUMANS_4,) * keep.humans4
            + (DALEKS_2,) * keep.daleks2 + (DALEKS_3,) * keep.daleks3)


def _turn_scored(state: DalekState) -> TurnScored:
    """The end of the current turn, scored (the turn must be able to end now)."""
    reason, points = turn_score(state)
    return TurnScored(player=state.seat, points=points, reason=reason)


def _settle(state: DalekState, events: list[DalekEvent]) -> list[DalekEvent]:
    """Append the events the rules force after a command: the turn's score, the game's end."""
    for event in events:
        state = evolve(state, event)
    while state.phase in (SCORING, ENDING):
        forced: DalekEvent = (
            _turn_scored(state) if state.phase == SCORING else GameEnded(winners=winners_of(state.totals))
        )
        events.append(forced)
        state = evolve(state, forced)
    return events


def decide(state: DalekState, command: DalekCommand) -> list[DalekEvent]:
    """The events a command causes, or IllegalMove saying why it cannot be given now."""
    if state.phase == OVER:
        raise IllegalMove(_("The game is over."))
    if isinstance(command, Roll):
        if state.phase == MUST_KEEP:
            raise IllegalMove(_("Keep some dice from this roll before rolling again."))
        values = dice.roll(state.setup.seed, state.rolls, state.dice_left)
        return _settle(state, [DiceRolled(values=values)])
    if isinstance(command, Keep):
        if state.phase != MUST_KEEP:
            raise IllegalMove(_("There is no roll to keep dice from: roll first."))
        values = keep_values(command)
        for face in set(values):
            if values.count(face) > state.centre.count(face):
                shown = state.centre.count(face)
                if not shown:
                    raise IllegalMove(_("This roll shows no {face}.").format(face=face_name(face)))
                only = ngettext("This roll shows only {count} {face}.", "This roll shows only {count} {face}.", shown)
                raise IllegalMove(only.format(count=shown, face=face_name(face)))
        if not values and not state.top_placed:
            raise IllegalMove(_("Keep at least one die this roll."))
        return _settle(state, [DiceKept(values=values)])
    if isinstance(command, Stop):
        if state.phase == MUST_ROLL:
            raise IllegalMove(_("Roll the dice first: a turn starts with a roll."))
        if state.phase != ROLL_OR_STOP:
            raise IllegalMove(_("Keep some dice from this roll before stopping."))
        return _settle(state, [_turn_scored(state)])
    raise IllegalMove(_("Dalek Dice has no command {name}.").format(name=type(command).__name__))


def legal_commands(state: DalekState) -> list[DalekCommand]:
    """Roll; Roll or Stop; or every way of keeping the centre's dice (counts per face)."""
    if state.phase == MUST_ROLL:
        return [Roll()]
    if state.phase == ROLL_OR_STOP:
        return [Roll(), Stop()]
    if state.phase != MUST_KEEP:
        return []
    shown = [state.centre.count(face) for face in (HUMANS_2, HUMANS_4, DALEKS_2, DALEKS_3)]
    keeps: list[DalekCommand] = [Keep(humans2=a, humans4=b, daleks2=c, daleks3=d)
             for a, b, c, d in product(*(range(n + 1) for n in shown))]
    return keeps if state.top_placed else keeps[1:]  # keeps[0] keeps nothing
