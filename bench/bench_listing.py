"""`dice-tui saves` with 1,000 saves, whole process, against json.load of the same files.

Target (issues 16 and 34): <= 2x. Both sides are what a user runs: the installed
`dice-tui saves` (interpreter start, imports, listing, printing) against a one-line
`python -c` that json.loads every save of the folder; medians of several runs,
alternated so drift hits both, with the files in the page cache (warm, as a player
who just played). Each save carries a summary of itself (saves.summary), so no log is
replayed; the same files without their summary (as saves from before it) show what
replaying every log costs.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.project_python import use_project_python  # noqa: E402

use_project_python(__name__)

from bench.bench_keys import new_save  # noqa: E402
from bench.installed import compile_project  # noqa: E402
from bench.keys_games import GAMES  # noqa: E402
from bench.processes import JSON_LOAD_ALL, side_by_side  # noqa: E402
from bench.verdict import verdict  # noqa: E402
from saves.session import GameSession  # noqa: E402

SAVES = 1000


def played(home: Path, name: str, moves: int) -> bytes:
    """A save of `name` after `moves` bot moves."""
    path = new_save(home, GAMES[name], seed=moves)
    with GameSession.open(path) as session:
        for _ in range(moves):
            if session.is_over:
                break
            seat = session.rules.current_player(session.state)
            assert seat is not None, "a game not over has a seat to play"
            session.apply(session.rules.bot_command(session.state, session.setup.players[seat].bot or GAMES[name].bot))
    data = path.read_bytes()
    path.unlink()
    return data


def fill(folder: Path, samples: list[bytes], summary: bool) -> None:
    folder.mkdir(parents=True)
    for n in range(SAVES):
        data = samples[n % len(samples)]
        if not summary:
            head = json.loads(data)
            head.pop("summary", None)
            data = json.dumps(head, separators=(",", ":"), ensure_ascii=False).encode()
        (folder / f"game-{n:04d}.json").write_bytes(data)


def main() -> None:
    compile_project()  # as installed: bytecode, not source compiled at each start
    home = Path(tempfile.mkdtemp(prefix="dice-tui-listing-"))
    samples = [played(home, name, moves) for name in GAMES for moves in (3, 12, 30)]
    with_summary, without = home / "with", home / "without"
    fill(with_summary, samples, summary=True)
    fill(without, samples, summary=False)
    env = dict(os.environ, DICE_TUI_HOME=str(home), LANG="C.UTF-8")
    command = str(ROOT / ".venv" / "bin" / "dice-tui")
    for folder, label in ((with_summary, "list"), (without, "list without summaries (every log replayed)")):
        listing = [command, "saves", "--save-dir", str(folder)]
        reading = [sys.executable, "-c", JSON_LOAD_ALL, str(folder)]
        ours, base = side_by_side(listing, reading, env, runs=7 if folder is with_summary else 2)
        goal = f"  (target <= 2)  {verdict(ours / base, 2)}" if folder is with_summary else ""
        print(f"{label}: dice-tui saves {ours * 1000:.0f} ms vs python -c json.load of the same {SAVES} files "
              f"{base * 1000:.0f} ms: ratio {ours / base:.2f}{goal}")


if __name__ == "__main__":
    main()
