"""Saves: the cost of writing after every event, on a 2,000-event game.

Targets: encoding plus the durable atomic write of a 2,000-event save in a few ms; the
fsyncs are what the durability costs, shown against a plain write of the same bytes.
Baselines (same run, same data): `json.dumps`/`json.loads` of the file's content and a
plain, non-durable `write_bytes`. Uses the test game `tally` so it runs before any real
game is installed.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import core.games  # noqa: E402

core.games.register("tests.saves.tally:GAME")

from saves.session import GameSession  # noqa: E402
from saves.store import atomic_write, encode, list_saves, load_game  # noqa: E402
from tests.saves.conftest import bot_log, tally_setup  # noqa: E402

EVENTS = 2000
RUNS = 25


def median_ms(action, runs: int = RUNS) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def main() -> None:
    setup = tally_setup(seed=5, target=1_000_000)
    events = bot_log(setup, EVENTS)
    now = datetime.now(UTC)
    data = encode("tally", setup, events, now, now)
    plain = json.loads(data)
    folder = Path(tempfile.mkdtemp(prefix="dice-tui-bench-"))
    path = folder / "tally-bench.json"

    enc = median_ms(lambda: encode("tally", setup, events, now, now))
    dumps = median_ms(lambda: json.dumps(plain, separators=(",", ":")).encode())
    durable = median_ms(lambda: atomic_write(path, data))
    loose = median_ms(lambda: (folder / "plain.json").write_bytes(data))
    load = median_ms(lambda: load_game(path), runs=9)
    loads = median_ms(lambda: json.loads(data), runs=9)
    (folder / "plain.json").unlink()

    atomic_write(path, data)
    with GameSession.open(path) as session:
        started = time.perf_counter()
        for _ in range(50):
            session.apply(session.rules.bot_command(session.state, "greedy"))
        apply = (time.perf_counter() - started) / 50 * 1000
    for n in range(19):
        atomic_write(folder / f"tally-copy-{n}.json", data)
    cold = median_ms(lambda: (list_saves.__globals__["_SUMMARIES"].clear(), list_saves(folder)), runs=3)
    warm = median_ms(lambda: list_saves(folder), runs=9)

    print(f"{EVENTS}-event save: {len(data) / 1024:.0f} KiB")
    print(f"encode          {enc:6.2f} ms  (ratio {enc / dumps:.2f} vs json.dumps {dumps:.2f} ms)")
    print(f"atomic_write    {durable:6.2f} ms  (ratio {durable / loose:.2f} vs plain write {loose:.2f} ms)")
    print(f"encode + write  {enc + durable:6.2f} ms  (target: a few ms)")
    print(f"apply, 1 event  {apply:6.2f} ms  (decide, evolve, encode, durable write at ~{EVENTS} events)")
    print(f"load_game       {load:6.2f} ms  (ratio {load / loads:.2f} vs json.loads {loads:.2f} ms)")
    print(f"list 20 saves   {cold:6.1f} ms cold, {warm:.1f} ms when unchanged")


if __name__ == "__main__":
    main()
