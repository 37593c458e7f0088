"""Start-up: the installed `dice-tui` to the main menu versus a one-label Textual app, in a pty.

Targets (issues 16 and 34): English within 1.15x of the one-label app, Spanish within
1.05x of English, and the first paint over a 64 kbit/s link (a slow SSH session: 8,000
bytes a second) within 1 s, at the menu and in each game's largest table. Both are real
processes in an 80x24 pseudo-terminal that sets no LINES or COLUMNS; the clock stops when
the first frame's text reaches the terminal (the menu's "New game", the baseline's
label). The first paint's time is that start-up plus its bytes (everything drawn until
the terminal is quiet) at 8,000 bytes a second. Medians of several runs, alternated so
drift hits both. dice-tui's bytecode is compiled first, as an installed command has it
(bench/installed.py); bench_install.py measures the same after `pip install`.
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
from bench.project_python import use_project_python

use_project_python(__name__)

from bench.bench_keys import new_save, pty_env  # noqa: E402
from bench.installed import compile_project  # noqa: E402
from bench.keys_games import GAMES  # noqa: E402
from bench.verdict import verdict  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
BASELINE = "from textual.app import App\nfrom textual.widgets import Label\n" \
    "class One(App):\n    def compose(self):\n        yield Label('Baseline ready')\nOne().run()\n"
RUNS = 11
#: a 64 kbit/s link, in bytes a second
LINK = 8000


def time_to_text(argv: list[str], marker: bytes, env: dict[str, str]) -> float:
    return first_paint(argv, marker, env)[0]


def first_paint(argv: list[str], marker: bytes, env: dict[str, str], settle: float = 0.0) -> tuple[float, int]:
    """(seconds until `marker` is on the terminal, bytes drawn until `settle` quiet seconds after it)."""
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
        took = time.perf_counter() - started
        while settle and select.select([fd], [], [], settle)[0]:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                break
        return took, len(seen)
    finally:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        os.close(fd)


def alternated(first: list[str], first_marker: bytes, second: list[str], second_marker: bytes,
               env: dict[str, str], second_env: dict[str, str] | None = None) -> tuple[float, float]:
    """Median seconds to the marker of two commands run alternately (after a warm-up each)."""
    second_env = second_env or env
    time_to_text(first, first_marker, env)  # warm the file cache for both
    time_to_text(second, second_marker, second_env)
    ones, twos = [], []
    for _ in range(RUNS):
        ones.append(time_to_text(first, first_marker, env))
        twos.append(time_to_text(second, second_marker, second_env))
    return statistics.median(ones), statistics.median(twos)


def main() -> None:
    compile_project()  # as installed: bytecode, not source compiled at each start
    home = tempfile.mkdtemp(prefix="dice-tui-bench-")
    env = pty_env(home)
    spanish = dict(env, LANG="es_ES.UTF-8")
    english = dict(env, LANG="C.UTF-8")
    script = Path(home) / "one_label.py"
    script.write_text(BASELINE)
    app = [str(ROOT / ".venv" / "bin" / "dice-tui")]
    base = [sys.executable, str(script)]
    a, b = alternated(app, b"New game", base, b"Baseline ready", english)
    print(f"English start-up to menu: {a * 1000:.0f} ms  (ratio {a / b:.2f} vs one-label Textual app {b * 1000:.0f} ms;"
          f" target <= 1.15)  {verdict(a / b, 1.15)}")
    es, en = alternated(app, b"Nueva partida", app, b"New game", spanish, english)
    print(f"Spanish start-up to menu: {es * 1000:.0f} ms  (ratio {es / en:.2f} vs English {en * 1000:.0f} ms; "
          f"target <= 1.05)  {verdict(es / en, 1.05)}")
    screens = [("menu", app, b"New game")]
    for name, game in GAMES.items():
        screens.append((name, [*app, "resume", str(new_save(Path(home), game, seed=1))], b"Ann"))
    for name, argv, marker in screens:
        took, size = first_paint(argv, marker, english, settle=0.5)
        slow = took + size / LINK
        print(f"first paint at 64 kbit/s, {name:<11} {slow:5.2f} s  ({took * 1000:.0f} ms to draw + {size} B "
              f"at {LINK} B/s; target <= 1 s)  {verdict(slow, 1.0)}")


if __name__ == "__main__":
    main()
