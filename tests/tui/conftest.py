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
