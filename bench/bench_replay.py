"""Replaying a long save: open it and take a step, at 100,000 events (issue 32, item 9).

The save is bench_resume's: a legal six-player Dalek Dice log of 100,000 events, nearly
one event a move (the most move boundaries a log can have).

Baseline: a resume of the same file (`saves.loading.load_game`), same run.
Measured:
- open + a step: `tui.replay.session.replay_of` and one ← from the end, what a player
  waits for before the replay answers. Target: <= 2x the baseline;
- the pass (`MoveIndex.build`): every move and turn, which the replay screen runs in a
  thread worker while the header counts it. No target but linear growth: it is timed at
  a quarter of the log too, and the ratio of the two should be near 4.
Each part in a fresh process, as CPU time, the median of a few runs.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_resume import build_log, save_bytes
from bench.verdict import verdict

EVENTS = 100_000
RUNS = 3


def resume(path: str) -> None:
    from saves.loading import load_game

    load_game(path)


def open_and_step(path: str) -> None:
    from tui.replay.session import replay_of

    replay_of(Path(path)).step(-1)


def whole_pass(path: str, quarter: bool = False) -> None:
    from saves.loading import load_game
    from tui.replay.index import MoveIndex

    game = load_game(path)
    events = game.events[: len(game.events) // 4] if quarter else game.events
    index = MoveIndex(game.rules, game.setup, events)
    started = time.process_time()
    index.build()
    print(time.process_time() - started)


PARTS = {
    "resume (baseline)": resume,
    "open + a step (target <= 2x)": open_and_step,
}


def measure(part: str, path: str) -> None:
    if part.startswith("pass"):
        whole_pass(path, quarter="quarter" in part)
        return
    samples = []
    for _ in range(RUNS):
        started = time.process_time()
        PARTS[part](path)
        samples.append(time.process_time() - started)
    print(statistics.median(samples))


def main() -> None:
    setup, log, _points = build_log(EVENTS)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "dalek-dice-replay.json"
        path.write_bytes(save_bytes(setup, log))

        def timed(part: str) -> float:
            done = subprocess.run([sys.executable, __file__, "--measure", part, str(path)],
                                  check=True, capture_output=True, text=True)  # fmt: skip
            return float(done.stdout.split()[-1])

        times = {part: timed(part) for part in PARTS}
        whole, quarter = timed("pass"), timed("pass quarter")
    base = times["resume (baseline)"]
    print(f"log: {len(log)} events")
    for part, value in times.items():
        goal = f"  {verdict(value / base, 2)}" if "target" in part else ""
        print(f"{part}: {value * 1000:.0f} ms  (ratio {value / base:.2f} vs baseline){goal}")
    print(f"the pass, every move and turn (a thread worker): {whole:.2f} s  (ratio {whole / base:.1f} vs baseline)")
    print(f"the pass at a quarter of the log: {quarter:.2f} s  (whole / quarter {whole / quarter:.2f}, linear: ~4)")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--measure"]:
        measure(sys.argv[2], sys.argv[3])
    else:
        main()
