"""Opening a saved game from any screen, with one clear line when it cannot be opened."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App

from tui.services import services
from tui.text import one_line


def open_save(app: App[Any], path: Path) -> bool:
    from saves.lock import SaveInUse
    from saves.session import GameSession
    from saves.store import DamagedSave

    try:
        session = GameSession.open(path)
    except DamagedSave as error:
        app.notify(f"Damaged save: {one_line(error)}", title="Cannot open", severity="error")
        return False
    except SaveInUse as error:
        app.notify(one_line(error).capitalize(), title="Cannot open", severity="warning")
        return False
    except OSError as error:
        app.notify(f"Cannot read {one_line(path.name)}: {error.strerror or error}", severity="error")
        return False
    from tui.table.reopen import reopen

    # a table's log: served again
    services(app).open_session(reopen(session, lambda message: app.notify(message, severity="warning")))
    return True
