"""Crash-safe file writes: a save on disk is always either the old one or the new one.

A save is written whole after every command, so a write must never leave a half file:
it goes to a temp file in the same folder (created with O_EXCL, mode 0600, so nothing
planted there is ever opened), is fsynced, renamed over the save with `os.replace`
(which replaces a planted symlink itself, never its target), and the folder is fsynced
so the rename itself survives a power cut. Mode 0600: saves hold player names.

A new save is linked into place instead (`replace=False`): `os.link` fails if the name
is taken, so two dice-tuis creating the same name cannot overwrite each other.
"""

from __future__ import annotations

import fcntl
import os
from contextlib import suppress
from pathlib import Path

from saves.paths import ensure_folder

TEMP_SUFFIX = ".tmp"


def atomic_write(path: Path, data: bytes) -> None:
    """Replace `path` by `data` all at once, durably, with mode 0600."""
    write_new(path, data, lock=False, replace=True)


def write_new(path: Path, data: bytes, *, lock: bool, replace: bool) -> int | None:
    """Write `data` durably as a new inode at `path`.

    `replace=False` refuses an existing name (FileExistsError). With `lock`, the new file
    is flocked before it appears at `path` and its descriptor is returned, still locked
    (see `saves.lock`); otherwise None.
    """
    import tempfile  # random and shutil with it: 2-3 ms a start that writes nothing (`dice-tui saves`) skips

    path = Path(path)
    folder = ensure_folder(path.parent)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
    try:
        if lock:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # a new file: nobody else has it
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)  # os.write is unbuffered: nothing to flush first
        if replace:
            os.replace(temp, path)
        else:
            os.link(temp, path)
    except BaseException:
        os.close(fd)
        with suppress(FileNotFoundError):
            os.unlink(temp)
        raise
    if not replace:
        with suppress(FileNotFoundError):
            os.unlink(temp)
    if not lock:
        os.close(fd)
        _fsync_folder(folder)
        return None
    # the new file is in place and locked: its descriptor must reach the caller, so a
    # failed fsync of the folder cannot be reported here (the next write fsyncs it again)
    with suppress(OSError):
        _fsync_folder(folder)
    return fd


def _fsync_folder(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def sweep_temp_files(path: Path) -> None:
    """Remove temp files a killed writer of this save left; call only holding its lock."""
    prefix = f".{path.name}."
    for leftover in path.parent.glob(f".*{TEMP_SUFFIX}"):
        if leftover.name.startswith(prefix):
            leftover.unlink(missing_ok=True)
