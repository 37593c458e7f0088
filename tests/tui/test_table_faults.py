"""Faults never leave friends stuck (issue 22, items 4-6 and 8): one player in two
terminals, a stopped or slow host, a table name reused by the next game, a table nobody
will resume. The host is a TableHost on a thread of its own; clients are real sockets."""

from __future__ import annotations

import asyncio
import os
import threading
import time

import pytest

import saves.tables.net.client as client_module  # where the client dials the host (again, on a reconnect)
from core.dalek_dice import Roll
from saves.store import load_game
from saves.tables import folder as tables
from saves.tables.net.client import GRACE, REPLY_TIMEOUT, TableClient, TableError
from saves.tables.net.dial import dial
from saves.tables.net.door import TAKEN_OVER
from tests.tui.table_helpers import HostThread, pump
from tests.tui.table_ptys import until
from tests.tui.test_cli import run_cli


class Heard:
    """A screen's ear: what the client told it."""

    def __init__(self) -> None:
        self.news: list[str] = []

    def take_events(self, before, events, command=None) -> None:
        pass

    def take_undo(self) -> None:
        pass

    def table_changed(self, news: str) -> None:
        self.news.append(news)

    def take_chat(self, line: str) -> None:  # tui.session.Listener: a chat line
        pass


def test_the_same_seat_from_a_second_terminal_takes_it_over_and_the_first_stops(table):
    host = table("bob,ann")
    first = TableClient(host.folder, "join", "bob")
    second = TableClient(host.folder, "join", "bob")
    pump(first)
    assert first.ended and first.paused == TAKEN_OVER and first._retry is None
    assert first.table_note == f"Table ann-1 ended: {TAKEN_OVER}"
    assert second.seats == {0} and second.apply(Roll())
    assert [c.user for c in host.host.connections] == ["bob"]
    second.close()


def _stall(host: HostThread) -> threading.Event:
    """The host's loop does nothing (as under kill -STOP, or a stalled disk) until the
    returned event is set."""
    release = threading.Event()
    host.loop.call_soon_threadsafe(release.wait, 30)
    return release


def test_a_move_the_host_was_too_late_for_is_refused_and_never_played_later(table):
    host = table("bob,ann")
    bob = TableClient(host.folder, "join", "bob")
    release = _stall(host)
    started = time.monotonic()
    with pytest.raises(TableError, match=r"^the host is not answering: your move was not played$"):
        bob.apply(Roll())
    assert time.monotonic() - started < REPLY_TIMEOUT + GRACE + 0.5
    assert bob.paused is not None and not bob.controls(0)
    started = time.monotonic()
    with pytest.raises(TableError):  # paused: refused at once, nothing sent
        bob.apply(Roll())
    assert time.monotonic() - started < 0.1
    release.set()  # the host wakes and reads the old command: too late, refused
    assert until(lambda: host.call(lambda: not host.host.connections), timeout=10)
    assert host.host.events == () and load_game(host.host.path).events == []
    again = TableClient(host.folder, "join", "bob")
    assert again.events == () and again.apply(Roll())
    again.close()


@pytest.mark.long  # 30 of its 31 s pass after the check, while asyncio.run closes its loop
def test_the_screens_loop_never_waits_on_a_host_that_does_not_answer(table, monkeypatch):
    """Reconnecting waits on the host in a thread: meanwhile keys are answered at once."""
    host = table("bob,ann")
    entered, release = threading.Event(), threading.Event()

    def slow_dial(*args):
        entered.set()
        release.wait(30)  # a stopped host: the hello goes unanswered until it runs again
        return dial(*args)

    monkeypatch.setattr(client_module, "dial", slow_dial)

    async def play() -> tuple[float, str | None, list[str]]:
        loop = asyncio.get_running_loop()
        bob = TableClient(host.folder, "join", "bob")
        heard = Heard()
        bob.attach(heard)
        bob._lost("the link broke")  # it tries again RETRY seconds later, from a thread
        assert await loop.run_in_executor(None, entered.wait, 10)
        started = time.monotonic()  # the loop runs here while the dial waits on the host
        with pytest.raises(TableError, match="paused"):
            bob.apply(Roll())
        refused_in = time.monotonic() - started
        back = asyncio.Event()
        heard.table_changed = lambda news: back.set() if "open again" in news else None  # type: ignore[method-assign]
        release.set()
        await asyncio.wait_for(back.wait(), 10)
        paused = bob.paused
        bob.close()
        return refused_in, paused, heard.news

    refused_in, paused, _ = asyncio.run(play())
    assert refused_in < 0.1 and paused is None


