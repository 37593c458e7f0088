"""What the Dizzle screen shows, as plain functions of the game state.

The screen keeps its passing intent (sheet on view, cursor, chosen number) and asks
these for the rest: where each number fits, the sheet's `SheetView`, where the cursor
should go. Nothing here remembers anything, so it is easy to test and to trust.
"""

from __future__ import annotations

from core.dizzle import crossed_fields, exploded_fields, legal_fields, placed_dice
from core.dizzle.board import bits
from core.dizzle.level import Level, Pos
from core.dizzle.state import DizzleState
from tui.games.dizzle.sheet_view import SheetView


def fits(state: DizzleState) -> dict[int, frozenset[Pos]]:
    """Die value -> the fields it may go on now, for each value of the offer that fits somewhere."""
    found: dict[int, frozenset[Pos]] = {}
    for index, value in enumerate(state.offer):
        if value not in found:
            fields = frozenset(legal_fields(state, index))
            if fields:
                found[value] = fields
    return found


def dice_of(state: DizzleState, seat: int) -> frozenset[Pos]:
    """Fields holding a die of `seat` this turn."""
    return frozenset(pos for pos, _ in placed_dice(state, seat))


def free_planets(state: DizzleState) -> frozenset[Pos]:
    """Planets the player to act may land a rocket on."""
    board = state.board
    if state.actor is None:  # between turns nobody lands a rocket
        return frozenset()
    return frozenset(board.pos(i) for i in bits(board.planets & ~state.sheets[state.actor].crossed))


def piles(level: Level) -> frozenset[Pos]:
    return frozenset(field.pos for field in level.of_kind("pile"))


def first_field(level: Level) -> Pos:
    """Where the cursor starts: the top-left field with pips."""
    return min(pos for pos, field in level.fields.items() if field.pips)


def next_roller(state: DizzleState) -> int:
    """Who rolls the next turn's dice (the start player of the turn after this one)."""
    if state.phase == "roll" and state.actor is not None:
        return state.actor
    return (state.turn + 1) % state.players


def nearest(start: Pos, fields: frozenset[Pos], avoid: frozenset[Pos] = frozenset()) -> Pos:
    """The field of `fields` closest to `start`, outside `avoid` if possible (top-left
    first on a tie); `start` itself if `fields` is empty."""
    if not fields:
        return start
    return min(fields, key=lambda pos: (pos in avoid, abs(pos[0] - start[0]) + abs(pos[1] - start[1]), pos))


def following(start: Pos, fields: frozenset[Pos]) -> Pos:
    """The field of `fields` after `start` in reading order (row by row), the first one
    after the last: a number key pressed again visits every field that number fits."""
    ordered = sorted(fields)
    return next((pos for pos in ordered if pos > start), ordered[0] if ordered else start)


def sheet_view(
    state: DizzleState, seat: int, own: bool, fitting: dict[int, frozenset[Pos]], chosen: int | None, cursor: Pos
) -> SheetView:
    """Sheet `seat` as drawn now; `own`: its owner is deciding, so show their choices."""
    sheet = state.sheets[seat]
    dice = dice_of(state, seat)
    targets: frozenset[Pos] = frozenset()
    playable = None
    if own and state.phase == "planet":
        targets = free_planets(state)
    elif own and state.phase in ("place", "reroll"):
        playable = frozenset().union(*fitting.values())
        if fitting:
            targets = fitting.get(chosen, frozenset()) if chosen is not None else frozenset()
        elif state.phase == "reroll":
            targets = dice  # the dice one of which goes back
    lines = tuple(
        (
            line.label,
            "done" if line.mask & sheet.crossed == line.mask else "spoiled" if line.mask & sheet.exploded else "open",
        )
        for line in state.board.arrows
    )
    return SheetView(
        level=state.setup.level,
        crossed=crossed_fields(state, seat),
        exploded=exploded_fields(state, seat),
        dice=dice,
        targets=targets,
        playable=playable,
        cursor=cursor,
        lines=lines,
    )


def pips_at(state: DizzleState, pos: Pos) -> int | None:
    """The number printed on the field at `pos` (None: no field, or one without a number)."""
    field = state.setup.level.field_at(*pos)
    return field.pips if field else None


def follow(state: DizzleState, cursor: Pos, chosen: int | None,
           fitting: dict[int, frozenset[Pos]]) -> tuple[Pos, int | None]:
    """Where a human about to act finds the cursor and the chosen number: on the nearest
    field that takes a die (`fitting`: where each number fits, outside the planet phase)."""
    if state.phase == "planet":
        return nearest(cursor, free_planets(state)), chosen
    if fitting:
        if chosen is None or chosen not in fitting:
            here = pips_at(state, cursor)
            chosen = here if here is not None and cursor in fitting.get(here, ()) else min(fitting)
        return nearest(cursor, fitting[chosen], piles(state.setup.level)), chosen
    if state.phase == "reroll":
        return nearest(cursor, dice_of(state, state.seat)), chosen
    return cursor, chosen
