"""What a table's friends may set: the bell when a turn comes, and when a seat is idle."""

from __future__ import annotations

import os

#: DICE_TUI_BELL=0 (or `--no-bell`) keeps the terminal quiet when a turn comes to it
BELL_ENV = "DICE_TUI_BELL"
#: minutes without a key before the seat to play shows as idle (`table new --idle-minutes`)
IDLE_MINUTES = 5.0


def bell_on() -> bool:
    return os.environ.get(BELL_ENV, "1").strip().lower() not in ("0", "off", "no", "false")


def no_bell() -> None:
    """`--no-bell`: this process (and the app it runs) rings no bell."""
    os.environ[BELL_ENV] = "0"
