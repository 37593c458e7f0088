"""Log lines and the save list's progress line, in the rulebook's words."""

from __future__ import annotations

from collections.abc import Sequence
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


def describe(event: Any, setup: DalekSetup | None = None, seat: int | None = None) -> str:
    """One log line in the rulebook's words; players by name when the setup is given.

    A roll or a keep does not say whose it is (the turn does): `seat`, the player whose
    turn it is (`seats` walks a log for it), names them."""

    def name(seat: int) -> str:
        players = setup.players if setup is not None else ()
        return players[seat].name if seat < len(players) else player_name(seat + 1)

    if isinstance(event, DiceRolled):
        count = len(event.values)
        faces = describe_faces(event.values)
        if seat is None:
            return ngettext("Rolled {count} die: {faces}.", "Rolled {count} dice: {faces}.", count).format(
                count=count, faces=faces)
        return addressed(name(seat),
                         ngettext("You roll {count} die: {faces}.", "You roll {count} dice: {faces}.", count),
                         ngettext("{name} rolls {count} die: {faces}.", "{name} rolls {count} dice: {faces}.", count),
                         count=count, faces=faces)
    if isinstance(event, DiceKept):
        if seat is None:
            if not event.values:
                return _("Kept no Humans or Daleks: the die in the Top is this roll's keeper.")
            return _("Kept {faces}.").format(faces=describe_faces(event.values))
        if not event.values:
            return addressed(name(seat), _("You keep no Humans or Daleks: the die in the Top is this roll's keeper."),
                             _("{name} keeps no Humans or Daleks: the die in the Top is this roll's keeper."))
        return addressed(name(seat), _("You keep {faces}."), _("{name} keeps {faces}."),
                         faces=describe_faces(event.values))
    if isinstance(event, TurnScored):
        return _scored(event, name(event.player))
    if isinstance(event, GameEnded):
        if len(event.winners) == 1:
            who = name(event.winners[0])
            return addressed(who, _("Game over: you win."), _("Game over: {name} wins."))
        return _("Game over: {names} share the win.").format(names=join([name(seat) for seat in event.winners]))
    raise TypeError(f"not a Dalek Dice event: {event!r}")


def seats(events: Sequence[Any], players: int, start: int = 0) -> list[int]:
    """Whose turn each of `events[start:]` happened in: a turn passes to the next seat
    after its `TurnScored` (the first player starts, as `state.start` says)."""
    seat = 0
    for event in reversed(events[:start]):  # the last turn's end before `start` says whose turn it is
        if isinstance(event, TurnScored):
            seat = (event.player + 1) % players
            break
    found = []
    for event in events[start:]:
        found.append(seat)
        if isinstance(event, TurnScored):
            seat = (event.player + 1) % players
    return found


def log_lines(events: Sequence[Any], setup: DalekSetup, start: int = 0) -> list[str]:
    """The log lines of `events[start:]`, each naming its player."""
    return [describe(event, setup, seat)
            for event, seat in zip(events[start:], seats(events, len(setup.players), start))]


def turn_recap(events: Sequence[Any], setup: DalekSetup) -> list[str]:
    """One short line for each turn that ends in `events`: who, how the turn ended and
    its points (the recap of the turns the player waited for; the rolls and keeps are
    the log's lines, which name the player too)."""
    lines = []
    players = setup.players
    for event in events:
        if not isinstance(event, TurnScored):
            continue
        who = players[event.player].name if event.player < len(players) else player_name(event.player + 1)
        points = event.points
        if event.reason == "stopped":
            line = addressed(who, _("You stop: +{points}"), _("{name} stops: +{points}"), points=points)
        elif event.reason == "no_dice_left":
            line = addressed(who, _("You use every die: +{points}"), _("{name} uses every die: +{points}"),
                             points=points)
        elif event.reason == "doctor":
            line = addressed(who, _("The Doctor stops you: 0"), _("The Doctor stops {name}: 0"))
        else:
            line = addressed(who, _("You: EXTERMINATE! +{points}"), _("{name}: EXTERMINATE! +{points}"),
                             points=points)
        lines.append(line)
    return lines
