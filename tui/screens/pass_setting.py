"""Whether the hot-seat pause is on (tui.screens.pass_keyboard), as settings.json keeps it.

Apart from the pause's screen because the menu words its entry ("Pass the keyboard
between players: on") in its first frame, which need not load a dialog to read a setting.
"""

from __future__ import annotations

from pathlib import Path

from saves.settings import load_settings

#: the settings.json key, and its value when on
SETTING, ON = "pass_keyboard", "on"


def pause_on(root: Path) -> bool:
    """Whether the player asked for the pause (the setting is read when a game opens)."""
    return load_settings(root).get(SETTING) == ON
