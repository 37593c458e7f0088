"""`make check GAME=ID` (pytest --game ID) passes when that game's tests pass: the other
games' snapshot tests it leaves out are not "unused snapshots" that fail the run (syrupy
failed `make check GAME=dize` with 193 tests passed, exit status 1).

The check runs in a small project of its own that uses this suite's conftest: one diZe
snapshot test and one of another game, their snapshots recorded first."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOT_TEST = "def test_{name}(snapshot):\n    assert '{name}' == snapshot\n"


def _pytest(project: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist", "-q", "--rootdir", str(project),
         *args], cwd=project, env=env, capture_output=True, text=True, timeout=120,
    )


def test_one_games_check_is_not_failed_by_the_snapshots_it_leaves_out(tmp_path):
    project = tmp_path / "project"
    (project / "tests").mkdir(parents=True)
    shutil.copy(ROOT / "tests" / "conftest.py", project / "tests" / "conftest.py")
    (project / "tests" / "test_dize_board.py").write_text(SNAPSHOT_TEST.format(name="dize"))
    (project / "tests" / "test_dizzle_board.py").write_text(SNAPSHOT_TEST.format(name="dizzle"))
    recorded = _pytest(project, "--snapshot-update")
    assert recorded.returncode == 0, recorded.stdout[-2000:]

    child = _pytest(project, "--game", "dize")
    assert child.returncode == 0, child.stdout[-2000:]
    assert "1 passed" in child.stdout and "1 snapshot unused" in child.stdout, child.stdout[-2000:]
