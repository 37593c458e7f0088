"""Memory of an idle session: the installed `dice-tui` at the menu and in each game.

Targets (issue 16): at the menu <= 1.25x the RSS of a one-label Textual app, in any
game <= 1.5x (issue 34), and at least 30 concurrent sessions per GiB counted in Pss (shared
pages split between the processes that map them, which is what a shared host pays).
Each process runs in an 80x24 pty and is read once it has been quiet for a while
(the menu's background save check included), from /proc/<pid>/status and
/proc/<pid>/smaps_rollup. The games are the largest tables of bench_keys; the Dalek
optimal table is built by a first session beforehand, as on a host where players
have played before (the one cached file every later session maps).

Sessions per GiB are counted on sessions running together, as on a shared host: two of
each game at once, each with its own save, their Pss summed and divided by their number
(the interpreter, the libraries and the mapped tables are then split between them, as the
kernel splits them). The same is done with as many one-label apps, the floor no Textual
program goes under, and both are broken down into private memory (Pss_Anon: the Python
heap, code objects included) and shared files (Pss_File).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.project_python import use_project_python  # noqa: E402

use_project_python(__name__)

from bench.bench_keys import new_save, pty_env  # noqa: E402
from bench.installed import compile_project  # noqa: E402
from bench.keys_games import GAMES, Game  # noqa: E402
from bench.ptykeys import Pty  # noqa: E402
from bench.verdict import verdict  # noqa: E402

ONE_LABEL = "from textual.app import App\nfrom textual.widgets import Label\n" \
    "class One(App):\n    def compose(self):\n        yield Label('Baseline ready')\nOne().run()\n"
GIB_KB = 1024 * 1024


#: sessions of each game running at once for the concurrent measure
EACH = 2
#: a Dalek game against the expert: the new-game form's strongest bot, the campaign's stand-in
EXPERT = Game("dalek-dice", "Ann,bot:expert", {}, "cautious")


def memory_kb(pid: int) -> tuple[int, int]:
    """(RSS, Pss) in kB."""
    rss = 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1])
    return rss, pss_kb(pid)["Pss"]


def pss_kb(pid: int) -> dict[str, int]:
    """Pss, Pss_Anon and Pss_File of a process in kB (0 where the kernel does not say)."""
    fields = {"Pss": 0, "Pss_Anon": 0, "Pss_File": 0}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        name = line.split(":", 1)[0]
        if name in fields:
            fields[name] = int(line.split()[1])
    return fields


def idle(argv: list[str], home: str) -> tuple[int, int]:
    term = Pty(argv, pty_env(home))
    try:
        term.drain(timeout=3.0, quiet=1.5)  # the menu's save check and any warm-up thread
        return memory_kb(term.pid)
    finally:
        term.close()


def together(commands: list[list[str]], home: str) -> dict[str, float]:
    """Mean Pss (and its parts) in kB of `commands` all running at once, each read once
    every one of them is idle."""
    terms = []
    try:
        for argv in commands:
            terms.append(Pty(argv, pty_env(home)))
        for term in terms:
            term.drain(timeout=3.0, quiet=1.5)
        readings = [pss_kb(term.pid) for term in terms]
    finally:
        for term in terms:
            term.close()
    return {name: sum(reading[name] for reading in readings) / len(readings) for name in readings[0]}


def split(memory: dict[str, float]) -> str:
    return (f"Pss {memory['Pss'] / 1024:5.1f} MB = private {memory['Pss_Anon'] / 1024:4.1f}"
            f" + shared files {memory['Pss_File'] / 1024:4.1f}")


def main() -> None:
    compile_project()  # as installed: bytecode, not source compiled at each start
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
    idle([command, "resume", str(new_save(Path(home), EXPERT, seed=1))], home)  # and the expert's graph
    for name, game in [*GAMES.items(), ("dalek+expert", EXPERT)]:
        path = new_save(Path(home), game, seed=2)
        rss, pss = idle([command, "resume", str(path)], home)
        worst = max(worst, pss)
        print(f"{name:<13}RSS {rss / 1024:5.1f} MB (ratio {rss / base_rss:.2f}; target <= 1.5)  "
              f"Pss {pss / 1024:5.1f} MB"
              f"  {verdict(rss / base_rss, 1.5)}")
    print(f"one session alone (Pss of the heaviest): {GIB_KB / worst:.0f} per GiB")
    games = [[command, "resume", str(new_save(Path(home), game, seed=10 + copy))]
             for game in GAMES.values() for copy in range(EACH)]
    bare = together([[sys.executable, str(script)]] * len(games), home)
    ours = together(games, home)
    print(f"{len(games)} one-label apps at once:  {split(bare)} per app  ({GIB_KB / bare['Pss']:.0f} per GiB)")
    print(f"{len(games)} game sessions at once ({EACH} of each game): {split(ours)} per session")
    print(f"sessions per GiB (Pss, {len(games)} concurrent sessions): {GIB_KB / ours['Pss']:.0f}  (target >= 30)  "
          f"{verdict(GIB_KB / ours['Pss'], 30, at_least=True)}")


if __name__ == "__main__":
    main()
