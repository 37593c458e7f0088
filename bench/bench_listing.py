"""`dice-tui saves` with 1,000 saves: the list against json.load of the same files.

Target (issue 16): <= 2x json.load, cold (a fresh process: nothing cached) and warm
(the files unchanged since the last listing), without replaying any log: each save
carries a summary of itself (saves.summary). The same files without their summary
(as saves from before it) show what replaying every log costs.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_keys import GAMES, new_save  # noqa: E402
from bench.verdict import verdict  # noqa: E402
from saves import store  # noqa: E402
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


def median_ms(action, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def json_load_all(folder: Path) -> None:
    for path in folder.glob("*.json"):
        with path.open("rb") as handle:
            json.load(handle)


def cold(folder: Path) -> None:
    store._SUMMARIES.clear()
    store.list_saves(folder)


def main() -> None:
    home = Path(tempfile.mkdtemp(prefix="dice-tui-listing-"))
    samples = [played(home, name, moves) for name in GAMES for moves in (3, 12, 30)]
    with_summary, without = home / "with", home / "without"
    fill(with_summary, samples, summary=True)
    fill(without, samples, summary=False)
    base = median_ms(lambda: json_load_all(with_summary))
    cold_ms = median_ms(lambda: cold(with_summary))
    warm_ms = median_ms(lambda: store.list_saves(with_summary))
    replay_ms = median_ms(lambda: cold(without), runs=1)
    print(f"json.load of {SAVES} saves: {base:.0f} ms")
    print(f"list, cold:  {cold_ms:6.0f} ms  (ratio {cold_ms / base:.2f}; target <= 2)  {verdict(cold_ms / base, 2)}")
    print(f"list, warm:  {warm_ms:6.0f} ms  (ratio {warm_ms / base:.2f}; target <= 2)  {verdict(warm_ms / base, 2)}")
    print(f"list of the same saves without summaries (every log replayed): {replay_ms:.0f} ms"
          f"  (ratio {replay_ms / base:.1f})")


if __name__ == "__main__":
    main()
