"""Large precomputed charts, built once per user and mapped read-only by every session.

Built in memory, a chart such as the Dalek optimal bot's costs each dice-tui process
about a second and 10 MB: on a shared host with many players that is what limits how
many sessions fit. Instead the first session packs it into a file in the user's cache
folder (`platformdirs.user_cache_path`, or `$DICE_TUI_HOME/cache`), and every session
maps that file read-only: the kernel keeps one copy of its pages for all of them.

`mapped_chart(name, build)` is all a game needs: `name` says what the bytes are and
which version of their layout (a new layout, a new name), `build` makes them when no
good file is there. Each file starts with a magic word, the byte order and a digest
of the body; a file that does not match (another version, cut short, changed by hand)
is built again, never trusted. If the cache folder cannot be written, the bytes stay
in this process's memory. The rule engines never see a file (core stays pure): they
are handed the bytes.

The cache folder is held to the save folder's rules (saves.paths, saves.files), since
what it holds decides how a bot plays: a folder that is not the user's own, or that
others may write to, is not used at all (the chart is built in memory); a file is
opened through the folder's own descriptor, never through a symlink and never waiting
(a FIFO named like a chart must not freeze a game), and only a regular file of the
user's own is read. Anything else is ignored and built again.
"""

from __future__ import annotations

import contextlib
import mmap
import os
import re
import stat
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from core.digests import blake2b
from saves.paths import HOME_ENV, ensure_folder, refuse_unless_private

MAGIC = b"dice-tui table\x01" + (b"L" if sys.byteorder == "little" else b"B")
HEADER = len(MAGIC) + 16  # the magic word, then a 16-byte digest of the body: 32, so numbers stay aligned
CHUNK = 1 << 20  # bytes read at a time while checking a file's digest
_NAME = re.compile(r"[a-z0-9][a-z0-9.-]{0,60}")


def cache_file(name: str) -> Path:
    """Where the chart `name` is kept for this user."""
    if not _NAME.fullmatch(name):
        raise ValueError(f"not a chart name: {name!r}")
    home = os.environ.get(HOME_ENV)
    if home:
        folder = Path(home).expanduser() / "cache"
    else:
        import platformdirs

        folder = platformdirs.user_cache_path("dice-tui")
    return folder / f"{name}.bin"


def mapped_chart(name: str, build: Callable[[], bytes]) -> memoryview:
    """The bytes of chart `name`, mapped read-only from the user's cache, built (and
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


def chart_reader(name: str, build: Callable[[], bytes]) -> Callable[[], bytes | memoryview]:
    """A function that reads chart `name`'s body afresh each time it is called, for a
    chart that is used whole now and then (the expert's turn graph: once per turn)
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
            raise OSError(f"chart {name} was cut short while in use")
        return memoryview(buffer)[:size]

    return read


def _digest(body: bytes | memoryview) -> bytes:
    return blake2b(body, digest_size=16).digest()


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
    comes to name later; and only the user's own regular file in a safe folder is read."""
    try:
        with _folder(path.parent) as folder:
            fd = os.open(path.name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=folder)
    except OSError:  # UnsafeFolder among them
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid():
            raise OSError("not the user's own regular file")
        size = info.st_size
        head = os.pread(fd, HEADER, 0)
        hasher = blake2b(digest_size=16)
        chunk = memoryview(bytearray(CHUNK))  # one buffer: chunks of fresh bytes would leave the C heap grown
        for offset in range(HEADER, size, CHUNK):
            hasher.update(chunk[: os.preadv(fd, [chunk], offset)])
        if len(head) == HEADER and head[: len(MAGIC)] == MAGIC and head[len(MAGIC) :] == hasher.digest():
            return fd
    except OSError:
        pass
    os.close(fd)
    return None


@contextlib.contextmanager
def _folder(folder: Path) -> Iterator[int]:
    """A descriptor on the cache folder, once it is known to be a folder (not a symlink)
    that is the user's own and that no one else may write to; UnsafeFolder otherwise."""
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    try:
        refuse_unless_private(folder, os.fstat(fd), root_may_own=False)  # the cache steers the bot: the user's own only
        yield fd
    finally:
        os.close(fd)


def _write(path: Path, data: bytes) -> None:
    """Atomically, in a private folder: a reader sees the whole file or none. The folder
    and any missing parent (the data folder itself) are made 0700, as saves.paths does."""
    ensure_folder(path.parent)  # UnsafeFolder is an OSError: the caller keeps the chart in memory
    temp = f".{path.name}.{os.getpid()}.tmp"
    with _folder(path.parent) as folder:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600, dir_fd=folder)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            os.replace(temp, path.name, src_dir_fd=folder, dst_dir_fd=folder)  # replaces a planted name itself
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temp, dir_fd=folder)
            raise
