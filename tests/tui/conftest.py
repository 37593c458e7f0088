"""Shared set-up for TUI and CLI tests: a private save folder (apps are built at INSTANT pace: helpers.app_with)."""

from __future__ import annotations

import os

os.environ["LOGNAME"] = "sam"  # the login name a new table seats first (getpass reads it first)

import pytest


@pytest.fixture
def save_root(tmp_path, monkeypatch):
    root = tmp_path / "saves"
    monkeypatch.setenv("DICE_TUI_HOME", str(tmp_path))
    return root


@pytest.fixture(autouse=True)
def a_terminal(monkeypatch):
    """In-process CLI tests stand in for a player at a terminal (their app is faked or
    headless): pytest's own streams are not terminals, which dice-tui refuses (tui.tty_guard,
    tested on real processes in test_terminal_loss)."""
    from tui import tty_guard

    monkeypatch.setattr(tty_guard, "_is_terminal", lambda fd: True)


@pytest.fixture
def table(tmp_path, monkeypatch):
    """Opens shared tables (tests.tui.table_helpers.HostThread), stopped after the test."""
    from tests.tui.table_helpers import HostThread

    monkeypatch.delenv("DICE_TUI_TABLE_TEST_USERS", raising=False)
    made: list[HostThread] = []

    def open_table(seats: str = "ann,bob,bot:cautious", **options) -> HostThread:
        made.append(HostThread(tmp_path, seats, **options))
        return made[-1]

    yield open_table
    for host in made:
        host.stop()


@pytest.fixture
def tables_env(tmp_path, monkeypatch, save_root):
    """The `dice-tui table` commands in test mode, as bob, with tables under tmp_path."""
    monkeypatch.setenv("DICE_TUI_TABLES", str(tmp_path / "tables"))
    monkeypatch.setenv("DICE_TUI_TABLE_TEST_USERS", "1")
    monkeypatch.setenv("DICE_TUI_TABLE_AS", "bob")
    return tmp_path


@pytest.fixture
def terminals(tmp_path):
    """`start(who, *args)`: dice-tui ARGS in a pseudo-terminal of its own as `who` (test
    mode), each user with a DICE_TUI_HOME of their own; every one is closed after the test."""
    from tests.tui.table_ptys import Terminal

    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "80", "LINES": "24",
           "DICE_TUI_TABLES": str(tmp_path / "tables"), "DICE_TUI_TABLE_TEST_USERS": "1",
           "DICE_TUI_BOT_DELAY": "0"}  # fmt: skip
    env.pop("DICE_TUI_DEBUG", None)
    started: list[Terminal] = []

    def start(who: str, *args: str) -> Terminal:
        started.append(Terminal(who, list(args), {**env, "DICE_TUI_HOME": str(tmp_path / who)}))
        return started[-1]

    yield start
    for terminal in started:
        terminal.close()


@pytest.fixture
def users():
    """Real local users for the shared-table attacks (root only: skipped otherwise)."""
    from tests.tui.table_users import real_users

    return real_users()


@pytest.fixture
def shared(users):
    """A folder every user reaches, holding a root-owned sticky rendezvous `tables`."""
    from tests.tui.table_users import shared_folder

    yield from shared_folder()
