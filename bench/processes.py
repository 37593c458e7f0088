"""Two commands timed side by side as whole processes, as a user runs them.

A command's figure includes what its user waits for: the interpreter starting, the
imports, the work and the printing. Both commands run alternately after one warm-up
each (the page cache warm for both), so a drift in the machine's load hits both; the
medians are compared.
"""

from __future__ import annotations

import statistics
import subprocess
import time


def timed(argv: list[str], env: dict[str, str]) -> float:
    """Wall seconds of one run of `argv` (its output discarded; a failure raises)."""
    started = time.perf_counter()
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def side_by_side(ours: list[str], theirs: list[str], env: dict[str, str], runs: int = 7) -> tuple[float, float]:
    """Median seconds of both commands, run alternately after one warm-up each."""
    timed(ours, env)
    timed(theirs, env)
    mine, base = [], []
    for _ in range(runs):
        mine.append(timed(ours, env))
        base.append(timed(theirs, env))
    return statistics.median(mine), statistics.median(base)


#: what a user would run instead of a command that reads saves: json.load of every file
JSON_LOAD_ALL = (
    "import json, pathlib, sys\nfor p in pathlib.Path(sys.argv[1]).glob('*.json'):\n    json.load(p.open('rb'))"
)
