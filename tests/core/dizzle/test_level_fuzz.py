"""Levels that cannot be played are refused with a reason; every level the validator
passes plays to its end (hypothesis builds the levels, greedy bots play them)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from core.dizzle import RULES, load_level, parse_level
from core.dizzle.level import Level
from core.dizzle.validator import level_flaws
from core.game import PlayerSpec
from tests.hostile import REFUSED

COLOURS = ("red", "blue", "green")
POINTS = {"gem": (1, 3), "bomb": (1, 9), "pile": (1, 9)}


@st.composite
def levels(draw) -> dict:
    """A level file's data, near enough to playable that many pass: balanced pips, a few
    start crosses, gaps, planets when there are rockets, now and then a sheet of gaps
    only; specials on fields with pips (sometimes anywhere), locks mostly with keys."""
    rows, cols = draw(st.integers(5, 7)), draw(st.integers(5, 7))
    cells = list(draw(st.permutations([str(1 + k % 6) for k in range(rows * cols)])))
    spots = st.integers(0, rows * cols - 1)
    starts = draw(
        st.lists(spots, min_size=1, max_size=4, unique=True).filter(
            lambda found: len(found) != 1 or draw(st.booleans())
        )
    )
    for spot in starts:
        cells[spot] = "X"
    for spot in draw(st.lists(spots, max_size=3)):
        cells[spot] = "." if cells[spot] != "X" else "X"
    if draw(st.integers(0, 9)) == 7:  # hypothesis leans to small numbers: 7 is one in ten
        cells = [cell if cell == "X" else "." for cell in cells]
    rockets = draw(st.integers(0, 2))
    for spot in draw(st.lists(spots, max_size=2)) if rockets else []:
        cells[spot] = "P" if cells[spot] != "X" else "X"
    fields = draw(st.permutations([k for k, cell in enumerate(cells) if cell.isdigit()]))
    anywhere = draw(st.integers(0, 4)) == 3

    def spot_name() -> str:
        k = draw(spots) if anywhere or not fields else fields.pop()
        return f"{chr(65 + k % cols)}{k // cols + 1}"

    specials = [{"kind": "rocket", "at": spot_name()} for _ in range(rockets)]
    keys = draw(st.lists(st.sampled_from(COLOURS), max_size=2, unique=True))
    specials += [{"kind": "key", "at": spot_name(), "colour": colour} for colour in keys]
    for _ in range(draw(st.integers(0, 6))):
        kind = draw(st.sampled_from(["gem", "puzzle", "bomb", "pile", "lock", "flag"]))
        special = {"kind": kind, "at": spot_name()}
        if kind in POINTS:
            special["points"] = draw(st.integers(*POINTS[kind]))
        if kind in ("puzzle", "lock", "flag"):
            special["colour"] = draw(
                st.sampled_from(keys if kind == "lock" and keys and draw(st.booleans()) else COLOURS)
            )
        specials.append(special)
    data = {
        "name": "Fuzzed",
        "grid": [" ".join(cells[r * cols : (r + 1) * cols]) for r in range(rows)],
        "specials": specials,
        "puzzles": [
            {"colour": c, "points": 5} for c in sorted({s["colour"] for s in specials if s["kind"] == "puzzle"})
        ],
        "flags": [
            {"colour": c, "ladder": [5, 3]} for c in sorted({s["colour"] for s in specials if s["kind"] == "flag"})
        ],
        "rating": [{"min_score": 20, "stars": 2, "verdict": "Good"}, {"min_score": 0, "stars": 1, "verdict": "Fine"}],
    }
    if draw(st.booleans()):
        data["arrows"] = [{"row": draw(st.integers(1, rows)), "points": 3}]
    return data


def play_out(level: Level, seats: int, seed: int) -> None:
    """Greedy bots play the level to its end; a game that runs past every turn it has
    plus a margin would never end."""
    setup = RULES.make_setup([PlayerSpec(name=f"Bot {n}", bot="greedy") for n in range(seats)], seed, level_data=level)
    state = RULES.start(setup)
    for _ in range(len(level.fields) * 40 + 1000):
        if RULES.is_over(state):
            return
        for event in RULES.decide(state, RULES.bot_command(state, "greedy")):
            state = RULES.evolve(state, event)
    pytest.fail("the game never ended")


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(levels(), st.integers(1, 2), st.integers(0, 10**6))
def test_a_level_the_validator_passes_plays_to_its_end_and_one_it_refuses_says_why(data, seats, seed):
    try:
        level = Level.model_validate(data)
    except ValidationError:
        assume(False)
    flaws = level_flaws(level)
    if flaws:
        assert all(flaw and "\n" not in flaw for flaw in flaws)
        with pytest.raises(ValueError):
            parse_level(json.dumps(data))
        return
    assert any(field.pips for field in level.fields.values())  # a die has somewhere to go
    play_out(level, seats, seed)


def test_a_sheet_without_a_field_for_a_die_is_refused():
    data = json.loads(load_level(1).model_dump_json())
    data.update(grid=["X . . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . X"], specials=[], arrows=[],
                puzzles=[], flags=[], block=None, rocket_areas=[])  # fmt: skip
    with pytest.raises(ValueError, match="no field with pips"):
        parse_level(json.dumps(data))


@pytest.mark.parametrize("text, named", REFUSED.items())
@pytest.mark.parametrize("where", ["name", "verdict", "rocket area"])
def test_level_texts_are_plain_text(text, named, where):
    data = json.loads(load_level(4).model_dump_json())
    if where == "name":
        data["name"] = text
    elif where == "verdict":
        data["rating"][0]["verdict"] = text
    else:
        data["rocket_areas"][0]["name"] = text
    with pytest.raises(ValueError) as refused:
        parse_level(json.dumps(data))
    assert named in str(refused.value) or "surrogate" in str(refused.value)  # the JSON reader refuses those
    assert "\n" not in str(refused.value)


def test_a_blank_level_name_is_refused():
    data = json.loads(load_level(1).model_dump_json())
    data["name"] = "   "
    with pytest.raises(ValueError, match="the level name is blank"):
        parse_level(json.dumps(data))
