"""`table list` reads every table folder bounded and tolerant: one bad folder is a row of
its own and never hides the others; a rendezvous folder anyone may rename in is refused."""

from __future__ import annotations

import os

import pytest

from saves.tables import folder as tables
from tests.tui.table_helpers import HostThread


def test_a_bad_table_folder_never_hides_the_good_one(tmp_path):
    host = HostThread(tmp_path, "ann,bob")
    try:
        root = tmp_path / "tables"
        for name in ("aaa-1", "bbb-1", "ccc-1", "ddd-1", "eee-1", "junk"):
            (root / name).mkdir()
        (root / "aaa-1" / "table.json").write_text("{not json")
        (root / "bbb-1" / "table.json").symlink_to(host.folder / "table.json")
        os.mkfifo(root / "ccc-1" / "table.json")  # opening it would block: it is never opened
        (root / "ddd-1" / "table.json").write_bytes(b" " * (tables.DESCRIPTOR_BYTES + 1))
        (root / "junk" / "table.json").write_text("{not json")  # not a table's name: not looked at
        # eee-1: no descriptor, not a table (yet)
        rows = {row.name: row for row in tables.list_tables(root)}
        assert set(rows) == {"aaa-1", "bbb-1", "ccc-1", "ddd-1", "ann-1"}
        assert rows["ann-1"].running and rows["ann-1"].info.seats[1].name == "bob"
        assert rows["aaa-1"].damaged == "table.json is not valid (1 errors)"
        assert "symbolic link" in rows["bbb-1"].damaged and "FIFO" in rows["ccc-1"].damaged
        assert "larger than" in rows["ddd-1"].damaged
    finally:
        host.stop()
    paused = tables.read_row(host.folder)
    assert paused is not None and not paused.running  # the host left: the table waits for resume


def test_a_finished_table_is_taken_away_when_its_host_leaves(tmp_path):
    host = HostThread(tmp_path, "bot:cautious,bot:optimal")
    host.bot_moves(100_000)
    assert host.host.is_over
    host.stop()
    assert not host.folder.exists()


def test_a_rendezvous_folder_others_may_write_to_must_be_sticky(tmp_path):
    root = tmp_path / "tables"
    root.mkdir()
    root.chmod(0o777)
    with pytest.raises(tables.TableFolderError, match="not sticky"):
        tables.check_root(root, create=False)
    root.chmod(0o1777)
    assert tables.check_root(root, create=False) == root
    made = tables.check_root(tmp_path / "new", create=True)
    assert os.stat(made).st_mode & 0o7777 == 0o700  # a $DICE_TUI_TABLES you make is yours alone


def test_a_long_rendezvous_path_still_reaches_the_socket(tmp_path):
    deep = tmp_path / ("d" * 60) / ("e" * 60)
    deep.mkdir(parents=True)
    host = HostThread(deep, "ann,bob")
    try:
        from saves.tables.net.client import TableClient

        client = TableClient(host.folder, "join", "bob")
        assert client.seats == {1}
        client.close()
    finally:
        host.stop()
