"""What a table is on disk: its files' names, the descriptor `table.json` its host writes,
a row of the list, and which names a table may have.

Nothing here is trusted for identity: the host of a table is the owner of its folder (a
stat, not the JSON), and a folder whose name does not start with its owner's login name
is not a table at all (someone else's junk never hides, nor stands for, a real table).
"""

from __future__ import annotations

import hashlib
import os
import re
import secrets
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from saves.tables import user_name

DESCRIPTOR = "table.json"
LOCK = "host.lock"
SOCKET = "sock"
#: the host's save, by path, readable by the host alone (0600): its own sweep takes away a
#: paused table whose save is gone; the list shows others only a digest (save_key)
SAVE = "save.path"
#: a descriptor is a few hundred bytes; a larger one is not read
DESCRIPTOR_BYTES = 64 * 1024
#: the most tables of one host a listing reads (one user's junk never hides another's tables)
MAX_PER_HOST = 50
#: the most table folders one listing opens and reads, whoever owns them
MAX_TABLES = 1000
#: a table's name: its host's login name, a dash, a number (or, once others have taken
#: every number, 8 random hex digits: saves.tables.tabledir); anything else is not a table
NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}-(?:[0-9]{1,3}|[0-9a-f]{8})")
#: a paused table (no host holds its lock) untouched this long is abandoned: not listed,
#: and taken away by its host's next `dice-tui table` command
ABANDONED = 12 * 3600.0


class Seat(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    name: str = Field(min_length=1, max_length=24)
    bot: str | None = Field(default=None, max_length=24)


class TableInfo(BaseModel):
    """What a table tells the list: written by its host, read by anyone who may see it."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    format: str = "dice-tui-table"
    table: str = Field(min_length=1, max_length=73)
    #: which game this is: a client of an earlier game under the same name is refused
    id: str = Field(default="", max_length=32)
    game: str = Field(max_length=40)
    title: str = Field(max_length=40)
    host: str = Field(default="", max_length=64)  # as the host calls itself; the list trusts the folder's owner
    seats: tuple[Seat, ...] = Field(max_length=16)
    connected: tuple[str, ...] = Field(default=(), max_length=64)
    stand_ins: tuple[int, ...] = Field(default=(), max_length=16)
    turn: str | None = Field(default=None, max_length=24)
    over: bool = False
    progress: str = Field(default="", max_length=200)
    group: str | None = Field(default=None, max_length=64)
    save: str = Field(max_length=255)


@dataclass(frozen=True)
class TableRow:
    """One row of `table list`: a table, or a folder that could not be read (`damaged`)."""

    name: str
    folder: Path
    host: str
    host_uid: int
    info: TableInfo | None
    running: bool
    damaged: str | None = None
    #: seconds since its host last wrote table.json
    age: float = 0.0

    @property
    def abandoned(self) -> bool:
        """Paused for longer than ABANDONED: no longer a table anyone can sit at."""
        return not self.running and self.age > ABANDONED


def new_id() -> str:
    return secrets.token_hex(8)



def named_for(name: str, uid: int) -> bool:
    """Whether a folder `name` owned by `uid` may be a table: named after its owner (a
    folder of the caller's own is the caller's whatever its name)."""
    return bool(NAME.fullmatch(name)) and (uid == os.geteuid() or name.rpartition("-")[0] == user_name(uid))


def table_stem(host: str) -> str:
    """What a table's name starts with: its host's name where NAME allows it, else the
    host's name spelled in ASCII (an account under serve may be "Zoë": her tables are
    `Zoe-1`; who hosts a table is never read from its name there, see listing.host_of)."""
    if NAME.fullmatch(f"{host}-1"):
        return host
    ascii_name = unicodedata.normalize("NFKD", host).encode("ascii", "ignore").decode()
    stem = re.sub(r"[^A-Za-z0-9_.-]", "_", ascii_name).lstrip(".-")[:32]
    return stem or "table"


def save_key(path: Path) -> str:
    """Which save a table plays, as a digest: the list must not show the host's paths."""
    return hashlib.sha256(str(Path(path).absolute()).encode()).hexdigest()[:24]
