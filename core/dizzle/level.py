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

import re
from dataclasses import dataclass
from functools import cached_property
from importlib import resources
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

#: (row, column), both 0-based; row 0 is the top row, column 0 the left edge
Pos = tuple[int, int]

#: colours of keys, locks, puzzle pieces and flags; each also has a letter for
#: terminals without colour (see `COLOUR_LETTERS`)
Colour = Literal["red", "blue", "green", "yellow", "purple", "orange"]
COLOUR_LETTERS: dict[str, str] = {
    "red": "R", "blue": "B", "green": "G", "yellow": "Y", "purple": "P", "orange": "O",
}

#: every kind of field a sheet can show; `plain` is a white field with pips only
FieldKind = Literal[
    "plain", "start", "planet", "gem", "puzzle", "bomb", "pile", "key", "lock", "rocket", "flag"
]

GRID_CODES = frozenset({"1", "2", "3", "4", "5", "6", "X", "P", "."})
_POS = re.compile(r"^([A-Z])([1-9][0-9]?)$")
LEVEL_NUMBERS = (1, 2, 3, 4)


def parse_pos(name: str) -> Pos:
    """'C4' -> (3, 2): column letter from the left, row number from the top."""
    match = _POS.match(name.strip().upper())
    if not match:
        raise ValueError(f"{name!r} is not a field name like 'C4' (column letter, row number)")
    return int(match.group(2)) - 1, ord(match.group(1)) - ord("A")


def pos_name(pos: Pos) -> str:
    """(3, 2) -> 'C4', the name players read on the sheet."""
    row, col = pos
    return f"{chr(ord('A') + col)}{row + 1}"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class _OnField(_Frozen):
    """A special printed on one field with pips, named like 'C4'."""

    at: str

    @field_validator("at")
    @classmethod
    def _is_a_field_name(cls, value: str) -> str:
        parse_pos(value)
        return value.strip().upper()

    @property
    def pos(self) -> Pos:
        return parse_pos(self.at)


class Gem(_OnField):
    """A gem: worth `points` at the end of the game if crossed."""

    kind: Literal["gem"] = "gem"
    points: int = Field(ge=1, le=3)


class PuzzlePiece(_OnField):
    """A puzzle piece: its colour pays `Puzzle.points` once every piece of it is crossed."""

    kind: Literal["puzzle"] = "puzzle"
    colour: Colour


class Bomb(_OnField):
    """A bomb: crossing it defuses it; if another player crosses it first it explodes on
    your sheet (unusable, `points` taken off at the end). Solo: never explodes, +2 crossed."""

    kind: Literal["bomb"] = "bomb"
    points: int = Field(ge=1, le=9)


class BrownPile(_OnField):
    """A brown pile: `points` taken off at the end if crossed."""

    kind: Literal["pile"] = "pile"
    points: int = Field(ge=1, le=9)


class Key(_OnField):
    """A key: once crossed, opens every lock of its colour from the next turn on."""

    kind: Literal["key"] = "key"
    colour: Colour


class Lock(_OnField):
    """A lock: takes a die only after a key of its colour was crossed in an earlier turn."""

    kind: Literal["lock"] = "lock"
    colour: Colour


class Rocket(_OnField):
    """A rocket: crossing it crosses a planet of the player's choice at once."""

    kind: Literal["rocket"] = "rocket"


class FlagField(_OnField):
    """A flag field: the first player(s) to cross a flag of this colour take the highest
    number left on the colour's ladder (`Flag.ladder`)."""

    kind: Literal["flag"] = "flag"
    colour: Colour


Special = Annotated[
    Union[Gem, PuzzlePiece, Bomb, BrownPile, Key, Lock, Rocket, FlagField],
    Field(discriminator="kind"),
]


class Arrow(_Frozen):
    """An arrow at the edge of a row (`row`: 1-based number) or a column (`column`: letter):
    `points` when every field of that line is crossed."""

    row: int | None = Field(default=None, ge=1, le=26)
    column: str | None = Field(default=None, pattern=r"^[A-Z]$")
    points: int = Field(ge=1, le=20)

    @model_validator(mode="after")
    def _one_line(self) -> "Arrow":
        if (self.row is None) == (self.column is None):
            raise ValueError("an arrow names either a row (number) or a column (letter)")
        return self

    @property
    def label(self) -> str:
        return f"row {self.row}" if self.row is not None else f"column {self.column}"

    def cells(self, rows: int, cols: int) -> tuple[Pos, ...]:
        """Every grid position on the arrow's line (gaps included; callers skip them)."""
        if self.row is not None:
            return tuple((self.row - 1, c) for c in range(cols))
        col = ord(self.column or "A") - ord("A")
        return tuple((r, col) for r in range(rows))


class Puzzle(_Frozen):
    """What completing one puzzle colour pays."""

    colour: Colour
    points: int = Field(ge=1, le=30)


class Flag(_Frozen):
    """A flag colour's points ladder, highest first (e.g. 10, 6, 3, 1)."""

    colour: Colour
    ladder: tuple[int, ...] = Field(min_length=1, max_length=6)

    @field_validator("ladder")
    @classmethod
    def _descending(cls, value: tuple[int, ...]) -> tuple[int, ...]:
        if any(n <= 0 for n in value) or list(value) != sorted(value, reverse=True):
            raise ValueError("a flag ladder lists positive points, highest first")
        return value


class FramedBlock(_Frozen):
    """The framed 2x2 block: `points` when its four fields are crossed; `at` is its top-left."""

    at: str
    points: int = Field(default=10, ge=1, le=30)

    @field_validator("at")
    @classmethod
    def _is_a_field_name(cls, value: str) -> str:
        parse_pos(value)
        return value.strip().upper()

    @property
    def cells(self) -> tuple[Pos, ...]:
        row, col = parse_pos(self.at)
        return (row, col), (row, col + 1), (row + 1, col), (row + 1, col + 1)


class RocketArea(_Frozen):
    """Fields no die can reach from the start crosses: only a planet inside opens them."""

    name: str = Field(min_length=1, max_length=40)
    fields: tuple[str, ...] = Field(min_length=1)

    @field_validator("fields")
    @classmethod
    def _field_names(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(pos_name(parse_pos(name)) for name in value)

    @property
    def cells(self) -> frozenset[Pos]:
        return frozenset(parse_pos(name) for name in self.fields)


class RatingBand(_Frozen):
    """One line of the solo rating table: a score of at least `min_score` earns `stars`."""

    min_score: int = Field(ge=0)
    stars: int = Field(ge=0, le=5)
    verdict: str = Field(min_length=1, max_length=80)


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


class Level(_Frozen):
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

    Raises ValueError with one line naming the first flaw found.
    """
    from core.dizzle.validator import level_flaws  # the validator reads Level: import late

    try:
        level = Level.model_validate_json(json_text)
    except ValidationError as error:
        raise ValueError(f"bad level file: {level_error(error)}") from None
    flaws = level_flaws(level)
    if flaws:
        more = f" (and {len(flaws) - 1} more)" if len(flaws) > 1 else ""
        raise ValueError(f"bad level {level.name!r}: {flaws[0]}{more}")
    return level


def load_level(number: int) -> Level:
    """One of the built-in levels 1-4, read from this package's data."""
    if number not in LEVEL_NUMBERS:
        raise ValueError(f"there is no level {number}; the built-in levels are 1 to 4")
    text = resources.files("core.dizzle.levels").joinpath(f"level{number}.json").read_text("utf-8")
    return parse_level(text)
