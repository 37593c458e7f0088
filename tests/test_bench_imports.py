"""A benchmark a test imports stays a module: importing it never replaces the importing process.

`make test-latest` runs the suite from `.venv/latest`; bench/bench_keys.py once moved any
interpreter but `.venv`'s own to `.venv/bin/python` when imported, so every pytest worker that
collected a test taking its GAMES vanished ("node down") and no test ran.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_importing_bench_keys_from_another_interpreter_keeps_the_process():
    code = "import sys; sys.prefix = '/another/venv'; import bench.bench_keys; print('still here')"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "still here"
