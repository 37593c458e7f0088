"""A shared table's host: who may act for which seat, what clients see, and that a client
sending garbage, flooding or claiming another seat is refused while the table goes on."""

from __future__ import annotations

import os

import pytest

from core.dalek_dice import Roll
from core.game import IllegalMove, replay
from saves.store import load_game
from saves.tables.net.client import TableClient, TableError
from saves.tables.net.peers import identify, user_name
from saves.tables.net.protocol import CLIENT_LINE, HIDDEN_SEED
from tests.tui.table_helpers import (
    closed_by_host,
    pump,
    raw,
    read_message,
)


def test_a_player_acts_only_on_their_own_seat_and_turn(table):
    host = table()
    bob = TableClient(host.folder, "join", "bob")
    assert bob.seats == {1} and not bob.controls(0)
    with pytest.raises(IllegalMove, match=r"^It is ann's turn\.$"):
        bob.apply(Roll())
    host.bot_moves(1)  # ann rolls; her turn goes on until she keeps and stops
    while host.host.rules.current_player(host.host.state) == 0:
        host.bot_moves(1)
    pump(bob)
    events = bob.apply(Roll())
    assert events and events[0].random  # the host rolled it, from the table's seed
    assert load_game(host.host.path).events == list(bob.events)
    bob.close()


def test_the_seed_never_reaches_a_client(table):
    host = table(seed=987654)
    watcher = TableClient(host.folder, "watch", "ann")
    assert watcher.setup.seed == HIDDEN_SEED
    assert host.host.setup.seed == 987654
    watcher.close()


def test_clients_fold_the_same_state_as_the_hosts_save(table):
    host = table()
    bob = TableClient(host.folder, "join", "bob")
    watcher = TableClient(host.folder, "watch", "ann")
    host.bot_moves(25)
    pump(bob)
    pump(watcher)
    saved = load_game(host.host.path)
    assert list(bob.events) == list(watcher.events) == saved.events
    assert watcher.state == replay(saved.rules, watcher.setup, saved.events)
    bob.close()
    watcher.close()


def test_watchers_cannot_play(table):
    host = table("bob,ann")
    watcher = TableClient(host.folder, "watch", "ann")
    with pytest.raises(IllegalMove, match=r"^Watchers cannot play\.$"):
        watcher.apply(Roll())
    watcher.close()


def test_someone_not_seated_is_refused_at_hello(table):
    host = table()
    with pytest.raises(TableError, match=r"^carl is not seated at table ann-1$"):
        TableClient(host.folder, "watch", "carl")
    with pytest.raises(TableError, match=r"^ann has no seat of their own at table ann-1 \(watch it instead\)$"):
        TableClient(host.folder, "join", "ann")  # the host's own seat is played at the host's terminal


@pytest.mark.parametrize("garbage", [b"nonsense\n", b"[1,2]\n", b'{"t":"cmd","type":"Cheat","fields":{}}\n',
                                     b'{"t":"cmd","type":"Keep","fields":{"humans2":99}}\n',
                                     b"x" * (CLIENT_LINE + 10) + b"\n"])  # fmt: skip
def test_a_client_sending_garbage_is_disconnected_and_the_table_goes_on(table, garbage):
    host = table()
    bob = TableClient(host.folder, "join", "bob")
    rogue = raw(host.folder, {"t": "hello", "role": "join", "as": "bob"})  # bob's second link replaces the first
    assert read_message(rogue)["t"] == "welcome"
    rogue.sendall(garbage)
    assert closed_by_host(rogue)
    again = TableClient(host.folder, "join", "bob")
    host.bot_moves(3)
    pump(again)
    assert len(again.events) == len(host.host.events) > 0
    bob.close()
    again.close()


def test_a_client_that_floods_is_disconnected(table):
    host = table()
    flood = raw(host.folder, {"t": "hello", "role": "watch", "as": "bob"})
    assert read_message(flood)["t"] == "welcome"
    with pytest.raises(OSError):
        for _ in range(5000):
            flood.sendall(b'{"t":"undo"}\n')
    assert closed_by_host(flood)


def test_a_hello_that_never_comes_or_is_not_a_hello_is_refused(table):
    host = table()
    wrong = raw(host.folder, {"t": "cmd", "type": "Roll", "fields": {}})
    assert closed_by_host(wrong)


def test_the_real_credential_check_seats_the_kernels_user_whatever_the_client_claims(table, monkeypatch):
    """No test mode: the host asks the kernel (SO_PEERCRED) who connected."""
    monkeypatch.delenv("DICE_TUI_TABLE_TEST_USERS", raising=False)
    me = user_name(os.geteuid())
    host = table(f"{me},zed", host="host-user", identify=identify)
    sock = raw(host.folder, {"t": "hello", "role": "join", "as": "zed"})
    welcome = read_message(sock)
    assert welcome["t"] == "welcome" and welcome["you"] == me and welcome["seats"] == [0]
    host.bot_moves(1)
    while host.host.rules.current_player(host.host.state) == 0:
        host.bot_moves(1)
    sock.sendall(b'{"t":"cmd","type":"Roll","fields":{}}\n')
    while (reply := read_message(sock))["t"] not in ("ok", "no"):
        pass
    assert reply == {"t": "no", "why": "It is zed's turn."}


def test_a_player_watching_from_a_second_terminal_keeps_their_seat(table):
    host = table()
    bob = TableClient(host.folder, "join", "bob")
    also = TableClient(host.folder, "watch", "bob")
    assert also.seats == frozenset()
    host.bot_moves(1)
    while host.host.rules.current_player(host.host.state) == 0:
        host.bot_moves(1)
    assert bob.apply(Roll())  # still seated: the watcher did not replace him
    bob.close()
    also.close()


def test_a_table_of_a_group_is_that_groups_and_no_one_elses(tmp_path):
    """--group: the folder 0750, the socket 0660 and table.json 0640, all of the group."""
    import stat

    from tests.tui.table_helpers import HostThread as Host

    host = Host(tmp_path, "ann,bob", group=(user_group := os.getegid()))
    try:
        for path, mode in ((host.folder, 0o750), (host.folder / "sock", 0o660), (host.folder / "table.json", 0o640)):
            info = os.lstat(path)
            assert (stat.S_IMODE(info.st_mode), info.st_gid) == (mode, user_group), path
    finally:
        host.stop()


def test_a_player_takes_back_their_own_keep_and_everyone_sees_it(table):
    from core.dalek_dice import MUST_KEEP
    from tui.games.dalek_dice.words import ticked_keep

    host = table("bob,ann")  # bob plays first
    bob = TableClient(host.folder, "join", "bob")
    watcher = TableClient(host.folder, "watch", "ann")
    bob.apply(Roll())
    assert bob.state.phase == MUST_KEEP and not bob.can_undo()  # a roll is never taken back
    if not bob.state.centre:
        pytest.skip("this seed's first roll has nothing to keep")
    bob.apply(ticked_keep(bob.state.centre, {0}))
    assert bob.can_undo() and not watcher.can_undo()
    kept = len(host.host.events)
    assert bob.undo()
    pump(watcher)
    assert len(host.host.events) == len(bob.events) == len(watcher.events) == kept - 1
    assert load_game(host.host.path).events == list(watcher.events)
    bob.close()
    watcher.close()
