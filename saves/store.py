"""Save files on disk: encoding, loading with a precise diagnosis, the save list.

Writes go through `atomic_write` (see `saves.atomic`), so a crash loses at most the
event in flight. Loading never writes. Whatever goes wrong (empty, not JSON, not a
save, a newer version, an unknown game, a bad setup, event N that does not validate or
that the rules cannot fold) becomes one `DamagedSave` with a one-line reason and, when
one event is at fault, its number; the file is listed as damaged and left as it was.
"""

from __future__ import annotations

import gc

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from core.game import ReplayError, Rules, replay
from core.games import TITLES, rules_for
from saves.atomic import atomic_write, sweep_temp_files
from saves.errors import DamagedSave
from saves.fastload import fast_parse
from saves.format import CURRENT_VERSION, FORMAT, Envelope, as_utc, first_error, parse
from saves.lock import SaveLock, holder, sidecar
from saves.paths import RECORDS_FILE

__all__ = [  # atomic_write and sweep_temp_files are offered here too, for callers' ease
    "DamagedSave", "LoadedGame", "SaveInfo", "atomic_write", "delete_save", "encode",
    "encode_with_events_json", "latest_unfinished", "list_saves", "load_game",
    "new_save_path", "sweep_temp_files",
]  # fmt: skip


def encode(
    game: str,
    setup: BaseModel,
    events: Sequence[Any],
    created: datetime,
    updated: datetime,
    *,
    rules: Rules | None = None,
) -> bytes:
    """A save file's bytes: compact JSON, events last (the bulk, dumped by pydantic-core)."""
    rules = rules or rules_for(game)
    return encode_with_events_json(
        game, setup, rules.events.dump_json(list(events)), created, updated
    )


def encode_with_events_json(
    game: str, setup: BaseModel, events_json: bytes, created: datetime, updated: datetime
) -> bytes:
    """`encode` given the events' JSON array already made (a session keeps it between writes)."""
    head = {
        "format": FORMAT,
        "version": CURRENT_VERSION,
        "game": game,
        "created": created.isoformat(),
        "updated": updated.isoformat(),
        "setup": setup.model_dump(mode="json"),
    }
    text = json.dumps(head, separators=(",", ":"), ensure_ascii=False)
    return b"".join((text[:-1].encode(), b',"events":', events_json, b"}"))


@dataclass(frozen=True, slots=True)
class LoadedGame:
    """A save read, validated and replayed."""

    path: Path
    rules: Rules
    setup: Any
    events: list[Any]
    state: Any
    created: datetime
    updated: datetime


def load_game(path: str | Path) -> LoadedGame:
    """Read a save and replay it, or raise DamagedSave saying why in one line.

    The garbage collector is paused meanwhile: a long log allocates hundreds of
    thousands of small objects that all stay alive, so its passes would find nothing
    to free and cost more than the load itself.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _load_game(Path(path))
    finally:
        if collecting:
            gc.enable()


def _load_game(path: Path) -> LoadedGame:
    try:
        fast = fast_parse(path.read_bytes())
    except OSError:
        fast = None
    if fast is not None:
        rules, setup, events, created, updated = fast
        try:
            return LoadedGame(path, rules, setup, events, replay(rules, setup, events), created, updated)
        except Exception:  # a log the rules reject: the careful path names the event
            pass
    envelope = _read(path)
    rules = _rules(envelope.game)
    try:
        setup = rules.setup_model.model_validate(envelope.setup)
    except ValidationError as error:
        raise DamagedSave(f"setup: {first_error(error)}") from None
    except Exception as error:  # a validator that raised something else: still one line
        raise DamagedSave(f"setup: {_one_line(error)}") from None
    events = _validate_events(rules, envelope.events)
    try:
        state = replay(rules, setup, events)
    except ReplayError as error:
        raise DamagedSave(error.reason, error.index) from None
    except Exception as error:  # a game's own fold or start failing: still no traceback
        raise DamagedSave(f"cannot replay: {_one_line(error)}") from None
    return LoadedGame(path, rules, setup, events, state, envelope.created, envelope.updated)


def _read(path: Path) -> Envelope:
    try:
        raw = path.read_bytes()
        mtime = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc)
    except OSError as error:
        raise DamagedSave(f"cannot read the file ({error.strerror})") from None
    return parse(raw, mtime)


def _rules(game: str) -> Rules:
    try:
        return rules_for(game)
    except KeyError:
        raise DamagedSave(f"unknown game {game!r}") from None
    except Exception:  # not installed, or a broken module: the save itself may be fine
        raise DamagedSave(f"the game {game!r} is not available in this dice-tui") from None


def _validate_events(rules: Rules, raw: list[Any]) -> list[Any]:
    try:
        return rules.events.validate_python(raw)
    except ValidationError as error:
        loc = error.errors(include_url=False)[0]["loc"]
        if not loc or not isinstance(loc[0], int):
            raise DamagedSave(f"events: {first_error(error)}") from None
        index = loc[0]
        item = raw[index] if index < len(raw) else None
        tagged = len(loc) > 1 and isinstance(item, dict) and item.get("type") == loc[1]
        raise DamagedSave(first_error(error, skip=2 if tagged else 1), index + 1) from None
    except Exception as error:
        raise DamagedSave(f"events: {_one_line(error)}") from None


def _one_line(error: Exception) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


Status = Literal["unfinished", "finished", "damaged"]


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """One row of the save list."""

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


def list_saves(root: str | Path) -> list[SaveInfo]:
    """Every `*.json` save in root, newest first; damaged ones with their reason."""
    root = Path(root)
    if not root.is_dir():
        return []
    infos = []
    for path in root.glob("*.json"):
        if path.name.startswith(".") or path.name == RECORDS_FILE or not path.is_file():
            continue
        info = _summary(path)
        if info is not None:
            infos.append(info)
    oldest = datetime.min.replace(tzinfo=timezone.utc)
    infos.sort(key=lambda info: (info.updated or oldest, info.name), reverse=True)
    return infos


def latest_unfinished(root: str | Path) -> SaveInfo | None:
    """The most recently played game that can be continued, if any."""
    return next((info for info in list_saves(root) if info.status == "unfinished"), None)


#: (path, inode, mtime, size) -> row without in_use: a listing replays each save once
_SUMMARIES: dict[tuple[str, int, int, int], SaveInfo] = {}
_SUMMARY_CACHE_SIZE = 512


def _summary(path: Path) -> SaveInfo | None:
    try:
        stat = path.stat()
    except FileNotFoundError:  # deleted while listing
        return None
    key = (str(path), stat.st_ino, stat.st_mtime_ns, stat.st_size)
    info = _SUMMARIES.get(key)
    if info is None:
        try:
            info = _describe(path, stat.st_mtime)
        except Exception as error:  # a game's progress() failing must not cost the list
            info = _damaged(path, stat.st_mtime, DamagedSave(_one_line(error)))
        if len(_SUMMARIES) >= _SUMMARY_CACHE_SIZE:
            _SUMMARIES.clear()
        _SUMMARIES[key] = info
    return replace(info, in_use=holder(path) is not None, updated=_local(info.updated))


def _local(moment: datetime | None) -> datetime | None:
    """In the user's time zone, as the list shows it (saves store UTC)."""
    return moment.astimezone() if moment is not None else None


