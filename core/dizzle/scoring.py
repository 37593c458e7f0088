"""The score of a sheet, by the rulebook's categories, and who wins.

Only crosses count: a die still on a field this turn scores nothing yet, and a die
given back from a brown pile never costs its points. A row, column, puzzle colour
or framed block pays only when every field of it is crossed, so a bomb that
exploded in a line spoils that line for good.
"""

from __future__ import annotations

from core.dizzle.board import LevelBoard, bits
from core.dizzle.level import RatingBand
from core.dizzle.state import SOLO_BOMB_POINTS, DizzleState, PlayerSheet

#: category names in the order the score pad lists them
CATEGORIES = ("gems", "rows and columns", "puzzles", "framed block", "flags", "bombs", "brown piles")


def sheet_breakdown(board: LevelBoard, sheet: PlayerSheet, solo: bool) -> dict[str, int]:
    crossed = sheet.crossed
    points = board.points_at
    full = [line.points for line in board.arrows if line.mask & crossed == line.mask]
    puzzles = [line.points for line in board.puzzles if line.mask & crossed == line.mask]
    if solo:
        bombs = SOLO_BOMB_POINTS * (crossed & board.bombs).bit_count()
    else:
        bombs = -sum(points[i] for i in bits(sheet.exploded & board.bombs))
    found = {
        "gems": sum(points[i] for i in bits(crossed & board.gems)),
        "rows and columns": sum(full),
        "puzzles": sum(puzzles),
        "framed block": board.block.points
        if board.block is not None and board.block.mask & crossed == board.block.mask
        else 0,
        "flags": sum(p for p in sheet.flags if p),
        "bombs": bombs,
        "brown piles": -sum(points[i] for i in bits(crossed & board.piles)),
    }
    present = {
        "gems": board.gems,
        "rows and columns": board.arrows,
        "puzzles": board.puzzles,
        "framed block": board.block,
        "flags": board.flags,
        "bombs": board.bombs,
        "brown piles": board.piles,
    }
    return {name: found[name] for name in CATEGORIES if present[name]}


def score_breakdown(state: DizzleState, player: int) -> dict[str, int]:
    """Points per category (only the categories this level has); the score is their sum."""
    return sheet_breakdown(state.board, state.sheets[player], state.setup.solo)


def scores(state: DizzleState) -> list[int]:
    return [sum(score_breakdown(state, p).values()) for p in range(state.players)]


def crosses(state: DizzleState, player: int) -> int:
    """Crosses made on a sheet (printed start crosses not counted), for breaking ties."""
    sheet = state.sheets[player]
    return (sheet.crossed & ~state.board.starts).bit_count()


def winners(state: DizzleState) -> list[int]:
    """Most points; on a tie, fewer crosses; still tied, a shared win. Solo: the player."""
    if state.phase != "over":
        return []
    totals = scores(state)
    best = max(totals)
    tied = [p for p, total in enumerate(totals) if total == best]
    fewest = min(crosses(state, p) for p in tied)
    return [p for p in tied if crosses(state, p) == fewest]


def solo_rating(state: DizzleState) -> RatingBand | None:
    """The rating table's band for a finished solo game (None otherwise)."""
    if not state.setup.solo or state.phase != "over":
        return None
    return state.setup.level.rating_for(scores(state)[0])
