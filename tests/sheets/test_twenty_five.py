"""25 to Dice boards: drawn from the board data the game plays on."""

from __future__ import annotations

import pytest

import sheets
from core.twenty_five.board import INMATES, load_board
from sheets import twenty_five
from sheets.paper import Sheet

from .conftest import page_texts, rendered, words


@pytest.mark.parametrize("case", ["25-to-dice-solo", "25-to-dice-competitive"])
def test_board_shows_numbers_exits_cells_time_and_counters(case: str) -> None:
    text = page_texts(rendered(case))[0]
    tokens = words(text)
    board = load_board()
    for inmate in INMATES:
        assert inmate in tokens
    assert [f"Exit {letter}" in text for letter in "ABCDEFG"] == [True] * 6 + [False]  # named as on screen
    for value in range(1, 7):  # each grid number, plus once on the time track (15..1)
        assert tokens.count(str(value)) >= sum(row.count(value) for row in board.numbers) + 1
    for value in range(7, 16):
        assert str(value) in tokens
    assert "TIME LEFT" in text and "Escaped" in tokens and "Captured" in tokens


def test_solo_board_marks_four_escapes_to_win_and_three_captures_to_lose() -> None:
    text = page_texts(rendered("25-to-dice-solo"))[0]
    assert "4: you win" in text and "3: you lose" in text
    assert "Score" not in words(text)


def test_competitive_board_adds_a_score_box_under_each_cell_and_a_total() -> None:
    text = page_texts(rendered("25-to-dice-competitive"))[0]
    assert words(text).count("Score") == len(INMATES)
    assert words(text).count("Score:") == 1  # the round's scoring step, run in
    assert "Total score" in text
    assert "you win" not in text  # everyone plays on until all inmates are out


def test_both_patrols_are_drawn_step_by_step_in_their_colours(monkeypatch) -> None:
    """An arrowhead on every step of each route, pointing the way the guard walks."""
    heads = []
    original = Sheet.arrow_head

    def record(self, x, y, ux, uy, *, colour, size):
        heads.append((colour, round(ux), round(uy)))
        original(self, x, y, ux, uy, colour=colour, size=size)

    monkeypatch.setattr(Sheet, "arrow_head", record)
    sheets.render("25-to-dice")
    board = load_board()
    steps = {"up": (0, 1), "down": (0, -1), "left": (-1, 0), "right": (1, 0)}  # page y grows upwards
    for patrol in board.patrols:
        colour = twenty_five.GUARD_COLOURS[patrol.guard]
        drawn = [(ux, uy) for c, ux, uy in heads if c == colour]
        assert drawn == [steps[board.heading(patrol.guard, square)] for square in patrol.route]


def test_guards_stay_apart_without_colour() -> None:
    """Blue is dashed and Green solid, and each start dot carries the guard's letter."""
    assert twenty_five.DASHES["Green"] == [] and twenty_five.DASHES["Blue"]
    assert twenty_five.ROUTE_OFFSET["Green"] != twenty_five.ROUTE_OFFSET["Blue"]
    tokens = words(page_texts(rendered("25-to-dice-solo"))[0])
    assert "G" in tokens and "B" in tokens


@pytest.mark.parametrize("case", ["25-to-dice-solo", "25-to-dice-competitive"])
def test_board_names_the_squares_as_the_app_does(case: str) -> None:
    """Column letters A-F over the grid and row numbers 1-6 beside it: A1 is Green's corner."""
    from core.twenty_five.board import square_name

    tokens = words(page_texts(rendered(case))[0])
    board = load_board()
    assert square_name((0, 0)) == "A1"
    for col in range(board.width):
        assert square_name((0, col))[0] in tokens


@pytest.mark.parametrize("mode", ["solo", "competitive"])
def test_the_round_summary_fits_its_panel(mode: str, monkeypatch) -> None:
    room = []
    original = twenty_five._round_summary
    monkeypatch.setattr(twenty_five, "_round_summary", lambda *args: room.append(original(*args)))
    for paper in sheets.PAPERS:
        sheets.render("25-to-dice", mode=mode, paper=paper)
    assert len(room) == 2 and min(room) >= 0


def test_board_sums_up_a_round_and_has_tokens_for_every_inmate_and_guard() -> None:
    text = " ".join(page_texts(rendered("25-to-dice-solo"))[0].split())
    for step in ("Guards move", "Pursuit", "Inmates move", "Escape", "Substitution", "Time"):
        assert step in text
    assert "Tokens to cut out" in text and "coins" in text
    tokens = words(text)
    assert tokens.count("guard") >= 2 and "Green" in tokens and "Blue" in tokens
    for inmate in INMATES:
        assert tokens.count(inmate) >= 2  # on its cell and on its token


def test_solo_and_coop_print_one_board_that_says_it_serves_both() -> None:
    assert sheets.render("25-to-dice", mode="coop") == rendered("25-to-dice-solo")
    assert "Solo & co-op board" in page_texts(rendered("25-to-dice-solo"))[0]
    assert sheets.default_filename("25-to-dice", mode="coop") == sheets.default_filename("25-to-dice")


