"""`dice-tui table ...`: a refusal is one line and exit status 2, never a traceback; the
list shows only the tables this user may join or watch, as text or JSON."""

from __future__ import annotations

import json

import pytest

from tui.table.net.client import TableClient
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
        (["table", "watch", "ann-9"], "no open table 'ann-9' you may watch"),
    ],
)
def test_a_refusal_is_one_line_and_exit_2(capsys, tables_env, argv, message):
    code, out, err = run_cli(capsys, *argv)
    assert code == 2, (out, err)
    assert message in err.splitlines()[0] and "Traceback" not in err


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