def _describe(path: Path, mtime: float) -> SaveInfo:
    try:
        game = load_game(path)
    except DamagedSave as damage:
        return _damaged(path, mtime, damage)
    rules, state = game.rules, game.state
    return SaveInfo(
        path=path,
        name=path.stem,
        game=rules.id,
        title=rules.title,
        players=[player.name for player in getattr(game.setup, "players", ())],
        progress=rules.progress(state),
        status="finished" if rules.is_over(state) else "unfinished",
        reason=None,
        event_index=None,
        updated=game.updated,
        in_use=False,
    )


def _damaged(path: Path, mtime: float, damage: DamagedSave) -> SaveInfo:
    """A damaged save's row, with whatever the file still tells (game, players, date)."""
    peek: dict[str, Any] = {}
    try:
        data = json.loads(path.read_bytes())
        peek = data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        pass
    game = peek.get("game") if isinstance(peek.get("game"), str) else ""
    setup = peek.get("setup") if isinstance(peek.get("setup"), dict) else {}
    players = setup.get("players") if isinstance(setup.get("players"), list) else []
    names = [p["name"] for p in players if isinstance(p, dict) and isinstance(p.get("name"), str)]
    return SaveInfo(
        path=path,
        name=path.stem,
        game=game,
        title=TITLES.get(game, game or "?"),
        players=names,
        progress=f"damaged: {damage}",
        status="damaged",
        reason=str(damage),
        event_index=damage.event_index,
        updated=_updated(peek) or datetime.fromtimestamp(mtime, timezone.utc),
        in_use=False,
    )


def _updated(peek: dict[str, Any]) -> datetime | None:
    try:
        return as_utc(datetime.fromisoformat(peek["updated"]))
    except (KeyError, TypeError, ValueError):
        return None


def new_save_path(root: Path, game: str, when: datetime | None = None) -> Path:
    """A free name `<game>-<YYYYmmdd-HHMMSS>[-N].json` (local time: people read it)."""
    stamp = (when or datetime.now(timezone.utc)).astimezone().strftime("%Y%m%d-%H%M%S")
    for n in range(1, 10_000):
        path = root / (f"{game}-{stamp}.json" if n == 1 else f"{game}-{stamp}-{n}.json")
        if not path.exists() and not sidecar(path).exists():
            return path
    raise FileExistsError(f"no free save name for {game} at {stamp}")


def delete_save(path: str | Path) -> None:
    """Delete a save (damaged ones too); SaveInUse if another dice-tui has it open."""
    path = Path(path)
    with SaveLock(path):
        path.unlink(missing_ok=True)
