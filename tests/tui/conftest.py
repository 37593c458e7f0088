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
