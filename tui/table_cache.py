"""Large precomputed tables, built once per user and mapped read-only by every session.

Built in memory, a table such as the Dalek optimal bot's costs each dice-tui process
about a second and 10 MB: on a shared host with many players that is what limits how
many sessions fit. Instead the first session packs it into a file in the user's cache
folder (`platformdirs.user_cache_path`, or `$DICE_TUI_HOME/cache`), and every session
maps that file read-only: the kernel keeps one copy of its pages for all of them.

`mapped_table(name, build)` is all a game needs: `name` says what the bytes are and
which version of their layout (a new layout, a new name), `build` makes them when no
good file is there. Each file starts with a magic word, the byte order and a digest
of the body; a file that does not match (another version, cut short, changed by hand)
is built again, never trusted. If the cache folder cannot be written, the bytes stay
in this process's memory. The rule engines never see a file (core stays pure): they
are handed the bytes.
"""

from __future__ import annotations

import hashlib
import mmap
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path

MAGIC = b"dice-tui table\x01" + (b"L" if sys.byteorder == "little" else b"B")
HEADER = len(MAGIC) + 16  # the magic word, then a 16-byte digest of the body: 32, so numbers stay aligned
CHUNK = 1 << 20  # bytes read at a time while checking a file's digest
_NAME = re.compile(r"[a-z0-9][a-z0-9.-]{0,60}")


def cache_file(name: str) -> Path:
    """Where the table `name` is kept for this user."""
    if not _NAME.fullmatch(name):
        raise ValueError(f"not a table name: {name!r}")
    home = os.environ.get("DICE_TUI_HOME")
    if home:
        folder = Path(home).expanduser() / "cache"
    else:
        import platformdirs

        folder = platformdirs.user_cache_path("dice-tui")
    return folder / f"{name}.bin"


def mapped_table(name: str, build: Callable[[], bytes]) -> memoryview:
    """The bytes of table `name`, mapped read-only from the user's cache, built (and
    written there for the next session) when the file is missing or damaged."""
    path = cache_file(name)
    found = _mapped(path)
    if found is not None:
        return found
    body = build()
    try:
        _write(path, MAGIC + _digest(body) + body)
        found = _mapped(path)
    except OSError:
        found = None
    return found if found is not None else memoryview(body)  # no cache folder to write: in memory


def table_reader(name: str, build: Callable[[], bytes]) -> Callable[[], bytes | memoryview]:
    """A function that reads table `name`'s body afresh each time it is called, for a
    table that is used whole now and then (the expert's turn graph: once per turn)
    rather than looked up page by page: mapped, every page would stay counted in the
    session's memory; read, the bytes are let go as soon as the caller is done, while
    the file stays in the kernel's page cache for every session. The file is checked
    (and built if need be) once; the open descriptor keeps reading that same file."""
    path = cache_file(name)
    fd = _checked(path)
    if fd is None:
        body = build()
        try:
            _write(path, MAGIC + _digest(body) + body)
        except OSError:
            return lambda: body  # no cache folder to write: kept in memory
        fd = _checked(path)
        if fd is None:
            return lambda: body
    size = os.fstat(fd).st_size - HEADER

    def read() -> memoryview:
        """Into a buffer of its own pages: freed, they go back to the system at once (a
        `bytes` this large may come from the C heap, which keeps what it frees)."""
        buffer = mmap.mmap(-1, max(size, 1))
        if os.preadv(fd, [buffer], HEADER) != size:
            raise OSError(f"table {name} was cut short while in use")
        return memoryview(buffer)[:size]

    return read


def _digest(body: bytes | memoryview) -> bytes:
    return hashlib.blake2b(body, digest_size=16).digest()


def _mapped(path: Path) -> memoryview | None:
    """The body mapped read-only, once its digest is checked (see `_checked`)."""
    fd = _checked(path)
    if fd is None:
        return None
    try:
        mapped = mmap.mmap(fd, 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError):
        return None
    finally:
        os.close(fd)
    return memoryview(mapped)[HEADER:]


def _checked(path: Path) -> int | None:
    """The file open for reading (the caller closes it) if its digest matches its body,
    else None. The check reads the file (pread), not a mapping: pages read through a
    mapping would count in this session's memory, while a lookup touches only the few it
    needs. What is checked is what the descriptor goes on reading, whatever the path
    comes to name later."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:
        return None
    try:
        size = os.fstat(fd).st_size
        head = os.pread(fd, HEADER, 0)
        hasher = hashlib.blake2b(digest_size=16)
        chunk = memoryview(bytearray(CHUNK))  # one buffer: chunks of fresh bytes would leave the C heap grown
        for offset in range(HEADER, size, CHUNK):
            hasher.update(chunk[: os.preadv(fd, [chunk], offset)])
        if len(head) == HEADER and head[: len(MAGIC)] == MAGIC and head[len(MAGIC) :] == hasher.digest():
            return fd
    except OSError:
        pass
    os.close(fd)
    return None


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
