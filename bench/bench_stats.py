"""`dice-tui stats` over 10,000 finished saves, against json.load of the same files.

Target (issue 34): <= 3x, whole process: the installed `dice-tui stats` against a
`python -c` that json.loads every file and keeps none (bench/processes.py).
Each save's summary holds its game's facts (core.facts), so
counting reads every file once and replays none; every roll is audited against the seed
on the events as JSON reads them. A save whose summary does not match its bytes is
replayed (the same files without their summary show what that costs, on a tenth of them).
"""

from __future__ import annotations

import json
import os
import random
import statistics as stats
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.installed import compile_project  # noqa: E402
from bench.processes import JSON_LOAD_ALL, side_by_side  # noqa: E402
from bench.verdict import verdict  # noqa: E402
from core.game import PlayerSpec  # noqa: E402
from core.games import rules_for  # noqa: E402
from saves.session import GameSession  # noqa: E402
from saves.statistics import statistics  # noqa: E402

SAVES = 10_000
TABLES: list[tuple[str, list[PlayerSpec], dict[str, Any]]] = [
    ("dalek-dice", [PlayerSpec(name="Ann"), PlayerSpec(name="Rex", bot="optimal")], {}),
    ("dizzle", [PlayerSpec(name="Ann", bot="greedy")], {"level": 2}),
    ("dize", [PlayerSpec(name="Ann", bot="careful")], {"zombies": 4}),
    ("25-to-dice", [PlayerSpec(name="Ann", bot="planner")], {"mode": "solo"}),
]


def finished(home: Path, game: str, players: list[PlayerSpec], options: dict, seed: int) -> bytes:
    rules = rules_for(game)
    setup = rules.make_setup(players, seed, **options)
    pick = random.Random(seed)
    with GameSession.create(home, game, setup) as session:
        while not session.is_over:
            state = session.state
            seat = rules.current_player(state)
            kind = setup.players[seat].bot if seat is not None else None
            session.apply(rules.bot_command(state, kind) if kind else pick.choice(list(rules.legal_commands(state))))
        path = session.path
    data = path.read_bytes()
    path.unlink()
    return data


def median_ms(action, runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return stats.median(times) * 1000


def main() -> None:
    compile_project()  # as installed: bytecode, not source compiled at each start
    home = Path(tempfile.mkdtemp(prefix="dice-tui-stats-"))
    samples = [finished(home / "made", game, players, options, seed)
               for game, players, options in TABLES for seed in range(5)]  # fmt: skip
    folder, bare = home / "saves", home / "bare"
    folder.mkdir()
    bare.mkdir()
    for n in range(SAVES):
        (folder / f"game-{n:05d}.json").write_bytes(samples[n % len(samples)])
    for n in range(SAVES // 10):
        head = json.loads(samples[n % len(samples)])
        head.pop("summary")
        (bare / f"game-{n:05d}.json").write_text(json.dumps(head, separators=(",", ":")))
    env = dict(os.environ, DICE_TUI_HOME=str(home), LANG="C.UTF-8")
    command = [str(ROOT / ".venv" / "bin" / "dice-tui"), "stats", "--save-dir", str(folder)]
    ours, base = side_by_side(command, [sys.executable, "-c", JSON_LOAD_ALL, str(folder)], env, runs=3)
    found = statistics(folder)
    # the same 20 games copied: each counts once (a game is its setup and events, not its file)
    assert sum(game.played for game in found.games.values()) == len(samples), found.skipped
    assert found.skipped["copies"] == SAVES - len(samples), found.skipped
    replayed = median_ms(lambda: statistics(bare), runs=1)
    print(f"dice-tui stats of {SAVES} saves {ours * 1000:.0f} ms vs python -c json.load of the same files "
          f"{base * 1000:.0f} ms: ratio {ours / base:.2f}  (target <= 3)  {verdict(ours / base, 3)}")
    print(f"stats of {SAVES // 10} saves without summaries (replayed, dice audited): {replayed:.0f} ms"
          f"  ({replayed / (SAVES // 10):.1f} ms a save)")


if __name__ == "__main__":
    main()
