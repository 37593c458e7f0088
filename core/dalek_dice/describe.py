"""Log lines and the save list's progress line, in the rulebook's words."""

from __future__ import annotations

from typing import Any

from core.words import agree, does, plural

from .events import DiceKept, DiceRolled, GameEnded, TurnScored
from .evolve import winners_of
from .faces import describe_faces
from .setup import DalekSetup
from .state import OVER, DalekState


def describe(event: Any, setup: DalekSetup | None = None) -> str:
    """One log line in the rulebook's words; players by name when the setup is given."""

    def name(seat: int) -> str:
        players = setup.players if setup is not None else ()
        return players[seat].name if seat < len(players) else f"Player {seat + 1}"

    if isinstance(event, DiceRolled):
        return f"Rolled {plural(len(event.values), 'die', 'dice')}: {describe_faces(event.values)}."
    if isinstance(event, DiceKept):
        if not event.values:
            return "Kept no Humans or Daleks: the die in the Top is this roll's keeper."
        return f"Kept {describe_faces(event.values)}."
    if isinstance(event, TurnScored):
        who, points = name(event.player), plural(event.points, "point")
        return {
            "stopped": f"{does(who, 'stops', True)} and {agree(who, 'scores')} {points}.",
            "no_dice_left": f"{does(who, 'has', True)} no dice left and {agree(who, 'scores')} {points}.",
            "doctor": f"The Doctor intervenes! {does(who, 'scores', True)} 0 points.",
            "exterminate": f"EXTERMINATE! {does(who, 'scores', True)} {points}.",
        }[event.reason]
    if isinstance(event, GameEnded):
        who = " and ".join(name(seat) for seat in event.winners)
        if len(event.winners) == 1:
            return f"Game over: {does(who, 'wins')}."
        return f"Game over: {who} share the win."
    raise TypeError(f"not a Dalek Dice event: {event!r}")


def progress(state: DalekState) -> str:
    """'turn 7, Ann 24, Bob 17' while playing; 'Ann won with 64' once over."""
    names = [player.name for player in state.setup.players]
    if state.phase == OVER:
        best = winners_of(state.totals)
        who = " and ".join(names[seat] for seat in best)
        verb = "won" if len(best) == 1 else "shared the win"
        return f"{who} {verb} with {state.totals[best[0]]}"
    scores = ", ".join(f"{name} {total}" for name, total in zip(names, state.totals))
    return f"turn {state.turn}, {scores}"
