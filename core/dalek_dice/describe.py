"""Log lines and the save list's progress line, in the rulebook's words."""

from __future__ import annotations

from typing import Any

from core.lang import _, addressed, join, ngettext
from core.seat_names import player_name

from .events import DiceKept, DiceRolled, GameEnded, TurnScored
from .faces import describe_faces
from .setup import DalekSetup


def _scored(event: TurnScored, who: str) -> str:
    """The end of a turn: why it ended and what it scored, addressed to the player."""
    points = event.points
    if event.reason == "stopped":
        return addressed(
            who,
            ngettext("You stop and score {points} point.", "You stop and score {points} points.", points),
            ngettext("{name} stops and scores {points} point.", "{name} stops and scores {points} points.", points),
            points=points,
        )
    if event.reason == "no_dice_left":
        return addressed(
            who,
            ngettext("You have no dice left and score {points} point.",
                     "You have no dice left and score {points} points.", points),
            ngettext("{name} has no dice left and scores {points} point.",
                     "{name} has no dice left and scores {points} points.", points),
            points=points,
        )
    if event.reason == "doctor":
        return addressed(who, _("The Doctor intervenes! You score 0 points."),
                         _("The Doctor intervenes! {name} scores 0 points."))
    return addressed(
        who,
        ngettext("EXTERMINATE! You score {points} point.", "EXTERMINATE! You score {points} points.", points),
        ngettext("EXTERMINATE! {name} scores {points} point.", "EXTERMINATE! {name} scores {points} points.", points),
        points=points,
    )


def describe(event: Any, setup: DalekSetup | None = None) -> str:
    """One log line in the rulebook's words; players by name when the setup is given."""

    def name(seat: int) -> str:
        players = setup.players if setup is not None else ()
        return players[seat].name if seat < len(players) else player_name(seat + 1)

    if isinstance(event, DiceRolled):
        count = len(event.values)
        return ngettext("Rolled {count} die: {faces}.", "Rolled {count} dice: {faces}.", count).format(
            count=count, faces=describe_faces(event.values))
    if isinstance(event, DiceKept):
        if not event.values:
            return _("Kept no Humans or Daleks: the die in the Top is this roll's keeper.")
        return _("Kept {faces}.").format(faces=describe_faces(event.values))
    if isinstance(event, TurnScored):
        return _scored(event, name(event.player))
    if isinstance(event, GameEnded):
        if len(event.winners) == 1:
            who = name(event.winners[0])
            return addressed(who, _("Game over: you win."), _("Game over: {name} wins."))
        return _("Game over: {names} share the win.").format(names=join([name(seat) for seat in event.winners]))
    raise TypeError(f"not a Dalek Dice event: {event!r}")
