"""Where saves live, and that reading never creates the folder."""

from __future__ import annotations

from pathlib import Path

import platformdirs

import saves
from saves.paths import HOME_ENV, save_root
from saves.records import load_records
from saves.store import atomic_write, latest_unfinished, list_saves
from tests.saves.test_records import Best


def test_an_explicit_folder_wins_over_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    assert save_root(tmp_path / "mine") == tmp_path / "mine"
    assert save_root(str(tmp_path / "mine")) == tmp_path / "mine"


def test_the_environment_wins_over_the_user_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    assert save_root() == tmp_path / "home" / "saves"


def test_the_default_is_the_user_data_folder_never_the_package(monkeypatch):
    monkeypatch.delenv(HOME_ENV, raising=False)
    root = save_root()
    assert root == platformdirs.user_data_path("dice-tui") / "saves"
    package = Path(saves.__file__).resolve().parent.parent
    assert not root.resolve().is_relative_to(package)


def test_a_relative_folder_is_made_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert save_root("here") == tmp_path / "here"


def test_reading_never_creates_the_folder(root):
    assert list_saves(root) == [] and latest_unfinished(root) is None
    assert load_records(root, "dize", Best) == Best()
    assert not root.exists()


def test_the_first_write_creates_the_folder_private(root):
    atomic_write(root / "x.json", b"{}")
    assert root.stat().st_mode & 0o777 == 0o700
