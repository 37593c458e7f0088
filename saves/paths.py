"""Where saves live: an explicit folder, else $DICE_TUI_HOME/saves, else the user data folder.

Never inside the installed package (it may be read-only and is replaced on upgrade).
Reading never creates the folder; the first write does, with mode 0700 because saves
hold player names and the folder may sit on a shared SSH host.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from core.lang import _
from saves.errors import _OSSaveError

#: environment variable naming dice-tui's home; saves go in its `saves` subfolder
HOME_ENV = "DICE_TUI_HOME"

#: the records file in the saves folder (`saves.records`); the save list skips it
RECORDS_FILE = "records.json"
#: the player's settings (`saves.settings`); the save list skips it too
SETTINGS_FILE = "settings.json"
#: the files beside the saves that are not games
NOT_SAVES = frozenset({RECORDS_FILE, SETTINGS_FILE})


def save_root(save_dir: str | Path | None = None) -> Path:
    """The saves folder: `save_dir` if given, else $DICE_TUI_HOME/saves, else user data."""
    if save_dir is not None and str(save_dir) != "":
        return Path(save_dir).expanduser().absolute()
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home).expanduser().absolute() / "saves"
    import platformdirs  # 4 ms that `dice-tui saves` with DICE_TUI_HOME or --save-dir never needs

    return platformdirs.user_data_path("dice-tui") / "saves"


def ensure_folder(folder: Path) -> Path:
    """Create `folder` and any missing parent, each mode 0700, before a write; return it.

    Every level is made here rather than by `mkdir(parents=True)`, which would give
    the parents the umask's mode (0755): a campaign creating the saves folder first must
    not leave it readable by everyone. An existing folder others can write to is refused
    (UnsafeFolder), as ssh refuses such a ~/.ssh.
    """
    folder = Path(folder)
    missing = []
    probe = folder
    while not os.path.lexists(probe) and probe != probe.parent:
        missing.append(probe)
        probe = probe.parent
    for level in reversed(missing):
        try:
            os.mkdir(level, 0o700)
        except FileExistsError:
            continue
        os.chmod(level, 0o700, follow_symlinks=False)  # whatever the umask took away or left
    check_folder(folder)
    return folder


class UnsafeFolder(_OSSaveError):
    """A data folder another user owns or may write to: dice-tui neither reads nor writes it."""

    def __init__(self, folder: Path, why: str):
        super().__init__(errno.EPERM, why, _("refusing to use {folder}: {why}").format(folder=folder, why=why))


def check_folder(folder: Path) -> None:
    """UnsafeFolder unless `folder` is a folder owned by this user (or root) that no other
    user can write to; a missing folder is fine (the first write creates it private)."""
    try:
        info = os.stat(folder)
    except FileNotFoundError:
        return
    except NotADirectoryError:
        raise UnsafeFolder(folder, _("a part of its path is a file, not a folder")) from None
    except OSError as error:  # ENAMETOOLONG, ELOOP, EACCES...: one line, never a traceback
        raise UnsafeFolder(folder, (error.strerror or str(error)).lower()) from None
    refuse_unless_private(folder, info)


def refuse_unless_private(folder: Path, info: os.stat_result, *, root_may_own: bool = True) -> None:
    """UnsafeFolder unless `info` (a stat of `folder`, by path or by descriptor) is a folder
    owned by this user, or by root when `root_may_own`, that no other user can write to."""
    if not stat.S_ISDIR(info.st_mode):
        raise UnsafeFolder(folder, _("it is not a folder"))
    if info.st_uid not in ((os.geteuid(), 0) if root_may_own else (os.geteuid(),)):
        raise UnsafeFolder(folder, _("it belongs to another user"))
    if info.st_mode & 0o022:
        mode = stat.S_IMODE(info.st_mode)
        raise UnsafeFolder(folder, _("other users can write to it (mode {mode}; chmod go-w fixes that)").format(
            mode=f"{mode:04o}"))
