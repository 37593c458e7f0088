"""Damaged saves: listed with a one-line reason and event number, never modified."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

from saves.errors import DamagedSave
from saves.session import GameSession
from saves.store import list_saves, load_game
from tests.saves.conftest import play_bots, tally_setup


def first_index(events: list[dict], kind: str) -> int:
    return next(i for i, event in enumerate(events) if event["type"] == kind)


def set_event(data: dict, kind: str, value: dict) -> int:
    """Replace the first event of `kind` with `value`; its 1-based number."""
    index = first_index(data["events"], kind)
    data["events"][index] = value
    return index + 1


def damage(kind: str, data: dict) -> tuple[bytes, str, int | None]:
    """The damaged file's bytes, the reason expected (a regex), the event number."""
    if kind == "empty":
        return b"", "^empty file$", None
    if kind == "not JSON":
        return b'{"format": "dice-tui-save",\n "version": 2,\n  oops}', r"^not JSON \(line 3, column 3\)$", None
    if kind == "not UTF-8":
        return b"\xff\xfe\x00garbage", r"^not JSON", None
    if kind == "JSON list":
        return b"[1, 2, 3]", "^not a dice-tui save$", None
    if kind == "wrong format":
        data["format"] = "chess-save"
        return json.dumps(data).encode(), "^not a dice-tui save$", None
    if kind == "no version":
        del data["version"]
    elif kind == "newer version":
        data["version"] = 3
        return json.dumps(data).encode(), r"^saved by a newer dice-tui \(version 3\)$", None
    elif kind == "bad header":
        data["created"] = "yesterday"
        return json.dumps(data).encode(), "^bad save header: created: ", None
    elif kind == "unknown game":
        data["game"] = "yahtzee"
        return json.dumps(data).encode(), "^unknown game 'yahtzee'$", None
    elif kind == "bad setup":
        data["setup"]["seed"] = "lucky"
        return json.dumps(data).encode(), "^setup: seed: Input should be a valid integer", None
    elif kind == "bad event":
        n = set_event(data, "turn_banked", {"type": "turn_banked", "seat": 0})
        return json.dumps(data).encode(), f"^event {n}: points: Field required$", n
    elif kind == "unknown event":
        n = set_event(data, "die_kept", {"type": "die_burned", "die": 0})
        return json.dumps(data).encode(), f"^event {n}: unknown event type 'die_burned'$", n
    elif kind == "fold rejects":
        n = set_event(data, "die_kept", {"type": "die_kept", "die": 7})
        return json.dumps(data).encode(), f"^event {n}: keeps a die that was not rolled$", n
    return json.dumps(data).encode(), "^not a dice-tui save", None


KINDS = [
    "empty", "not JSON", "not UTF-8", "JSON list", "wrong format", "no version",
    "newer version", "bad header", "unknown game", "bad setup", "bad event",
    "unknown event", "fold rejects",
]  # fmt: skip


@pytest.fixture
def good_save(root) -> Path:
    with GameSession.create(root, "tally", tally_setup(target=1000)) as session:
        play_bots(session, 20)
    return session.path


@pytest.mark.parametrize("kind", KINDS)
def test_damaged_save_is_listed_with_its_reason_and_never_modified(good_save, kind):
    data = json.loads(good_save.read_bytes())
    updated = datetime.fromisoformat(data["updated"])
    raw, reason, event_index = damage(kind, data)
    good_save.write_bytes(raw)
    os.utime(good_save, (1_700_000_000, 1_700_000_000))
    before = good_save.stat()

    [info] = list_saves(good_save.parent)
    assert info.status == "damaged" and info.path == good_save
    assert info.event_index == event_index
    assert info.reason is not None and "\n" not in info.reason
    if kind in ("empty", "not JSON", "not UTF-8", "JSON list"):
        updated = datetime.fromtimestamp(1_700_000_000, UTC)  # from the mtime
    assert info.updated == updated
    with pytest.raises(DamagedSave, match=reason) as error:
        load_game(good_save)
    assert str(error.value) == info.reason and error.value.event_index == event_index
    with pytest.raises(DamagedSave):
        GameSession.open(good_save)

    after = good_save.stat()
    assert good_save.read_bytes() == raw
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    assert sorted(p.name for p in good_save.parent.iterdir()) == [good_save.name]


def test_a_damaged_save_keeps_its_game_and_players_in_the_list(good_save):
    data = json.loads(good_save.read_bytes())
    set_event(data, "die_kept", {"type": "die_kept", "die": 9})
    good_save.write_text(json.dumps(data))
    [info] = list_saves(good_save.parent)
    assert (info.game, info.title, info.players) == ("tally", "Tally", ["Ann", "Bob"])
    assert info.updated.isoformat() == data["updated"]


def test_a_save_of_a_game_not_installed_is_damaged_not_a_crash(good_save, monkeypatch):
    import core.games

    monkeypatch.setitem(core.games.GAMES, "tally", core.games.GAMES["tally"]._replace(rules="core.no_such_game:RULES"))
    with pytest.raises(DamagedSave, match=r"^the game 'tally' is not available"):
        load_game(good_save)
