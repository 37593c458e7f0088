"""A table folder of its host's, made and held open: every file of the table is reached
through the folder's descriptor (saves.tables.at), so nobody can swap the folder under
its host; and the rendezvous folder checked before anything is made in it.

A new table takes the first free name `<host>-<n>` (n up to 999, short to type); anyone
may make folders in a shared rendezvous folder, so those names can all be taken by
someone else (a second's work). Then the table is `<host>-<8 random hex digits>`: a name
nobody can take in advance (issue 32, item 2). A folder someone else made under the
host's name is not the host's table (info.named_for), so it neither blocks nor stands
for one; it is only skipped.
"""

from __future__ import annotations

import fcntl
import os
import secrets
import stat
from contextlib import suppress
from pathlib import Path

from core.lang import _
from saves.tables import DEFAULT
from saves.tables.at import TableFolderError, admin_fix, check_root_stat, open_dir, open_root, refusal, via_fd
from saves.tables.info import DESCRIPTOR, LOCK, NAME, SAVE, SOCKET, TableInfo

#: how many random names a new table tries once every numbered name is taken (each a
#: 1 in 4 billion guess for whoever would take it first)
RANDOM_TRIES = 16


def check_root(root: Path, create: bool) -> Path:
    """The rendezvous folder, checked (saves.tables.at); when missing and `create`, a
    $DICE_TUI_TABLES is made private to the caller, the default only by root (1777)."""
    try:
        info = os.lstat(root)
    except FileNotFoundError:
        if not create:
            return root
        shared = os.geteuid() == 0 and root == DEFAULT
        if root == DEFAULT and not shared:
            raise TableFolderError(root, _("it does not exist; {fix}").format(fix=admin_fix())) from None
        try:
            with suppress(FileExistsError):
                os.mkdir(root, 0o700)
                os.chmod(root, 0o1777 if shared else 0o700)
            info = os.lstat(root)
        except OSError as error:
            raise refusal(root, error) from None
    except OSError as error:
        raise refusal(root, error) from None
    check_root_stat(root, info)
    return root



class TableDir:
    """A table folder of the caller's, held open: every file of the table is reached
    through `fd`, so nobody can swap the folder under its host."""

    def __init__(self, root: Path, name: str, root_fd: int | None = None, *, as_root: bool = False):
        parent = open_root(root) if root_fd is None else root_fd
        try:
            self.fd, info = open_dir(parent, name)
        finally:
            if root_fd is None:
                os.close(parent)
        if info.st_uid != os.geteuid() and not as_root:
            os.close(self.fd)
            raise TableFolderError(root / name, _("it is not a folder of yours"))
        self.root, self.name, self._ino = root, name, (info.st_dev, info.st_ino)

    @property
    def path(self) -> Path:
        return self.root / self.name

    @property
    def socket(self) -> str:
        return via_fd(self.fd, SOCKET)

    def set_mode(self, group_gid: int | None) -> None:
        """0750 and the group's when a group is named, else 0755 (the socket then lets the
        kernel's credentials decide who is let in)."""
        if group_gid is not None:
            os.fchown(self.fd, -1, group_gid)
        os.fchmod(self.fd, 0o750 if group_gid is not None else 0o755)

    def hold_lock(self) -> int:
        """Flock `host.lock` for as long as the host runs; TableFolderError if another host
        process has the table open."""
        flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
        fd = os.open(LOCK, flags, 0o644, dir_fd=self.fd)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise TableFolderError(self.path, _("its host.lock is not a regular file"))
            os.fchmod(fd, 0o644)
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise TableFolderError(self.path, _("another dice-tui is hosting it")) from None
        except BaseException:
            os.close(fd)
            raise
        return fd

    def write_descriptor(self, info: TableInfo, group_gid: int | None) -> None:
        """Replace `table.json` at once (temp file + rename, both inside the held folder).
        Not fsynced: it is rewritten whenever the table changes and means nothing after a reboot."""
        mode = 0o640 if group_gid is not None else 0o644
        self._replace(DESCRIPTOR, info.model_dump_json().encode(), mode, group_gid)

    def note_save(self, path: Path) -> None:
        """Which save this table plays, for its host's eyes only (SAVE)."""
        self._replace(SAVE, os.fsencode(Path(path).absolute()), 0o600, None)

    def _replace(self, name: str, data: bytes, mode: int, group_gid: int | None) -> None:
        temp = f".table.{secrets.token_hex(6)}.tmp"
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
        fd = os.open(temp, flags, 0o600, dir_fd=self.fd)
        try:
            if group_gid is not None:
                os.fchown(fd, -1, group_gid)
            os.fchmod(fd, mode)
            os.write(fd, data)
            os.close(fd)
            os.replace(temp, name, src_dir_fd=self.fd, dst_dir_fd=self.fd)
        except BaseException:
            with suppress(OSError):
                os.close(fd)
            with suppress(OSError):
                os.unlink(temp, dir_fd=self.fd)
            raise

    def unlink(self, name: str) -> None:
        with suppress(FileNotFoundError):
            os.unlink(name, dir_fd=self.fd)

    def remove(self) -> None:
        """Take the table away: its files, then the folder itself if the name still is it."""
        for entry in os.listdir(self.fd):
            if entry in (SOCKET, DESCRIPTOR, LOCK, SAVE) or entry.startswith(".table."):
                with suppress(OSError):
                    os.unlink(entry, dir_fd=self.fd)
        with suppress(OSError):
            root_fd = open_root(self.root)
            try:
                info = os.stat(self.name, dir_fd=root_fd, follow_symlinks=False)
                if (info.st_dev, info.st_ino) == self._ino:
                    os.rmdir(self.name, dir_fd=root_fd)
            finally:
                os.close(root_fd)

    def close(self) -> None:
        with suppress(OSError):
            os.close(self.fd)


def close_table(root: Path, name: str) -> None:
    """Take away a table that no host is serving: its host's to do (or root's);
    TableFolderError in one line otherwise."""
    if not NAME.fullmatch(name):
        raise TableFolderError(root / name, _("that is not a table's name"))
    try:
        table = TableDir(root, name, as_root=os.geteuid() == 0)
    except TableFolderError:
        raise
    except FileNotFoundError:
        raise TableFolderError(root / name, _("there is no such table")) from None
    except OSError:
        raise TableFolderError(root / name, _("it is not a table")) from None
    try:
        lock = table.hold_lock()  # held while the files go: no host can start serving it meanwhile
        try:
            table.remove()
        finally:
            os.close(lock)
    finally:
        table.close()


def make_table_folder(root: Path, host: str, group_gid: int | None) -> TableDir:
    """A new folder for a table, made and opened inside the checked root: `<host>-<n>`,
    or `<host>-<random>` once others have taken every number (see above)."""
    check_root(root, create=True)
    root_fd = open_root(root)
    try:
        numbered = (f"{host}-{number}" for number in range(1, 1000))
        chanced = (f"{host}-{secrets.token_hex(4)}" for _try in range(RANDOM_TRIES))
        for name in (*numbered, *chanced):
            try:
                os.mkdir(name, 0o700, dir_fd=root_fd)
            except FileExistsError:
                continue
            except OSError as error:
                raise refusal(root, error) from None
            table = TableDir(root, name, root_fd)
            try:
                table.set_mode(group_gid)
            except BaseException:
                table.remove()
                table.close()
                raise
            return table
    finally:
        os.close(root_fd)
    raise TableFolderError(root, _("no free table name for {host}").format(host=host))
