"""The fast way in for a healthy, current-version save laid out as dice-tui writes it.

The careful path (`saves.loading`) parses the whole file into Python objects, then
validates the header, the setup and every event: three walks over a long log. A save
written by `saves.store.encode` has its events array last, so it is split there
(`saves.summary.split`): the small head is parsed by `json`, and the events go from the
file's bytes to the game's event models in one pass of pydantic-core, through the
game's own public `events` adapter (`TypeAdapter.validate_json`; the games' adapters
stop at the first bad event). Anything unexpected returns None and the careful path
runs, which is the one that explains damage.

Memory: pydantic-core validating a whole array holds its parser's state and every model
at once, about 800 bytes an event; a file of a million tiny events (`{"type":
"hero_raised","index":0}`, 33 bytes each, under the size cap) took 26 times its size.
So the array is validated a slice at a time (slices end where an event does: `},{"type":`
cannot occur inside a JSON string, whose quotes are escaped), and equal events are one
object (events are frozen: a "die retired" is the same value each time it happens), which
also makes a long real log three times smaller in memory: each distinct event's text is
validated once and its model shared, which also spares validating the same text again. The worst file under the cap
now costs about as much as a real save (bench_saves_safety).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, TypeAdapter

from core.game import AnyRules, Event, GameSetup
from core.games import GAMES, rules_for
from saves.dates import as_utc
from saves.summary import split


class _Head(BaseModel):
    """Everything of a current-version save but its events (`saves.format.Envelope`'s head)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["dice-tui-save"]
    version: Literal[2]  # saves.format.CURRENT_VERSION (tests/saves/test_fastload.py checks)
    game: str
    created: datetime
    updated: datetime
    setup: dict[str, Any]
    summary: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class FastLoad:
    """A save validated in one pass, not yet replayed."""

    rules: AnyRules
    setup: GameSetup
    events: list[Event]
    created: datetime
    updated: datetime
    summary: dict[str, Any] | None
    #: the events' JSON array exactly as the file has it (a session writes on from it)
    events_json: bytes


def fast_parse(raw: bytes) -> FastLoad | None:
    """The save's parts, or None to take the careful path."""
    parts = split(raw)
    if parts is None:
        return None
    head, events_json = parts
    game = head.get("game")
    if not isinstance(game, str) or game not in GAMES:
        return None
    try:
        envelope = _Head.model_validate(head)
        rules = rules_for(game)
        setup = rules.setup_model.model_validate(envelope.setup)
        events = validate_events_json(rules.events, events_json)
        created, updated = as_utc(envelope.created), as_utc(envelope.updated)
    except Exception:  # damaged, old, or unusual: the careful path says exactly why
        return None
    return FastLoad(rules, setup, events, created, updated, envelope.summary, events_json)


#: bytes of the events array validated at a time (a slice ends at the next event's start)
SLICE = 1 << 18
_NEXT_EVENT = b'},{"type":'
_FIRST = b'{"type":'
_TYPE_KEY = b'"type":'


def validate_events_json(adapter: TypeAdapter[list[Any]], events_json: bytes) -> list[Any]:
    """The events of a JSON array as dice-tui writes it, validated a slice at a time, equal
    events shared. Any error is the caller's (the careful path then says what is wrong)."""
    events: list[Any] = []
    seen: dict[bytes, Any] = {}
    start, last = 1, len(events_json) - 1  # within the brackets
    if start >= last:
        return list(adapter.validate_json(events_json))  # no event (or not an array: the adapter says)
    while start < last:
        cut = events_json.find(_NEXT_EVENT, start + SLICE, last)
        end = last if cut < 0 else cut + 1
        events += _shared(adapter, events_json[start:end], seen)
        start = end + 1  # past the comma
    return events


def _shared(adapter: TypeAdapter[list[Any]], chunk: bytes, seen: dict[bytes, Any]) -> list[Any]:
    """The events of `chunk` (events separated by commas), each distinct text validated once.

    Why: a long log says the same few things again and again (a roll of the same faces, a
    keep, a stop); validating each distinct event's bytes once and sharing the model is the
    same list as validating every event and merging the equal ones afterwards, which cost
    as much again as the validation. The text between two `},{"type":` is one event's when
    no part of it holds another `"type":` key (a quote in a JSON string is escaped, so it
    cannot be a string's); any other shape, and any count that does not come out even, is
    validated whole, as it was written."""
    if chunk.startswith(_FIRST) and chunk.endswith(b"}"):
        pieces = chunk[len(_FIRST) : -1].split(_NEXT_EVENT)
        new = [piece for piece in dict.fromkeys(pieces) if piece not in seen]
        if not any(_TYPE_KEY in piece for piece in new):
            made = adapter.validate_json(b"[" + _FIRST + _NEXT_EVENT.join(new) + b"}]") if new else []
            if len(made) == len(new):
                seen.update(zip(new, made))
                return [seen[piece] for piece in pieces]
    return interned(adapter.validate_json(b"[" + chunk + b"]"), {})


def interned(events: list[Any], seen: dict[Any, Any]) -> list[Any]:
    """`events` with each one equal to an event in `seen` replaced by that one (frozen
    models: sharing is safe), `seen` learning the new ones."""
    try:
        return [seen.setdefault(event, event) for event in events]
    except TypeError:  # an event that cannot be hashed: kept as it is
        return events
