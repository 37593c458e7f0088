"""The envelope and its versions: version-1 saves upcast, newer versions are refused."""

from __future__ import annotations

import json
import os
import shutil
from datetime import UTC, datetime

import pytest

from saves import format as save_format
from saves.errors import DamagedSave
from saves.format import CURRENT_VERSION, UPCASTERS, upcast
from saves.session import GameSession
from saves.store import list_saves, load_game
from tests.saves.conftest import FIXTURES

MTIME = datetime(2024, 3, 1, 12, 30, tzinfo=UTC)


@pytest.fixture
def v1_save(root):
    root.mkdir()
    path = root / "tally-20240301-123000.json"
    shutil.copyfile(FIXTURES / "tally-v1.json", path)
    os.utime(path, (MTIME.timestamp(), MTIME.timestamp()))
    return path


def test_every_version_below_the_current_one_has_an_upcaster():
    assert sorted(UPCASTERS) == list(range(1, CURRENT_VERSION))


def test_version_1_save_loads_with_its_mtime_as_created_and_updated(v1_save):
    before = v1_save.read_bytes()
    loaded = load_game(v1_save)
    raw = json.loads(before)["events"]
    assert len(loaded.events) == len(raw) == 14
    assert loaded.created == loaded.updated == MTIME
    # an independent recount of the banked points in the file
    recount = [0, 0]
    for event in raw:
        if event["type"] == "turn_banked":
            recount[event["seat"]] += event["points"]
    assert list(loaded.state.scores) == recount
    assert v1_save.read_bytes() == before  # looking at an old save never rewrites it


def test_version_1_save_is_listed_by_its_mtime(v1_save):
    [info] = list_saves(v1_save.parent)
    assert (info.status, info.updated, info.players) == ("unfinished", MTIME, ["Ann", "Bob"])


def test_playing_on_a_version_1_save_rewrites_it_as_version_2_keeping_created(v1_save):
    with GameSession.open(v1_save) as session:
        session.apply(session.rules.bot_command(session.state, "greedy"))
    data = json.loads(v1_save.read_bytes())
    assert data["version"] == CURRENT_VERSION == 2
    assert datetime.fromisoformat(data["created"]) == MTIME
    assert datetime.fromisoformat(data["updated"]) > MTIME


def test_upcasters_are_applied_in_order(monkeypatch):
    """A chain 1 -> 2 -> 3 runs both steps, oldest first."""
    seen = []

    def two_to_three(data, mtime):
        seen.append(("2->3", data["created"]))
        return {**data, "version": 3}

    monkeypatch.setattr(save_format, "CURRENT_VERSION", 3)
    monkeypatch.setitem(UPCASTERS, 2, two_to_three)
    data = upcast({"format": "dice-tui-save", "version": 1}, MTIME)
    assert data["version"] == 3 and seen == [("2->3", MTIME.isoformat())]


def test_a_newer_version_is_refused():
    with pytest.raises(DamagedSave, match=r"^saved by a newer dice-tui \(version 3\)$"):
        upcast({"format": "dice-tui-save", "version": 3}, MTIME)


def test_an_unknown_old_version_is_refused():
    with pytest.raises(DamagedSave, match=r"^unknown save version 0$"):
        upcast({"format": "dice-tui-save", "version": 0}, MTIME)


def test_the_v1_fixture_is_a_game_in_progress():
    data = json.loads((FIXTURES / "tally-v1.json").read_bytes())
    assert data["version"] == 1 and "created" not in data
    assert data["events"][-1]["type"] == "dice_rolled"
