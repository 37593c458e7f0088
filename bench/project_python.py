"""A benchmark run by another Python moves to the project's own (`.venv/bin/python`) first.

Only as a script (`__main__`): a test that imports a benchmark's games must keep its own
process, whatever interpreter it runs under (`make test-latest` runs from `.venv/latest`).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"


def use_project_python(module: str) -> None:
    """Re-run this script under `.venv`'s Python when started by another; call it with the
    caller's `__name__` before anything that needs the project's libraries is imported."""
    if module == "__main__" and Path(sys.prefix).resolve() != (ROOT / ".venv").resolve() and VENV_PYTHON.exists():
        os.execv(str(VENV_PYTHON), [str(VENV_PYTHON), *sys.argv])
