"""Which table a save is played at, kept beside the host's save: `<save>.table`.

Why: `dice-tui resume` of a save must find the table its host left paused, and the only
other way is to list the rendezvous folder, which anyone may fill with junk (issue 32,
item 3: 150,000 folders cost a local resume seconds). With this mark a local game's
resume reads no table folder at all, and a table's resume opens its own folder alone.
The file is the host's, beside its save (0600, written atomically, never through a
link, read at most MARK_BYTES); a save list ignores it (it does not end in `.json`).
"""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path

from saves.atomic import atomic_write
from saves.files import read_capped

SUFFIX = ".table"
#: a table's name is at most 73 characters
MARK_BYTES = 256


def mark_path(save: Path) -> Path:
    return save.with_name(save.name + SUFFIX)


def read_mark(save: Path) -> str | None:
    """The name of the table `save` is played at, or None (a local game, or a mark that
    cannot be read: the game is then played here alone, as a local one)."""
    try:
        raw, _info = read_capped(mark_path(save), MARK_BYTES)
    except (OSError, ValueError):
        return None
    with suppress(UnicodeDecodeError):
        return raw.decode().strip() or None
    return None


def write_mark(save: Path, table: str) -> None:
    """Remember that `save` is played at `table` (OSError if the disk refuses)."""
    atomic_write(mark_path(save), table.encode())


def clear_mark(save: Path) -> None:
    """The table is gone: its save is a local game again."""
    with suppress(OSError):
        mark_path(save).unlink()
