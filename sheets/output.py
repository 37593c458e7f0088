"""Writing a PDF so that a failure never leaves a partial or empty file behind.

The bytes go to a temporary file in the target's own folder (so the final rename stays
on one filesystem and is atomic), are flushed to disk, and only then replace the target.
Any OS failure becomes a one-line SheetError naming the path.
"""

from __future__ import annotations

import contextlib
import os

from core.lang import _
from sheets.errors import SheetError


def write_pdf(data: bytes, path: str) -> None:
    """Write `data` to `path` atomically: the old file or the whole new one, never half."""
    target = os.path.abspath(path)
    folder, name = os.path.split(target)
    if os.path.isdir(target):
        raise SheetError(_("cannot write {path}: it is a folder").format(path=path))
    if os.path.exists(target) and not os.path.isfile(target):
        _write_through(target, path, data)  # a device or pipe: never replace it with a file
        return
    temp = None
    try:
        temp, handle = _create_temp(folder, name)
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, target)
        temp = None
    except OSError as error:
        raise SheetError(_("cannot write {path}: {error}").format(path=path, error=error.strerror or error)) from None
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)


def _write_through(target: str, path: str, data: bytes) -> None:
    """`-o /dev/null`, a FIFO or a terminal: write into it, as a shell redirection would."""
    try:
        with open(target, "wb") as stream:
            stream.write(data)
    except OSError as error:
        raise SheetError(_("cannot write {path}: {error}").format(path=path, error=error.strerror or error)) from None


def _create_temp(folder: str, name: str) -> tuple[str, int]:
    """A new hidden file next to the target, created with the user's usual permissions."""
    while True:
        temp = os.path.join(folder, f".{name}.{os.urandom(4).hex()}.tmp")
        try:
            return temp, os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            continue
