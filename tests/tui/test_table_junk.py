"""Junk in the rendezvous folder is free (issue 32, item 3): a listing opens no folder that
is named after someone other than its owner and at most MAX_PER_HOST of any one owner's,
the Shared tables screen never looks again in a busy loop, and resuming a local game
reads no table folder at all."""

from __future__ import annotations

import os

import pytest

from saves.session import GameSession
from saves.tables import folder as tables
from saves.tables.mark import mark_path, read_mark
from saves.tables.net.host import TableHost
from tests.tui.helpers import app_with, new_session
from tests.tui.table_helpers import HostThread, show_tables, stand_for
from tests.tui.table_users import AsUser, plant_folders
from tui.table.reopen import reopen


def test_another_users_junk_is_scanned_by_name_and_never_opened_beyond_the_cap(users, shared, monkeypatch):
    host = HostThread(shared, "ann,bob", host="tbl_ann")
    root = shared / "tables"
    try:
        fake = tables.TableInfo(table="NAME", game="dalek-dice", title="Fake", seats=(), save="x")
        posing = [f"tbl_ann-{n}" for n in range(2, 1000)]  # eve's, under ann's name
        own = [f"tbl_eve-{n}" for n in range(1, 400)]  # eve's own, each a valid table
        junk = [f"j{n}-{n % 999 + 1}" for n in range(3000)]  # shaped like tables, nobody's name
        made = AsUser(users["tbl_eve"], plant_folders, str(root), posing + junk, "").result()
        made += AsUser(users["tbl_eve"], plant_folders, str(root), own, fake.model_dump_json()).result()
        assert made == 998 + 3000 + 399
        opened = []
        read_row = tables._read_row
        monkeypatch.setattr(tables, "_read_row", lambda fd, r, name: opened.append(name) or read_row(fd, r, name))
        rows = tables.list_tables(root)
        assert [row.name for row in rows if row.name.startswith("tbl_ann")] == ["tbl_ann-1"]
        assert len(opened) == 1 + tables.MAX_PER_HOST  # ann's table, and 50 of eve's own
    finally:
        host.stop()


def test_resuming_a_local_game_reads_no_table_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("DICE_TUI_TABLES", str(tmp_path / "tables"))
    (tmp_path / "tables").mkdir(mode=0o700)
    for n in range(1, 200):
        (tmp_path / "tables" / f"someone-{n}").mkdir()

    def never(*args):
        raise AssertionError("a local resume looked at the tables")

    for name in ("list_tables", "read_row", "check_root"):
        monkeypatch.setattr(tables, name, never)
    monkeypatch.setattr(os, "scandir", never)
    session = new_session(tmp_path / "saves", "dalek-dice", "ann,bob", seed=3)
    assert reopen(session) is session
    session.close()


def test_resuming_a_tables_save_opens_its_own_folder_alone(tmp_path, monkeypatch):
    host = HostThread(tmp_path, "ann,bob")
    save, table_id = host.host.path, host.host.id
    assert read_mark(save) == "ann-1" and mark_path(save).stat().st_mode & 0o777 == 0o600
    host.stop()
    monkeypatch.setenv("DICE_TUI_TABLES", str(tmp_path / "tables"))

    def never(*args):
        raise AssertionError("a table's resume listed every table")

    monkeypatch.setattr(tables, "list_tables", never)
    again = reopen(GameSession.open(save))
    try:
        assert isinstance(again, TableHost) and again.id == table_id and again.name == "ann-1"
    finally:
        again.close()


def test_a_mark_whose_table_is_gone_makes_the_save_a_local_game_again(tmp_path, monkeypatch):
    host = HostThread(tmp_path, "ann,bob")
    save = host.host.path
    host.stop()
    monkeypatch.setenv("DICE_TUI_TABLES", str(tmp_path / "tables"))
    tables.close_table(tmp_path / "tables", "ann-1")
    session = GameSession.open(save)
    assert reopen(session) is session and read_mark(save) is None
    session.close()


@pytest.mark.asyncio
async def test_the_shared_tables_screen_never_looks_again_in_a_busy_loop(tmp_path, monkeypatch):
    from textual.timer import Timer

    import saves.tables.listing as listing
    import tui.table.screen as screen_module

    stand_for(monkeypatch, tmp_path, "bob")
    clock, looks = [100.0], []

    def slow() -> list:
        looks.append(clock[0])
        clock[0] += 0.5  # a folder full of junk: the look takes half a second
        return []

    monkeypatch.setattr(listing, "visible_rows", slow)
    monkeypatch.setattr(screen_module, "CLOCK", lambda: clock[0])
    app = app_with(tmp_path / "bob")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await show_tables(app, pilot)
        screen._reading = True  # a look under way: coming back to the screen starts no second one
        for _ in range(5):
            screen.on_screen_resume()
        screen._reading = False
        await pilot.pause()
        assert len(looks) == 1
        assert isinstance(screen._next, Timer) and screen._next._interval == screen_module.QUIET * 0.5
