"""A second dice-tui, for tests that need another process: run as a script.

    python worker.py hold <save>   open the save, print "ready", wait for stdin to close
    python worker.py play <save>   open the save, print "ready" after the first event,
                                   then let the bot play until the game ends
    python worker.py hold-playing <save>
                                   open the save, print "ready", let the bot play (each
                                   move a new write) until stdin closes, holding it after
"""

from __future__ import annotations

import select
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import core.games  # noqa: E402

core.games.register("tests.saves.tally:GAME")

from saves.session import GameSession  # noqa: E402


def main(mode: str, path: str) -> None:
    with GameSession.open(Path(path)) as session:
        if mode == "hold":
            print("ready", flush=True)
            sys.stdin.read()
            return
        if mode == "hold-playing":
            print("ready", flush=True)
            while not (select.select([sys.stdin], [], [], 0)[0] and not sys.stdin.read()):
                if session.is_over:
                    time.sleep(0.01)
                else:
                    session.apply(session.rules.bot_command(session.state, "greedy"))
            return
        ready = False
        while not session.is_over:
            session.apply(session.rules.bot_command(session.state, session.rules.bots[0]))
            if not ready:
                print("ready", flush=True)
                ready = True


if __name__ == "__main__":
    main(*sys.argv[1:3])
