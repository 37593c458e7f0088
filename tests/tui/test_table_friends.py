"""What friends at a table have beyond the game (issue 22, items 7, 10, 11): a chat shown
literally, rate-limited and kept with the table's save; who is away or idle, and a bot for
an idle seat until its player is back; each seated player's own, auditable copy of the
finished game."""

from __future__ import annotations

import json
import time

import pytest

from saves.store import list_saves, load_game
from saves.tables.chat import MAX_CHARS, ChatLimiter, ChatRefused, chat_path, clean_line
from saves.tables.net.client import TableClient
from tests.tui.table_helpers import pump, raw, read_message


def test_a_chat_line_reaches_every_seat_and_watcher_literally(table):
    host = table("ann,bob,cat")
    bob = TableClient(host.folder, "join", "bob")
    cat = TableClient(host.folder, "watch", "cat")
    bob.say("  [bold]talk it over[/bold] ")
    _until(lambda: (pump(bob), pump(cat), cat.chat and bob.chat)[2])
    assert cat.chat == bob.chat == ["bob: [bold]talk it over[/bold]"]  # markup is text, spaces trimmed
    assert host.host.chat == [("bob", "[bold]talk it over[/bold]")]
    bob.close()
    cat.close()


def test_the_chat_is_kept_beside_the_save_and_a_rejoining_player_sees_it(table):
    host = table("ann,bob,cat")
    cat = TableClient(host.folder, "join", "cat")
    cat.say("back in five")
    _until(lambda: len(host.host.chat) == 1, host)
    host.call(host.host.say, "ann", "ok")
    pump(cat)
    cat.close()
    saved = json.loads(chat_path(host.host.path).read_bytes())
    assert saved["lines"] == [["cat", "back in five"], ["ann", "ok"]]
    assert chat_path(host.host.path).stat().st_mode & 0o777 == 0o600
    assert all(not save.name.endswith(".chat") for save in list_saves(host.host.path.parent))
    again = TableClient(host.folder, "join", "cat")
    assert again.chat == ["cat: back in five", "ann: ok"]
    again.close()


@pytest.mark.parametrize(("text", "why"), [
    ("bell\x07", "BEL, a control character"), ("x" * (MAX_CHARS + 1), "at most 200 characters"), ("   ", "Nothing"),
    ("two\nlines", "a control character"), ("\u202eevil", "bidirectional"),
])  # fmt: skip
def test_a_chat_line_with_control_characters_or_too_long_is_refused(text, why):
    with pytest.raises(ChatRefused, match=why):
        clean_line(text)


def test_the_host_refuses_what_a_client_did_not_check_and_limits_the_rate(table):
    host = table("ann,bob")
    sock = raw(host.folder, {"t": "hello", "role": "join", "as": "bob"})
    while read_message(sock)["t"] != "welcome":
        pass
    sock.sendall(b'{"t":"chat","text":"\\u001b[2Jgone"}\n')
    assert _next(sock, "chat-no")["why"].startswith("A chat line cannot hold that")
    for n in range(5):
        sock.sendall(json.dumps({"t": "chat", "text": f"line {n}"}).encode() + b"\n")
        assert _next(sock, "chat")["text"] == f"line {n}"
    sock.sendall(b'{"t":"chat","text":"one too many"}\n')
    assert _next(sock, "chat-no")["why"] == "Slow down: a few lines at a time."
    assert [text for _, text in host.host.chat] == [f"line {n}" for n in range(5)]
    sock.close()


def test_the_rate_limit_forgets_lines_older_than_its_window():
    limiter = ChatLimiter(burst=2, per=10.0)
    assert limiter.allow("bob", 0.0) and limiter.allow("bob", 1.0) and not limiter.allow("bob", 2.0)
    assert limiter.allow("cat", 2.0)  # per user
    assert limiter.allow("bob", 10.5)


def test_the_host_may_silence_watchers(table):
    host = table("ann,bob,cat")
    watcher = TableClient(host.folder, "watch", "ann")
    bob = TableClient(host.folder, "join", "bob")
    host.host.quiet_watchers = True
    watcher.say("psst")
    bob.say("still here")
    _until(lambda: (pump(watcher), watcher.chat)[1])
    assert host.host.chat == [("bob", "still here")] and watcher.chat == ["bob: still here"]
    watcher.close()
    bob.close()


def test_every_terminal_sees_a_dropped_player_as_away(table):
    host = table("ann,bob,cat")
    bob = TableClient(host.folder, "join", "bob")
    cat = TableClient(host.folder, "join", "cat")
    bob.close()
    _until(lambda: (pump(cat), cat.presence.get(1) == "away")[1])
    assert cat.table_note == "Table ann-1: bob away"
    assert host.host.table_note == "Table ann-1: bob away"
    cat.close()


