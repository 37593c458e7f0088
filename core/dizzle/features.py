"""What is printed on a level sheet besides the grid: specials, lines, ladders, ratings.

Split from level.py (which assembles them into a `Level` and re-exports every name
here, so `from core.dizzle.level import Gem` keeps working). Every special is named by
the field it sits on, like a spreadsheet cell: "C4" = column C, row 4.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from core.lang import _, pgettext

#: (row, column), both 0-based; row 0 is the top row, column 0 the left edge
Pos = tuple[int, int]

#: colours of keys, locks, puzzle pieces and flags; each also has a letter for
#: terminals without colour (see `COLOUR_LETTERS`)
Colour = Literal["red", "blue", "green", "yellow", "purple", "orange"]
COLOUR_LETTERS: dict[str, str] = {
    "red": "R", "blue": "B", "green": "G", "yellow": "Y", "purple": "P", "orange": "O",
}



def colour_letter(colour: str) -> str:
    """A colour's letter in the player's language (Spanish: R rojo, Z azul, V verde,
    A amarillo, M morado, N naranja); `COLOUR_LETTERS` are the English ones."""
    letters = {
        # i18n: the one letter of each colour on a Dizzle sheet: six different letters
        "red": pgettext("colour letter", "R"), "blue": pgettext("colour letter", "B"),
        "green": pgettext("colour letter", "G"), "yellow": pgettext("colour letter", "Y"),
        "purple": pgettext("colour letter", "P"), "orange": pgettext("colour letter", "O"),
    }
    return letters.get(colour, COLOUR_LETTERS.get(colour, colour[:1].upper()))


#: every kind of field a sheet can show; `plain` is a white field with pips only
FieldKind = Literal[
    "plain", "start", "planet", "gem", "puzzle", "bomb", "pile", "key", "lock", "rocket", "flag"
]

GRID_CODES = frozenset({"1", "2", "3", "4", "5", "6", "X", "P", "."})
_POS = re.compile(r"^([A-Z])([1-9][0-9]?)$")


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


class _LevelPart(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class _OnField(_LevelPart):
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
    Gem | PuzzlePiece | Bomb | BrownPile | Key | Lock | Rocket | FlagField,
    Field(discriminator="kind"),
]


class Arrow(_LevelPart):
    """An arrow at the edge of a row (`row`: 1-based number) or a column (`column`: letter):
    `points` when every field of that line is crossed."""

    row: int | None = Field(default=None, ge=1, le=26)
    column: str | None = Field(default=None, pattern=r"^[A-Z]$")
    points: int = Field(ge=1, le=20)

    @model_validator(mode="after")
    def _one_line(self) -> Arrow:
        if (self.row is None) == (self.column is None):
            raise ValueError("an arrow names either a row (number) or a column (letter)")
        return self

    @property
    def label(self) -> str:
        return f"row {self.row}" if self.row is not None else f"column {self.column}"

    @property
    def shown_label(self) -> str:
        """`label` in the player's language ('fila 3', 'columna B'); `label` stays the key."""
        if self.row is not None:
            return _("row {row}").format(row=self.row)
        return _("column {column}").format(column=self.column)

    def cells(self, rows: int, cols: int) -> tuple[Pos, ...]:
        """Every grid position on the arrow's line (gaps included; callers skip them)."""
        if self.row is not None:
            return tuple((self.row - 1, c) for c in range(cols))
        col = ord(self.column or "A") - ord("A")
        return tuple((r, col) for r in range(rows))


class Puzzle(_LevelPart):
    """What completing one puzzle colour pays."""

    colour: Colour
    points: int = Field(ge=1, le=30)


class Flag(_LevelPart):
    """A flag colour's points ladder, highest first (e.g. 10, 6, 3, 1)."""

    colour: Colour
    ladder: tuple[int, ...] = Field(min_length=1, max_length=6)

    @field_validator("ladder")
    @classmethod
    def _descending(cls, value: tuple[int, ...]) -> tuple[int, ...]:
        if any(n <= 0 for n in value) or list(value) != sorted(value, reverse=True):
            raise ValueError("a flag ladder lists positive points, highest first")
        return value


class FramedBlock(_LevelPart):
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


class RocketArea(_LevelPart):
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


class RatingBand(_LevelPart):
    """One line of the solo rating table: a score of at least `min_score` earns `stars`."""

    min_score: int = Field(ge=0)
    stars: int = Field(ge=0, le=5)
    verdict: str = Field(min_length=1, max_length=80)
