"""The one-pass load must agree with the careful path, and step aside for anything odd."""

from __future__ import annotations

import json
from typing import get_args

import saves.loading as store
from core.dalek_dice import RULES
from core.game import PlayerSpec
from saves.fastload import _Head, fast_parse
from saves.format import CURRENT_VERSION, FORMAT
from saves.session import GameSession


def played_save(tmp_path):
    setup = RULES.make_setup([PlayerSpec(name="Ann"), PlayerSpec(name="Bob", bot="optimal")], seed=9)
    with GameSession.create(tmp_path, "dalek-dice", setup) as session:
        for _ in range(40):
            seat = RULES.current_player(session.state)
            session.apply(RULES.bot_command(session.state, "cautious" if seat == 0 else "optimal"))
        return session.path, session.state


def compact(data: dict) -> bytes:
    """A save's bytes as dice-tui lays them out (events last, no spaces)."""
    return json.dumps(data, separators=(",", ":")).encode()


def test_the_fast_path_reads_the_current_version_only():
    assert get_args(_Head.model_fields["version"].annotation) == (CURRENT_VERSION,)
    assert get_args(_Head.model_fields["format"].annotation) == (FORMAT,)


def test_fast_and_careful_loads_agree(tmp_path, monkeypatch):
    path, state = played_save(tmp_path)
    assert fast_parse(path.read_bytes()) is not None
    fast = store.load_game(path)
    monkeypatch.setattr(store, "fast_parse", lambda raw: None)
    careful = store.load_game(path)
    assert fast.state == careful.state == state
    assert fast.events == careful.events and fast.setup == careful.setup
    assert (fast.created, fast.updated) == (careful.created, careful.updated)


def test_an_old_version_takes_the_careful_path(tmp_path):
    path, _ = played_save(tmp_path)
    data = json.loads(path.read_bytes())
    assert fast_parse(compact(data)) is not None
    data["version"] = 1
    del data["created"], data["updated"]
    assert fast_parse(compact(data)) is None


def test_a_malformed_event_takes_the_careful_path(tmp_path):
    path, _ = played_save(tmp_path)
    data = json.loads(path.read_bytes())
    data["events"][3] = {"type": "dice_rolled"}
    assert fast_parse(compact(data)) is None


def test_an_event_the_fold_rejects_is_named_by_the_careful_path(tmp_path):
    path, _ = played_save(tmp_path)
    data = json.loads(path.read_bytes())
    data["events"][3] = {"type": "dice_rolled", "values": [9]}  # no die shows a 9
    path.write_text(json.dumps(data))
    try:
        store.load_game(path)
    except store.DamagedSave as error:
        assert error.event_index == 4
    else:
        raise AssertionError("a damaged save loaded")



def test_a_log_longer_than_a_slice_is_read_whole_and_its_equal_events_are_shared(tmp_path, monkeypatch):
    """Validated a slice at a time (saves.fastload.SLICE, made small here so a short log
    spans many), the events are the log's, in order, and equal ones are one object."""
    from saves import fastload

    path, _ = played_save(tmp_path)
    raw = path.read_bytes()
    whole = fast_parse(raw)
    assert whole is not None and len(whole.events) > 40
    monkeypatch.setattr(fastload, "SLICE", 97)  # many slices, cut at odd places
    sliced = fast_parse(raw)
    assert sliced is not None and sliced.events == whole.events
    assert len({id(event) for event in sliced.events}) == len(set(sliced.events)) < len(sliced.events)


def test_a_slice_that_does_not_validate_sends_the_save_to_the_careful_path(tmp_path, monkeypatch):
    from saves import fastload

    path, _ = played_save(tmp_path)
    raw = path.read_bytes()
    monkeypatch.setattr(fastload, "SLICE", 64)
    last = raw.rindex(b'{"type":')
    assert fast_parse(raw[:last] + b'{"type":"no_such_event"}]}') is None


def test_events_laid_out_another_way_are_read_as_written(tmp_path, monkeypatch):
    """Each distinct event's text is validated once only where the text is cut exactly at
    events (dice-tui's own layout); a space after a comma, anywhere, and the events are
    still the file's, in order, as the careful path reads them."""
    from saves import fastload

    path, _ = played_save(tmp_path)
    raw = path.read_bytes()
    head, events = raw[: raw.index(b',"events":')], json.loads(raw)["events"]
    once = raw.replace(b'},{"type":', b'}, {"type":', 1)
    everywhere = head + b',"events":' + json.dumps(events, separators=(", ", ":")).encode() + b"}"
    monkeypatch.setattr(store, "fast_parse", lambda raw: None)
    careful = store.load_game(path).events
    for slice_bytes in (fastload.SLICE, 97):
        monkeypatch.setattr(fastload, "SLICE", slice_bytes)
        for variant in (raw, once, everywhere):
            read = fast_parse(variant)
            assert read is not None and read.events == careful
