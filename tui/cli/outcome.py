"""How every `dice-tui` command ends: a status, and at most one line, never a traceback.

A command's own refusals are one line already. What is left are the operating system's
answers no command expects: the listing's output going to a full disk (`>/dev/full`) or
a reader that left, a data folder named through a file (`DICE_TUI_HOME=/some/file`), a
name too long for the file system. Each is one line in words and status 2 (README, "Exit
status"); the output is flushed here, while a failure can still be told, and not left to
the interpreter's exit, which would print a traceback of its own.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from collections.abc import Callable

from core.lang import _
from core.text import visible
from saves.errors import reason

REFUSED = 2
#: errors writing a command's output (its own output: no file name attached)
_OUTPUT = {errno.ENOSPC, errno.EDQUOT, errno.EIO, errno.EFBIG, errno.EPIPE}


def finish(run: Callable[[], int]) -> int:
    """`run()`'s status, its output flushed; an OSError that escaped it becomes one line."""
    try:
        status = run()
        sys.stdout.flush()
        return status
    except BrokenPipeError:  # `dice-tui saves | head`: the reader left, which is fine
        _drop_output()
        return 0
    except OSError as error:
        _drop_output()
        print(line(error), file=sys.stderr)
        return REFUSED


def line(error: OSError) -> str:
    """The one line for an operating-system error: what could not be done, and why."""
    why = reason(error)
    if error.filename is None and error.errno in _OUTPUT:
        return _("dice-tui: cannot write the output: {why}").format(why=why)
    if error.filename is None:
        return visible(f"dice-tui: {why}")
    return visible(_("dice-tui: cannot use {path}: {why}").format(path=os.fsdecode(error.filename), why=why))


def _drop_output() -> None:
    """Standard output goes nowhere from now on: what it still holds cannot be written,
    and trying again as the interpreter exits would only fail again, loudly."""
    with contextlib.suppress(OSError, ValueError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
