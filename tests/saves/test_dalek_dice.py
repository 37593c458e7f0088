"""The saves layer with a real game: Dalek Dice round trips, and its version-1 save loads."""

from __future__ import annotations

import json
import os
import shutil
from datetime import UTC, datetime

import pytest

from core.game import PlayerSpec
from saves.session import GameSession
from saves.store import list_saves, load_game
from tests.saves.conftest import FIXTURES, bot_log, play_bots

dalek_dice = pytest.importorskip("core.dalek_dice")
RULES = dalek_dice.RULES


def table(seed: int = 1963):
    players = [PlayerSpec(name="Rose", bot="cautious"), PlayerSpec(name="Mickey", bot="cautious")]
    return RULES.make_setup(players, seed)


def test_dalek_dice_round_trip_same_state_and_same_future_dice(root):
    setup = table(seed=42)
    with GameSession.create(root, "dalek-dice", setup) as first:
        play_bots(first, 15)
        path, events, state = first.path, first.events, first.state
    with GameSession.open(path) as again:
        assert again.events == events and again.state == state
        play_bots(again, 15)
        resumed = again.events
    assert list(resumed) == bot_log(setup, len(resumed), RULES)
    assert load_game(path).events == list(resumed)


def test_dalek_dice_version_1_save_loads(root):
    root.mkdir()
    path = root / "dalek-dice-20240301-123000.json"
    shutil.copyfile(FIXTURES / "dalek-dice-v1.json", path)
    mtime = datetime(2024, 3, 1, 12, 30, tzinfo=UTC)
    os.utime(path, (mtime.timestamp(), mtime.timestamp()))

    loaded = load_game(path)
    raw = json.loads(path.read_bytes())["events"]
    assert len(loaded.events) == len(raw) and loaded.created == loaded.updated == mtime
    recount = [0, 0]  # the turns' points as the file records them
    for event in raw:
        if event["type"] == "turn_scored":
            recount[event["player"]] += event["points"]
    assert RULES.scores(loaded.state) == recount
    [info] = list_saves(root)
    assert (info.status, info.title, info.players) == ("unfinished", "Dalek Dice", ["Rose", "Mickey"])


def test_a_dalek_dice_keep_the_roll_does_not_offer_is_damage_at_that_event(root):
    root.mkdir()
    path = root / "dalek.json"
    data = json.loads((FIXTURES / "dalek-dice-v1.json").read_bytes())
    n = next(i for i, event in enumerate(data["events"]) if event["type"] == "dice_kept")
    data["events"][n]["values"] = [4] * 10
    path.write_text(json.dumps(data))
    [info] = list_saves(root)
    assert info.status == "damaged" and info.event_index == n + 1
    assert info.reason.startswith(f"event {n + 1}: ")
