"""Reading a Dizzle level file: its shape (level.py), then whether it can be played (validator.py).

Kept apart from both so that the validator may read `Level` and this module may call the
validator, with no import going back up.
"""

from __future__ import annotations

import json

from pydantic import ValidationError

from core.dizzle.descriptor import LEVEL_NUMBERS
from core.dizzle.level import Level
from core.dizzle.validator import level_flaws
from core.shipped import beside


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
    text = beside(__file__, "levels", f"level{number}.json").read_text("utf-8")
    return parse_level(text)
