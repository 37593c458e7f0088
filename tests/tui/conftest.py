"""Shared set-up for TUI and CLI tests: a private save folder and bots without pauses."""

from __future__ import annotations

import os

os.environ["DICE_TUI_BOT_DELAY"] = "0"  # read when tui.screens.game_base is imported
os.environ["LOGNAME"] = "sam"  # the login name a new table seats first (getpass reads it first)

import pytest


@pytest.fixture
def save_root(tmp_path, monkeypatch):
    root = tmp_path / "saves"
    monkeypatch.setenv("DICE_TUI_HOME", str(tmp_path))
    return root
