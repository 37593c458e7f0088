"""The crash net: how the app ended, for the process, and a bug's report kept for the player.

A bug must not greet a player with a traceback. Textual prints its report as the app exits;
the app (tui.app.DiceApp) keeps it in `crash_report`, and here it goes to crash.log beside
the save folder while stderr gets one line.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any

from core.lang import _
from saves.files import append_private


def exit_status(app: Any) -> int:
    """How the app ended, for the process: 0 after a quit, 128+N after signal N, and 1 after
    an internal error, which the crash net reports here (call once, after `run`).

    A bug must not greet a player with a traceback: it goes to crash.log beside the save
    folder, and stderr gets one line. The game itself is safe: every event was saved
    before the screen drew it."""
    code = app.return_code or 0
    report = app.crash_report.getvalue()
    app.crash_report = io.StringIO()
    if code == 1:
        print(crash_line(app.save_root, report), file=sys.stderr)
    elif report:  # anything else Textual had to say on exit
        print(report, end="", file=sys.stderr)
    return code


def crash_line(save_root: Path, report: str) -> str:
    """Write a crash's report to crash.log (private, appended) and say so in one line."""
    log = save_root.parent / "crash.log"
    try:
        append_private(log, report + "\n")
    except OSError:
        return _("dice-tui stopped on an internal error; your game is saved up to the last move.")
    return _("dice-tui stopped on an internal error; your game is saved up to the last move. "
             "Details were written to {log}.").format(log=log)
