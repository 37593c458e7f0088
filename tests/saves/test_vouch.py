"""The server's word about its app processes (saves.tables.net.vouch): what it answers, whom
it hears, and what an app does when it cannot be asked."""

from __future__ import annotations

import json
import os
import socket

import pytest
from hypothesis import given
from hypothesis import strategies as st

from saves.tables.info import NAME, table_stem
from saves.tables.net import vouch
from tests.tui.table_accounts import Broker


@pytest.fixture
def broker(tmp_path, monkeypatch):
    served = Broker(tmp_path / "srv")
    monkeypatch.setenv(vouch.VOUCH_ENV, str(served.path))
    yield served
    served.stop()


def ask_raw(path: os.PathLike[str], data: bytes) -> bytes:
    """What the server sends back to `data` until it hangs up."""
    with socket.socket(socket.AF_UNIX) as sock:
        sock.settimeout(5)
        sock.connect(os.fspath(path))
        try:
            sock.sendall(data)
            sock.shutdown(socket.SHUT_WR)  # no more questions: it hangs up once it has answered
        except (BrokenPipeError, ConnectionResetError):
            return b""  # hung up on before the question was even written: nothing was heard
        got = b""
        try:
            while chunk := sock.recv(4096):
                got += chunk
        except ConnectionResetError:
            pass  # hung up on before reading what was sent
        return got


def test_the_server_names_the_account_of_an_app_process_and_none_of_another(broker):
    broker.pids[os.getpid()] = "Ana"
    assert vouch.served() and vouch.who_is(os.getpid()) == "Ana" and vouch.my_account() == "Ana"
    assert vouch.who_is(1) is None


def test_an_account_is_found_by_any_case_and_unicode_form_in_its_own_spelling(broker):
    assert vouch.account_named("ZOË") == "Zoë"
    assert vouch.account_named("zoe\u0308") == "Zoë"
    assert vouch.account_named("bob") == "Bob"
    assert vouch.account_named("nobody") is None


def test_an_app_the_server_does_not_know_cannot_sit_at_tables(broker):
    with pytest.raises(vouch.NotVouched, match=r"^the server does not know this tab: it cannot sit at tables$"):
        vouch.my_account()


@pytest.mark.parametrize("junk", [
    b"not json\n", b"[1]\n", b'{"t": "who", "pid": "1"}\n', b'{"t": "who", "pid": true}\n',
    b'{"t": "account", "name": ""}\n', b'{"t": "shell", "cmd": "ls"}\n',
    b'{"t": "who", "pid": 1}' + b" " * 2000 + b"\n",
])  # fmt: skip
def test_junk_is_answered_by_hanging_up(broker, junk):
    assert ask_raw(broker.path, junk) == b""


def test_several_questions_on_one_connection_are_answered_in_turn(broker):
    broker.pids[42] = "Cy"
    got = ask_raw(broker.path, b'{"t": "who", "pid": 42}\n{"t": "account", "name": "ana"}\n')
    assert [json.loads(line) for line in got.splitlines()] == [{"name": "Cy"}, {"name": "Ana"}]


def test_a_process_of_another_uid_is_hung_up_on_before_it_is_heard(tmp_path, monkeypatch):
    stranger = Broker(tmp_path / "srv", cred=lambda sock: (1, os.geteuid() + 1))
    try:
        stranger.pids[os.getpid()] = "Ana"
        assert ask_raw(stranger.path, b'{"t": "who", "pid": %d}\n' % os.getpid()) == b""
        assert stranger.asked == []  # never even asked
        monkeypatch.setenv(vouch.VOUCH_ENV, str(stranger.path))
        with pytest.raises(vouch.NotVouched, match=r"\(it hung up\)"):
            vouch.who_is(os.getpid())
    finally:
        stranger.stop()


def test_an_app_trusts_no_server_of_another_uid(broker, monkeypatch):
    broker.pids[os.getpid()] = "Ana"
    monkeypatch.setattr(vouch, "peer_cred", lambda sock: (1, os.geteuid() + 1))
    with pytest.raises(vouch.NotVouched, match=r"\(its socket is answered by another user\)"):
        vouch.who_is(os.getpid())
    assert broker.asked == []


def test_a_dead_server_is_one_line_and_no_claim_stands_in(tmp_path, monkeypatch):
    monkeypatch.setenv(vouch.VOUCH_ENV, str(tmp_path / "gone.sock"))
    monkeypatch.setenv("DICE_TUI_TABLE_TEST_USERS", "1")
    monkeypatch.setenv("DICE_TUI_TABLE_AS", "Ana")
    from saves.tables.net.peers import claimed_name, my_name

    with pytest.raises(vouch.NotVouched) as error:
        my_name()
    assert str(error.value) == ("cannot ask the server who is at the table (No such file or directory); "
                                "tables are closed until it answers")
    assert claimed_name() is None


def test_an_answer_is_remembered_briefly_for_that_process_only(broker):
    broker.pids[os.getpid()] = "Ana"
    assert vouch.who_is(os.getpid()) == "Ana"
    broker.pids[os.getpid()] = "Bob"
    assert vouch.who_is(os.getpid()) == "Ana" and broker.asked == [os.getpid()]


@given(st.binary(max_size=300))
def test_no_line_makes_the_server_answer_anything_but_a_name_or_nothing(line):
    answer = vouch._answer(line, lambda pid: "Ana", lambda name: None)
    assert answer is None or json.loads(answer) in ({"name": "Ana"}, {"name": None})


@given(st.text(min_size=1, max_size=24))
def test_every_host_name_gives_a_table_name(host):
    assert NAME.fullmatch(f"{table_stem(host)}-1")
    assert table_stem("ann") == "ann" and table_stem("Zoë") == "Zoe"
