"""Tables among the accounts of `dice-tui serve` (issue 30, item 6): at a table the identity
is the account the server vouches for, never what a process says about itself.

A real voucher (vouch.start_vouch) answers from dicts; the accounts' app processes are child
processes whose pids the voucher knows, dialling the table's socket as an app would."""

from __future__ import annotations

import os

import pytest

from saves.tables.net import vouch
from saves.tables.net.client import TableError
from saves.tables.net.dial import dial
from saves.tables.net.door import PER_USER
from tests.tui.table_accounts import Broker, Peer
from tests.tui.table_helpers import HostThread


@pytest.fixture
def broker(tmp_path, monkeypatch):
    """The server's voucher, this test process being Ana's app (the host's)."""
    monkeypatch.setenv("DICE_TUI_TABLES", str(tmp_path / "tables"))
    monkeypatch.setenv("DICE_TUI_TABLE_TEST_USERS", "1")  # test mode counts for nothing under serve
    monkeypatch.setenv("DICE_TUI_TABLE_AS", "Bob")
    served = Broker(tmp_path / "srv")
    monkeypatch.setenv(vouch.VOUCH_ENV, str(served.path))
    served.pids[os.getpid()] = "Ana"
    yield served
    served.stop()


@pytest.fixture
def table(tmp_path, broker):
    host = HostThread(tmp_path, "Ana,Bob,bot:cautious", host="Ana")
    yield host
    host.stop()


def test_who_sits_is_the_account_the_server_vouches_for_whatever_the_hello_claims(broker, table):
    bob = Peer(broker, table.folder, "Bob", {"t": "hello", "role": "join", "as": "Ana"})
    try:
        welcome = bob.answers()[0]
        assert welcome["t"] == "welcome" and welcome["you"] == "Bob" and welcome["seats"] == [1]
    finally:
        bob.close()


def test_a_process_of_no_account_is_refused_in_one_line(broker, table):
    stranger = Peer(broker, table.folder, None, {"t": "hello", "role": "watch", "as": "Bob"})
    try:
        assert stranger.answers() == [
            {"t": "no", "why": f"the server does not know who is connecting to table {table.folder.name}"}]
    finally:
        stranger.close()


def test_an_account_neither_seated_nor_invited_may_not_watch(broker, table):
    cy = Peer(broker, table.folder, "Cy", {"t": "hello", "role": "watch"})
    try:
        assert cy.answers() == [{"t": "no", "why": f"Cy is not seated at table {table.folder.name}"}]
    finally:
        cy.close()


def test_every_account_may_watch_a_table_open_to_every_account(broker, table):
    table.call(setattr, table.host, "group", "*")
    cy = Peer(broker, table.folder, "Cy", {"t": "hello", "role": "watch"})
    try:
        welcome = cy.answers()[0]
        assert welcome["t"] == "welcome" and welcome["you"] == "Cy" and welcome["seats"] == []
    finally:
        cy.close()


def test_one_account_holds_at_most_per_user_connections_across_its_tabs(broker, table):
    """Every app process shares the server's uid: the cap counts the account, not the uid,
    and two tabs of one account share it."""
    first = Peer(broker, table.folder, "Bob", {"t": "hello", "role": "watch"}, count=PER_USER - 2)
    assert all(answer["t"] == "welcome" for answer in first.answers())
    second = Peer(broker, table.folder, "Bob", {"t": "hello", "role": "watch"}, count=3)
    ana = Peer(broker, table.folder, "Ana", {"t": "hello", "role": "watch"})
    try:
        answers = second.answers()
        assert [answer["t"] for answer in answers] == ["welcome", "welcome", "no"]
        assert answers[2]["why"] == f"Bob already has {PER_USER} connections to table {table.folder.name}"
        assert ana.answers()[0]["t"] == "welcome"  # another account is not crowded out
    finally:
        for peer in (first, second, ana):
            peer.close()


def test_a_dead_server_closes_the_door_with_one_line(broker, table):
    peer = Peer(broker, table.folder, "Bob", {"t": "hello", "role": "join"})
    broker.stop()
    try:
        (answer,) = peer.answers()
        assert answer["t"] == "no" and answer["why"].startswith("cannot ask the server who is at the table (")
        assert "\n" not in answer["why"]
    finally:
        peer.close()


def test_a_table_answered_by_another_accounts_process_is_refused(broker, table):
    broker.pids[os.getpid()] = "Eve"  # the table names Ana as its host; its socket's process is Eve's
    vouch._cache.clear()
    with pytest.raises(TableError) as refused:
        dial(table.folder, {"t": "hello", "role": "watch"})
    assert str(refused.value) == (
        f"refusing table {table.folder.name}: its socket is answered by Eve, not by its host Ana")


def test_a_table_answered_by_its_hosts_process_is_dialled(broker, table):
    sock, _rest, welcome = dial(table.folder, {"t": "hello", "role": "watch"})
    sock.close()
    assert welcome["you"] == "Ana" and welcome["host"] == "Ana"
