"""Safety costs: listing 1,000 saves, parse memory per MB, the dice audit.

1. Listing a folder of 1,000 Dalek Dice saves (60 events each, as a busy shared host
   might hold) with `saves.listing.list_saves`, cold (every save read, parsed, replayed
   and its dice audited; the in-process summary cache emptied) and warm (cached rows:
   one lstat and one lock probe per file). Baseline: reading every file and `json.loads`
   of its bytes, same run. Target: cold <= 10x the baseline, warm <= 2x.
2. Parse memory per MB of file: the peak traced by `tracemalloc` while `load_game`
   reads a real 20,000-event save (bench_resume's log), and while it refuses each hostile shape of
   tests/saves/test_fuzz.py, and of a diZe save of its tiniest event repeated up to the
   size cap (issue 21: 26 MB per MB before the events were validated in slices and
   shared). Target: no file above 16 MB per MB (before the bounds a file of `{}`s cost
   360). Also the resident memory a process keeps after the menu's look at a folder
   holding that save (saves.memory.give_back; it kept 313 MB of a 900 MB peak).
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
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.dalek_dice import RULES
from core.game import PlayerSpec
from saves import listing as save_list
from saves import store
from saves.audit import audit_dice
from saves.loading import load_game

NOW = datetime(2026, 11, 26, tzinfo=UTC)
SAVES = 1000
RUNS = 3


def bot_log(seed: int, events: int):
    setup = RULES.make_setup([PlayerSpec(name="Ann", bot="cautious"), PlayerSpec(name="Bob", bot="optimal")], seed)
    state, log = RULES.start(setup), list[Any]()
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
        save_list._SUMMARIES.clear()
        assert len(save_list.list_saves(folder)) == SAVES

    cold_time = cpu(cold)
    warm_time = cpu(lambda: save_list.list_saves(folder))
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
    from bench.bench_resume import build_log, save_bytes
    from tests.saves.test_fuzz import SHAPES

    setup, log, _ = build_log(20_000)
    real = save_bytes(setup, log)
    path = folder / "memory.json"
    print(f"parse memory, a real {len(log)}-event save ({len(real) / 1e6:.1f} MB): "
          f"{peak_per_mb(path, real):.1f} MB per MB")
    worst = max((peak_per_mb(path, data), shape) for shape, data in SHAPES.items())
    print(f"parse memory, worst hostile shape ({worst[1]}): {worst[0]:.1f} MB per MB  (target <= 16)")
    tiny = tiny_events_under_the_cap()
    print(f"parse memory, diZe's tiniest event over and over, just under the cap ({len(tiny) / 1e6:.1f} MB): "
          f"{peak_per_mb(path, tiny):.1f} MB per MB  (target <= 16; was 26)")
    del tiny
    menu_resident(folder)


def tiny_events_under_the_cap() -> bytes:
    """A diZe save of its smallest event (33 bytes) repeated up to the size cap: the most
    events, so the most models, a file under the cap can hold (issue 21: 818,391 of them)."""
    from core.dize import RULES as DIZE
    from core.dize.events import HeroRaised
    from saves.files import SAVE_BYTES

    setup = DIZE.make_setup([PlayerSpec(name="Ann")], 1)
    event = HeroRaised(index=0)
    count = (SAVE_BYTES - 4096) // (len(event.model_dump_json()) + 1)
    return store.encode(DIZE.id, setup, [event] * count, NOW, NOW, summary=False)


def menu_resident(folder: Path) -> None:
    """Resident memory of a process after the menu's look at a folder holding that save
    (saves.latest, then saves.memory.give_back), in a fresh process: what a session keeps."""
    import subprocess

    saves = folder / "menu"
    saves.mkdir(mode=0o700)
    (saves / "dize-tiny.json").write_bytes(tiny_events_under_the_cap())
    script = (
        "import sys; from saves.latest import latest_unfinished; from saves.memory import give_back; "
        "latest_unfinished(sys.argv[1]); give_back(); "
        "status = open('/proc/self/status').read().split('\\n'); "
        "print(*[line.split()[1] for line in status if line.startswith(('VmHWM', 'VmRSS'))])"
    )
    root = Path(__file__).resolve().parent.parent
    out = subprocess.run([sys.executable, "-c", script, str(saves)], cwd=root, capture_output=True, text=True)
    if out.returncode != 0 or len(out.stdout.split()) != 2:
        print(f"menu's look at the saves: not measured ({out.stderr.strip().splitlines()[-1:]})")
        return
    peak, resident = (int(kb) / 1024 for kb in out.stdout.split())
    print(f"menu's look at a folder with that save: peak {peak:.0f} MB, resident after {resident:.0f} MB "
          f"(was 900 and 313)")


def audit() -> None:
    from bench.bench_resume import EVENTS, build_log, save_bytes

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
