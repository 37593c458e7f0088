"""`table list` over 150,000 junk folders another user made in the rendezvous folder
(issue 32, item 3: it cost 3.9 s, and a local `resume` as much).

Junk shaped like table names, made by another user (uid 65534, when run as root; else the
caller's own folders named for nobody), beside one real table. Baseline, same run, same
folder: a scan of the names with one lstat each (`os.scandir` + `DirEntry.stat`), the least
a listing that checks who owns each folder can do. Target: `list_tables` <= 2x that, and
it opens no junk folder. Also shown: `os.listdir` alone, and a local game's `reopen`,
which reads no table folder (target: under 5 ms whatever the folder holds).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.verdict import verdict  # noqa: E402
from saves.tables import folder as tables  # noqa: E402

JUNK = 150_000
RUNS = 3
OTHER = 65534  # nobody


def plant(root: Path) -> None:
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    try:
        for n in range(JUNK):
            name = f"x{n}-{n % 999 + 1}"
            os.mkdir(name, 0o755, dir_fd=fd)
            if os.geteuid() == 0:
                os.chown(name, OTHER, -1, dir_fd=fd, follow_symlinks=False)
    finally:
        os.close(fd)


def timed(function) -> float:
    runs = []
    for _ in range(RUNS):
        started = time.perf_counter()
        function()
        runs.append(time.perf_counter() - started)
    return statistics.median(runs)


def scan(root: Path) -> None:
    with os.scandir(root) as entries:
        for entry in entries:
            entry.stat(follow_symlinks=False)


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="bench-junk-") as top:
        root = Path(top) / "tables"
        root.mkdir(mode=0o1777)
        root.chmod(0o1777)
        plant(root)
        os.environ[tables.ENV] = str(root)
        base = timed(lambda: scan(root))
        names = timed(lambda: os.listdir(root))
        listing = timed(lambda: tables.list_tables(root))
        resume = timed(local_resume(Path(top)))
    ratio = listing / base
    print(f"   junk folders: {JUNK:,}; scan + lstat {base * 1000:.0f} ms; listdir {names * 1000:.0f} ms")
    print(f"   table list: {listing * 1000:.0f} ms = {ratio:.2f}x the scan (target <= 2x) {verdict(ratio, 2.0)}")
    print(f"   a local game's reopen: {resume * 1000:.2f} ms (target <= 5 ms) {verdict(resume * 1000, 5.0)}")


def local_resume(top: Path):
    from core.game import PlayerSpec
    from core.games import rules_for
    from saves.session import GameSession
    from tui.table.reopen import reopen

    setup = rules_for("dalek-dice").make_setup([PlayerSpec(name="ann"), PlayerSpec(name="bob")], 3)
    session = GameSession.create(top / "saves", "dalek-dice", setup)
    return lambda: reopen(session)


if __name__ == "__main__":
    main()
