"""Reading a Dizzle level file to print, as the game reads one when a game starts from it.

Apart from the drawing (sheets.dizzle): a path typed by a user is hostile input, and what
may be read (a regular file, at most LEVEL_FILE_BYTES) is decided here once.
"""

from __future__ import annotations

import os
import stat

from core.dizzle.level import Level
from core.dizzle.level_file import parse_level
from core.lang import _
from sheets.errors import SheetError

#: the most a level file may hold, as when a game is started from one (saves.files.LEVEL_BYTES)
LEVEL_FILE_BYTES = 256 * 1024


def read_level_file(path: str) -> Level:
    """A level file read as the game reads one: a regular file only (a FIFO or /dev/zero
    never blocks or fills memory), no more than LEVEL_FILE_BYTES."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # a link the user names is followed
    except OSError as error:
        reason = error.strerror or error
        raise SheetError(_("cannot read level file {path}: {error}").format(path=path, error=reason)) from None
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise SheetError(_("level file {path} is not a regular file").format(path=path))
        with os.fdopen(descriptor, "rb", closefd=False) as stream:
            text = stream.read(LEVEL_FILE_BYTES + 1)
    except OSError as error:
        reason = error.strerror or error
        raise SheetError(_("cannot read level file {path}: {error}").format(path=path, error=reason)) from None
    finally:
        os.close(descriptor)
    if len(text) > LEVEL_FILE_BYTES:
        raise SheetError(_("level file {path} is larger than {size} KB").format(
            path=path, size=LEVEL_FILE_BYTES // 1024))
    try:
        return parse_level(text)  # bytes: decoded as a save is (UTF-8, a BOM, UTF-16)
    except ValueError as error:
        reason = (str(error).strip().splitlines() or [_("not a level")])[0]
        raise SheetError(_("level file {path}: {reason}").format(path=path, reason=reason)) from None
