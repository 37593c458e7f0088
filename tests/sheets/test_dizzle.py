"""Dizzle level sheets: every field and special of the level data reaches the page."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest

import sheets
from core.dizzle.level import COLOUR_LETTERS, LEVEL_NUMBERS, Level
from core.dizzle.level_file import load_level, parse_level
from sheets import SheetError, dizzle, icons

from .conftest import EVERY_SPECIAL, page_texts, rendered, words


@cache
def level_page(options: tuple) -> str:
    return page_texts(sheets.render("dizzle", **dict(options)))[0]


def every_level() -> list[tuple[str, Level, dict]]:
    levels = [(f"level {n}", load_level(n), {"level": n}) for n in LEVEL_NUMBERS]
    custom = parse_level(EVERY_SPECIAL.read_text(encoding="utf-8"))
    return [*levels, ("every special", custom, {"level_file": str(EVERY_SPECIAL)})]


LEVELS = every_level()
IDS = [name for name, _, _ in LEVELS]


@pytest.fixture
def drawn(monkeypatch):
    """Records every field and every icon the Dizzle pages draw."""
    fields, icons_drawn = [], []
    draw_field, field_icon = dizzle.draw_field, icons.field_icon

    def record_field(sheet, box, field, *, tinted=False):
        fields.append((field.pos, field.kind, field.pips, tinted))
        draw_field(sheet, box, field, tinted=tinted)

    def record_icon(sheet, kind, box, colour=None):
        icons_drawn.append((kind, colour))
        field_icon(sheet, kind, box, colour)

    monkeypatch.setattr(dizzle, "draw_field", record_field)
    monkeypatch.setattr(icons, "field_icon", record_icon)
    return fields, icons_drawn


@pytest.mark.parametrize(("name", "level", "options"), LEVELS, ids=IDS)
def test_every_field_is_drawn_once_with_its_kind_and_pips(name, level: Level, options, drawn) -> None:
    fields, _ = drawn
    sheets.render("dizzle", **options)
    assert sorted((pos, kind, pips) for pos, kind, pips, _ in fields) == sorted(
        (field.pos, field.kind, field.pips) for field in level.fields.values()
    )


@pytest.mark.parametrize(("name", "level", "options"), LEVELS, ids=IDS)
def test_every_special_field_gets_its_icon_in_its_colour(name, level: Level, options, drawn) -> None:
    _, icons_drawn = drawn
    sheets.render("dizzle", **options)
    on_grid = Counter(icons_drawn)
    for field in level.fields.values():
        if field.kind != "plain":
            on_grid[(field.kind, field.colour)] -= 1
    # what is left is the legend (grey icons) and the flag ladders (one per flag colour)
    left = Counter({key: count for key, count in on_grid.items() if count})
    assert all(count > 0 for count in left.values())
    assert {key for key in left if key[1] is not None} == {("flag", flag.colour) for flag in level.flags}


@pytest.mark.parametrize(("name", "level", "options"), LEVELS, ids=IDS)
def test_fields_only_a_rocket_reaches_are_tinted(name, level: Level, options, drawn) -> None:
    fields, _ = drawn
    sheets.render("dizzle", **options)
    rocket_only = {cell for area in level.rocket_areas for cell in area.cells}
    assert {pos for pos, _, _, tinted in fields if tinted} == rocket_only


@pytest.mark.parametrize(("name", "level", "options"), LEVELS, ids=IDS)
def test_black_and_white_keeps_points_and_colour_letters_as_text(name, level: Level, options) -> None:
    tokens = Counter(words(level_page(tuple(options.items()))))
    expected = Counter(dizzle.field_tag(field) for field in level.fields.values() if field.kind != "plain")
    expected.pop("", None)
    for tag, count in expected.items():
        assert tokens[tag] >= count, tag
    for field in level.fields.values():
        if field.colour:
            assert dizzle.field_tag(field) == COLOUR_LETTERS[field.colour]


@pytest.mark.parametrize(("name", "level", "options"), LEVELS, ids=IDS)
def test_arrows_flags_puzzles_block_and_rating_are_printed(name, level: Level, options) -> None:
    text = level_page(tuple(options.items()))
    tokens = words(text)
    for arrow in level.arrows:
        assert str(arrow.points) in tokens
    assert Counter(tokens)[str(level.arrows[0].points)] >= sum(a.points == level.arrows[0].points
                                                                for a in level.arrows)
    for flag in level.flags:
        for points in flag.ladder:
            assert str(points) in tokens
    for puzzle in level.puzzles:
        assert f"{COLOUR_LETTERS[puzzle.colour]} {puzzle.points}" in text
    if level.block is not None:
        assert f"all four framed fields crossed: {level.block.points}" in text
    for band in level.rating:
        assert band.verdict in " ".join(text.split())  # a long verdict wraps
    assert level.name in text
    for letter in "ABCDE":
        assert letter in tokens  # column names around the grid
    assert "ROUNDS" in tokens and "10" in tokens


def test_scoring_box_lists_only_the_categories_a_level_has() -> None:
    text = page_texts(rendered("dizzle-every-special"))[0]
    for category in ("Gems", "Arrows", "Puzzles", "Flags", "Block", "Bombs", "Piles", "Total"):
        assert category in words(text)
    plain = Level(name="Plain", grid=("1 2 3 4 5", "2 3 X 5 6", "3 4 5 6 1", "4 5 6 X 2", "5 6 1 2 3"),
                  rating=({"min_score": 0, "stars": 0, "verdict": "fine"},))
    from sheets.dizzle_panels import _scoring_lines

    assert _scoring_lines(plain) == []


def test_all_prints_the_four_levels_in_order() -> None:
    texts = page_texts(rendered("dizzle-all"))
    assert [f"Level {n}" in text for n, text in zip(LEVEL_NUMBERS, texts)] == [True] * 4
    assert "Custom level" in page_texts(rendered("dizzle-every-special"))[0]


def test_level_and_level_file_together_are_refused() -> None:
    with pytest.raises(SheetError, match="not both"):
        sheets.render("dizzle", level=1, level_file=str(EVERY_SPECIAL))


def test_the_default_is_level_1_and_strings_are_accepted() -> None:
    assert sheets.render("dizzle") == sheets.render("dizzle", level="1") == sheets.render("dizzle", level=1)


def _font_sizes(monkeypatch, **render_arguments) -> list[float]:
    """Every font size a rendering sets, as ReportLab is asked for it."""
    from reportlab.pdfgen.canvas import Canvas

    sizes: list[float] = []
    original = Canvas.setFont

    def record(self, name, size, leading=None):
        sizes.append(size)
        return original(self, name, size, leading)

    monkeypatch.setattr(Canvas, "setFont", record)
    sheets.render("dizzle", **render_arguments)
    return sizes


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_text_on_the_level_sheets_is_smaller_than_7_points(monkeypatch, paper: str) -> None:
    sizes = _font_sizes(monkeypatch, level="all", paper=paper)
    assert sizes and min(sizes) >= 7


def test_long_names_and_verdicts_of_a_custom_level_wrap_at_7_points(monkeypatch, tmp_path) -> None:
    """What validation allows (a 40-character name, 80-character verdicts) stays on the page, readable."""
    import json

    from core.dizzle.level_file import load_level

    data = json.loads(load_level(1).model_dump_json())
    data.update(number=0, name="W" * 40)
    data["rating"] = [dict(band, verdict=("Wm " * 27)[:80]) for band in data["rating"]]
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    sizes = _font_sizes(monkeypatch, level_file=str(path))
    text = " ".join(page_texts(sheets.render("dizzle", level_file=str(path)))[0].split())
    assert min(sizes) >= 7
    assert "W" * 40 in text
    assert text.count("Wm") >= 26 * len(data["rating"])  # every word of every verdict is printed


def test_the_rounds_band_gives_dice_and_rounds_for_each_number_of_players() -> None:
    text = " ".join(page_texts(rendered("dizzle-all"))[0].split())
    assert "Players 1 2 3 4 Dice 8+2 7 10 13 Rounds 10 6 4 3" in text


def test_the_flag_line_reads_as_a_sentence() -> None:
    text = " ".join(page_texts(rendered("dizzle-all"))[2].split())
    assert ("The first to cross a flag circles the highest number left; "
            "every other player strikes that number out on their sheet.") in text
    assert "later players" not in text  # read as "later in time": it is everyone else, at once


def test_fields_only_a_rocket_reaches_are_hatched_as_well_as_tinted(monkeypatch) -> None:
    from sheets import icons

    hatched = []
    original = icons.rocket_only
    monkeypatch.setattr(icons, "rocket_only", lambda sheet, box: (hatched.append(box), original(sheet, box)))
    sheets.render("dizzle", level=4)
    from core.dizzle.level_file import load_level

    level = load_level(4)
    rocket_only = {cell for area in level.rocket_areas for cell in area.cells}
    assert len(hatched) == len(rocket_only) + 1  # every such field, and the legend's swatch


MM = 72 / 25.4


def _drawn_grid(monkeypatch, **options) -> tuple[list, list]:
    """(area, side) of each grid drawn, and the boxes of its fields, for a rendered sheet."""
    grids, fields = [], []
    grid, field = dizzle.draw_grid, dizzle.draw_field
    monkeypatch.setattr(dizzle, "draw_grid", lambda sheet, area, level: (
        grids.append((area, dizzle.grid_side(area, level))), grid(sheet, area, level)))
    monkeypatch.setattr(dizzle, "draw_field",
                        lambda sheet, box, f, **kw: (fields.append(box), field(sheet, box, f, **kw)))
    sheets.render("dizzle", **options)
    return grids, fields


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("number", LEVEL_NUMBERS)
def test_two_dice_fit_side_by_side_in_every_field(number: int, paper: str, monkeypatch) -> None:
    """16 mm or more a field on A4: level 4's water columns (D, I) are drawn narrow, and the grid
    starts under the round track rather than 20 mm below it. Letter is 18 mm shorter: level 3's
    eight rows get 14.8 mm there."""
    [(area, side)], fields = _drawn_grid(monkeypatch, level=number, paper=paper)
    assert side >= (16 if paper == "a4" or number != 3 else 14.5) * MM
    assert all(box.w == pytest.approx(side) and box.h == pytest.approx(side) for box in fields)
    assert area.top - max(box.top for box in fields) <= 6 * MM


def test_the_water_between_islands_is_narrow() -> None:
    widths, heights = dizzle._shares(load_level(4))
    assert [index for index, width in enumerate(widths) if width < 1] == [3, 8]  # columns D and I
    assert heights == [1.0] * 7


@pytest.mark.parametrize(("name", "level", "options"), LEVELS, ids=IDS)
def test_the_block_badge_covers_no_icon(name: str, level: Level, options: dict, monkeypatch) -> None:
    """The framed block's points sit on its frame where no special's icon or letter is."""
    if level.block is None:
        pytest.skip("no framed block")
    seen = []
    original = dizzle.block_badge
    monkeypatch.setattr(dizzle, "block_badge", lambda lvl, at: seen.append((at, original(lvl, at))) or seen[-1][1])
    sheets.render("dizzle", **options)
    [(at, badge)] = seen
    for pos, field in level.fields.items():
        if field.kind in dizzle.INSET_KINDS:
            continue
        box = at(*pos)
        top_band = (box.x, box.top - box.h * 0.55, box.right, box.top)  # the icon and the corner letter
        overlaps = (badge.x < top_band[2] and badge.right > top_band[0]
                    and badge.y < top_band[3] and badge.top > top_band[1])
        assert not overlaps, pos


@pytest.mark.parametrize(("name", "level", "options"), LEVELS, ids=IDS)
def test_the_colour_letters_have_a_key(name: str, level: Level, options: dict) -> None:
    text = " ".join(level_page(tuple(sorted(options.items()))).split())
    colours = [c for c in COLOUR_LETTERS if any(f.colour == c for f in level.fields.values())]
    assert colours and "colours: " in text
    for colour in colours:
        assert f"{COLOUR_LETTERS[colour]} {colour}" in text


def test_the_colour_letters_are_spanish_in_spanish_and_all_differ() -> None:
    from sheets.dizzle_panels import colour_letter
    from tui.i18n import use

    use("es")
    try:
        letters = {colour: colour_letter(colour) for colour in COLOUR_LETTERS}
        text = " ".join(page_texts(sheets.render("dizzle", level=4))[0].split())
    finally:
        use("en")
    assert letters == {"red": "R", "blue": "Z", "green": "V", "yellow": "A", "purple": "M", "orange": "N"}
    assert "colores: R rojo, Z azul, V verde, A amarillo, M morado" in text


def test_how_to_play_fills_its_page_under_a_title_larger_than_its_text(monkeypatch) -> None:
    from sheets import dizzle_rules

    drawn = []
    original = dizzle_rules.draw_panel
    monkeypatch.setattr(dizzle_rules, "draw_panel", lambda sheet, box, levels, size, columns: (
        drawn.append((box, size)), original(sheet, box, levels, size, columns)))
    for paper in sheets.PAPERS:
        sheets.render("dizzle", level="rules", paper=paper)
    assert len(drawn) == 2
    for (box, size), paper in zip(drawn, sheets.PAPERS):
        page_height = {"a4": 841.89, "letter": 792.0}[paper]
        assert box.h >= 0.7 * (page_height - 2 * 14 * MM)  # the heading and the footer take the rest
        assert size >= 12 and dizzle_rules.caption_size(size) > size
