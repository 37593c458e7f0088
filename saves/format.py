"""The save envelope, its versions and the upcaster chain that migrates old files.

A save is one JSON object:
`{"format": "dice-tui-save", "version": 2, "game": id, "created": iso8601,
"updated": iso8601, "setup": {...}, "summary": {...}, "events": [...]}`.
The optional `summary` (progress, over, a digest of setup and events) lets the save
list skip the replay; see `saves.summary`. A save without one is simply replayed.

Version history (each step has an upcaster in `UPCASTERS`, applied in order):

- 1: no `created`/`updated`; "last played" came from the file's mtime.
- 2: `created` and `updated` are stored, because copying saves to another machine
  resets mtimes and the save list would lose its order. Upcasting 1 -> 2 fills both
  from the mtime of the file being read (the best knowledge there is).

Upcasting happens in memory on load; the file is rewritten in the current version only
when the game is played on, so merely looking at an old save never changes it.
"""

from __future__ import annotations

import json
from datetime import datetime, UTC
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic_core import ErrorDetails

from saves.errors import DamagedSave
from saves.eventfile import FileKind, Upcaster
from saves.files import SAVE_BYTES

FORMAT = "dice-tui-save"
CURRENT_VERSION = 2


def _v1_to_v2(data: dict[str, Any], mtime: datetime) -> dict[str, Any]:
    stamp = mtime.isoformat()
    return {**data, "version": 2, "created": stamp, "updated": stamp}


#: from-version -> function(data, file mtime) returning the data one version up
UPCASTERS: dict[int, Upcaster] = {
    1: _v1_to_v2,
}


class Envelope(BaseModel):
    """A save in the current version, before its setup and events meet their game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["dice-tui-save"]
    version: int  # always CURRENT_VERSION here: `upcast` ran first
    game: str = Field(min_length=1)
    created: datetime
    updated: datetime
    setup: dict[str, Any]
    summary: dict[str, Any] | None = None
    events: list[Any]


def file_kind() -> FileKind:
    """A game save among event files (saves.eventfile), as this dice-tui writes them."""
    return FileKind(format=FORMAT, word="save", current=CURRENT_VERSION, upcasters=UPCASTERS, limit=SAVE_BYTES,
                    envelope=Envelope)  # fmt: skip


def upcast(data: dict[str, Any], mtime: datetime) -> dict[str, Any]:
    """Bring a parsed save of any known version up to CURRENT_VERSION."""
    return upcast_with(data, mtime, current=CURRENT_VERSION, upcasters=UPCASTERS, kind="save")


def upcast_with(
    data: dict[str, Any], mtime: datetime, *, current: int, upcasters: dict[int, Any], kind: str
) -> dict[str, Any]:
    """Run an upcaster chain (`version -> step`) one version at a time; `kind` names the file."""
    version = data.get("version")
    if type(version) is not int:
        raise DamagedSave(f"not a dice-tui {kind} (no version number)")
    if version > current:
        label = "" if kind == "save" else f"{kind} "
        raise DamagedSave(f"saved by a newer dice-tui ({label}version {version})")
    while version < current:
        step = upcasters.get(version)
        if step is None:
            raise DamagedSave(f"unknown {kind} version {version}")
        data = step(data, mtime)
        if data.get("version") != version + 1:  # a broken upcaster must not loop forever
            raise DamagedSave(f"cannot migrate {kind} version {version}")
        version += 1
    return data


def read_object(raw: bytes, format_name: str, kind: str) -> dict[str, Any]:
    """A file's bytes -> its JSON object, checked to be a dice-tui file of this format."""
    if not raw.strip():
        raise DamagedSave("empty file")
    data = loads(raw)
    if not isinstance(data, dict) or data.get("format") != format_name:
        raise DamagedSave(f"not a dice-tui {kind}")
    return data


#: a save, campaign or records file has at most one object or list per this many bytes
#: (real saves of every game: one per 26 bytes or more). Parsed, each costs Python
#: 60-100 bytes, so a file far denser (`[{},{},...]`) would cost 30x its size in memory.
DENSEST = 8


def loads(raw: bytes) -> Any:
    """json.loads for a file that may be hostile: every failure is one DamagedSave line.

    Besides bad syntax: bytes that are not UTF-8, nesting deeper than Python's recursion
    limit (a 2 KB file can nest 1000 deep), integers beyond Python's 4300-digit
    conversion limit, and far more objects and lists than its size allows (DENSEST),
    which json.loads would turn into many times the file's size in memory.
    """
    if raw.count(b"{") + raw.count(b"[") > len(raw) // DENSEST + 64:
        raise DamagedSave("not a dice-tui file (far more nested objects than any save holds)")
    try:
        return json.loads(raw)
    except UnicodeDecodeError:
        raise DamagedSave("not JSON (not UTF-8 text)") from None
    except json.JSONDecodeError as error:
        raise DamagedSave(f"not JSON (line {error.lineno}, column {error.colno})") from None
    except RecursionError:
        raise DamagedSave("not a dice-tui file (nested too deeply)") from None
    except ValueError as error:  # e.g. "Exceeds the limit (4300 digits) for integer string conversion"
        raise DamagedSave(f"not JSON ({str(error).splitlines()[0] if str(error) else 'bad value'})") from None


def parse(raw: bytes, mtime: datetime) -> Envelope:
    """Bytes of a save file -> current-version envelope, or DamagedSave saying why."""
    from saves.eventfile import parse_envelope

    envelope = parse_envelope(raw, mtime, file_kind())
    assert isinstance(envelope, Envelope)  # the kind's envelope model
    return envelope.model_copy(
        update={"created": as_utc(envelope.created), "updated": as_utc(envelope.updated)}
    )


def as_utc(moment: datetime) -> datetime:
    """An aware UTC datetime; a naive one (hand-edited file) is taken to be UTC."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    try:
        return moment.astimezone(UTC)
    except OverflowError:  # 0001-01-01 east of UTC, 9999-12-31 west of it
        raise DamagedSave(f"date out of range ({moment.isoformat()})") from None


def local_time(moment: datetime) -> datetime:
    """An aware datetime in the user's time zone, or unchanged if that zone is off the calendar."""
    try:
        return moment.astimezone()
    except (OverflowError, ValueError):
        return moment


#: a ValidationError with more errors than this is not listed: pydantic builds them all at
#: once (about 600 bytes each), and an object with a million unknown keys has a million
MAX_ERRORS = 200


def first_detail(error: ValidationError) -> ErrorDetails | None:
    """The first of pydantic's errors, or None when there are too many to list cheaply."""
    if error.error_count() > MAX_ERRORS:
        return None
    return error.errors(include_url=False, include_input=False)[0]


def first_error(error: ValidationError, skip: int = 0) -> str:
    """The first pydantic error as 'field.path: message', on one line.

    `skip` drops leading location parts (the event index, the union tag) that the
    caller reports in its own words.
    """
    detail = first_detail(error)
    if detail is None:
        return f"{error.error_count()} values do not fit (too many to list)"
    kind = detail["type"]
    if kind == "union_tag_invalid":
        return f"unknown event type {detail.get('ctx', {}).get('tag')!r}"
    if kind == "union_tag_not_found":
        return "event has no type"
    message = str(detail["msg"]).splitlines()[0].removeprefix("Value error, ")
    where = ".".join(str(part) for part in detail["loc"][skip:])
    return f"{where}: {message}" if where else message
