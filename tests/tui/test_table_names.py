"""A table's name cannot be taken from its host, a table that cannot open leaves nothing
behind, and a refusal names the folder and the reason in a sentence (issue 32, items 2
and 8)."""

from __future__ import annotations

import os
import re

import pytest

from saves.tables import folder as tables
from saves.tables import tabledir
from tests.tui.table_users import AsUser, plant_folders
from tests.tui.test_cli import run_cli


def _open_folder(root: str, host: str) -> list[object]:
    table = tables.make_table_folder(tables.Path(root), host, None)
    table.close()
    return [table.name, os.stat(os.path.join(root, table.name)).st_uid]


def test_another_user_taking_every_numbered_name_never_stops_a_table_opening(users, shared):
    root = str(shared / "tables")
    numbered = [f"tbl_ann-{n}" for n in range(1, 1000)]
    assert AsUser(users["tbl_eve"], plant_folders, root, numbered).result() == 999  # a second's work
    first = AsUser(users["tbl_ann"], _open_folder, root, "tbl_ann").result()
    second = AsUser(users["tbl_ann"], _open_folder, root, "tbl_ann").result()
    for name, uid in (first, second):
        assert re.fullmatch(r"tbl_ann-[0-9a-f]{8}", name) and uid == users["tbl_ann"].pw_uid
        assert tables.named_for(name, uid)
    assert first[0] != second[0]


def test_a_table_that_cannot_open_leaves_no_save_and_no_folder(capsys, tables_env, monkeypatch):
    root = tables_env / "tables"
    root.mkdir(mode=0o700)
    for n in range(1, 1000):
        (root / f"bob-{n}").mkdir()
    monkeypatch.setattr(tabledir, "RANDOM_TRIES", 0)  # no name left at all
    code, _, err = run_cli(capsys, "table", "new", "dalek-dice", "--seats", "bob,ann")
    assert code == 2 and f"cannot use {root} for tables: no free table name for bob" in err
    saves = tables_env / "saves"
    assert not saves.exists() or not list(saves.rglob("*.json"))

    monkeypatch.setattr(tabledir, "RANDOM_TRIES", 16)

    def busy(self):
        raise tables.TableFolderError(self.path, "another dice-tui is hosting it")

    monkeypatch.setattr(tabledir.TableDir, "hold_lock", busy)
    code, _, err = run_cli(capsys, "table", "new", "dalek-dice", "--seats", "bob,ann")
    assert code == 2 and "another dice-tui is hosting it" in err
    assert not saves.exists() or not list(saves.rglob("*.json"))
    assert sorted(os.listdir(root)) == sorted(f"bob-{n}" for n in range(1, 1000))  # its folder went too


def test_a_rendezvous_path_through_a_file_is_refused_in_a_sentence(capsys, tables_env, monkeypatch):
    (tables_env / "plain").write_text("")
    monkeypatch.setenv("DICE_TUI_TABLES", str(tables_env / "plain" / "tables"))
    for argv in (("table", "list"), ("table", "new", "dalek-dice", "--seats", "bob,ann")):
        code, _, err = run_cli(capsys, *argv)
        assert code == 2 and "Errno" not in err, err
        assert f"cannot use {tables_env / 'plain' / 'tables'} for tables: it is not a folder" in err.splitlines()[0]


def _list(root: str) -> str:
    try:
        tables.list_tables(tables.Path(root))
    except OSError as error:
        return str(error)
    return "listed"


def test_a_rendezvous_folder_you_may_not_read_is_refused_in_a_sentence(users, shared):
    root = shared / "tables"
    root.chmod(0o700)  # root's, so trusted; not readable by eve
    said = AsUser(users["tbl_eve"], _list, str(root)).result()
    assert said == f"cannot use {root} for tables: you are not allowed to (permission denied)"


@pytest.mark.parametrize("name", ["ann-1", "ann-999", "ann-0a1b2c3d", "a.b-c-7"])
def test_table_names_are_numbers_or_eight_random_hex_digits(name):
    assert tables.NAME.fullmatch(name)


@pytest.mark.parametrize("name", ["ann", "ann-1000", "ann-0A1B2C3D", "ann-0a1b2c3", "-1"])
def test_other_names_are_no_tables(name):
    assert not tables.NAME.fullmatch(name)


def test_joining_through_a_rendezvous_path_that_is_a_file_names_the_folder(capsys, tables_env, monkeypatch):
    (tables_env / "plain").write_text("")
    monkeypatch.setenv("DICE_TUI_TABLES", str(tables_env / "plain" / "tables"))
    code, _, err = run_cli(capsys, "table", "join", "ann-1")
    assert code == 2 and err.splitlines() == [
        f"dice-tui: cannot use {tables_env / 'plain' / 'tables'} for tables: it is not a folder"]
