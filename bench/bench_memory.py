"""Memory of an idle session: the installed `dice-tui` at the menu and in each game.

Targets (issue 16): at the menu <= 1.25x the RSS of a one-label Textual app, in any
game <= 1.5x, and at least 35 concurrent sessions per GiB counted in Pss (shared
pages split between the processes that map them, which is what a shared host pays).
Each process runs in an 80x24 pty and is read once it has been quiet for a while
(the menu's background save check included), from /proc/<pid>/status and
/proc/<pid>/smaps_rollup. The games are the largest tables of bench_keys; the Dalek
optimal table is built by a first session beforehand, as on a host where players
have played before (the one cached file every later session maps).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_keys import GAMES, new_save, pty_env  # noqa: E402  (re-runs under .venv)
from bench.ptykeys import Pty  # noqa: E402
from bench.verdict import verdict  # noqa: E402

ONE_LABEL = "from textual.app import App\nfrom textual.widgets import Label\n" \
    "class One(App):\n    def compose(self):\n        yield Label('Baseline ready')\nOne().run()\n"
GIB_KB = 1024 * 1024


def memory_kb(pid: int) -> tuple[int, int]:
    """(RSS, Pss) in kB."""
    rss = pss = 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1])
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        if line.startswith("Pss:"):
            pss = int(line.split()[1])
    return rss, pss


def idle(argv: list[str], home: str) -> tuple[int, int]:
    term = Pty(argv, pty_env(home))
    try:
        term.drain(timeout=3.0, quiet=1.5)  # the menu's save check and any warm-up thread
        return memory_kb(term.pid)
    finally:
        term.close()


def main() -> None:
    home = tempfile.mkdtemp(prefix="dice-tui-memory-")
    script = Path(home) / "one_label.py"
    script.write_text(ONE_LABEL)
    command = str(ROOT / ".venv" / "bin" / "dice-tui")
    new_save(Path(home), GAMES["dize"], seed=1)  # the menu has a game to offer to Continue
    base_rss, base_pss = idle([sys.executable, str(script)], home)
    print(f"one-label Textual app: RSS {base_rss / 1024:.1f} MB, Pss {base_pss / 1024:.1f} MB")
    rss, pss = idle([command], home)
    print(f"menu:        RSS {rss / 1024:5.1f} MB (ratio {rss / base_rss:.2f}; target <= 1.25)  "
          f"Pss {pss / 1024:5.1f} MB"
          f"  {verdict(rss / base_rss, 1.25)}")
    worst = pss
    idle([command, "resume", str(new_save(Path(home), GAMES["dalek-dice"], seed=1))], home)  # builds the shared table
    for name, game in GAMES.items():
        path = new_save(Path(home), game, seed=2)
        rss, pss = idle([command, "resume", str(path)], home)
        worst = max(worst, pss)
        print(f"{name:<12} RSS {rss / 1024:5.1f} MB (ratio {rss / base_rss:.2f}; target <= 1.5)  "
              f"Pss {pss / 1024:5.1f} MB"
              f"  {verdict(rss / base_rss, 1.5)}")
    print(f"sessions per GiB (Pss of the heaviest): {GIB_KB / worst:.0f}  (target >= 35)  "
          f"{verdict(GIB_KB / worst, 35, at_least=True)}")


if __name__ == "__main__":
    main()
