"""dice-tui's bytecode compiled before a bench times or weighs the installed command.

`pip install` compiles every module to a .pyc, so an installed dice-tui loads bytecode.
This checkout is an editable install: its .pyc files are written on first import, unless
PYTHONDONTWRITEBYTECODE is set (as in some sandboxes and CI runners), and then every start
compiles every dice-tui module from source again (about 30 ms and some memory before the
menu, which no installed command pays). The start-up and memory benches call
`compile_project()` first, so they measure what an installed command does.
"""

from __future__ import annotations

import compileall
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("core", "saves", "sheets", "tui")


def compile_project() -> None:
    """Write the .pyc of every module of dice-tui that has none, or an outdated one."""
    for package in PACKAGES:
        compileall.compile_dir(ROOT / package, quiet=1)
