"""Real dice-tui processes in pseudo-terminals at one table when things go wrong: bob
joins his seat from a second terminal (the first is told and stays put, no kicking each
other), and the host is stopped with SIGSTOP (bob's key is refused within seconds, never
played later, and Ctrl+Q leaves at once)."""

from __future__ import annotations

import os
import signal
import time

from saves.store import load_game
from saves.tables import folder as tables
from tests.tui.table_ptys import until


def test_a_second_terminal_takes_the_seat_and_a_stopped_host_freezes_nobody(tmp_path, terminals):
    start = terminals
    host = start("ann", "table", "new", "dalek-dice", "--seats", "bob,ann", "--seed", "3")
    folder = tmp_path / "tables" / "ann-1"
    assert until(lambda: (folder / tables.SOCKET).exists()), host.text()
    first = start("bob", "table", "join", "ann-1")
    assert first.wait_for("bob (to play)"), first.text()[-2000:]
    second = start("bob", "table", "join", "ann-1")
    assert second.wait_for("bob (to play)"), second.text()[-2000:]
    assert first.wait_for("taken over"), first.screen()
    assert "ended: your seat was taken over" in first.screen()  # the header: it stays put
    assert tables.read_row(folder).info.connected == ("ann", "bob")

    (save,) = (tmp_path / "ann" / "saves").glob("dalek-dice-*.json")
    os.kill(host.pid, signal.SIGSTOP)
    mark_host = host.mark()
    try:
        mark = second.mark()
        second.keys("r")
        assert second.wait_for("not answering", mark, timeout=5), second.screen()
        second.keys("\x11")  # ctrl+q, the host still stopped
        stopped_at = time.monotonic()
        assert second.wait_exit(timeout=5) == 0
        assert time.monotonic() - stopped_at < 2.0
    finally:
        os.kill(host.pid, signal.SIGCONT)
    assert host.wait_for("bob left", mark_host)  # it has read bob's roll and his leaving
    assert load_game(save).events == []  # the roll came too late: never played
