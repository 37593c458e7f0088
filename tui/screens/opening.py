"""Opening a saved game from any screen, with one clear line when it cannot be opened."""

from __future__ import annotations

from core.lang import _
from pathlib import Path
from typing import Any

from textual.app import App

from tui.services import services
from tui.text import one_line


def open_save(app: App[Any], path: Path) -> bool:
    from saves.errors import SaveInUse
    from saves.session import GameSession
    from saves.store import DamagedSave

    try:
        session = GameSession.open(path)
    except DamagedSave as error:
        app.notify(_("Damaged save: {why}").format(why=one_line(error)), title=_("Cannot open"), severity="error")
        return False
    except SaveInUse as error:
        app.notify(one_line(error).capitalize(), title=_("Cannot open"), severity="warning")
        return False
    except OSError as error:
        app.notify(_("Cannot read {name}: {why}").format(name=one_line(path.name), why=error.strerror or error),
                   severity="error")
        return False
    from tui.table.reopen import reopen

    # a table's log: served again
    services(app).open_session(reopen(session, lambda message: app.notify(message, severity="warning")))
    return True


def replay_save(app: App[Any], path: Path) -> bool:
    """Open the replay of a save (read-only: a save in use elsewhere may be watched too)."""
    from saves.store import DamagedSave
    from tui.replay.screen import replay_screen
    from tui.replay.session import replay_of

    try:
        session = replay_of(path)
    except DamagedSave as error:
        app.notify(_("Damaged save: {why}").format(why=one_line(error)), title=_("Cannot replay"), severity="error")
        return False
    except OSError as error:
        app.notify(_("Cannot read {name}: {why}").format(name=one_line(path.name), why=error.strerror or error),
                   severity="error")
        return False
    app.push_screen(replay_screen(session))
    return True
