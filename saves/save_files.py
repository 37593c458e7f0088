"""A save from elsewhere copied in, and a save deleted: the two ways a person changes the
save folder by hand (the CLI's `resume ./FILE`, Load game's delete), apart from the store
that lists and reads it (saves.store).
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

from core.lang import _
from saves.atomic import write_new
from saves.errors import DamagedSave, reason
from saves.files import SAVE_BYTES, NotRegular, read_capped
from saves.format import parse
from saves.lock import SaveLock
from saves.store import load_game, new_save_path


def import_save(source: str | Path, root: str | Path) -> Path:
    """Copy a save from outside the save folder into it, checked; return the copy's path.

    Only `source` is read (a path the user typed, so a symlink is followed, but nothing
    that is not a regular file is opened, and no more than SAVE_BYTES); nothing is
    written beside it. The copy keeps the file's name when that is free. DamagedSave if
    it is not a save that loads (no copy is left then).
    """
    source, root = Path(source), Path(root)
    try:
        raw, _size = read_capped(source, SAVE_BYTES, follow=True)
    except OSError as error:
        raise DamagedSave(_("cannot read the file ({why})").format(why=reason(error))) from None
    parse(raw, datetime.now(UTC))  # not even a save: nothing is written at all
    names = [root / source.name] if source.suffix == ".json" and not source.name.startswith(".") else []
    for _attempt in range(100):
        copy = names.pop(0) if names else new_save_path(root, "imported")
        try:
            write_new(copy, raw, lock=False, replace=False)
            break
        except FileExistsError:
            continue
    else:
        raise FileExistsError(_("no free save name in {folder}").format(folder=root))
    try:
        load_game(copy)
    except BaseException:
        copy.unlink(missing_ok=True)
        raise
    return copy


def delete_save(path: str | Path) -> None:
    """Delete a save (damaged ones too); SaveInUse if another dice-tui has it open.

    A name that is not a regular file (a FIFO, a symlink) is removed without being opened.
    """
    path = Path(path)
    try:
        with SaveLock(path):
            path.unlink(missing_ok=True)
    except NotRegular:
        if os.path.isdir(path) and not os.path.islink(path):
            raise
        path.unlink(missing_ok=True)
    except FileNotFoundError:
        pass
