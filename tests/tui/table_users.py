"""Real local users for the shared-table attack tests: made once (root only; the tests skip
otherwise), and a way to run a function as one of them in a forked child."""

from __future__ import annotations

import grp
import json
import os
import pwd
import shutil
import subprocess
import tempfile
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

USERS = ("tbl_ann", "tbl_bob", "tbl_cy", "tbl_eve")
GROUP = "tbl_dice"


def real_users() -> dict[str, pwd.struct_passwd]:
    """tbl_ann, tbl_bob, tbl_cy and tbl_eve (the attacker), and the group tbl_dice."""
    if os.geteuid() != 0:
        pytest.skip("needs root: the attacks are played by real local users made for the test")
    for name in USERS:
        try:
            pwd.getpwnam(name)
        except KeyError:
            subprocess.run(["useradd", "-m", name], check=True, capture_output=True)
    try:
        grp.getgrnam(GROUP)
    except KeyError:
        subprocess.run(["groupadd", GROUP], check=True, capture_output=True)
    for name in ("tbl_bob", "tbl_cy", "tbl_eve"):  # tbl_ann is in no group of the tables
        if name not in grp.getgrnam(GROUP).gr_mem:
            subprocess.run(["usermod", "-aG", GROUP, name], check=True, capture_output=True)
    return {name: pwd.getpwnam(name) for name in USERS}


def shared_folder() -> Iterator[Path]:
    """A folder every user can reach, holding a root-owned sticky rendezvous `tables`."""
    top = Path(tempfile.mkdtemp(prefix="dice-tables-", dir="/tmp"))
    top.chmod(0o755)
    (top / "tables").mkdir()
    (top / "tables").chmod(0o1777)
    yield top
    shutil.rmtree(top, ignore_errors=True)


class AsUser:
    """`function(*args)` run as a real user in a forked child; `result()` is what it
    returned (JSON), or raises with the child's traceback."""

    def __init__(self, user: pwd.struct_passwd, function: Callable[..., Any], *args: Any, groups: tuple[int, ...] = ()):
        read, write = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:  # pragma: no cover - the child
            os.close(read)
            try:
                os.setgroups([user.pw_gid, *groups])
                os.setgid(user.pw_gid)
                os.setuid(user.pw_uid)
                out = {"ok": function(*args)}
            except BaseException:
                out = {"error": traceback.format_exc()}
            os.write(write, json.dumps(out).encode())
            os._exit(0)
        os.close(write)
        self._read = read

    def result(self) -> Any:
        chunks = []
        while chunk := os.read(self._read, 65536):
            chunks.append(chunk)
        os.close(self._read)
        os.waitpid(self.pid, 0)
        out = json.loads(b"".join(chunks) or b'{"error": "the child said nothing"}')
        if "error" in out:
            raise AssertionError(out["error"])
        return out["ok"]


def plant_folders(root: str, names: list[str], descriptor: str = "") -> int:
    """Folders `names` in `root` (run as the user who plants them), each with `descriptor`
    as its table.json (NAME replaced by the folder's name) unless it is empty."""
    for name in names:
        os.mkdir(os.path.join(root, name))
        if descriptor:
            with open(os.path.join(root, name, "table.json"), "w") as file:
                file.write(descriptor.replace("NAME", name))
    return len(names)
