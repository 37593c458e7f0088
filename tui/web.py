"""The app in a browser tab (`dice-tui serve`): what changes when Textual's web driver draws.

The server starts each app process with Textual's web driver named in TEXTUAL_DRIVER, the
page's size in COLUMNS/ROWS, and the account's folder as DICE_TUI_HOME. Then:

- there is no terminal, so the no-terminal refusal (tui.tty_guard) does not apply and the
  driver is Textual's own (no terminal to watch for a hang-up: the server's pipes are the
  link, and a closed tab is told as a `quit`, which ends the app as Ctrl+Q does);
- the render package stands aside (tui.render.optimised): the web driver is not a terminal
  whose cells it could keep a copy of;
- a file the player asks for (Print sheets) is delivered to the browser as a download,
  never written to a path of the host, and a level file of one's own is not asked for;
- the game open when the tab went away is opened again when the page is reopened
  (`mark_open`/`reopened`): one file in the account's folder names it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tui.session import Session

#: the driver the server names; anything else is a terminal
WEB_DRIVER = "textual.drivers.web_driver:WebDriver"
#: the file, beside the saves folder, naming the game open in the account's last tab
OPEN_GAME = "open-game"


def in_browser() -> bool:
    """Whether this app process draws in a browser tab (started by `dice-tui serve`)."""
    return os.environ.get("TEXTUAL_DRIVER") == WEB_DRIVER


def mark_open(save_root: Path, save: Path | None) -> None:
    """Remember `save` as the game open now (None: no game is open); in a browser only."""
    if not in_browser():
        return
    marker = save_root.parent / OPEN_GAME
    try:
        if save is None:
            marker.unlink(missing_ok=True)
        elif save.parent == save_root:
            from saves.atomic import atomic_write

            atomic_write(marker, save.name.encode())
    except OSError:
        pass  # remembering is a kindness: failing costs only the reopening


def reopened(save_root: Path) -> Path | None:
    """The save that was open when this account's last tab went away, if it is still there."""
    if not in_browser():
        return None
    from saves.files import read_capped

    try:
        name = read_capped(save_root.parent / OPEN_GAME, 256)[0].decode()
    except (OSError, UnicodeDecodeError):
        return None
    if not name or "/" in name or name.startswith(".") or "\x00" in name:
        return None
    save = save_root / name
    return save if save.is_file() else None


def reopen_session(save_root: Path) -> Session | None:
    """The session of the game open in the account's last tab, or None (the menu).

    The last tab's process may still be ending (it has 2 s) and hold the save's lock, so a
    busy save is tried again for a moment; anything else that stops it opening (gone,
    damaged) forgets it and shows the menu."""
    import time

    from tui.door import CannotOpen, Resume, open_session

    save = reopened(save_root)
    if save is None:
        return None
    deadline = time.monotonic() + 3.0
    while True:
        try:
            return open_session(Resume(save))
        except CannotOpen as refusal:
            if refusal.damaged or time.monotonic() > deadline:
                mark_open(save_root, None)
                return None
            time.sleep(0.2)
