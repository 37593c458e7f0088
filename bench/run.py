"""`make bench`: run every bench script in this folder and print its figures.

Each script measures its own baseline in the same run and prints ratios, so the
numbers mean the same on a fast laptop and a slow CI box. Nothing here passes or
fails; targets are read by people.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    scripts = sorted(p for p in HERE.glob("bench_*.py"))
    for script in scripts:
        print(f"== {script.stem}", flush=True)
        started = time.perf_counter()
        done = subprocess.run([sys.executable, str(script)], cwd=HERE.parent)
        if done.returncode:
            print(f"   ({script.name} exited with {done.returncode})")
        print(f"   [{time.perf_counter() - started:.1f} s]", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
