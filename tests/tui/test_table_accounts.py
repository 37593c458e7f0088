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


def setup_of(seats: str):
    from core.games import rules_for
    from tui.cli.seating import parse_players

    rules = rules_for("dalek-dice")
    return rules.make_setup(parse_players(seats, rules), 5)


def be(broker: Broker, account: str) -> None:
    """This test process is now `account`'s app (the server's word changes; nothing cached)."""
    broker.pids[os.getpid()] = account
    vouch._cache.clear()


def test_seats_are_accounts_typed_in_any_case_and_kept_in_their_own_spelling(broker, tmp_path):
    from tui.table.opening import TableRefused, open_table

    table = open_table(tmp_path / "saves", "dalek-dice", setup_of("ana,BOB,bot:cautious"))
    try:
        assert [p.name for p in table.setup.players][:2] == ["Ana", "Bob"] and table.name == "Ana-1"
    finally:
        table.close()
    with pytest.raises(TableRefused, match=r"^there is no account 'zed' on this server \(human seats are accounts\)$"):
        open_table(tmp_path / "saves", "dalek-dice", setup_of("ana,zed"))
    with pytest.raises(TableRefused, match="a user is seated twice"):
        from core.dalek_dice.setup import DalekSetup
        from core.game import PlayerSpec

        twice = DalekSetup(players=(PlayerSpec(name="ana"), PlayerSpec(name="ANA")), seed=5)
        open_table(tmp_path / "saves", "dalek-dice", twice)
    with pytest.raises(TableRefused, match=r"watched by its seats, or by every account \(\*\)"):
        open_table(tmp_path / "saves", "dalek-dice", setup_of("ana,bob"), "dice")


def test_the_list_names_hosts_by_account_and_shows_each_account_its_own_tables(broker, tmp_path):
    from saves.tables.listing import host_of, visible_rows
    from tui.table.opening import open_table

    be(broker, "Zoë")
    seated = open_table(tmp_path / "saves", "dalek-dice", setup_of("zoë,bob"))
    everyone = open_table(tmp_path / "saves", "dalek-dice", setup_of("zoë,ana"), "*")
    try:
        be(broker, "Bob")
        assert [(row.name, host_of(row)) for row in visible_rows()] == [("Zoe-1", "Zoë"), ("Zoe-2", "Zoë")]
        be(broker, "Cy")
        assert [(row.name, row.info.group) for row in visible_rows()] == [("Zoe-2", "*")]
    finally:
        seated.close()
        everyone.close()


def test_only_its_hosts_account_sweeps_an_abandoned_table(broker, tmp_path):
    from saves.tables.folder import ABANDONED, DESCRIPTOR
    from saves.tables.listing import visible_rows
    from tui.table.opening import open_table

    table = open_table(tmp_path / "saves", "dalek-dice", setup_of("ana,bob"))
    folder = table.folder
    table.close()  # paused, and long ago: abandoned
    old = os.stat(folder / DESCRIPTOR).st_mtime - ABANDONED - 60
    os.utime(folder / DESCRIPTOR, (old, old))
    be(broker, "Bob")  # the same uid, another account: not Bob's to take away
    assert visible_rows() == [] and folder.exists()
    be(broker, "Ana")
    assert visible_rows() == [] and not folder.exists()


def test_closing_another_accounts_table_and_a_dead_server_are_one_line(broker, tmp_path, capsys):
    from tests.tui.test_cli import run_cli
    from tui.table.opening import open_table

    open_table(tmp_path / "saves", "dalek-dice", setup_of("ana,bob")).close()
    be(broker, "Bob")
    assert run_cli(capsys, "table", "close", "Ana-1")[::2] == (2, "dice-tui: Ana-1 is not a table of Bob's\n")
    broker.stop()
    code, out, err = run_cli(capsys, "table", "list")
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert err.startswith("dice-tui: cannot ask the server who is at the table (")


async def test_the_menus_tables_under_serve_show_hosts_by_account_and_offer_every_account_as_watchers(
        broker, table, tmp_path):  # fmt: skip
    from textual.widgets import DataTable, Select

    from tests.tui.helpers import app_with, settle
    from tests.tui.table_helpers import show_tables
    from tui.table.screen import NewTableScreen

    be(broker, "Bob")  # the table's host process (this one) is now vouched as Bob's: not its host Ana
    app = app_with(tmp_path / "bob")
    async with app.run_test(size=(80, 24)) as pilot:
        await show_tables(app, pilot)
        row = [str(cell) for cell in app.screen.query_one("#tables", DataTable).get_row_at(0)]
        assert row[:2] == [table.folder.name, "Ana"] and row[3].startswith("Ana*, Bob, ")
        await pilot.press("enter")
        await settle(pilot)
        said = [note.message for note in app._notifications]
        assert said == [f"refusing table {table.folder.name}: its socket is answered by Bob, not by its host Ana"]
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NewTableScreen)
        assert app.screen.form_title() == "New shared table (human players are accounts)"
        watchers = app.screen.query_one("#group", Select)
        assert watchers.value == "" and [str(label) for label, _value in watchers._options] == [
            "only the seated", "every account"]