def test_clients_of_a_finished_game_stop_and_keep_the_result(table):
    host = table("bob,bot:cautious")
    bob = TableClient(host.folder, "join", "bob")
    host.bot_moves(100_000)  # the host plays every seat to the end
    host.stop()
    pump(bob)
    assert bob.is_over and bob.ended and bob.paused == "the game is over"
    assert bob._retry is None


def test_a_table_name_reused_by_the_next_game_refuses_the_old_games_clients(table):
    first = table("bob,ann")
    bob = TableClient(first.folder, "join", "bob")
    hello = bob._hello()
    assert hello["id"] == first.host.id
    first.stop()
    pump(bob)
    assert bob.paused and not bob.ended  # paused: its host may come back
    tables.close_table(first.folder.parent, "ann-1")
    with pytest.raises(TableError, match=r"^table ann-1 was closed$") as closed:
        dial(first.folder, hello)
    assert closed.value.final
    second = table("carl,ann,bob")  # the same host's next table takes the name again
    assert second.folder == first.folder
    with pytest.raises(TableError, match=r"^table ann-1 is another game now") as other:
        dial(first.folder, hello)
    assert other.value.final
    newcomer = TableClient(second.folder, "join", "bob")  # sitting down afresh is fine
    assert newcomer.seats == {2}
    newcomer.close()


def test_table_close_takes_a_paused_table_away_and_refuses_a_running_one(capsys, tables_env):
    host = HostThread(tables_env, "ann,bob")
    code, _, err = run_cli(capsys, "table", "close", "ann-1")
    assert code == 2 and "another dice-tui is hosting it" in err.splitlines()[0]
    host.stop()
    code, out, _ = run_cli(capsys, "table", "close")  # the one paused table of yours
    assert code == 0 and out.startswith("table ann-1 is closed") and not host.folder.exists()
    code, _, err = run_cli(capsys, "table", "close", "ann-1")
    assert code == 2 and "there is no such table" in err


def test_an_abandoned_table_is_listed_no_more_and_taken_away(capsys, tables_env):
    old = HostThread(tables_env, "ann,bob")
    old.stop()
    live = HostThread(tables_env, "ann,bob")
    try:
        code, out, _ = run_cli(capsys, "table", "list")
        assert "ann-1" in out and "paused (host away)" in out
        hours_ago = time.time() - tables.ABANDONED - 60
        os.utime(old.folder / "table.json", (hours_ago, hours_ago))
        with pytest.raises(TableError, match=r"^table ann-1 was abandoned by its host$"):
            dial(old.folder, {"t": "hello", "role": "join", "as": "bob"})
        code, out, _ = run_cli(capsys, "table", "list")
        assert code == 0 and "ann-1" not in out and "ann-2" in out
        assert not old.folder.exists()  # its host's next `table` command took it away
    finally:
        live.stop()


def test_a_paused_table_whose_save_was_deleted_goes_with_its_hosts_next_command(capsys, tables_env):
    host = HostThread(tables_env, "ann,bob")
    assert os.stat(host.folder / tables.SAVE).st_mode & 0o777 == 0o600  # the host's eyes only
    host.stop()
    code, out, _ = run_cli(capsys, "table", "list")
    assert code == 0 and "paused (host away)" in out  # its host may resume it
    host.host.path.unlink()
    code, out, _ = run_cli(capsys, "table", "list")
    assert code == 0 and "ann-1" not in out and not host.folder.exists()
