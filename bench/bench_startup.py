"""Start-up: the installed `dice-tui` to the main menu versus a one-label Textual app, in a pty.

Target: <= 1.2x (issue 16). Both are real processes in an 80x24 pseudo-terminal; the clock
stops when the first frame's text reaches the terminal (the menu's "New game", the
baseline's label). Medians of several runs, alternated so drift hits both. dice-tui's
bytecode is compiled first, as an installed command has it (bench/installed.py).
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import tempfile
import termios
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.installed import compile_project
from bench.verdict import verdict

ROOT = Path(__file__).resolve().parent.parent
BASELINE = "from textual.app import App\nfrom textual.widgets import Label\n" \
    "class One(App):\n    def compose(self):\n        yield Label('Baseline ready')\nOne().run()\n"
RUNS = 11


def time_to_text(argv: list[str], marker: bytes, env: dict[str, str]) -> float:
    pid, fd = pty.fork()
    if pid == 0:  # child
        os.execvpe(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    started = time.perf_counter()
    seen = b""
    try:
        while marker not in seen:
            ready, _, _ = select.select([fd], [], [], 10)
            if not ready:
                raise TimeoutError(f"{argv} showed nothing in 10 s")
            try:
                seen += os.read(fd, 65536)
            except OSError:
                break
        return time.perf_counter() - started
    finally:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        os.close(fd)


def main() -> None:
    compile_project()  # as installed: bytecode, not source compiled at each start
    home = tempfile.mkdtemp(prefix="dice-tui-bench-")
    env = dict(os.environ, TERM="xterm-256color", DICE_TUI_HOME=home, PYTHONPATH=str(ROOT))
    script = Path(home) / "one_label.py"
    script.write_text(BASELINE)
    app = [str(ROOT / ".venv" / "bin" / "dice-tui")]
    base = [sys.executable, str(script)]
    ours, theirs = [], []
    time_to_text(app, b"New game", env)  # warm the file cache for both
    time_to_text(base, b"Baseline ready", env)
    for _ in range(RUNS):
        ours.append(time_to_text(app, b"New game", env))
        theirs.append(time_to_text(base, b"Baseline ready", env))
    a, b = statistics.median(ours), statistics.median(theirs)
    print(f"startup to menu: {a * 1000:.0f} ms  (ratio {a / b:.2f} vs one-label Textual app {b * 1000:.0f} ms; "
          f"target <= 1.2)  {verdict(a / b, 1.2)}")


if __name__ == "__main__":
    main()
