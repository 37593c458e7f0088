"""Atomic writes, the file encoding, save names, the save list, deleting."""

from __future__ import annotations

import json
import os
import time
from datetime import UTC, datetime, timedelta

import pytest

from saves import atomic
from saves.errors import SaveInUse
from saves.save_files import delete_save
from saves.session import GameSession
from saves.store import (
    atomic_write,
    encode,
    latest_unfinished,
    list_saves,
    load_game,
    new_save_path,
)
from tests.saves.conftest import bot_log, play_bots, tally_setup

WHEN = datetime(2026, 5, 9, 7, 35, 25, tzinfo=UTC)


def test_atomic_write_leaves_only_the_file_with_mode_0600(root):
    path = root / "a.json"
    atomic_write(path, b"first")
    atomic_write(path, b"second")
    assert path.read_bytes() == b"second"
    assert path.stat().st_mode & 0o777 == 0o600
    assert os.listdir(root) == ["a.json"]


@pytest.mark.parametrize("fails", ["fsync", "replace"])
def test_a_failed_atomic_write_removes_its_temp_file_and_keeps_the_old_save(root, monkeypatch, fails):
    path = root / "a.json"
    atomic_write(path, b"old")

    def broken(*args):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(atomic.os, fails, broken)
        with pytest.raises(OSError, match="No space"):
            atomic_write(path, b"new")
    assert path.read_bytes() == b"old" and os.listdir(root) == ["a.json"]


def test_encode_is_compact_json_in_the_current_format():
    setup = tally_setup()
    events = bot_log(setup, 6)
    data = encode("tally", setup, events, WHEN, WHEN)
    parsed = json.loads(data)
    assert b" " not in data.replace(b"Ann", b"").replace(b"Bob", b"")  # the summary holds numbers, no words
    assert list(parsed) == ["format", "version", "game", "created", "updated", "setup", "summary", "events"]
    assert parsed["summary"]["events"] == 6
    assert parsed["format"] == "dice-tui-save" and parsed["version"] == 2
    assert parsed["created"] == "2026-05-09T07:35:25+00:00"
    assert parsed["setup"] == setup.model_dump(mode="json")
    assert len(parsed["events"]) == 6 and parsed["events"][0]["type"] == "dice_rolled"


def test_new_save_names_are_unique(root):
    root.mkdir()
    first = new_save_path(root, "tally", WHEN)
    assert first.name == f"tally-{WHEN.astimezone().strftime('%Y%m%d-%H%M%S')}.json"
    first.write_text("{}")
    second = new_save_path(root, "tally", WHEN)
    assert second.name == first.stem + "-2.json"
    second.write_text("{}")
    assert new_save_path(root, "tally", WHEN).name == first.stem + "-3.json"


def test_games_created_in_the_same_second_get_different_files(root):
    sessions = [GameSession.create(root, "tally", tally_setup()) for _ in range(3)]
    assert len({session.path for session in sessions}) == 3
    for session in sessions:
        session.close()


def test_list_saves_newest_first_with_status_progress_and_players(root):
    with GameSession.create(root, "tally", tally_setup(target=5)) as done:
        play_bots(done, 50)
    with GameSession.create(root, "tally", tally_setup(names=("Cy",))) as playing:
        play_bots(playing, 3)
    (root / "notes.txt").write_text("not a save")
    (root / ".tally-x.json.123.tmp").write_text("{")
    infos = list_saves(root)
    assert [info.path for info in infos] == [playing.path, done.path]
    latest, finished = infos
    assert (latest.status, latest.players, latest.title) == ("unfinished", ["Cy"], "Tally")
    assert latest.progress == playing.rules.progress(playing.state)
    assert latest.name == playing.path.stem and latest.updated == playing.updated
    assert finished.status == "finished" and finished.progress.endswith("won")
    assert latest.reason is None and latest.event_index is None and not latest.in_use
    assert latest_unfinished(root) == latest


def test_latest_unfinished_skips_finished_and_damaged_games(root):
    with GameSession.create(root, "tally", tally_setup()) as older:
        play_bots(older, 2)
    with GameSession.create(root, "tally", tally_setup(target=5)) as done:
        play_bots(done, 50)
    (root / "zzz.json").write_text("{")  # damaged, and newest by mtime
    assert latest_unfinished(root).path == older.path


def test_listing_sees_a_save_change(root):
    with GameSession.create(root, "tally", tally_setup()) as session:
        assert list_saves(root)[0].progress == "turn 1, Ann 0, Bob 0"
        play_bots(session, 12)
        assert list_saves(root)[0].progress == session.rules.progress(session.state)


def test_delete_save_removes_the_file_but_not_an_open_one(root):
    session = GameSession.create(root, "tally", tally_setup())
    with pytest.raises(SaveInUse):
        delete_save(session.path)
    session.close()
    delete_save(session.path)
    assert list(root.iterdir()) == []


def test_load_game_returns_everything_the_screen_needs(root):
    with GameSession.create(root, "tally", tally_setup()) as session:
        play_bots(session, 5)
    loaded = load_game(session.path)
    assert loaded.path == session.path and loaded.rules is session.rules
    assert loaded.events == list(session.events) and loaded.state == session.state
    assert (loaded.created, loaded.updated) == (session.created, session.updated)


def test_the_list_shows_local_time(root, monkeypatch):
    with GameSession.create(root, "tally", tally_setup()) as session:
        pass
    with monkeypatch.context() as patch:
        patch.setenv("TZ", "Asia/Tokyo")
        time.tzset()
        [info] = list_saves(root)
    time.tzset()
    assert info.updated.utcoffset() == timedelta(hours=9)
    assert info.updated == session.updated
