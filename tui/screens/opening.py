"""Opening a saved game from any screen, with one clear line when it cannot be opened.

Both go through the one door (tui.door): the refusal is the same sentence the command
line prints, shown here as a notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App

from core.lang import _
from tui.door import CannotOpen, NewGame, Replay, Resume, open_session
from tui.services import services


def open_save(app: App[Any], path: Path) -> bool:
    """Play a save on (a table's save is served again); False, with a notice, when refused."""
    try:
        session = open_session(Resume(path), lambda message: app.notify(message, severity="warning"))
    except CannotOpen as refusal:
        app.notify(refusal.sentence, title=_("Cannot open"), severity="error" if refusal.damaged else "warning")
        return False
    services(app).open_session(session)
    return True


def new_game(app: App[Any], start: NewGame, leaving: bool = True) -> bool:
    """Start a new game in place of the screen on top (`leaving`: the form, or the game
    played again); False, with a notice, when its save cannot be written."""
    try:
        session = open_session(start)
    except CannotOpen as refusal:
        app.notify(refusal.sentence, title=_("Cannot save in {folder}").format(folder=start.root), severity="error")
        return False
    if leaving:
        app.pop_screen()
    services(app).open_session(session)
    return True


def replay_save(app: App[Any], path: Path) -> bool:
    """Open the replay of a save (read-only: a save in use elsewhere may be watched too)."""
    try:
        session = open_session(Replay(path))
    except CannotOpen as refusal:
        app.notify(refusal.sentence, title=_("Cannot replay"), severity="error")
        return False
    services(app).open_session(session)
    return True
