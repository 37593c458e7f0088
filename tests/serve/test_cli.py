"""`dice-tui account` and `dice-tui serve` on the command line: one line for every refusal,
a password never from the arguments."""

from __future__ import annotations

import io
import os
import sys

import pytest

from saves.accounts import read_book, serve_home
from tui.cli import main


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DICE_TUI_HOME", str(tmp_path))
    return tmp_path


def run(capsys, monkeypatch, *argv: str, stdin: str = "") -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    try:
        code = main(list(argv))
    except SystemExit as leaving:
        code = int(leaving.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_an_account_is_added_with_the_password_from_standard_input(capsys, monkeypatch):
    code, out, _err = run(capsys, monkeypatch, "account", "add", "Ann", stdin="a long password\n")
    assert code == 0 and "Ann" in out
    assert read_book(serve_home()).find("ann") is not None
    code, out, _err = run(capsys, monkeypatch, "account", "list")
    assert code == 0 and out.startswith("Ann")


def test_a_password_is_never_an_argument(capsys, monkeypatch):
    code, _out, err = run(capsys, monkeypatch, "account", "add", "ann", "--password", "secret-secret")
    assert code == 2 and "--password" in err
    assert read_book(serve_home()).find("ann") is None


@pytest.mark.parametrize("name", ["../ann", "a\x1b[2Jb", "ann bob", "x" * 40])
def test_a_bad_name_is_one_clear_line(capsys, monkeypatch, name):
    code, out, err = run(capsys, monkeypatch, "account", "add", name, stdin="a long password\n")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("dice-tui account: ") and "\x1b" not in err


def test_a_short_password_and_a_second_account_of_one_name_are_refused(capsys, monkeypatch):
    assert run(capsys, monkeypatch, "account", "add", "ann", stdin="short\n")[0] == 2
    assert run(capsys, monkeypatch, "account", "add", "ann", stdin="a long password\n")[0] == 0
    code, _out, err = run(capsys, monkeypatch, "account", "add", "ANN", stdin="another password\n")
    assert code == 2 and "already" in err


def test_removing_an_unknown_account_says_so(capsys, monkeypatch):
    code, _out, err = run(capsys, monkeypatch, "account", "remove", "nobody")
    assert code == 2 and "no account named nobody" in err


def test_an_invitation_code_is_printed_once(capsys, monkeypatch):
    code, out, _err = run(capsys, monkeypatch, "account", "invite", "--hours", "2")
    assert code == 0 and out.count("-") >= 3
    assert run(capsys, monkeypatch, "account", "invite", "--hours", "0")[0] == 2


@pytest.mark.skipif(os.geteuid() != 0, reason="the refusal of root needs root")
def test_serve_refuses_root(capsys, monkeypatch):
    code, _out, err = run(capsys, monkeypatch, "serve")
    assert code == 2 and "root" in err and err.count("\n") == 1


@pytest.mark.parametrize(("argv", "said"), [
    (["--bind", "0.0.0.0"], "--insecure-http"),
    (["--public-url", "http://dice.example.org"], "https://"),
    (["--port", "0"], "--port"),
    (["--per-account", "0"], "more than 0"),
])
def test_serve_refuses_an_exposed_or_senseless_setting_in_one_line(capsys, monkeypatch, argv, said):
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    code, _out, err = run(capsys, monkeypatch, "serve", *argv)
    assert code == 2 and said in err and err.count("\n") == 1


def test_serve_with_a_damaged_accounts_file_is_one_line(capsys, monkeypatch, home):
    folder = home / "serve"
    folder.mkdir(mode=0o700)
    (folder / "accounts.json").write_text("{not json")
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    code, _out, err = run(capsys, monkeypatch, "serve")
    assert code == 2 and "damaged" in err and err.count("\n") == 1
