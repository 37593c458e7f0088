"""decide: the Guards Move and the Inmates Move as commands, and the legal choices.

All dice are rolled by the Guards Move (guards.py: the guard dice, then the inmate
dice for the Inmates Move that follows), from (seed, roll number); evolve never rolls.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.game import Command, IllegalMove
from core.lang import _
from core.twenty_five import inmates
from core.twenty_five.commands import EndMoves, Escape, MoveGuards, MoveInmate, Substitute, TwentyFiveCommand
from core.twenty_five.events import AnyEvent
from core.twenty_five.guards import guards_move
from core.twenty_five.state import TwentyFiveState, is_over


def _move_guards(state: TwentyFiveState, command: MoveGuards) -> list[AnyEvent]:
    if is_over(state):
        raise IllegalMove(_("The game is over."))
    if state.phase != "guards":
        raise IllegalMove(_("Finish the Inmates Move first: end it when you are done spending dice."))
    return guards_move(state)


_DECIDE: dict[type[Command], Callable[[TwentyFiveState, Any], list[AnyEvent]]] = {
    MoveGuards: _move_guards,
    MoveInmate: inmates.move_inmate,
    Escape: inmates.escape,
    Substitute: inmates.substitute,
    EndMoves: inmates.end_moves,
}


def decide(state: TwentyFiveState, command: TwentyFiveCommand) -> list[AnyEvent]:
    """The events a command causes, or IllegalMove saying why it cannot be given now."""
    handler = _DECIDE.get(type(command))
    if handler is None:
        raise IllegalMove(_("That is not a move in 25 to Dice."))
    return handler(state, command)


def legal_commands(state: TwentyFiveState) -> list[TwentyFiveCommand]:
    """Every command the acting player may give now (empty once the game is over)."""
    if is_over(state):
        return []
    if state.phase == "guards":
        return [MoveGuards()]
    return inmates.legal_inmate_commands(state)