def test_the_board_says_what_a_table_needs_besides_it() -> None:
    """The rulebook's components: 8 dice, a pencil and an eraser (trails are rubbed out)."""
    text = " ".join(page_texts(rendered("25-to-dice-solo"))[0].split())
    assert "You need: 8 dice (one per guard, six for the inmates), a pencil and an eraser" in text


@pytest.mark.parametrize("case", ["25-to-dice-solo", "25-to-dice-competitive"])
def test_inmates_move_only_onto_free_squares_and_first_onto_the_square_above_the_cell(case: str) -> None:
    text = " ".join(page_texts(rendered(case))[0].split())
    assert "Only free squares: no guard or inmate on them." in text
    assert "An inmate's first step is onto the square above its cell." in text


def test_competitive_ties_are_broken_in_the_engines_order() -> None:
    """After escapes and points, core.twenty_five.rules.tie_break's order, then a shared win."""
    from core.twenty_five.rules import tie_break

    text = " ".join(page_texts(rendered("25-to-dice-competitive"))[0].split())
    order = ["The most escapes wins", "the most points", "the fewest captured", "the best single inmate's points",
             "the fewest substitutions", "the fewest squares scored", "the win is shared"]
    assert [text.find(part) for part in order] == sorted(text.find(part) for part in order)
    assert -1 not in [text.find(part) for part in order]
    assert "fewer substitutions, fewer squares scored" in (tie_break.__doc__ or "")


@pytest.mark.parametrize("mode", ["solo", "competitive"])
def test_the_round_panel_is_filled_not_a_third_blank(mode: str, monkeypatch) -> None:
    left = []
    original = twenty_five._round_summary
    monkeypatch.setattr(twenty_five, "_round_summary",
                        lambda sheet, box, competitive: left.append(original(sheet, box, competitive) / box.h))
    for paper in sheets.PAPERS:
        sheets.render("25-to-dice", mode=mode, paper=paper)
    assert len(left) == 2 and max(left) < 0.15


def test_the_scoring_corners_lie_under_neither_patrol_route(monkeypatch) -> None:
    """Every corner to shade stays clear of both routes: half a millimetre beyond an arrowhead's half
    width from every line (the routes' arrowheads sit on the lines, where squares meet)."""
    corners, routes = [], []
    monkeypatch.setattr(twenty_five, "_scoring_corner", lambda sheet, box: corners.append(box))
    original = twenty_five._patrol
    monkeypatch.setattr(twenty_five, "_patrol",
                        lambda sheet, squares, guard, side: (routes.append((squares, guard, side)),
                                                             original(sheet, squares, guard, side)))
    sheets.render("25-to-dice", mode="competitive")
    assert len(corners) == 36 and len(routes) == 2
    mm = 72 / 25.4
    clearance = 0.5 * mm + 2 * mm * 0.45  # beyond an arrowhead's half width (sheet.arrow_head, 2 mm)
    for squares, guard, side in routes:
        dx, dy = twenty_five.ROUTE_OFFSET[guard]
        points = [(box.cx + dx * side, box.cy + dy * side) for box in squares]
        for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]):
            for box in corners:
                (ax, ay), (bx, by) = twenty_five.scoring_corner(box)
                near_x = min(x1, x2) - clearance < max(ax, bx) and max(x1, x2) + clearance > min(ax, bx)
                near_y = min(y1, y2) - clearance < max(ay, by) and max(y1, y2) + clearance > min(ay, by)
                assert not (near_x and near_y), (guard, box)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_guards_letters_on_paper_are_the_screens(language: str) -> None:
    """G and L in English, V and Z in Spanish: never an inmate's initial or a column's (A-F)."""
    from tui.games.twenty_five.board import guard_letter as on_screen
    from tui.i18n import use

    use(language)
    try:
        letters = [twenty_five.guard_letter(guard) for guard in ("Green", "Blue")]
        assert letters == [on_screen("Green"), on_screen("Blue")]
        assert not set(letters) & set("ABCDEF")
    finally:
        use("en")


@pytest.mark.parametrize(("language", "label"), [("en", "Co-op:"), ("es", "Cooperativo:")])
def test_the_co_op_rule_is_led_by_its_label_run_in_in_both_languages(language: str, label: str) -> None:
    """A label in a column of its own ran into its text in Spanish ("CooperativoDe 2 a 6"): run
    in, as the round panel's, it is always followed by a space whatever its length."""
    from tui.i18n import use

    use(language)
    try:
        text = page_texts(sheets.render("25-to-dice", mode="solo"))[0]
    finally:
        use("en")
    flat = " ".join(text.split())
    assert f"{label} 2 " in flat or f"{label} De 2 " in flat, flat


def test_the_solo_end_never_runs_off_its_panel_at_the_size_it_chose(monkeypatch) -> None:
    left = []
    original = twenty_five._end
    monkeypatch.setattr(twenty_five, "_end", lambda sheet, box, competitive: left.append(
        (original(sheet, box, competitive), box.h)))
    for paper in sheets.PAPERS:
        sheets.render("25-to-dice", mode="solo", paper=paper)
    assert left and all(room >= 0 for room, _height in left)
