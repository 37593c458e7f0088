"""Shared tables: how long a move takes to reach every other terminal at a full table.

Target: with 6 players and 10 watchers, a move reaches all 15 other terminals within
100 ms (median and worst). Measured from the moment a player's command is sent until the
last of the others has its events folded: the host (its own process, as in play) checks
the seat and the rules, rolls, writes its save durably and sends the events to everyone.
Baseline (same run): the same moves played in a local game (decide + the durable save),
which is the part of the work the table adds nothing to.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import select
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

os.environ["DICE_TUI_TABLE_TEST_USERS"] = "1"  # one Unix user stands for the 6 players

from core.game import PlayerSpec  # noqa: E402
from core.games import rules_for  # noqa: E402
from saves.session import GameSession  # noqa: E402
from saves.tables import folder as tables  # noqa: E402
from saves.tables.net.client import TableClient  # noqa: E402
from saves.tables.net.host import TableHost  # noqa: E402
from tui.table.opening import open_rematch  # noqa: E402

PLAYERS = ["ann", "bob", "cat", "dan", "eve", "fay"]
WATCHERS = 10
MOVES = 300
#: moves start at most this often (players are slower; the host cuts off a client sending
#: more than 50 lines a second for long, as a flood)
SPACING = 0.03
RULES = rules_for("dalek-dice")


def setup(seed: int):
    return RULES.make_setup([PlayerSpec(name=name) for name in PLAYERS], seed)


def host(tmp: Path, ready) -> None:
    """The host process: a table served on its own asyncio loop, headless."""
    session = GameSession.create(tmp / "saves", "dalek-dice", setup(5))
    folder = tables.make_table_folder(tables.check_root(tmp / "tables", create=True), "host", None)
    table = TableHost(session, table=folder, host="host", opener=open_rematch)
    loop = asyncio.new_event_loop()
    loop.run_until_complete(table.serve())
    ready.put(str(folder.path))
    loop.run_forever()


def pump(clients: list[TableClient], count: int) -> None:
    """Read until every client has folded `count` events."""
    behind = [client for client in clients if len(client.events) < count]
    while behind:
        ready, _, _ = select.select([client._sock for client in behind if client._sock is not None], [], [], 5)
        if not ready:
            raise SystemExit("a terminal got no move for 5 s")
        for client in behind:
            if client._sock in ready:
                client._readable()
        behind = [client for client in behind if len(client.events) < count]


def table_moves(tmp: Path) -> list[float]:
    queue: multiprocessing.Queue = multiprocessing.Queue()
    process = multiprocessing.Process(target=host, args=(tmp, queue), daemon=True)
    process.start()
    folder = Path(queue.get(timeout=60))
    try:
        players = [TableClient(folder, "join", name) for name in PLAYERS]
        watchers = [TableClient(folder, "watch", PLAYERS[i % 6]) for i in range(WATCHERS)]
        everyone = players + watchers
        times = []
        next_move = time.perf_counter()
        for _ in range(MOVES):
            time.sleep(max(0.0, next_move - time.perf_counter()))
            next_move = time.perf_counter() + SPACING
            state = players[0].state
            if RULES.is_over(state):
                break
            seat = RULES.current_player(state)
            assert seat is not None, "a game not over has a seat to play"
            mover = players[seat]
            command = RULES.bot_command(mover.state, "cautious")
            started = time.perf_counter()
            mover.apply(command)
            pump([client for client in everyone if client is not mover], len(mover.events))
            times.append(time.perf_counter() - started)
        for client in everyone:
            client.close()
    finally:
        process.terminate()
        process.join(5)
    return times


def local_moves(tmp: Path, count: int) -> list[float]:
    times = []
    with GameSession.create(tmp / "local", "dalek-dice", setup(5)) as session:
        for _ in range(count):
            if session.is_over:
                break
            command = RULES.bot_command(session.state, "cautious")
            started = time.perf_counter()
            session.apply(command)
            times.append(time.perf_counter() - started)
    return times


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        moves = table_moves(Path(tmp))
        local = local_moves(Path(tmp), len(moves))
    median, worst = statistics.median(moves) * 1000, max(moves) * 1000
    base = statistics.median(local) * 1000
    print(f"   {len(PLAYERS)} players + {WATCHERS} watchers, {len(moves)} moves: a move reaches all "
          f"{len(PLAYERS) + WATCHERS - 1} others in median {median:.2f} ms, worst {worst:.2f} ms "
          f"(target 100 ms)")
    print(f"   baseline, the same move in a local game (decide + durable save): median {base:.2f} ms; "
          f"table / local = {median / base:.1f}x")


if __name__ == "__main__":
    main()
