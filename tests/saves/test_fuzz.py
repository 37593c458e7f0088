"""The save and campaign parsers meet arbitrary bytes: one DamagedSave line or a game,
never another exception, and never more memory than a small multiple of the file."""

from __future__ import annotations

import json
import tracemalloc
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.dalek_dice import RULES
from core.game import PlayerSpec
from saves.campaign import load_campaign
from saves.errors import DamagedSave
from saves.loading import load_game
from saves.store import encode, list_saves
from tests.saves.conftest import FIXTURES

NOW = datetime(2026, 11, 26, tzinfo=UTC)
SETUP = RULES.make_setup([PlayerSpec(name="Ann"), PlayerSpec(name="Bob", bot="optimal")], 5)


def real_save(events: int = 30) -> bytes:
    state, log = RULES.start(SETUP), []
    while len(log) < events:
        for event in RULES.decide(state, RULES.bot_command(state, "optimal")):
            state = RULES.evolve(state, event)
            log.append(event)
    return encode(RULES.id, SETUP, log, NOW, NOW)


SAVE = real_save()
CAMPAIGN = (FIXTURES / "campaign-v1.json").read_bytes()

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20,
)


@st.composite
def mutated(draw, original: bytes) -> bytes:
    """A real file with a few bytes changed, cut, or a JSON value spliced into it."""
    data = bytearray(original)
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.integers(0, len(data)))
        action = draw(st.sampled_from(["flip", "cut", "splice", "delete"]))
        if action == "flip" and where < len(data):
            data[where] = draw(st.integers(0, 255))
        elif action == "cut":
            del data[where:]
        elif action == "splice":
            data[where:where] = json.dumps(draw(json_values)).encode()
        else:
            del data[where : where + draw(st.integers(1, 20))]
    return bytes(data)


def check(path: Path, data: bytes, load) -> None:
    path.write_bytes(data)
    tracemalloc.start()
    try:
        load(path)
    except DamagedSave as damage:
        assert "\n" not in str(damage)
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert peak < 40 * len(data) + 4_000_000


FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(data=mutated(SAVE) | st.builds(lambda v: json.dumps(v).encode(), json_values) | st.binary(max_size=200))
def test_the_save_parser_survives_any_bytes(tmp_path, data):
    check(tmp_path / "fuzz.json", data, load_game)


@FUZZ
@given(data=mutated(CAMPAIGN) | st.binary(max_size=200))
def test_the_campaign_parser_survives_any_bytes(tmp_path, data):
    check(tmp_path / "fuzz.json", data, load_campaign)


@FUZZ
@given(data=mutated(SAVE))
def test_the_save_list_survives_any_bytes(tmp_path, data):
    (tmp_path / "fuzz.json").write_bytes(data)
    [row] = list_saves(tmp_path)
    assert row.status in ("unfinished", "finished", "altered", "damaged")


HEAD = SAVE[: SAVE.index(b'"events":') + len(b'"events":')]
SIZE = 2_000_000
#: files of about 2 MB, each shaped to make a JSON parser or pydantic allocate the most
SHAPES = {
    "empty objects": HEAD + b"[" + b",".join([b"{}"] * (SIZE // 3)) + b"]}",
    "nested lists": HEAD + b"[" + b"[[[[[[]]]]]]," * (SIZE // 13) + b"1]}",
    "small numbers": HEAD + b"[" + b",".join([b"1"] * (SIZE // 2)) + b"]}",
    "floats": HEAD + b"[" + b",".join([b"1.5"] * (SIZE // 4)) + b"]}",
    "short strings": HEAD + b"[" + b",".join([b'"ab"'] * (SIZE // 5)) + b"]}",
    "one event, many keys":
        HEAD + b'[{"type":"dice_rolled",' + b",".join(b'"k%d":1' % i for i in range(SIZE // 9)) + b"}]}",
    "events that fold wrong":
        HEAD + b"[" + b",".join([b'{"type":"dice_rolled","values":[1,2,3,4,5]}'] * (SIZE // 44)) + b"]}",
    "a setup of many keys":
        SAVE.replace(b'"seed":5', b'"seed":5,' + b",".join(b'"k%d":1.5' % i for i in range(SIZE // 12))),
}  # fmt: skip


@pytest.mark.parametrize("shape", SHAPES)
def test_parsing_a_hostile_file_costs_a_small_multiple_of_its_size(tmp_path, shape):
    """A real save costs about 13x its size once parsed (pydantic events); no file costs more
    than 16x (before: a million pydantic errors, or json.loads objects, 20-360x)."""
    data = SHAPES[shape]
    path = tmp_path / "shape.json"
    path.write_bytes(data)
    tracemalloc.start()
    with pytest.raises(DamagedSave):
        load_game(path)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 16 * len(data)
