"""Shared tables: one host process owns a game's save and event log; players and
watchers on the same machine connect to it over a Unix socket (docs/shared-tables.md).

`protocol` is the wire format, `folder` the rendezvous folder where tables are found,
`peers` who a connecting process is (the kernel's word, not the client's), `host` the
server beside the host's game screen, `client` the session a joining terminal plays with.
"""

from __future__ import annotations

import os
from pathlib import Path

#: the rendezvous folder's override; here, not in `folder`, so that resuming a local game
#: can see there are no tables without importing the tables' models (pydantic) and host
ENV = "DICE_TUI_TABLES"
DEFAULT = Path("/tmp/dice-tui-tables")


def tables_root() -> Path:
    value = os.environ.get(ENV)
    return Path(value).expanduser().absolute() if value else DEFAULT
