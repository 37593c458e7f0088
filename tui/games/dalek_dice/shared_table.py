"""The optimal bot's table, built once per user and mapped read-only by every session.

Built in memory, the table costs each dice-tui process about a second and 10 MB: on
a shared host with many players that is what limits how many sessions fit. Instead
the first session packs it (core.dalek_dice.packed) into a file in the user's cache
folder (`platformdirs.user_cache_path`, or `$DICE_TUI_HOME/cache`), and every session
maps that file read-only: the kernel keeps one copy of its pages for all of them.

The file starts with a magic word, the layout's size and a digest of the numbers; a
file that does not match (another version, cut short, changed) is built again. If
the cache folder cannot be written, the table stays in this process's memory.
"""

from __future__ import annotations

import hashlib
import mmap
import os
import sys
from pathlib import Path

from core.dalek_dice.optimal import TurnSolver, in_use, use
from core.dalek_dice.packed import SIZE, PackedSolver, pack

MAGIC = b"DDOPT\x00\x01" + (b"L" if sys.byteorder == "little" else b"B")
HEADER = len(MAGIC) + 16
BODY = 2 * SIZE * 8


def cache_file() -> Path:
    home = os.environ.get("DICE_TUI_HOME")
    if home:
        folder = Path(home).expanduser() / "cache"
    else:
        import platformdirs

        folder = platformdirs.user_cache_path("dice-tui")
    return folder / f"dalek-optimal-{SIZE}.bin"


def shared_solver() -> TurnSolver:
    """Install (and return) the table mapped from the cache file, building the file if needed."""
    current = in_use()
    if isinstance(current, PackedSolver):
        return current  # this process has mapped it already
    path = cache_file()
    table = _mapped(path)
    if table is None:
        built = TurnSolver()
        built.expected_turn_score()
        body = pack(built)
        del built
        try:
            _write(path, MAGIC + hashlib.blake2b(body, digest_size=16).digest() + body)
            table = _mapped(path)
        except OSError:
            table = None
        if table is None:  # no cache folder to write: keep the packed copy in memory
            table = PackedSolver(memoryview(body).cast("d"))
    use(table)
    return table


def _mapped(path: Path) -> PackedSolver | None:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:
        return None
    try:
        if os.fstat(fd).st_size != HEADER + BODY:
            return None
        mapped = mmap.mmap(fd, 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError):
        return None
    finally:
        os.close(fd)
    view = memoryview(mapped)
    if (
        view[: len(MAGIC)] != MAGIC
        or view[len(MAGIC) : HEADER] != hashlib.blake2b(view[HEADER:], digest_size=16).digest()
    ):
        return None
    return PackedSolver(view[HEADER:].cast("d"))


def _write(path: Path, data: bytes) -> None:
    """Atomically, in a private folder: a reader sees the whole file or none."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
