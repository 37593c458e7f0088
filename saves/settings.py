"""The player's settings kept next to the saves, in `<root>/settings.json`: today the language.

Read at every start, before the first frame, so it is plain JSON read with a small cap
(no pydantic, no lock): a file someone else wrote, too large, not an object, or holding
values of the wrong type reads as no settings, and the next choice writes it anew.
A folder dice-tui refuses (another user's, or one others may write to) is not read at
all: its settings.json would otherwise choose the language of that very refusal.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from saves.atomic import atomic_write
from saves.files import read_capped
from saves.paths import SETTINGS_FILE, check_folder, ensure_folder

SETTINGS_BYTES = 64 * 1024


def load_settings(root: Path) -> dict[str, Any]:
    """The settings object, or {} when there is none or it cannot be read as one."""
    try:
        check_folder(root)
        text = read_capped(root / SETTINGS_FILE, SETTINGS_BYTES)[0]
        import json  # once there is a file: a first start (none yet) draws the menu sooner without it

        data = json.loads(text)
    except (OSError, ValueError, RecursionError):  # UnsafeFolder is an OSError
        return {}
    return data if isinstance(data, dict) else {}


def save_setting(root: Path, name: str, value: str) -> None:
    """Store one setting, keeping the others (one atomic write)."""
    root = ensure_folder(root)
    import json

    settings = {**load_settings(root), name: value}
    text = json.dumps(settings, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    atomic_write(root / SETTINGS_FILE, text.encode())
