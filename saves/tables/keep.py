"""A seated player's own copy of a finished table game (issue 22: everyone keeps the game).

The host's save is the table's; each player's dice-tui writes the finished game into its
own save folder, so their save list, statistics and replays have it too. The copy is a
genuine save: the host sends the table's seed once the game is over (the dice are no
secret any more), so the copy's dice pass the same audit as any other save's.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from core.game import Event, replay
from core.games import rules_for
from core.lang import _
from saves.eventfile import EventLog
from saves.paths import ensure_folder
from saves.store import save_head

_UNSAFE_IN_NAME = re.compile(r"[^A-Za-z0-9-]")


def copy_name(game: str, table: str, when: datetime, n: int) -> str:
    """`<game>-table-<table>-<stamp>.json`: a table game at a glance, one line, no path."""
    safe = _UNSAFE_IN_NAME.sub("_", table)[:40] or "table"
    stamp = when.astimezone().strftime("%Y%m%d-%H%M%S")
    return f"{game}-table-{safe}-{stamp}{'' if n == 1 else f'-{n}'}.json"


def keep_finished(root: Path, game: str, setup: dict[str, Any], events: list[Event], table: str) -> Path:
    """Write the finished game into `root` as a new save; its path. ValueError if the
    setup does not fit the game, OSError (SaveFailed) if the disk refuses."""
    rules = rules_for(game)
    checked = rules.setup_model.model_validate(setup)
    state = replay(rules, checked, events)
    now = datetime.now(UTC)
    folder = ensure_folder(Path(root))
    for n in range(1, 1000):
        path = folder / copy_name(game, table, now, n)
        empty = save_head(game, checked, b"[]", now, now, rules, rules.start(checked), 0)
        try:
            log = EventLog.create(path, empty, rules.events)
        except FileExistsError:
            continue
        try:
            tail = log.with_events(events)
            log.write(save_head(game, checked, log.events_json(tail), now, now, rules, state, len(events)), tail)
        finally:
            log.close()
        return path
    raise FileExistsError(_("no free save name for a copy of table {table}").format(table=table))
