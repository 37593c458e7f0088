"""A Dizzle level as data: the one description the game and the printed sheet share.

The published level sheets are pictures we do not have, so the project draws its
own original levels. Each is a JSON file a player can copy and edit (see "Making
your own level" in docs/rules/dizzle.md): the grid is a list of rows of short cell
codes, and everything printed on top of a field (gems, bombs, keys...) is a list of
`specials` naming the field like a spreadsheet cell, "C4" = column C, row 4.

Grid codes, separated by spaces:

- `1`..`6` a field with that many pips (a die showing that number goes there)
- `X`      a printed start cross
- `P`      a planet: no pips, crossed only by launching a rocket
- `.`      no field (a gap in the sheet; it is neither crossed nor reachable)

This module checks shape and types (pydantic); whether a level is playable (sizes,
keys for every lock, reachability, balanced pips...) is `validator.py`'s job, so a
user gets every flaw of a hand-made level explained in one place.
`core.dizzle.level_file.parse_level` runs both.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from pydantic import Field, field_validator

from core.dizzle.descriptor import LEVEL_NUMBERS  # the built-in levels, as the game offers them
from core.dizzle.features import (  # re-exported (see __all__): the sheets draw from these
    COLOUR_LETTERS,
    GRID_CODES,
    Arrow,
    Bomb,
    BrownPile,
    Colour,
    FieldKind,
    Flag,
    FlagField,
    FramedBlock,
    Gem,
    Key,
    Lock,
    Pos,
    Puzzle,
    PuzzlePiece,
    RatingBand,
    Rocket,
    RocketArea,
    Special,
    _LevelPart,
    colour_letter,
    parse_pos,
    pos_name,
)

__all__ = [
    "COLOUR_LETTERS",
    "GRID_CODES",
    "LEVEL_NUMBERS",
    "Arrow",
    "Bomb",
    "BrownPile",
    "Colour",
    "FieldKind",
    "Flag",
    "FlagField",
    "FramedBlock",
    "Gem",
    "Key",
    "Level",
    "Lock",
    "Pos",
    "Puzzle",
    "PuzzlePiece",
    "RatingBand",
    "Rocket",
    "RocketArea",
    "SheetField",
    "Special",
    "colour_letter",
    "parse_pos",
    "pos_name",
]


@dataclass(frozen=True, slots=True)
class SheetField:
    """One field of the sheet as the game and the printer see it (derived, not stored)."""

    pos: Pos
    pips: int | None  # None on a start cross and a planet
    kind: FieldKind
    points: int = 0  # gem value, or the minus points of a bomb or a brown pile
    colour: str | None = None  # keys, locks, puzzle pieces and flags

    @property
    def name(self) -> str:
        return pos_name(self.pos)


class Level(_LevelPart):
    """One level sheet. Dumping it with `model_dump_json(indent=2)` gives a level file."""

    format: Literal["dizzle-level"] = "dizzle-level"
    version: Literal[1] = 1
    #: 1-4 for the built-in levels, 0 for a level of your own
    number: int = Field(default=0, ge=0, le=99)
    name: str = Field(min_length=1, max_length=40)
    #: rows from the top, cell codes separated by spaces ("3 5 X 2 . 4")
    grid: tuple[str, ...] = Field(min_length=1)
    specials: tuple[Special, ...] = ()
    arrows: tuple[Arrow, ...] = ()
    puzzles: tuple[Puzzle, ...] = ()
    flags: tuple[Flag, ...] = ()
    block: FramedBlock | None = None
    rocket_areas: tuple[RocketArea, ...] = ()
    #: solo rating table, best band first; the last band should start at 0
    rating: tuple[RatingBand, ...] = Field(min_length=1)

    @field_validator("grid")
    @classmethod
    def _grid_codes(cls, rows: tuple[str, ...]) -> tuple[str, ...]:
        width = len(rows[0].split())
        for number, row in enumerate(rows, start=1):
            codes = row.split()
            bad = [code for code in codes if code not in GRID_CODES]
            if bad:
                raise ValueError(f"row {number} has unknown code {bad[0]!r} (use 1-6, X, P or .)")
            if len(codes) != width:
                raise ValueError(f"row {number} has {len(codes)} cells but row 1 has {width}")
        return tuple(" ".join(row.split()) for row in rows)

    @cached_property
    def codes(self) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(row.split()) for row in self.grid)

    @property
    def rows(self) -> int:
        return len(self.codes)

    @property
    def cols(self) -> int:
        return len(self.codes[0])

    @cached_property
    def fields(self) -> dict[Pos, SheetField]:
        """Every field of the sheet by position, gaps left out, specials applied."""
        found: dict[Pos, SheetField] = {}
        for r, row in enumerate(self.codes):
            for c, code in enumerate(row):
                if code == "X":
                    found[(r, c)] = SheetField((r, c), None, "start")
                elif code == "P":
                    found[(r, c)] = SheetField((r, c), None, "planet")
                elif code != ".":
                    found[(r, c)] = SheetField((r, c), int(code), "plain")
        for special in self.specials:
            plain = found.get(special.pos)
            if plain is None or plain.kind != "plain":
                continue  # the validator reports it; the level is unusable anyway
            found[special.pos] = SheetField(
                special.pos,
                plain.pips,
                special.kind,
                getattr(special, "points", 0),
                getattr(special, "colour", None),
            )
        return found

    def field_at(self, row: int, col: int) -> SheetField | None:
        """The field at (row, col), or None for a gap or a position off the sheet."""
        return self.fields.get((row, col))

    def of_kind(self, kind: FieldKind) -> tuple[SheetField, ...]:
        """Fields of one kind, top to bottom, left to right."""
        return tuple(f for f in sorted(self.fields.values(), key=lambda f: f.pos) if f.kind == kind)

    def rating_for(self, score: int) -> RatingBand:
        """The solo rating band a final score falls in."""
        for band in self.rating:
            if score >= band.min_score:
                return band
        return self.rating[-1]
