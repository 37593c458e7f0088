"""Pig's rules for commands: the only place its die is rolled."""

from __future__ import annotations

from core import dice
from core.game import Event, IllegalMove
from tests.pig.commands import PigCommand, PigHold, PigRoll
from tests.pig.events import PigHeld, PigRolled, PigWon
from tests.pig.state import PigState


def decide(state: PigState, command: PigCommand) -> list[Event]:
    if state.over:
        raise IllegalMove("The game is over.")
    if isinstance(command, PigRoll):
        return [PigRolled(value=dice.roll(state.setup.seed, state.rolls, 1)[0])]
    if isinstance(command, PigHold):
        if state.turn_total == 0:
            raise IllegalMove("Roll at least once before you hold.")
        events: list[Event] = [PigHeld(player=state.seat, points=state.turn_total)]
        if state.banked[state.seat] + state.turn_total >= state.setup.target:
            events.append(PigWon(player=state.seat))
        return events
    raise IllegalMove(f"Pig has no command {type(command).__name__}.")


def legal_commands(state: PigState) -> list[PigCommand]:
    if state.over:
        return []
    return [PigRoll(), PigHold()] if state.turn_total else [PigRoll()]
