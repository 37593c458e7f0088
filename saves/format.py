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

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from saves.dates import as_utc
from saves.decoding import upcast_with
from saves.eventfile import FileKind, Upcaster, parse_envelope
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


def parse(raw: bytes, mtime: datetime) -> Envelope:
    """Bytes of a save file -> current-version envelope, or DamagedSave saying why."""
    envelope = parse_envelope(raw, mtime, file_kind())
    assert isinstance(envelope, Envelope)  # the kind's envelope model
    return envelope.model_copy(
        update={"created": as_utc(envelope.created), "updated": as_utc(envelope.updated)}
    )