def test_an_idle_seat_goes_to_a_bot_by_anyone_seated_and_comes_back_with_a_key(table):
    host = table("ann,bob,cat")
    host.host.idle_after = 0.05
    bob = TableClient(host.folder, "join", "bob")
    cat = TableClient(host.folder, "join", "cat")
    while host.host.rules.current_player(host.host.state) != 1:  # up to bob's turn
        host.bot_moves(1)
    _until(lambda: (pump(cat), cat.presence.get(1) == "idle")[1])
    assert 1 in cat.handable_seats() and bob.handable_seats() == []  # nobody hands their own seat
    cat.hand_to_bot(1)
    _until(lambda: host.host.stand_in(1) is not None, host)
    pump(bob)
    assert not bob.controls(1)
    bob.key_pressed()  # the player is back: the seat is theirs again
    _until(lambda: host.host.stand_in(1) is None, host)
    bob.close()
    cat.close()


def test_anyone_seated_may_not_hand_an_away_seat_before_the_hosts_time(table):
    host = table("ann,bob,cat")
    cat = TableClient(host.folder, "join", "cat")
    assert host.call(host.host.handable_seats, True) == [1]  # the host may at once
    assert host.call(host.host.handable_seats, False) == []
    cat.hand_to_bot(1)
    pump(cat)
    assert host.host.stand_in(1) is None
    cat.close()


def test_every_seated_player_keeps_an_auditable_copy_of_the_finished_game(table, tmp_path):
    host = table("ann,bob,bot:cautious", seed=4242)
    bob = TableClient(host.folder, "join", "bob")
    watcher = TableClient(host.folder, "watch", "ann")
    assert bob.keep_copy(tmp_path / "bob") is None  # not over: nothing to keep, and no seed
    host.bot_moves(5000)
    assert host.host.is_over
    pump(bob)
    pump(watcher)
    assert bob.final_seed == 4242
    path = bob.keep_copy(tmp_path / "bob")
    assert path.name.startswith("dalek-dice-table-ann-1-")
    copy = load_game(path, audit=True)
    assert copy.altered is None and copy.events == list(host.host.events) and copy.setup.seed == 4242
    assert bob.keep_copy(tmp_path / "bob") is None  # once
    assert watcher.keep_copy(tmp_path / "ann") is None  # a watcher has no seat to keep
    assert [save.path for save in list_saves(tmp_path / "bob")] == [path]
    bob.close()
    watcher.close()


def _next(sock, kind):
    while True:
        message = read_message(sock)
        assert message is not None
        if message["t"] == kind:
            return message


def _until(check, host=None, seconds: float = 5.0):
    """Wait for `check` on what happens: a client's `pump` waits on its socket; a host's
    state after a turn of its loop (what it was sent is handled then). No fixed sleep."""
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "not within the time"
        if host is not None:
            host.call(lambda: None)


def test_play_again_opens_a_rematch_with_the_same_seats_and_every_seat_may_join_it(table, tmp_path, monkeypatch):
    import asyncio

    from saves.tables.net.client import join_rematch
    from tui.table.opening import open_rematch

    monkeypatch.setenv("DICE_TUI_TABLES", str(tmp_path / "tables"))
    monkeypatch.setenv("DICE_TUI_TABLE_TEST_USERS", "1")
    monkeypatch.setenv("DICE_TUI_TABLE_AS", "ann")
    host = table("ann,bob,bot:cautious")
    host.host.idle_after = 120.0
    bob = TableClient(host.folder, "join", "bob")
    host.bot_moves(5000)
    rematch = host.call(open_rematch, tmp_path / "saves", host.host)
    try:
        asyncio.run_coroutine_threadsafe(rematch.serve(), host.loop).result(10)
        assert rematch.name == "ann-2" and rematch.setup.players == host.host.setup.players
        assert rematch.setup.seed != host.host.setup.seed and rematch.idle_after == 120.0
        _until(lambda: (pump(bob), bob.rematch)[1] == "ann-2")
        monkeypatch.setenv("DICE_TUI_TABLE_AS", "bob")
        again = join_rematch(bob.rematch, "join")
        assert again.seats == {1} and again.events == ()
        again.close()
    finally:
        host.call(rematch.close)
        bob.close()


def test_only_the_host_states_records_and_watchers_see_them(table):
    host = table("ann,bob")
    bob = TableClient(host.folder, "join", "bob")
    watcher = TableClient(host.folder, "watch", "ann")
    bob.post({"t": "record", "line": "Record with 5 zombies: best 999, won 9 of 9"})  # made up at a seat
    bob.share_record("Record with 5 zombies: best 30, won 1 of 2")  # sends nothing
    bob.say("done")  # the host reads in order: once the watcher hears this, it has read the record line
    _until(lambda: (pump(watcher), watcher.chat)[1] == ["bob: done"])
    assert watcher.player_record is None and host.host.player_record is None
    host.call(host.host.share_record, "Record with 5 zombies: best 30, won 1 of 2")
    _until(lambda: (pump(watcher), watcher.player_record)[1] is not None)
    assert watcher.player_record == host.host.player_record == "Record with 5 zombies: best 30, won 1 of 2"
    late = TableClient(host.folder, "watch", "ann")
    assert late.player_record == "Record with 5 zombies: best 30, won 1 of 2"
    for client in (bob, watcher, late):
        client.close()
