"""The summary kept in every save: what the save list shows, without replaying the log.

Listing 1,000 saves by replaying each one costs seconds; the list only needs each
game's progress line and whether it is over. Every write puts those in the file's
head, next to a digest of the setup, the events as written and the summary itself:
`"summary": {"events": N, "facts": {...}, "over": false, "digest": "..."}`.

The list and the statistics trust a summary only when the digest matches the bytes
that follow it and what the summary says, so a file changed by hand (a lost game's
summary edited to say "won", an unfinished one marked over, a log cut short) is
replayed like a save without a summary and shows what its log really says. Opening a
save replays it anyway and checks the summary against the state (`matches`). The
digest is no signature: whoever recomputes it can still make a summary lie, which
the dice audit and the replay on opening do not see; `game_key` (setup and events
only) tells copies of one game apart from other games.

The summary holds the game's facts (core.facts: numbers, in no language), never words:
the progress line is worded from them when listed, in the language of whoever lists,
by the game's light `progress` module; a save is the same file in every language.
Nothing here imports pydantic or a rule engine: the menu's background check stays light.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from importlib import import_module
from pathlib import Path
from typing import Any, Literal, NamedTuple

from core.digests import blake2b
from core.games import GAMES, title

#: "altered": it loads, but its dice are not the seed's, so it opens read-only
Status = Literal["unfinished", "finished", "altered", "damaged"]


class SaveInfo(NamedTuple):
    """One row of the save list (a named tuple: `dice-tui saves` need not import `dataclasses`)."""

    path: Path
    name: str
    game: str
    title: str
    players: list[str]
    progress: str
    status: Status
    reason: str | None
    event_index: int | None
    updated: datetime | None  # aware, in the local time zone
    in_use: bool


#: saves.format's FORMAT and CURRENT_VERSION (a test keeps them equal): importing that
#: module would bring pydantic into the menu's background check
_FORMAT, _VERSION = "dice-tui-save", 2

#: the events come last in a save written by dice-tui: `{...head...,"events":[...]}`
EVENTS_KEY = b',"events":'


def setup_json(setup: dict[str, Any]) -> bytes:
    """The setup's JSON as the head holds it (compact, in its own key order)."""
    return json.dumps(setup, separators=(",", ":"), ensure_ascii=False).encode()


def game_key(setup_text: bytes, events_json: bytes) -> str:
    """Which game a save holds, whatever its file is called: every copy of one game
    shares it (the statistics count it once), a game played on differs."""
    hasher = blake2b(setup_text, digest_size=16)
    hasher.update(b"\0")
    hasher.update(events_json)
    return hasher.hexdigest()


def digest(setup_text: bytes, events_json: bytes, count: Any, facts: Any, over: Any) -> str:
    """The summary's digest: of the game (`game_key`) and of what the summary says of it."""
    return _sealed(game_key(setup_text, events_json), count, facts, over)


