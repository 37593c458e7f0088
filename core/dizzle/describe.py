"""Log lines and the save list's progress line, in the rulebook's words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.dizzle.events import (
    DicePlacedEvents,
    DiceRerolled,
    DieReturned,
    DizzleDiceRolled,
    DizzleGameEnded,
    ExtraDiceRolled,
    NoDieToReturn,
    PlanetCrossed,
    PlayerPassed,
    TurnEnded,
)
from core.dizzle.level import pos_name
from core.dizzle.setup import DizzleSetup
from core.lang import N_, _, addressed, ngettext
from core.seat_names import player_name

#: each flag's colour, as the flag is named in a sentence ("the red flag", "la bandera roja")
FLAGS = {
    "red": N_("the red flag"),
    "blue": N_("the blue flag"),
    "green": N_("the green flag"),
    "yellow": N_("the yellow flag"),
    "purple": N_("the purple flag"),
    "orange": N_("the orange flag"),
}


def _dice(values: Sequence[int]) -> str:
    # i18n: no dice at all in a list of dice values
    return " ".join(str(v) for v in sorted(values)) or _("none")


def _who(player: int, names: Sequence[str] = ()) -> str:
    return names[player] if player < len(names) else player_name(player + 1)


def _flag(colour: str | None) -> str:
    if colour in FLAGS:
        return _(FLAGS[colour])
    return _("the {colour} flag").format(colour=colour)


def _describe_turn_end(event: TurnEnded, names: Sequence[str]) -> str:
    parts = [_("Turn {turn} ends: every die becomes a cross.").format(turn=event.turn + 1)]
    parts += [
        addressed(_who(p, names), _("The bomb on {field} explodes on your sheet."),
                  _("The bomb on {field} explodes on {name}'s sheet."), field=pos_name(at))
        for p, at in event.exploded
    ]
    parts += [
        addressed(_who(f.player, names),
                  ngettext("You reach {flag}: {points} point.", "You reach {flag}: {points} points.", f.points),
                  ngettext("{name} reaches {flag}: {points} point.", "{name} reaches {flag}: {points} points.",
                           f.points),
                  flag=_flag(f.colour), points=f.points)
        for f in event.flags
    ]
    return " ".join(parts)


def describe(event: Any, setup: DizzleSetup | None = None) -> str:
    """One log line in the rulebook's words; players by name when the setup is given."""
    names = [player.name for player in setup.players] if setup is not None else []
    if isinstance(event, DizzleDiceRolled):
        return addressed(_who(event.player, names), _("Turn {turn}: you roll {dice}."),
                         _("Turn {turn}: {name} rolls {dice}."), turn=event.turn + 1, dice=_dice(event.values))
    if isinstance(event, DicePlacedEvents):
        return addressed(_who(event.player, names), _("You place a {pips} on {field}."),
                         _("{name} places a {pips} on {field}."), pips=event.pips, field=pos_name(event.at))
    if isinstance(event, ExtraDiceRolled):
        if event.removed:
            gone = ngettext("The extra dice show {values}: a {removed} leaves the offer.",
                            "The extra dice show {values}: the dice {removed} leave the offer.", len(event.removed))
            return gone.format(values=_dice(event.values), removed=_dice(event.removed))
        return _("The extra dice show {values}: nothing leaves the offer.").format(values=_dice(event.values))
    if isinstance(event, PlayerPassed):
        if event.withdrew:
            return addressed(_who(event.player, names), _("You can reach no free field: out of this turn."),
                             _("{name} can reach no free field: out of this turn."))
        return addressed(_who(event.player, names), _("You pass: out of this turn."),
                         _("{name} passes: out of this turn."))
    if isinstance(event, DiceRerolled):
        return addressed(_who(event.player, names), _("You re-roll the offer: {dice}."),
                         _("{name} re-rolls the offer: {dice}."), dice=_dice(event.values))
    if isinstance(event, DieReturned):
        return addressed(_who(event.player, names), _("Nothing fits: you give the {pips} on {field} back."),
                         _("Nothing fits: {name} gives the {pips} on {field} back."),
                         pips=event.pips, field=pos_name(event.at))
    if isinstance(event, NoDieToReturn):
        return addressed(_who(event.player, names), _("Nothing fits, and you have no die to give back."),
                         _("Nothing fits, and {name} has no die to give back."))
    if isinstance(event, TurnEnded):
        return _describe_turn_end(event, names)
    if isinstance(event, PlanetCrossed):
        return addressed(_who(event.player, names), _("Your rocket lands: planet {field} is crossed."),
                         _("{name}'s rocket lands: planet {field} is crossed."), field=pos_name(event.at))
    if isinstance(event, DizzleGameEnded):
        if event.reason == "rounds":
            return _("The game ends: all rounds are played.")
        return _("The game ends: a sheet has no free field left.")
    return type(event).__name__
