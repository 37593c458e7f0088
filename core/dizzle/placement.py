"""Where a die may go (the placement rules), and which fields a sheet shows.

Everything is a bit mask over the level's board (see board.py), which keeps
`legal_commands` and the bot fast on a full offer of 13 dice.
"""

from __future__ import annotations

from core.dizzle.board import LevelBoard, bits
from core.dizzle.level import Pos
from core.dizzle.state import DizzleState, PlayerSheet


def reach(board: LevelBoard, sheet: PlayerSheet) -> int:
    """Fields the sheet's next die may go on, whatever its pips.

    Next to a die placed this turn; with no such die yet, or when those dice are
    shut in (no free field next to them), next to any cross: the first die, or a jump.
    A free field has pips, no cross, no die, has not exploded, and is not a lock
    whose key is still uncrossed.
    """
    free = board.dice_fields & ~(sheet.crossed | sheet.exploded | sheet.dice_mask | board.locked(sheet.crossed))
    if sheet.dice_mask:
        near = board.around(sheet.dice_mask) & free
        if near:
            return near
    return board.around(sheet.crossed) & free


def placements(state: DizzleState) -> list[tuple[int, int]]:
    """(offer index, field mask) for the first die of each distinct value that fits somewhere."""
    if state.actor is None or state.phase not in ("place", "reroll"):
        return []
    board = state.board
    where = reach(board, state.sheets[state.actor])
    found = []
    previous = 0
    for index, pips in enumerate(state.offer):
        if pips != previous:
            mask = where & board.pips[pips]
            if mask:
                found.append((index, mask))
            previous = pips
    return found


def legal_fields(state: DizzleState, die_index: int) -> list[Pos]:
    """Where the current player may put offer die `die_index` now (empty if nowhere)."""
    if state.actor is None or state.phase not in ("place", "reroll"):
        return []
    if not 0 <= die_index < len(state.offer):
        return []
    board = state.board
    mask = reach(board, state.sheets[state.actor]) & board.pips[state.offer[die_index]]
    return [board.pos(i) for i in bits(mask)]


def positions(board: LevelBoard, mask: int) -> frozenset[Pos]:
    return frozenset(board.pos(i) for i in bits(mask))


def crossed_fields(state: DizzleState, player: int) -> frozenset[Pos]:
    """Crossed fields of a sheet, start crosses and crossed planets included."""
    return positions(state.board, state.sheets[player].crossed)


def exploded_fields(state: DizzleState, player: int) -> frozenset[Pos]:
    return positions(state.board, state.sheets[player].exploded)


def placed_dice(state: DizzleState, player: int) -> tuple[tuple[Pos, int], ...]:
    """The dice on a sheet this turn as (field, pips), in the order placed."""
    board = state.board
    return tuple((board.pos(i), board.pips_at[i]) for i in state.sheets[player].dice)


def no_field_left(board: LevelBoard, sheet: PlayerSheet) -> bool:
    """Every field with pips is crossed or exploded: this sheet ends the game."""
    return not board.dice_fields & ~(sheet.crossed | sheet.exploded)
