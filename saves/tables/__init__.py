"""Shared tables on disk: the rendezvous folder where tables are found (`folder`).

A table is one host process owning a game's save; players and watchers connect to it
over a Unix socket. The sockets, the wire format and who is at the other end are
saves.tables.net; the folders and files are `folder`, `info`, `tabledir` and `at`.
"""

from __future__ import annotations

import os
import pwd
from pathlib import Path

#: the rendezvous folder's override; here, not in `folder`, so that resuming a local game
#: can see there are no tables without importing the tables' models (pydantic) and host
ENV = "DICE_TUI_TABLES"
DEFAULT = Path("/tmp/dice-tui-tables")


def tables_root() -> Path:
    value = os.environ.get(ENV)
    return Path(value).expanduser().absolute() if value else DEFAULT


def user_name(uid: int) -> str:
    """The login name of `uid`, or `uid 1234` when the password database has none."""
    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:
        return f"uid {uid}"
