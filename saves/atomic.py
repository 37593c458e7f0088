"""Crash-safe file writes: a save on disk is always either the old one or the new one.

A save is written whole after every event, so a write must never leave a half file: it
goes to a temp file in the same folder (same filesystem, so the rename is atomic), is
fsynced, renamed over the save with `os.replace`, and the folder is fsynced so the
rename itself survives a power cut. Mode 0600: saves hold player names.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from saves.paths import ensure_folder

TEMP_SUFFIX = ".tmp"


def atomic_write(path: Path, data: bytes) -> None:
    """Replace `path` by `data` all at once, durably, with mode 0600."""
    path = Path(path)
    folder = ensure_folder(path.parent)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)  # os.write is unbuffered: nothing to flush first
        finally:
            os.close(fd)
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except FileNotFoundError:
            pass
        raise
    _fsync_folder(folder)


def _fsync_folder(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY | os.O_CLOEXEC)
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
