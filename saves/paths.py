"""Where saves live: an explicit folder, else $DICE_TUI_HOME/saves, else the user data folder.

Never inside the installed package (it may be read-only and is replaced on upgrade).
Reading never creates the folder; the first write does, with mode 0700 because saves
hold player names and the folder may sit on a shared SSH host.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

#: environment variable naming dice-tui's home; saves go in its `saves` subfolder
HOME_ENV = "DICE_TUI_HOME"

#: the records file in the saves folder (`saves.records`); the save list skips it
RECORDS_FILE = "records.json"


def save_root(save_dir: str | Path | None = None) -> Path:
    """The saves folder: `save_dir` if given, else $DICE_TUI_HOME/saves, else user data."""
    if save_dir is not None and str(save_dir) != "":
        return Path(save_dir).expanduser().absolute()
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home).expanduser().absolute() / "saves"
    return platformdirs.user_data_path("dice-tui") / "saves"


def ensure_folder(folder: Path) -> Path:
    """Create `folder` (mode 0700, parents as needed) before a write; return it."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    return folder
