"""The save list: one row per save in a folder, from each save's own summary.

The list never lets one bad file hide the others: a FIFO, a symlink, a folder or a
device named like a save (or like an old lock sidecar), a file that cannot be read, one
too large, nested too deeply, with a date off the calendar, is a row of its own, with
its file name and why, listed after the games that can be played.

Apart from saves.store (encoding, loading) because `dice-tui saves` must answer about
as fast as reading the files: a save written by this dice-tui carries its summary
(saves.summary), so listing it needs neither pydantic nor a rule engine. Only a save
without a summary it can trust is replayed (`_describe`), and only then do those load.
"""

from __future__ import annotations

import os
import stat
from collections import OrderedDict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from core.games import title
from core.lang import _, language
from saves.dates import as_utc, local_time
from saves.errors import DamagedSave, SaveError, _OSSaveError, one_line, reason
from saves.files import SAVE_BYTES, MiB, kind_of, open_regular, read_event_file, read_open
from saves.lock import LEGACY_SUFFIX, holder, holder_of
from saves.paths import NOT_SAVES
from saves.summary import SaveInfo, row_from_summary


class FolderUnreadable(_OSSaveError):
    """The save folder itself cannot be listed (no permission, not a folder)."""

    def __init__(self, folder: Path, error: OSError):
        cause = reason(error)
        super().__init__(error.errno, cause, _("cannot read the save folder {folder}: {why}").format(
            folder=folder, why=cause))


def list_saves(root: str | Path) -> list[SaveInfo]:
    """Every save in root, newest first, then the rows that cannot be played (by name).

    A missing folder has no saves; one that cannot be read raises FolderUnreadable.
    """
    root = Path(root)
    try:
        with os.scandir(root) as entries:
            names = [entry.name for entry in entries]
    except FileNotFoundError:
        return []
    except OSError as error:
        raise FolderUnreadable(root, error) from None
    infos = []
    for name in names:
        if name.startswith(".") or name in NOT_SAVES:
            continue
        if name.endswith(".json"):
            info = _summary(root / name)
        elif name.endswith(".json" + LEGACY_SUFFIX):
            info = _odd_lock(root / name)
        else:
            continue
        if info is not None:
            infos.append(info)
    oldest = datetime.min.replace(tzinfo=UTC)
    playable = [info for info in infos if info.status != "damaged"]
    playable.sort(key=lambda info: (info.updated or oldest, info.name), reverse=True)
    apart = sorted((info for info in infos if info.status == "damaged"), key=lambda info: info.path.name)
    return playable + apart


def latest_unfinished(root: str | Path) -> SaveInfo | None:
    """The most recently played game that can be continued, if any."""
    return next((info for info in list_saves(root) if info.status == "unfinished"), None)


#: (path, inode, mtime, size, language) -> row without in_use: a listing reads each save once; the
#: least recently listed row leaves when it is full (a full cache is never emptied)
_SUMMARIES: OrderedDict[tuple[str, int, int, int, str], SaveInfo] = OrderedDict()
_SUMMARY_CACHE_SIZE = 4096


def _summary(path: Path) -> SaveInfo | None:
    try:
        info = os.lstat(path)
    except FileNotFoundError:  # deleted while listing
        return None
    except OSError as error:
        return _unreadable(path, reason(error), None)
    if not stat.S_ISREG(info.st_mode):
        return _unreadable(path, _("{kind}, not a regular file").format(kind=_(kind_of(info.st_mode))), info.st_mtime)
    key = (str(path), info.st_ino, info.st_mtime_ns, info.st_size, language())  # the row holds words
    row = _SUMMARIES.get(key)
    if row is None:
        raw, in_use = _read_and_probe(path)
        try:
            row = (row_from_summary(path, raw) if raw is not None else None) or _describe(path, info.st_mtime)
        except Exception as error:  # a game's progress() failing must not cost the list
            row = _damaged(path, info.st_mtime, DamagedSave(one_line(error)))
        if len(_SUMMARIES) >= _SUMMARY_CACHE_SIZE:
            _SUMMARIES.popitem(last=False)
        _SUMMARIES[key] = row
    else:
        _SUMMARIES.move_to_end(key)
        in_use = holder(path) is not None
    return as_listed(row, in_use)


