"""What a table's terminal may set: the bell when a turn comes (when a seat is idle is the
host's: saves.tables.net.presence.IDLE_MINUTES)."""

from __future__ import annotations

import os

#: DICE_TUI_BELL=0 (or `--no-bell`) keeps the terminal quiet when a turn comes to it
BELL_ENV = "DICE_TUI_BELL"


def bell_on() -> bool:
    return os.environ.get(BELL_ENV, "1").strip().lower() not in ("0", "off", "no", "false")


def no_bell() -> None:
    """`--no-bell`: this process (and the app it runs) rings no bell."""
    os.environ[BELL_ENV] = "0"
