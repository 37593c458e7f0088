"""evolve: apply one event to the state. Pure, no rule checks, no dice.

Events are facts (the dice values, the bombs that exploded, the flags taken), so
this only moves dice and crosses and works out whose action comes next, which
follows from the passes alone. It raises a plain exception when an event cannot
be applied (a die that is not in the offer...); `core.game.replay` turns that
into a ReplayError naming the event, and the save is marked damaged.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from core.dizzle.events import (
    DicePlacedEvents,
    DiceRerolled,
    DiePlaced,
    DieReturned,
    DizzleDiceRolled,
    DizzleEvent,
    DizzleGameEnded,
    ExtraDiceRolled,
    NoDieToReturn,
    PlanetCrossed,
    PlayerPassed,
    SoloDiePlaced,
    TurnEnded,
)
from core.dizzle.level import Pos, pos_name
from core.dizzle.state import DizzleState, PlayerSheet, seats_from
from core.game import Event


def evolve(state: DizzleState, event: DizzleEvent) -> DizzleState:
    apply = _APPLY.get(type(event))
    if apply is None:
        raise TypeError(f"not a Dizzle event: {type(event).__name__}")
    return apply(state, event)


def _rolled(state: DizzleState, event: DizzleDiceRolled) -> DizzleState:
    return replace(
        state,
        turn=event.turn,
        offer=tuple(sorted(event.values)),
        rolls=state.rolls + 1,
        actor=event.player,
        phase="place",
        passed=frozenset(),
        last_call=False,
    )


def _placed(state: DizzleState, event: DiePlaced | SoloDiePlaced) -> DizzleState:
    board = state.board
    index = _field(state, event.at)
    sheet = state.sheets[event.player]
    if board.pips_at[index] != event.pips:
        raise ValueError(f"field {pos_name(event.at)} does not show {event.pips} pips")
    if (sheet.crossed | sheet.exploded | sheet.dice_mask) >> index & 1:
        raise ValueError(f"field {pos_name(event.at)} is not free")
    sheet = replace(sheet, dice=(*sheet.dice, index), dice_mask=sheet.dice_mask | 1 << index)
    state = replace(state, offer=_without(state.offer, (event.pips,)), sheets=_put(state, event.player, sheet))
    if state.setup.solo:
        return replace(state, phase="extra" if state.offer else "end", actor=0 if state.offer else None)
    return _hand_on(state, event.player)


def _extra(state: DizzleState, event: ExtraDiceRolled) -> DizzleState:
    state = replace(state, offer=_without(state.offer, event.removed), rolls=state.rolls + 1)
    return _hand_on(state, 0)


def _passed(state: DizzleState, event: PlayerPassed) -> DizzleState:
    return _hand_on(replace(state, passed=state.passed | {event.player}), event.player)


def _rerolled(state: DizzleState, event: DiceRerolled) -> DizzleState:
    if len(event.values) != len(state.offer):
        raise ValueError(f"{len(event.values)} dice re-rolled but {len(state.offer)} were in the offer")
    return replace(state, offer=tuple(sorted(event.values)), rolls=state.rolls + 1, phase="reroll")


def _returned(state: DizzleState, event: DieReturned) -> DizzleState:
    index = _field(state, event.at)
    sheet = state.sheets[event.player]
    if index not in sheet.dice or state.board.pips_at[index] != event.pips:
        raise ValueError(f"no die showing {event.pips} on {pos_name(event.at)} to give back")
    sheet = replace(
        sheet, dice=tuple(i for i in sheet.dice if i != index), dice_mask=sheet.dice_mask & ~(1 << index)
    )
    offer = tuple(sorted((*state.offer, event.pips)))
    return _hand_on(replace(state, offer=offer, sheets=_put(state, event.player, sheet)), event.player)


def _nothing_returned(state: DizzleState, event: NoDieToReturn) -> DizzleState:
    return _hand_on(state, event.player)


def _turn_ended(state: DizzleState, event: TurnEnded) -> DizzleState:
    board = state.board
    sheets = list(state.sheets)
    due: list[int] = []
    for player in seats_from(state.start_player, state.players):
        sheet = sheets[player]
        crossed = sheet.crossed | sheet.dice_mask
        rockets = (sheet.dice_mask & board.rockets).bit_count()
        due += [player] * min(rockets, (board.planets & ~crossed).bit_count())
        sheets[player] = replace(sheet, crossed=crossed, dice=(), dice_mask=0)
    for player, at in event.exploded:
        index = _field(state, at)
        sheets[player] = replace(sheets[player], exploded=sheets[player].exploded | 1 << index)
    struck = list(state.struck)
    colours = [flag.colour for flag in board.flags]
    for taken in event.flags:
        k = colours.index(taken.colour)
        flags = list(sheets[taken.player].flags)
        flags[k] = taken.points
        sheets[taken.player] = replace(sheets[taken.player], flags=tuple(flags))
    for k, colour in enumerate(colours):
        struck[k] += sum(1 for taken in event.flags if taken.colour == colour)
    return _planets_or_roll(
        replace(
            state,
            sheets=tuple(sheets),
            offer=(),
            passed=frozenset(),
            last_call=False,
            planets_due=tuple(due),
            struck=tuple(struck),
        )
    )


def _planet(state: DizzleState, event: PlanetCrossed) -> DizzleState:
    index = _field(state, event.at)
    if not state.board.planets >> index & 1:
        raise ValueError(f"{pos_name(event.at)} is not a planet")
    if event.player not in state.planets_due:
        raise ValueError(f"player {event.player + 1} crossed no rocket to land on a planet")
    sheet = state.sheets[event.player]
    if sheet.crossed >> index & 1:
        raise ValueError(f"planet {pos_name(event.at)} is already crossed")
    sheets = _put(state, event.player, replace(sheet, crossed=sheet.crossed | 1 << index))
    due = list(state.planets_due)
    due.remove(event.player)
    return _planets_or_roll(replace(state, sheets=sheets, planets_due=tuple(due)))


def _planets_or_roll(state: DizzleState) -> DizzleState:
    """After the crosses: rockets owed a planet choose first, then the next start player rolls."""
    if state.planets_due:
        return replace(state, phase="planet", actor=state.planets_due[0])
    return replace(state, phase="roll", actor=(state.turn + 1) % state.players)


def _ended(state: DizzleState, event: DizzleGameEnded) -> DizzleState:
    return replace(state, phase="over", actor=None, ended=event.reason)


def _hand_on(state: DizzleState, player: int) -> DizzleState:
    """An action is complete: the turn ends, or the next player still in takes over."""
    if not state.offer or state.last_call:
        return replace(state, phase="end", actor=None)
    still_in = [p for p in seats_from(player + 1, state.players) if p not in state.passed]
    if not still_in:
        return replace(state, phase="end", actor=None)
    last = len(still_in) == 1 and state.players > 1
    return replace(state, phase="place", actor=still_in[0], last_call=last)


def _field(state: DizzleState, at: Pos) -> int:
    row, col = at
    board = state.board
    if not (0 <= row < board.rows and 0 <= col < board.cols):
        raise ValueError(f"({row}, {col}) is off the sheet")
    return board.index(at)


def _without(offer: tuple[int, ...], pips: tuple[int, ...]) -> tuple[int, ...]:
    left = list(offer)
    for value in pips:
        if value not in left:
            raise ValueError(f"no die showing {value} in the offer")
        left.remove(value)
    return tuple(left)


def _put(state: DizzleState, player: int, sheet: PlayerSheet) -> tuple[PlayerSheet, ...]:
    return (*state.sheets[:player], sheet, *state.sheets[player + 1:])


_APPLY: dict[type[Event], Callable[[DizzleState, Any], DizzleState]] = {
    DizzleDiceRolled: _rolled,
    **dict.fromkeys(DicePlacedEvents, _placed),
    ExtraDiceRolled: _extra,
    PlayerPassed: _passed,
    DiceRerolled: _rerolled,
    DieReturned: _returned,
    NoDieToReturn: _nothing_returned,
    TurnEnded: _turn_ended,
    PlanetCrossed: _planet,
    DizzleGameEnded: _ended,
}
