"""`make bench`: run every bench script in this folder and print its figures.

Each script measures its own baseline in the same run and prints ratios, so the
numbers mean the same on a fast laptop and a slow CI box, each with its mark and
PASS or OVER (bench.verdict). A script that stops with an error is named again at the
end and makes `make bench` fail: a figure that was not measured is not a figure.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    scripts = sorted(p for p in HERE.glob("bench_*.py"))
    stopped: list[str] = []
    for script in scripts:
        print(f"== {script.stem}", flush=True)
        started = time.perf_counter()
        done = subprocess.run([sys.executable, str(script)], cwd=HERE.parent)
        if done.returncode:
            print(f"   ({script.name} exited with {done.returncode})")
            stopped.append(script.name)
        print(f"   [{time.perf_counter() - started:.1f} s]", flush=True)
    if stopped:
        print(f"== not measured: {', '.join(stopped)} stopped with an error")
    return 1 if stopped else 0


if __name__ == "__main__":
    sys.exit(main())
