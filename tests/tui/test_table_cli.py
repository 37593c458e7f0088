"""`dice-tui table ...`: a refusal is one line and exit status 2, never a traceback; the
list shows only the tables this user may join or watch, as text or JSON."""

from __future__ import annotations

import json

import pytest

from saves.tables.net.client import TableClient
from tests.tui.table_helpers import HostThread
from tests.tui.test_cli import run_cli


@pytest.mark.parametrize(
    "argv, message",
    [
        (["table", "new", "dalek-dice", "--seats", "bob,bob"], "a user is seated twice"),
        (["table", "new", "dalek-dice", "--seats", "bob"], "Dalek Dice is played by 2 to 6 players, not 1"),
        (["table", "new", "yahtzee", "--seats", "bob,ann"], "unknown game 'yahtzee'"),
        (["table", "new", "dalek-dice", "--seats", "bob,ann", "--zombies", "3"],
         "--zombies does not apply to Dalek Dice"),
        (["table", "new", "dalek-dice", "--seats", "bob,ann", "--group", "no-such-group-here"],
         "there is no group 'no-such-group-here'"),
        (["table", "new", "dalek-dice"], "the following arguments are required: --seats"),
        (["table", "frobnicate"], "invalid choice"),
        (["table", "join"], "no open table you may join; name one"),
        (["table", "watch", "ann-9"], "there is no table 'ann-9'"),
    ],
)
def test_a_refusal_is_one_line_and_exit_2(capsys, tables_env, argv, message):
    code, out, err = run_cli(capsys, *argv)
    assert code == 2, (out, err)
    assert message in err.splitlines()[0] and "Traceback" not in err


def test_join_says_why_it_refused_no_seat_or_paused(capsys, tables_env, monkeypatch):
    host = HostThread(tables_env, "ann,carl")
    try:
        code, _, err = run_cli(capsys, "table", "join", "ann-1")  # as bob
        assert code == 2 and err.splitlines() == [
            "dice-tui: bob is not seated at table ann-1 (nor in a group that may watch it)"]
        monkeypatch.setenv("DICE_TUI_TABLE_AS", "ann")
        code, _, err = run_cli(capsys, "table", "join", "ann-1")
        assert code == 2 and err.splitlines() == [
            "dice-tui: ann hosts table ann-1: its host's seat is played at the host's terminal"]
        monkeypatch.setenv("DICE_TUI_TABLE_AS", "bob")
    finally:
        host.stop()
    HostThread(tables_env, "ann,bob").stop()  # ann-2, paused: its host left
    code, _, err = run_cli(capsys, "table", "join", "ann-2")
    assert code == 2 and err.splitlines() == [
        "dice-tui: table ann-2 is paused: its host ann is away (they reopen it with `dice-tui resume`)"]


def test_a_user_who_cannot_read_the_tables_gets_one_line_and_no_usage(capsys, tables_env, monkeypatch):
    from tui.cli import table as table_cli

    def unreadable():
        raise PermissionError(13, "cannot read /srv/dice-tables: not in its group")

    monkeypatch.setattr(table_cli, "visible_rows", unreadable)
    for argv in (["table", "list"], ["table", "join"]):
        code, _, err = run_cli(capsys, *argv)
        assert code == 2 and len(err.splitlines()) == 1 and "usage:" not in err
        assert "not in its group" in err


def test_a_group_the_host_is_not_in_is_one_line_and_no_usage(capsys, tables_env):
    code, _, err = run_cli(capsys, "table", "new", "dalek-dice", "--seats", "bob,ann", "--group", "no-such-group-here")
    assert err.splitlines() == ["dice-tui: cannot open a table: there is no group 'no-such-group-here' on this host"]
    assert code == 2


def test_a_seat_must_be_a_user_of_this_host(capsys, tables_env, monkeypatch):
    monkeypatch.delenv("DICE_TUI_TABLE_TEST_USERS")
    code, _, err = run_cli(capsys, "table", "new", "dalek-dice", "--seats", "root,nosuchuser-xyz")
    assert code == 2 and "there is no user 'nosuchuser-xyz' on this host" in err.splitlines()[0]


def test_the_list_shows_the_tables_you_may_join_or_watch(capsys, tables_env, monkeypatch):
    seated = HostThread(tables_env, "ann,bob")
    elsewhere = HostThread(tables_env, "ann,carl", host="dora")
    try:
        watcher = TableClient(seated.folder, "join", "bob")
        code, out, _ = run_cli(capsys, "table", "list")
        assert code == 0
        assert "ann-1" in out and "[ann*, bob*]" in out and "ann to play" in out and "dora-1" not in out
        code, out, _ = run_cli(capsys, "table", "list", "--json")
        (row,) = json.loads(out)
        assert row["table"] == "ann-1" and row["running"] and row["turn"] == "ann"
        assert [seat["connected"] for seat in row["seats"]] == [True, True]
        watcher.close()
    finally:
        seated.stop()
        elsewhere.stop()
    code, out, _ = run_cli(capsys, "table", "list")
    assert "paused (host away)" in out
