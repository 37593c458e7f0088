"""A rematch (issue 22, item 12): "Play again" at a finished table opens a new table with
the same seats and options and fresh dice, and invites every seat to it; a seat's
"Play again" then joins it."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tui.table.listing import visible_rows
from tui.table.net.client import TableClient, TableError
from tui.table.net.peers import claimed_name
from tui.table.opening import open_table


def open_rematch(save_root: Path, host: Any) -> Any:
    """The new table (a TableHost); everyone at the old one hears its name."""
    setup = host.setup.model_copy(update={"seed": random.SystemRandom().randrange(1, 10**9)})
    table = open_table(save_root, host.rules.id, setup, host.group)
    table.idle_after, table.quiet_watchers = host.idle_after, host.quiet_watchers
    host.offer_rematch(table.name)
    return table


def join_rematch(name: str, role: str) -> TableClient:
    """A seat (or a watcher's chair) at the rematch `name`; TableError if it is not open."""
    rows = [row for row in visible_rows() if row.name == name and row.info is not None and row.running]
    if not rows:
        raise TableError(f"table {name} is not open any more")
    return TableClient(rows[0].folder, role, claimed_name())
