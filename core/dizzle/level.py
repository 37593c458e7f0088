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
user gets every flaw of a hand-made level explained in one place. `parse_level`
runs both.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from importlib import resources
from typing import Literal

from pydantic import Field, ValidationError, field_validator

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
    parse_pos,
    pos_name,
)

__all__ = [
    "COLOUR_LETTERS", "GRID_CODES", "LEVEL_NUMBERS", "Arrow", "Bomb", "BrownPile", "Colour",
    "FieldKind", "Flag", "FlagField", "FramedBlock", "Gem", "Key", "Level", "Lock", "Pos",
    "Puzzle", "PuzzlePiece", "RatingBand", "Rocket", "RocketArea", "SheetField", "Special",
    "level_error", "load_level", "parse_level", "parse_pos", "pos_name",
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


def level_error(error: ValidationError) -> str:
    """A pydantic error as one line a user can act on: where, then what."""
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"] if not str(part).startswith("function"))
    message = first["msg"].removeprefix("Value error, ")
    more = error.error_count() - 1
    tail = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
    return f"{where}: {message}{tail}" if where else f"{message}{tail}"


def parse_level(json_text: str | bytes) -> Level:
    """A level from the text of a level file, checked for shape and playability.

    Raises ValueError with one line naming the first flaw found. Bytes are read in the
    encodings a save may be in (UTF-8, with or without a byte-order mark, UTF-16, UTF-32:
    JSON's own detection, which json.loads applies to a save's bytes).
    """
    from core.dizzle.validator import level_flaws  # the validator reads Level: import late

    try:
        level = Level.model_validate_json(_decoded(json_text))
    except ValidationError as error:
        raise ValueError(level_error(error)) from None
    flaws = level_flaws(level)
    if flaws:
        more = f" (and {len(flaws) - 1} more)" if len(flaws) > 1 else ""
        raise ValueError(f"{flaws[0]}{more}")
    return level


def _decoded(json_text: str | bytes) -> str:
    import json

    if isinstance(json_text, bytes):
        try:
            json_text = json_text.decode(json.detect_encoding(json_text))
        except UnicodeDecodeError:
            raise ValueError("not text (neither UTF-8 nor UTF-16)") from None
    return json_text.removeprefix("\ufeff")


def load_level(number: int) -> Level:
    """One of the built-in levels 1-4, read from this package's data."""
    if number not in LEVEL_NUMBERS:
        raise ValueError(f"there is no level {number}; the built-in levels are 1 to 4")
    text = resources.files("core.dizzle.levels").joinpath(f"level{number}.json").read_text("utf-8")
    return parse_level(text)
