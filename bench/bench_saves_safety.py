"""Safety costs: listing 1,000 saves, parse memory per MB, the dice audit.

1. Listing a folder of 1,000 Dalek Dice saves (60 events each, as a busy shared host
   might hold) with `saves.store.list_saves`, cold (every save read, parsed, replayed
   and its dice audited; the in-process summary cache emptied) and warm (cached rows:
   one lstat and one lock probe per file). Baseline: reading every file and `json.loads`
   of its bytes, same run. Target: cold <= 10x the baseline, warm <= 2x.
2. Parse memory per MB of file: the peak traced by `tracemalloc` while `load_game`
   reads a real 20,000-event save (bench_resume's log), and while it refuses each hostile shape of
   tests/saves/test_fuzz.py. Target: no file above 16 MB per MB (a real save's events
   are pydantic models, about 13 MB per MB; before the bounds a file of `{}`s cost 360).
3. The dice audit of a 100,000-event save (every roll recomputed from the seed), against
   `json.loads` of the same bytes; the resume itself is bench_resume's.

CPU times (`time.process_time`), medians of a few runs.
"""

from __future__ import annotations

import contextlib
import json
import statistics
import sys
import tempfile
import time
import tracemalloc
from datetime import datetime, UTC
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.dalek_dice import RULES
from core.game import PlayerSpec
from saves import store
from saves.audit import audit_dice
from saves.loading import load_game

NOW = datetime(2026, 11, 26, tzinfo=UTC)
SAVES = 1000
RUNS = 3


def bot_log(seed: int, events: int):
    setup = RULES.make_setup([PlayerSpec(name="Ann", bot="cautious"), PlayerSpec(name="Bob", bot="optimal")], seed)
    state, log = RULES.start(setup), []
    while len(log) < events and not RULES.is_over(state):
        bot = setup.players[RULES.current_player(state)].bot
        for event in RULES.decide(state, RULES.bot_command(state, bot)):
            state = RULES.evolve(state, event)
            log.append(event)
    return setup, log


def cpu(action) -> float:
    samples = []
    for _ in range(RUNS):
        started = time.process_time()
        action()
        samples.append(time.process_time() - started)
    return statistics.median(samples)


def listing(folder: Path) -> None:
    for n in range(SAVES):
        setup, log = bot_log(n + 1, 60)
        (folder / f"dalek-dice-{n:04d}.json").write_bytes(store.encode(RULES.id, setup, log, NOW, NOW))
    files = sorted(folder.glob("*.json"))
    base = cpu(lambda: [json.loads(path.read_bytes()) for path in files])

    def cold() -> None:
        store._SUMMARIES.clear()
        assert len(store.list_saves(folder)) == SAVES

    cold_time = cpu(cold)
    warm_time = cpu(lambda: store.list_saves(folder))
    print(f"baseline, read + json.loads of {SAVES} saves: {base * 1000:.0f} ms")
    print(f"list_saves of {SAVES} saves, cold: {cold_time * 1000:.0f} ms  (ratio {cold_time / base:.2f}; target <= 10)")
    print(f"list_saves of {SAVES} saves, warm: {warm_time * 1000:.0f} ms  (ratio {warm_time / base:.2f}; target <= 2)")


def peak_per_mb(path: Path, data: bytes) -> float:
    path.write_bytes(data)
    tracemalloc.start()
    with contextlib.suppress(Exception):  # a hostile shape is refused: its peak is what counts
        load_game(path)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / len(data)


def memory(folder: Path) -> None:
    from tests.saves.test_fuzz import SHAPES

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_resume import build_log, save_bytes

    setup, log, _ = build_log(20_000)
    real = save_bytes(setup, log)
    path = folder / "memory.json"
    print(f"parse memory, a real {len(log)}-event save ({len(real) / 1e6:.1f} MB): "
          f"{peak_per_mb(path, real):.1f} MB per MB")
    worst = max((peak_per_mb(path, data), shape) for shape, data in SHAPES.items())
    print(f"parse memory, worst hostile shape ({worst[1]}): {worst[0]:.1f} MB per MB  (target <= 16)")


def audit() -> None:
    from bench_resume import EVENTS, build_log, save_bytes

    setup, log, _ = build_log(EVENTS)
    data = save_bytes(setup, log)
    base = cpu(lambda: json.loads(data))
    spent = cpu(lambda: audit_dice(setup.seed, log))
    rolls = audit_dice(setup.seed, log)[1]
    print(f"dice audit of a {len(log)}-event save ({rolls} rolls): {spent * 1000:.0f} ms  "
          f"(ratio {spent / base:.2f} vs json.loads of its {len(data) / 1e6:.1f} MB)")


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, "list").mkdir(mode=0o700)
        listing(Path(folder, "list"))
        memory(Path(folder))
    audit()


if __name__ == "__main__":
    main()
