"""Log lines and the save list's progress line, in the rulebook's words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.dizzle.events import (
    DicePlacedEvents,
    DiceRerolled,
    DizzleDiceRolled,
    DieReturned,
    ExtraDiceRolled,
    DizzleGameEnded,
    NoDieToReturn,
    PlanetCrossed,
    PlayerPassed,
    TurnEnded,
)
from core.dizzle.level import pos_name
from core.dizzle.scoring import scores, solo_rating, winners
from core.dizzle.setup import DizzleSetup
from core.dizzle.state import DizzleState
from core.words import does, owner, plural


def _dice(values: Sequence[int]) -> str:
    return " ".join(str(v) for v in sorted(values)) or "none"


def _who(player: int, names: Sequence[str] = ()) -> str:
    return names[player] if player < len(names) else f"Player {player + 1}"


def _describe_turn_end(event: TurnEnded, names: Sequence[str]) -> str:
    parts = [f"Turn {event.turn + 1} ends: every die becomes a cross."]
    parts += [f"The bomb on {pos_name(at)} explodes on {owner(_who(p, names))} sheet." for p, at in event.exploded]
    parts += [
        f"{does(_who(f.player, names), 'reaches', True)} the {f.colour} flag: {plural(f.points, 'point')}."
        for f in event.flags
    ]
    return " ".join(parts)


def describe(event: Any, setup: DizzleSetup | None = None) -> str:
    """One log line in the rulebook's words; players by name when the setup is given."""
    names = [player.name for player in setup.players] if setup is not None else []
    if isinstance(event, DizzleDiceRolled):
        return f"Turn {event.turn + 1}: {does(_who(event.player, names), 'rolls')} {_dice(event.values)}."
    if isinstance(event, DicePlacedEvents):
        return f"{does(_who(event.player, names), 'places', True)} a {event.pips} on {pos_name(event.at)}."
    if isinstance(event, ExtraDiceRolled):
        gone = f"{_dice(event.removed)} leave the offer" if event.removed else "nothing leaves the offer"
        return f"The extra dice show {_dice(event.values)}: {gone}."
    if isinstance(event, PlayerPassed):
        if event.withdrew:
            return f"{does(_who(event.player, names), 'can reach', True)} no free field: out of this turn."
        return f"{does(_who(event.player, names), 'passes', True)}: out of this turn."
    if isinstance(event, DiceRerolled):
        return f"{does(_who(event.player, names), 're-rolls', True)} the offer: {_dice(event.values)}."
    if isinstance(event, DieReturned):
        return (
            f"Nothing fits: {does(_who(event.player, names), 'gives')} the {event.pips} on {pos_name(event.at)} back."
        )
    if isinstance(event, NoDieToReturn):
        return f"Nothing fits, and {does(_who(event.player, names), 'has')} no die to give back."
    if isinstance(event, TurnEnded):
        return _describe_turn_end(event, names)
    if isinstance(event, PlanetCrossed):
        return f"{owner(_who(event.player, names), True)} rocket lands: planet {pos_name(event.at)} is crossed."
    if isinstance(event, DizzleGameEnded):
        why = "all rounds are played" if event.reason == "rounds" else "a sheet has no free field left"
        return f"The game ends: {why}."
    return type(event).__name__


def progress(state: DizzleState) -> str:
    """The save list's line: the level, the round and the totals, or how it ended."""
    names = [p.name for p in state.setup.players]
    totals = ", ".join(f"{n} {s}" for n, s in zip(names, scores(state)))
    level = f"level {state.setup.level.number or state.setup.level.name}"
    if state.phase == "over":
        won = " and ".join(names[p] for p in winners(state))
        if state.setup.solo:
            band = solo_rating(state)
            return f"{level}, over: {scores(state)[0]} points, {band.stars} stars" if band else level
        return f"{level}, over: {won} won; {totals}"
    return f"{level}, round {state.round} of {state.setup.rounds}, {totals}"
