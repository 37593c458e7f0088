"""A level turned into bit masks, so placement and scoring are a few integer operations.

Field (row, col) is bit `row * cols + col`. A set of fields is an int; "next to"
is four shifts. This is what keeps `legal_commands` and the bot fast on a full
offer of 13 dice (see bench/bench_dizzle.py); the level itself stays the readable
description.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from core.dizzle.level import Level, Pos, pos_name


def bits(mask: int) -> list[int]:
    """Indices of the set bits, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


@dataclass(frozen=True, slots=True)
class Line:
    """Something paid when every field of `mask` is crossed: an arrow, a puzzle colour, the block."""

    label: str
    mask: int
    points: int


@dataclass(frozen=True, slots=True)
class FlagColour:
    colour: str
    mask: int
    ladder: tuple[int, ...]


@dataclass(frozen=True, slots=True, eq=False)
class LevelBoard:
    level: Level
    rows: int
    cols: int
    #: every field that takes a die (has pips)
    dice_fields: int
    #: fields with pips, by pip value (index 0 unused)
    pips: tuple[int, ...]
    pips_at: tuple[int, ...]  # 0 where a field has no pips
    starts: int
    planets: int
    rockets: int
    bombs: int
    piles: int
    gems: int
    #: colour -> mask of its keys / locks
    keys: dict[str, int]
    locks: dict[str, int]
    #: index -> printed points of gems, bombs (minus) and brown piles (minus)
    points_at: tuple[int, ...]
    arrows: tuple[Line, ...]
    puzzles: tuple[Line, ...]
    block: Line | None
    flags: tuple[FlagColour, ...]
    not_left: int  # every bit but column 0
    not_right: int  # every bit but the last column
    everything: int

    def __eq__(self, other: object) -> bool:
        """Equal when drawn from equal levels: a replayed save rebuilds an equal board."""
        return isinstance(other, LevelBoard) and (other is self or other.level == self.level)

    def __hash__(self) -> int:
        return hash(self.level)

    def index(self, pos: Pos) -> int:
        return pos[0] * self.cols + pos[1]

    def pos(self, index: int) -> Pos:
        return divmod(index, self.cols)

    def name(self, index: int) -> str:
        return pos_name(self.pos(index))

    def around(self, mask: int) -> int:
        """Positions orthogonally next to any field of `mask` (gaps included)."""
        cols = self.cols
        return (
            ((mask & self.not_right) << 1)
            | ((mask & self.not_left) >> 1)
            | (mask << cols)
            | (mask >> cols)
        ) & self.everything

    def locked(self, crossed: int) -> int:
        """Locks still shut for a sheet: no key of their colour crossed."""
        shut = 0
        for colour, locks in self.locks.items():
            if not crossed & self.keys.get(colour, 0):
                shut |= locks
        return shut


def _mask(level: Level, cols: int, positions: Iterable[Pos]) -> int:
    mask = 0
    for row, col in positions:
        if (row, col) in level.fields:
            mask |= 1 << (row * cols + col)
    return mask


@lru_cache(maxsize=32)
def board_for(level: Level) -> LevelBoard:
    """The masks of a level, computed once per level (levels are frozen and hashable)."""
    rows, cols = level.rows, level.cols
    size = rows * cols
    fields = level.fields

    def of(kind: str, colour: str | None = None) -> int:
        return _mask(level, cols, (f.pos for f in fields.values()
                                   if f.kind == kind and (colour is None or f.colour == colour)))

    pips_at = [0] * size
    points_at = [0] * size
    for f in fields.values():
        pips_at[f.pos[0] * cols + f.pos[1]] = f.pips or 0
        points_at[f.pos[0] * cols + f.pos[1]] = f.points
    pips = tuple(
        _mask(level, cols, (f.pos for f in fields.values() if f.pips == value)) for value in range(7)
    )
    left_col = sum(1 << (r * cols) for r in range(rows))
    everything = (1 << size) - 1
    arrows = tuple(
        Line(arrow.label, _mask(level, cols, arrow.cells(rows, cols)), arrow.points) for arrow in level.arrows
    )
    puzzles = tuple(Line(f"{p.colour} puzzle", of("puzzle", p.colour), p.points) for p in level.puzzles)
    block = None
    if level.block is not None:
        block = Line("framed block", _mask(level, cols, level.block.cells), level.block.points)
    colours = {f.colour for f in fields.values() if f.kind in ("key", "lock") and f.colour}
    return LevelBoard(
        level=level,
        rows=rows,
        cols=cols,
        dice_fields=sum(pips[1:]),
        pips=pips,
        pips_at=tuple(pips_at),
        starts=of("start"),
        planets=of("planet"),
        rockets=of("rocket"),
        bombs=of("bomb"),
        piles=of("pile"),
        gems=of("gem"),
        keys={c: of("key", c) for c in sorted(colours)},
        locks={c: of("lock", c) for c in sorted(colours) if of("lock", c)},
        points_at=tuple(points_at),
        arrows=arrows,
        puzzles=puzzles,
        block=block,
        flags=tuple(FlagColour(f.colour, of("flag", f.colour), f.ladder) for f in level.flags),
        not_left=everything & ~left_col,
        not_right=everything & ~(left_col << (cols - 1)),
        everything=everything,
    )
