"""A second dice-tui, for tests that need another process: run as a script.

    python worker.py hold <save>   open the save, print "ready", wait for stdin to close
    python worker.py play <save>   open the save, print "ready" after the first event,
                                   then let the bot play until the game ends
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import core.games  # noqa: E402

core.games.GAMES["tally"] = "tests.saves.tally"

from saves.session import GameSession  # noqa: E402


def main(mode: str, path: str) -> None:
    with GameSession.open(Path(path)) as session:
        if mode == "hold":
            print("ready", flush=True)
            sys.stdin.read()
            return
        ready = False
        while not session.is_over:
            session.apply(session.rules.bot_command(session.state, "greedy"))
            if not ready:
                print("ready", flush=True)
                ready = True


if __name__ == "__main__":
    main(*sys.argv[1:3])