def as_listed(row: SaveInfo, in_use: bool) -> SaveInfo:
    """The cached row as this listing shows it: whether it is open now, its time in the local
    zone. Built field by field: `dataclasses.replace` was a tenth of a cold listing."""
    return SaveInfo(row.path, row.name, row.game, row.title, row.players, row.progress, row.status, row.reason,
                    row.event_index, _local(row.updated), in_use)


def _read_and_probe(path: Path) -> tuple[bytes | None, bool]:
    """(a save's bytes, or None when they cannot be read; whether it is open in another
    dice-tui): one open for both, the list's cost being mostly its system calls."""
    try:
        fd = open_regular(path)
    except OSError:  # gone, swapped for something else: the replay says what is wrong
        return None, False
    try:
        try:
            raw: bytes | None = read_open(fd, path, SAVE_BYTES)[0]
        except OSError:
            raw = None
        return raw, holder_of(fd) is not None
    finally:
        os.close(fd)


def _odd_lock(path: Path) -> SaveInfo | None:
    """A `<save>.json.lock` left by an older dice-tui: a regular one is no row (opening its
    save removes it); anything else is never opened and is listed apart."""
    try:
        info = os.lstat(path)
    except OSError:
        return None
    if stat.S_ISREG(info.st_mode):
        return None
    return _unreadable(path, _("{kind}, not a regular file").format(kind=_(kind_of(info.st_mode))), info.st_mtime)


def _unreadable(path: Path, why: str, mtime: float | None) -> SaveInfo:
    when = datetime.fromtimestamp(mtime, UTC) if mtime is not None else None
    return SaveInfo(
        path=path, name=path.name, game="", title="?", players=[], progress=_("unreadable: {why}").format(why=why),
        status="damaged", reason=_("unreadable: {why}").format(why=why), event_index=None, updated=_local(when),
        in_use=False,
    )  # fmt: skip


def _local(moment: datetime | None) -> datetime | None:
    """In the user's time zone, as the list shows it (saves store UTC)."""
    return local_time(moment) if moment is not None else None


def _describe(path: Path, mtime: float) -> SaveInfo:
    """A save's row by replaying its log: for a save without a summary that matches it."""
    from saves.loading import load_game

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
        status="altered" if game.altered else "finished" if rules.is_over(state) else "unfinished",
        reason=_("altered: {why}").format(why=game.altered) if game.altered else None,
        event_index=None,
        updated=game.updated,
        in_use=False,
    )


#: a damaged file larger than this is not parsed again for its game and players
_PEEK_BYTES = 1 * MiB


def _damaged(path: Path, mtime: float, damage: DamagedSave) -> SaveInfo:
    """A damaged save's row, with whatever the file still tells (game, players, date)."""
    from saves.decoding import loads  # a hostile file's careful parse; a damaged save is rare

    peek: dict[str, Any] = {}
    try:
        data = loads(read_event_file(path, _PEEK_BYTES)[0])
        peek = data if isinstance(data, dict) else {}
    except SaveError:
        pass
    game = peek.get("game")
    game = game if isinstance(game, str) else ""
    setup = peek.get("setup")
    setup = setup if isinstance(setup, dict) else {}
    players = setup.get("players")
    players = players if isinstance(players, list) else []
    names = [p["name"] for p in players if isinstance(p, dict) and isinstance(p.get("name"), str)]
    return SaveInfo(
        path=path,
        name=path.stem,
        game=game,
        title=title(game),
        players=names,
        progress=_("damaged: {why}").format(why=damage),
        status="damaged",
        reason=str(damage),
        event_index=damage.event_index,
        updated=_updated(peek) or datetime.fromtimestamp(mtime, UTC),
        in_use=False,
    )


def _updated(peek: dict[str, Any]) -> datetime | None:
    try:
        return as_utc(datetime.fromisoformat(peek["updated"]))
    except (KeyError, TypeError, ValueError, DamagedSave):
        return None
