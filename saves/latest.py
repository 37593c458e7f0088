"""The menu's Continue line from the saves' own summaries: no pydantic, no rule engine.

The menu looks at the save folder in the background of every start. Replaying the
saves for that would import pydantic and the rule engines, 12-15 MB that a session
then carries for its whole life on a shared host. A save written by this dice-tui
carries its summary (saves.summary), so the newest unfinished game is read from the
files' heads; the first save without a summary it can trust hands the question to
saves.listing, which replays it.
"""

from __future__ import annotations

import os
import stat
from datetime import UTC, datetime
from pathlib import Path

from saves.errors import SaveError
from saves.files import SAVE_BYTES, read_capped
from saves.listing import as_listed
from saves.listing import latest_unfinished as replayed
from saves.lock import holder
from saves.paths import NOT_SAVES
from saves.summary import SaveInfo, row_from_summary


def latest_unfinished(root: str | Path) -> SaveInfo | None:
    """The most recently played game that can be continued, if any (as saves.listing says)."""
    root = Path(root)
    rows = []
    try:
        with os.scandir(root) as entries:
            names = [entry.name for entry in entries]
    except FileNotFoundError:
        return None
    except OSError:
        return replayed(root)  # it says why the folder cannot be read
    for name in names:
        if name.startswith(".") or name in NOT_SAVES or not name.endswith(".json"):
            continue
        path = root / name
        try:
            info = os.lstat(path)
            raw = read_capped(path, SAVE_BYTES)[0] if stat.S_ISREG(info.st_mode) else None
        except (OSError, SaveError):
            raw = None
        row = row_from_summary(path, raw) if raw is not None else None
        if row is None:
            return replayed(root)
        rows.append(row)
    oldest = datetime.min.replace(tzinfo=UTC)
    rows.sort(key=lambda row: (row.updated or oldest, row.name), reverse=True)
    for row in rows:
        if row.status == "unfinished":
            return as_listed(row, holder(row.path) is not None)
    return None

