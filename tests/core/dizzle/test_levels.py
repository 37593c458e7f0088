"""The four built-in levels, the level file format, and the validator's messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.dizzle import RULES, level_flaws, load_level, parse_level
from core.dizzle.level import LEVEL_NUMBERS, Level, parse_pos, pos_name
from core.dizzle.validator import reachable
from core.game import PlayerSpec


@pytest.mark.parametrize("number", [1, 2, 3, 4])
def test_every_built_in_level_passes_the_validator(number):
    sheet = load_level(number)
    assert sheet.number == number and level_flaws(sheet) == []


def _kinds(sheet: Level) -> dict[str, int]:
    kinds: dict[str, int] = {}
    for field in sheet.fields.values():
        kinds[field.kind] = kinds.get(field.kind, 0) + 1
    return kinds


def test_level_1_has_start_crosses_gems_arrows_one_puzzle_colour_bombs_and_piles():
    sheet = load_level(1)
    kinds = _kinds(sheet)
    assert 2 <= kinds["start"] <= 3 and kinds["gem"] and kinds["bomb"] and kinds["pile"]
    assert all(1 <= f.points <= 3 for f in sheet.of_kind("gem"))
    assert sheet.arrows and len({f.colour for f in sheet.of_kind("puzzle")}) == 1


def test_level_2_adds_keys_and_locks_in_several_colours_and_two_puzzle_colours():
    sheet = load_level(2)
    colours = {f.colour for f in sheet.of_kind("lock")}
    assert 2 <= len(colours) <= 3 and colours == {f.colour for f in sheet.of_kind("key")}
    assert len({f.colour for f in sheet.of_kind("puzzle")}) == 2


def test_level_3_adds_rockets_planets_and_a_flag_with_a_ladder():
    sheet = load_level(3)
    assert sheet.of_kind("rocket") and sheet.of_kind("planet")
    assert len(sheet.flags) == 1 and len(sheet.flags[0].ladder) >= 3


def test_level_4_has_rocket_only_areas_two_flag_colours_and_a_framed_block():
    sheet = load_level(4)
    assert sheet.rocket_areas and len(sheet.flags) == 2 and sheet.flags[0].colour != sheet.flags[1].colour
    assert sheet.block is not None and sheet.block.points == 10
    on_foot = reachable(sheet, by_rocket=False)
    for area in sheet.rocket_areas:
        assert not area.cells & on_foot


def test_a_level_file_round_trips_through_json():
    sheet = load_level(4)
    assert parse_level(sheet.model_dump_json(indent=2)) == sheet


def test_field_names_read_column_letter_then_row_number():
    assert parse_pos("C4") == (3, 2) and pos_name((3, 2)) == "C4"
    with pytest.raises(ValueError, match="not a field name"):
        parse_pos("4C")


def test_load_level_refuses_an_unknown_number():
    with pytest.raises(ValueError, match="built-in levels are 1 to 4"):
        load_level(5)


def _file(**changes) -> str:
    data = json.loads(load_level(1).model_dump_json())
    data.update(changes)
    return json.dumps(data)


def _flaw(**changes) -> str:
    with pytest.raises(ValueError) as error:
        parse_level(_file(**changes))
    message = str(error.value)
    assert "\n" not in message
    return message


def test_a_bad_level_file_is_refused_with_one_line():
    assert "row 2 has 7 cells but row 1 has 8" in _flaw(grid=["1 2 3 4 5 6 X 1", "1 2 3 4 5 6 1"])
    assert "unknown code 'Q'" in _flaw(grid=["Q 2 3 4 5 6"] * 6)
    with pytest.raises(ValueError, match="JSON") as error:
        parse_level("{")
    assert "\n" not in str(error.value)


def test_the_validator_checks_sizes():
    assert "both must be 5 to 12" in _flaw(grid=["X 1 2", "3 4 X"], specials=[], arrows=[], puzzles=[])


def test_the_validator_checks_start_crosses():
    grid = ["1 2 3 4 5 6", "2 3 4 5 6 1", "3 4 5 6 1 2", "4 5 6 1 2 3", "5 6 1 2 3 4"]
    assert "0 start crosses" in _flaw(grid=grid, specials=[], arrows=[], puzzles=[])


def test_the_validator_wants_a_key_for_every_lock():
    data = json.loads(load_level(2).model_dump_json())
    data["specials"] = [s for s in data["specials"] if not (s["kind"] == "key" and s["colour"] == "red")]
    with pytest.raises(ValueError, match="red lock at H1 has no red key"):
        parse_level(json.dumps(data))


def test_the_validator_wants_planets_wherever_rockets_are():
    data = json.loads(load_level(3).model_dump_json())
    data["grid"] = [row.replace("P", "3") for row in data["grid"]]
    with pytest.raises(ValueError, match="rockets but no planet"):
        parse_level(json.dumps(data))


def test_the_validator_wants_pips_1_to_6_in_balance():
    grid = ["X 1 1 1 1 1", "1 1 1 1 1 1", "2 3 4 5 6 1", "1 1 1 1 1 1", "1 1 1 1 1 X"]
    assert "pips are unbalanced" in _flaw(grid=grid, specials=[], arrows=[], puzzles=[])


def test_the_validator_wants_every_field_reachable():
    data = json.loads(load_level(1).model_dump_json())
    rows = [row.split() for row in data["grid"]]
    rows[0][1] = rows[1][0] = "."  # gaps on B1 and A2 cut the corner field A1 off
    data["grid"] = [" ".join(r) for r in rows]
    with pytest.raises(ValueError, match="field A1 can never be reached, even by rocket"):
        parse_level(json.dumps(data))


def test_the_validator_wants_rocket_areas_exactly_where_only_a_rocket_reaches():
    data = json.loads(load_level(4).model_dump_json())
    data["rocket_areas"] = data["rocket_areas"][:1]
    with pytest.raises(ValueError, match="J1 is reachable only by rocket; list it in a rocket area"):
        parse_level(json.dumps(data))
    data = json.loads(load_level(4).model_dump_json())
    data["rocket_areas"][0]["fields"].append("E1")
    with pytest.raises(ValueError, match="E1 is in rocket area 'West island' but is reachable without"):
        parse_level(json.dumps(data))


def test_a_custom_level_is_embedded_in_the_setup():
    sheet = parse_level(load_level(2).model_dump_json().replace("Locked Garden", "My garden"))
    setup = RULES.make_setup([PlayerSpec(name="Ann")], seed=1, level_data=sheet)
    assert setup.level.name == "My garden"
    again = RULES.setup_model.model_validate_json(setup.model_dump_json())
    assert again == setup


def test_make_setup_refuses_a_flawed_custom_level():
    data = json.loads(load_level(1).model_dump_json())
    data["grid"][0] = data["grid"][0].replace("3", "X", 1)  # a fourth start cross
    with pytest.raises(ValueError, match="4 start crosses"):
        RULES.make_setup([PlayerSpec(name="Ann")], seed=1, level_data=Level.model_validate(data))


def test_make_setup_explains_bad_options():
    with pytest.raises(ValueError, match="1 to 4 players"):
        RULES.make_setup([PlayerSpec(name=f"P{i}") for i in range(5)], seed=1)
    with pytest.raises(ValueError, match="level must be 1, 2, 3 or 4"):
        RULES.make_setup([PlayerSpec(name="Ann")], seed=1, level=7)
    with pytest.raises(ValueError, match="unknown Dizzle bot 'clever'"):
        RULES.make_setup([PlayerSpec(name="Ann", bot="clever")], seed=1)


def test_the_example_level_on_the_rules_page_is_a_valid_level():
    page = (Path(__file__).resolve().parents[3] / "docs" / "rules" / "dizzle.md").read_text()
    example = page.split("```json", 1)[1].split("```", 1)[0]
    sheet = parse_level(example)
    assert sheet.rocket_areas and sheet.block is not None and sheet.of_kind("lock")


def test_the_ceiling_is_every_field_crossed_leaving_out_the_piles_that_cost_more_than_they_complete():
    from core.dizzle.stats import ceiling

    plain = Level(name="Plain", grid=("X 1 2", "3 4 5"), rating=({"min_score": 0, "stars": 0, "verdict": "ok"},),
                  specials=({"kind": "gem", "at": "B1", "points": 3}, {"kind": "pile", "at": "C1", "points": 2},
                            {"kind": "pile", "at": "A2", "points": 3}),
                  arrows=({"row": 1, "points": 4},))
    # crossing C1 costs 2 but completes row 1 (+4); A2 costs 3 and completes nothing
    assert ceiling(plain) == 3 + 4 - 2


@pytest.mark.parametrize("number", LEVEL_NUMBERS)
def test_every_levels_top_band_is_well_below_its_ceiling(number):
    """Five stars must be reachable by strong play: no band asks for nearly every point there is."""
    from core.dizzle.stats import ceiling

    level = load_level(number)
    top = max(level.rating, key=lambda band: band.stars)
    assert top.min_score <= 0.9 * ceiling(level)
