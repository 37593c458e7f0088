"""The typed errors of the saves layer; each `str()` is one line a user can read.

The system's own refusals (an OSError's English `strerror`, "No such file or directory")
are worded in the player's language by `reason`, which every message saying why a file
or folder could not be used takes its words from.

The TUI shows these messages as they are and the CLI prints them, so they never
carry a traceback, a file dump or a pydantic error block.
"""

from __future__ import annotations

import errno

from core.lang import N_, _


class SaveError(Exception):
    """Base of every error the saves layer raises on purpose."""


class DamagedSave(SaveError):
    """A save that cannot be read, validated or replayed; it is listed, never rewritten.

    `event_index` is the 1-based number of the event at fault, None when the damage is
    not in one event (empty file, not JSON, unknown game, bad setup, newer version).
    """

    def __init__(self, reason: str, event_index: int | None = None):
        self.reason = reason
        self.event_index = event_index
        super().__init__(_("event {index}: {why}").format(index=event_index, why=reason) if event_index else reason)


class _OSSaveError(SaveError, OSError):
    """A SaveError that is also an OSError, so `except OSError` around file work sees it.

    `strerror` is the short cause, `str()` the whole one-line message.
    """

    def __init__(self, code: int | None, cause: str, message: str):
        OSError.__init__(self, code, cause)
        self.message = message

    def __str__(self) -> str:
        return self.message


class SaveInUse(_OSSaveError):
    """Another dice-tui (or another screen of this one) has the save open."""

    def __init__(self, pid: int | None = None):
        self.pid = pid
        if pid:
            message = _("this game is open in another dice-tui (pid {pid})").format(pid=pid)
        else:
            message = _("this game is open in another dice-tui")
        super().__init__(errno.EWOULDBLOCK, message, message)


class SaveFailed(_OSSaveError):
    """Writing a save failed (disk full, folder removed...); the file on disk is unchanged."""

    def __init__(self, path: object, error: OSError):
        self.error = error
        cause = reason(error)
        name = getattr(path, "name", path)
        super().__init__(error.errno, cause, _("could not save {name}: {why}").format(name=name, why=cause))


class ReadOnlySave(_OSSaveError):
    """A save whose dice differ from its seed ("altered"): it may be looked at, not played on."""

    def __init__(self, path: object, why: str):
        self.why = why
        name = getattr(path, "name", path)
        cause = _("its dice differ from the seed's, so it is read-only")
        super().__init__(errno.EROFS, cause, _("{name}: {cause} ({why})").format(name=name, cause=cause, why=why))

#: the refusals a player meets with files and folders, in the C library's English (as before
#: translation) for the catalogue to word
_REFUSALS = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.EISDIR: N_("Is a directory"),
    errno.EEXIST: N_("File exists"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EDQUOT: N_("Disk quota exceeded"),
    errno.EROFS: N_("Read-only file system"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
    errno.EIO: N_("Input/output error"),
    errno.EMFILE: N_("Too many open files"),
    errno.ENOTEMPTY: N_("Directory not empty"),
    errno.EBUSY: N_("Device or resource busy"),
    errno.EFBIG: N_("File too large"),
    errno.EPIPE: N_("Broken pipe"),
    errno.EINVAL: N_("Invalid argument"),
    errno.ECONNREFUSED: N_("Connection refused"),
    errno.ETIMEDOUT: N_("Connection timed out"),
}


def reason(error: BaseException) -> str:
    """Why `error` happened, in a few words of the player's language: the saves layer's
    own errors keep their (already translated) cause, the system's are looked up by
    their number."""
    own = getattr(error, "strerror", None)
    if isinstance(error, OSError) and not isinstance(error, SaveError):
        words = _REFUSALS.get(error.errno or 0)
        if words is not None:
            return _(words)
    return own or str(error) or type(error).__name__


def one_line(error: BaseException) -> str:
    """An error's first line, or its type's name when it says nothing: a row or a message holds one line."""
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__