def _sealed(key: str, count: Any, facts: Any, over: Any) -> str:
    told = json.dumps([key, count, facts, over], sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return blake2b(told.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


def make(setup: dict[str, Any], events_json: bytes, count: int, facts: dict[str, Any], over: bool,
         setup_text: bytes | None = None) -> dict[str, Any]:
    """The summary of a save; `setup_text`: the setup's `setup_json`, when already made."""
    facts = normal(facts)
    text = setup_json(setup) if setup_text is None else setup_text
    return {"events": count, "facts": facts, "over": over, "digest": digest(text, events_json, count, facts, over)}


def normal(facts: dict[str, Any]) -> Any:
    """Facts as JSON gives them back (tuples become lists), so a read summary compares equal."""
    return json.loads(json.dumps(facts))


def split(raw: bytes) -> tuple[dict[str, Any], bytes] | None:
    """(the head, parsed; the events array's bytes) of a save laid out as dice-tui writes
    it, or None for any other shape. A quote inside a JSON string is escaped, so the
    first `,"events":` is a key; the head must parse whole, so it is the top level's."""
    at = raw.find(EVENTS_KEY)
    if at < 0 or not raw.endswith(b"]}"):
        return None
    events = raw[at + len(EVENTS_KEY) : -1]
    if not events.startswith(b"["):
        return None
    try:
        head = json.loads(raw[:at] + b"}")
    except (ValueError, RecursionError):  # the full parse says why, in words (saves.format.loads)
        return None
    return (head, events) if isinstance(head, dict) and "events" not in head else None


def read(raw: bytes) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """(the head, its summary) when the file carries a summary of exactly these bytes, for
    the save list: a summary from before the digest covered it is still taken there (its
    digest was the `game_key`), or every older save would be replayed at every listing;
    the next command played in its game writes it anew, digest and all."""
    found = read_keyed(raw, legacy=True)
    return None if found is None else found[:2]


def read_keyed(raw: bytes, legacy: bool = False) -> tuple[dict[str, Any], dict[str, Any], str] | None:
    """(the head, its summary, the `game_key`) when the file carries a summary of exactly
    these bytes, saying what its digest says (or, with `legacy`, an older digest of the
    bytes alone: never for what counts, such as the statistics).

    The digest is taken over the setup's text as the head holds it (between `"setup":`
    and `,"summary":`, the order dice-tui writes), so nothing is encoded again here."""
    parts = split(raw)
    if parts is None:
        return None
    head = parts[0]
    summary = head.get("summary")
    start, end = raw.find(b',"setup":'), raw.find(b',"summary":')
    if not isinstance(summary, dict) or not isinstance(head.get("setup"), dict) or not 0 < start < end:
        return None
    if not isinstance(summary.get("facts"), dict) or type(summary.get("over")) is not bool:
        return None
    key = game_key(raw[start + len(b',"setup":') : end], parts[1])
    told = summary.get("digest")
    if told != _sealed(key, summary.get("events"), summary["facts"], summary["over"]) and not (legacy and told == key):
        return None
    return head, summary, key



def matches(summary: Any, count: int, facts: dict[str, Any], over: bool) -> bool:
    """Does a save's summary say what its replayed log says?"""
    return (
        isinstance(summary, dict)
        and summary.get("events") == count
        and summary.get("facts") == normal(facts)
        and summary.get("over") is over
    )


def row_from_summary(path: Path, raw: bytes) -> SaveInfo | None:
    """The save list's row for a save whose summary matches its bytes (else None: replay it).

    Names and the progress line come from a file, so they are taken only when short and
    free of control characters; anything else is left to the replay, whose validation
    says what is wrong."""
    found = read(raw)
    if found is None:
        return None
    head, told = found
    game, players = head.get("game"), head["setup"].get("players")
    if head.get("format") != _FORMAT or head.get("version") != _VERSION:
        return None
    if not isinstance(game, str) or game not in GAMES:
        return None
    if not isinstance(players, list) or not all(isinstance(p, dict) and _printable(p.get("name")) for p in players):
        return None
    updated = _utc(head.get("updated"))
    names = [p["name"] for p in players]
    progress = _progress(game, told["facts"], names)
    if progress is None or updated is None:
        return None
    return SaveInfo(
        path=path, name=path.stem, game=game, title=title(game), players=names,
        progress=progress, status="finished" if told["over"] else "unfinished", reason=None,
        event_index=None, updated=updated, in_use=False,
    )  # fmt: skip


def _progress(game: str, facts: dict[str, Any], names: list[str]) -> str | None:
    """The progress line of a summary's facts, in the player's language; None when the
    facts (a file's, after all) do not make one: the save is then replayed."""
    try:
        line = import_module(GAMES[game].progress).progress_line(facts, names)
    except Exception:  # facts of another version, or made by hand: the replay says what is so
        return None
    return line if isinstance(line, str) and len(line) <= 400 and line.isprintable() else None


def _printable(text: Any) -> bool:
    """A string a file may put on screen: short, no control characters (it is shown literally)."""
    return isinstance(text, str) and 0 < len(text) <= 200 and text.isprintable()


def _utc(text: Any) -> datetime | None:
    try:
        moment = datetime.fromisoformat(text)
        return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    except (TypeError, ValueError, OverflowError):
        return None
