"""One event file, two kinds: a game save and a campaign are the same file on disk.

Both are one JSON object, `{"format": ..., "version": N, ..., "setup": {...}, "events": [...]}`,
written compact with the events last (`encode`), read bounded and never through a
symlink (`read_file`), migrated by their kind's upcaster chain and checked against their
kind's envelope (`parse_envelope`), and, while a player has one open, held by an
`EventLog`: the file's flock (saves.lock), and the events' JSON kept between writes so
that one command costs one durable, atomic write of the whole file (saves.atomic) that
encodes only its new events. A `FileKind` says what differs: the format's name, the
word a message uses, the versions, the size cap and the envelope model.

`saves.session.GameSession` and `saves.campaign_session.CampaignSession` are the two
users; what each adds is its own rules (a game's `decide`, a campaign's attempts).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, TypeAdapter, ValidationError

from core.lang import _
from saves.atomic import sweep_temp_files
from saves.decoding import first_error, kind_word, read_object, upcast_with
from saves.errors import DamagedSave, SaveFailed
from saves.files import read_event_file
from saves.lock import SaveLock

#: from-version -> function(data, file mtime) returning the data one version up
Upcaster = Callable[[dict[str, Any], datetime], dict[str, Any]]


@dataclass(frozen=True)
class FileKind:
    """What tells a game save from a campaign file; everything else is shared."""

    format: str  # "dice-tui-save"
    word: str  # "save": how messages name it ("not a dice-tui save")
    current: int  # the version this dice-tui writes
    upcasters: dict[int, Upcaster]  # how each older version steps up one
    limit: int  # the largest file read, in bytes
    envelope: type[BaseModel] = field(repr=False)  # the current version's header, events included


# -- reading -------------------------------------------------------------------------------


#: the bytes of an event file and its mtime (UTC), or DamagedSave saying why not
read_file = read_event_file


def parse_envelope(raw: bytes, mtime: datetime, kind: FileKind) -> BaseModel:
    """Bytes -> the kind's current-version envelope (upcast in memory), or DamagedSave."""
    data = upcast_with(read_object(raw, kind.format, kind.word), mtime, current=kind.current,
                       upcasters=kind.upcasters, kind=kind.word)  # fmt: skip
    try:
        return kind.envelope.model_validate(data)
    except ValidationError as error:
        raise DamagedSave(_("bad {kind} header: {why}").format(
            kind=kind_word(kind.word), why=first_error(error))) from None


# -- writing -------------------------------------------------------------------------------


def encode(head: dict[str, Any], events_json: bytes) -> bytes:
    """A file's bytes: the head as compact JSON, then `"events":` and the events' array.

    The events come last because they are the bulk: a reader can split them off
    (saves.summary.split) and a writer appends to them without encoding the head's
    neighbours again."""
    text = json.dumps(head, separators=(",", ":"), ensure_ascii=False)
    return b"".join((text[:-1].encode(), b',"events":', events_json, b"}"))


def event_texts(adapter: TypeAdapter[list[Any]], events: Sequence[Any]) -> list[bytes]:
    """Each event's JSON text, as the file holds it (the game's own adapter encodes)."""
    return [adapter.dump_json([event])[1:-1] for event in events]


class EventLog:
    """The writing half of an open event file: its lock, and its events' JSON.

    The JSON is kept as `_base` (the events read or written before the last `rebase`)
    plus `_tail` (one text per event since), so a write encodes only new events and
    undo can drop the last one. Memory and disk never disagree: `write` commits a new
    tail only once the file holding it is on disk; a failed write (SaveFailed) leaves
    both at the last written command.
    """

    def __init__(self, path: Path, lock: SaveLock, adapter: TypeAdapter[list[Any]],
                 events: Sequence[Any] = (), events_json: bytes | None = None):  # fmt: skip
        self.path = path
        self._lock = lock
        self._adapter = adapter
        self._base = b""
        self._tail: list[bytes] = []
        if events_json is not None:  # as read from the file: a resume never encodes the log again
            self._base = events_json[1:-1]
        else:
            self.rebase(events)

    @classmethod
    def create(cls, path: Path, head: dict[str, Any], adapter: TypeAdapter[list[Any]]) -> EventLog:
        """A new file with no events, written and locked before it appears at `path`.

        FileExistsError if the name is taken; SaveFailed if it cannot be written."""
        try:
            lock = SaveLock(path).create(encode(head, b"[]"))
        except FileExistsError:
            raise
        except OSError as error:
            raise SaveFailed(path, error) from error
        return cls(path, lock, adapter)

    @staticmethod
    def lock(path: Path) -> SaveLock:
        """Lock an existing file for writing (SaveInUse if another dice-tui has it) and
        sweep away temp files a killed writer of it left; then read it, then `EventLog`."""
        lock = SaveLock(path).acquire()
        try:
            sweep_temp_files(path)
        except BaseException:
            lock.release()
            raise
        return lock

    @property
    def closed(self) -> bool:
        return not self._lock.held

    @property
    def tail(self) -> list[bytes]:
        return list(self._tail)

    def events_json(self, tail: Sequence[bytes] | None = None) -> bytes:
        """The events' array: the base, then `tail` (by default the written one)."""
        parts = (self._base, *(self._tail if tail is None else tail))
        return b"[" + b",".join(part for part in parts if part) + b"]"

    def with_events(self, events: Sequence[Any]) -> list[bytes]:
        """The tail once `events` are appended (not written: pass it to `write`)."""
        return [*self._tail, *event_texts(self._adapter, events)]

    def without_last(self, events: Sequence[Any]) -> list[bytes]:
        """The tail with the last event dropped; `events` is the whole log, to split the
        last one off the base when it was read from the file."""
        if not self._tail:
            self.rebase(events)
        return self._tail[:-1]

    def rebase(self, events: Sequence[Any]) -> None:
        """Cache the JSON of `events`: all but the last in the base, the last in the tail."""
        self._base = self._adapter.dump_json(list(events[:-1]))[1:-1]
        self._tail = event_texts(self._adapter, events[-1:])

    def write(self, head: dict[str, Any], tail: list[bytes]) -> None:
        """Replace the file by `head` + base + `tail`, atomically and durably (one write),
        and only then make `tail` the log's; SaveFailed if the disk refuses."""
        if self.closed:
            raise RuntimeError(f"{self.path.name} is closed")
        try:
            self._lock.write(encode(head, self.events_json(tail)))
        except OSError as error:
            raise SaveFailed(self.path, error) from error
        self._tail = list(tail)

    def close(self) -> None:
        """Release the lock (the file is already written); safe to call twice."""
        self._lock.release()
