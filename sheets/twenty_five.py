"""25 to Dice boards: the solo and co-op board, and the competitive board with score boxes.

Drawn from `core.twenty_five.board` (the same data the game engine plays on), so the
paper prison and the app's prison are the same. What a player needs on paper, from
the rulebook: the grid numbers, an exit box above the top row to write each escape's
die value in, the six cells named after the inmates, both guards' patrol routes with
arrows (Green from the top-left square, Blue from the bottom-right), the time track
15..1 to cross off one round at a time, and boxes to count escaped and captured
inmates. The competitive board adds a score box under each cell, a total, and a small
corner in every square to shade once it has been scored.

So that the sheet alone plays the game with ordinary dice and a pencil, it also names
the squares as the app and the rules page do (column letters over the grid, row numbers
beside it: A1 is Green's corner), sums up a round in the rules page's order, and has
tokens to cut out for the six inmates and the two guards (coins do as well).

The two routes never overlap on paper: Green runs along the upper and left part of
each square, Blue along the lower and right part, with the number in the middle. Blue
is also dashed, and both start dots carry a letter, so a black-and-white print keeps
them apart.
"""

from __future__ import annotations

from reportlab.lib.units import mm

from core.lang import _, pgettext
from core.twenty_five.board import COLUMNS, Board, load_board, square_name
from core.twenty_five.state import ROUNDS  # the time track
from sheets.errors import SheetError
from sheets.layout import Box
from sheets.paper import MUTED, SMALLEST, WHITE, Sheet
from sheets.registry import TWENTY_FIVE_MODES as MODES  # the modes `--mode` takes
from sheets.text_flow import draw_run_in, run_in_lines
from sheets.twenty_five_panels import DASHES, GUARD_COLOURS, draw_tally, draw_tokens
from sheets.twenty_five_words import (
    BOARD_TITLES,
    COMPETITIVE_END,
    NEED,
    ROUND,
    SCORING,
    SOLO_END,
    guard_letter,
)

#: where each route runs inside a square, as a fraction of the side from its centre
ROUTE_OFFSET: dict[str, tuple[float, float]] = {"Green": (-0.28, 0.28), "Blue": (0.28, -0.28)}
SIDE_WIDTH = 64 * mm
TOKENS_HEIGHT = 42 * mm
ROW_NAMES_WIDTH = 4 * mm  # room left of the grid for the row numbers
#: the built-in board's title (a board file's own words are data)
def draw(sheet: Sheet, mode: str | None) -> None:
    """One board page; solo (the default) and co-op share the same board."""
    mode = "solo" if mode is None else mode
    if mode not in MODES:
        raise SheetError(_("unknown mode {mode} (choose {modes})").format(mode=repr(mode), modes=", ".join(MODES)))
    competitive = mode == "competitive"
    try:
        board = load_board()
    except ValueError as error:
        raise SheetError(_("the 25 to Dice board cannot be loaded: {error}").format(error=error)) from None
    kind = _("Competitive board") if competitive else _("Solo & co-op board")
    title = _(BOARD_TITLES[board.title]) if board.title in BOARD_TITLES else board.title
    area = sheet.new_page(_("25 to Dice, {kind}, {board}").format(kind=kind.lower(), board=title.lower()))
    area = sheet.heading(area, "25 to Dice", f"{kind}  \u2013  {title}")
    time_band, area = area.take_top(13 * mm, gap=4 * mm)
    _time_track(sheet, time_band)
    tally_band, area = area.take_bottom(31 * mm if competitive else 25 * mm, gap=4 * mm)
    draw_tally(sheet, tally_band, competitive)
    side_column, area = area.take_right(SIDE_WIDTH, gap=4 * mm)
    tokens, summary = side_column.take_bottom(TOKENS_HEIGHT, gap=3 * mm)
    _round_summary(sheet, summary, competitive)
    draw_tokens(sheet, tokens, board)
    below = _prison(sheet, area, board, competitive, reserve=_end_height(sheet, area.w, competitive))
    _end(sheet, below, competitive)


def _time_track(sheet: Sheet, band: Box) -> None:
    label, boxes = band.take_left(33 * mm)
    sheet.text(label.x, label.cy + 1, _("TIME LEFT"), size=10, bold=True, max_width=label.w - 1.5 * mm)
    sheet.text(label.x, label.cy - 9, _("cross one off each round"), size=SMALLEST, colour=MUTED)
    for cell, number in zip(sheet.track(boxes, [""] * ROUNDS, gap=1.2 * mm), range(ROUNDS, 0, -1)):
        sheet.centred(cell, str(number), size=10, bold=True, colour=MUTED)


def _prison(sheet: Sheet, area: Box, board: Board, competitive: bool, reserve: float) -> Box:
    """Exits, the grid with both patrols, and the cells (with score boxes when competitive),
    leaving at least `reserve` below them; returns the room left below them."""
    exit_h, cell_h, score_h = 17 * mm, 15 * mm, (16 * mm if competitive else 0)
    _names, area = area.take_left(ROW_NAMES_WIDTH)
    side = min(28 * mm, area.w / board.width,
               (area.h - exit_h - cell_h - score_h - 6 * mm - reserve) / board.height)
    grid = Box(area.cx - side * board.width / 2, area.top - exit_h - side * board.height,
               side * board.width, side * board.height)

    def square_box(row: int, col: int) -> Box:
        return Box(grid.x + col * side, grid.top - (row + 1) * side, side, side)

    for row, col in board.squares():
        box = square_box(row, col)
        sheet.rect(box, width=0.6, fill=WHITE)
        sheet.centred(box, str(board.number((row, col))), size=side * 0.4, bold=True)
        if competitive:
            _scoring_corner(sheet, box)
    sheet.rect(grid, width=1.6)
    for patrol in board.patrols:
        _patrol(sheet, [square_box(*square) for square in patrol.route], patrol.guard, side)

    _square_names(sheet, board, grid, side)
    for exit in board.exits:
        above = square_box(*exit.reached_from)
        box = Box(above.x + side * 0.12, grid.top + 3.5 * mm, side * 0.76, exit_h - 4.5 * mm)
        # the box's caption, "Exit B": named by the column it tops, as the app's exit_name does
        sheet.write_in_box(box, _("Exit {column}").format(column=COLUMNS[exit.reached_from[1]]))
        sheet.line(box.cx, grid.top, box.cx, box.y, width=1.2)
    for cell in board.cells:
        below = square_box(*cell.opens_onto)
        box = Box(below.x + side * 0.06, grid.y - cell_h - 2 * mm, side * 0.88, cell_h)
        sheet.line(box.cx, grid.y, box.cx, box.top, width=1.2)
        sheet.rect(box, width=1.2, radius=1.5 * mm)
        sheet.centred(Box(box.x, box.top - 6 * mm, box.w, 5 * mm), cell.inmate, size=9.5, bold=True)
        sheet.centred(Box(box.x, box.y + 1 * mm, box.w, 4 * mm), _("cell"), size=SMALLEST, colour=MUTED)
        if competitive:
            # i18n: the caption of an inmate's score box under its cell: a short word (Spanish: Puntos)
            sheet.write_in_box(Box(box.x, box.y - score_h - 1 * mm, box.w, score_h), pgettext("score box", "Score"))
    bottom = grid.y - cell_h - 2 * mm - (score_h + 1 * mm if competitive else 0)
    return Box(area.x - ROW_NAMES_WIDTH, area.y, area.w + ROW_NAMES_WIDTH, bottom - 4 * mm - area.y)


#: the solo end panel's text sizes, largest first: the largest that fits the room under the prison
END_SIZES = (9.0, 8.5, 8.0, 7.5)  # never above the panel's title (9)


def _solo_end_height(sheet: Sheet, inner_w: float, size: float) -> float:
    """How tall the solo end's headline (bold) and co-op rule (run in) stand at `size`."""
    headline, (label, co_op) = SOLO_END
    return (sheet.lines(_(headline), inner_w, size=size, bold=True) * size * 1.25 + 2
            + len(run_in_lines(_("{label}:").format(label=_(label)), _(co_op), inner_w, size)) * size * 1.2)


def _end_height(sheet: Sheet, width: float, competitive: bool) -> float:
    """How tall `_end` draws its panel in `width`, at its smallest size (the prison takes the rest)."""
    inner = width - 6 * mm
    if competitive:
        winner, rest = COMPETITIVE_END
        lines = (sheet.lines(_(winner), inner, size=8.5, bold=True) * 8.5 * 1.25 + 2
                 + sheet.lines(_(rest), inner, size=7.5) * 7.5 * 1.2)
    else:
        lines = _solo_end_height(sheet, inner, END_SIZES[-1])
    return 7 * mm + 9 + 8 + lines


def _end(sheet: Sheet, box: Box, competitive: bool) -> float:
    """How the game ends and who wins (competitive), or the end and the co-op rule (solo & co-op:
    the label run into its text, as the round panel's, so a long word such as "Cooperativo" never
    runs into it), in the room under the prison; returns the room left under the last line."""
    inner = sheet.panel(box, _("Who wins") if competitive else _("End of the game"), size=9)
    y = inner.top - 8
    if competitive:
        winner, rest = COMPETITIVE_END
        y = sheet.paragraph(inner.x, y, inner.w, _(winner), size=8.5, bold=True) - 2
        y = sheet.paragraph(inner.x, y, inner.w, _(rest), size=7.5, leading=1.2)
        return y + 7.5 - inner.y
    headline, (label, co_op) = SOLO_END
    room = inner.h - 8
    size = next((size for size in END_SIZES if _solo_end_height(sheet, inner.w, size) <= room), END_SIZES[-1])
    y = sheet.paragraph(inner.x, y, inner.w, _(headline), size=size, bold=True, leading=1.25) - 2
    y = draw_run_in(sheet, inner.x, y, inner.w, _("{label}:").format(label=_(label)), _(co_op), size=size,
                    leading=1.2)
    return y + size * 1.2 - inner.y


def _square_names(sheet: Sheet, board: Board, grid: Box, side: float) -> None:
    """Column letters just over the grid (beside each exit's line), row numbers to its left."""
    for col in range(board.width):
        letter = square_name((0, col))[:-1]
        sheet.text(grid.x + col * side + 1.2 * mm, grid.top + 1 * mm, letter, size=8, bold=True, colour=MUTED)
    for row in range(board.height):
        number = square_name((row, 0))[1:]
        sheet.text(grid.x - 1.5 * mm, grid.top - (row + 0.5) * side - 3, number, size=8, bold=True,
                   colour=MUTED, align="right")


#: the round panel's text sizes, largest first: the largest whose lines fill the panel is used
ROUND_SIZES = (9.0, 8.5, 8.0, 7.5, SMALLEST)
LEADING, STEP_GAP = 1.18, 2.5


def _round_steps(competitive: bool) -> list[tuple[str, str]]:
    """(label, text) of every step, in the player's language: "Guards move:" runs into its text."""
    steps = (NEED, *ROUND, *(SCORING if competitive else ()))
    return [(_("{label}:").format(label=_(label)), _(text)) for label, text in steps]


def _round_lines_height(sheet: Sheet, width: float, competitive: bool, size: float) -> float:
    """How tall `_round_summary` draws its steps at `size` in a panel `width` wide inside."""
    return sum(len(run_in_lines(label, text, width, size)) * size * LEADING + STEP_GAP
               for label, text in _round_steps(competitive))


def round_size(sheet: Sheet, inner: Box, competitive: bool) -> float:
    """The largest text size whose steps fit the panel: a short language fills it, a long one
    still fits at the smallest size."""
    room = inner.h - 8
    return next((size for size in ROUND_SIZES
                 if _round_lines_height(sheet, inner.w, competitive, size) <= room), SMALLEST)


def _round_summary(sheet: Sheet, box: Box, competitive: bool) -> float:
    """What a table needs, then each round's steps, top to bottom, each led by its name in bold, in
    a narrow panel beside the prison at the largest size that fills it; returns the room left under
    the last line (the tests hold it at zero or more: nothing runs off the panel)."""
    inner = sheet.panel(box, _("A round"), size=9)
    size = round_size(sheet, inner, competitive)
    y = inner.top - 8
    for label, text in _round_steps(competitive):
        y = draw_run_in(sheet, inner.x, y, inner.w, label, text, size=size, leading=LEADING) - STEP_GAP
    return y + STEP_GAP + size * LEADING - 3 - inner.y


def _patrol(sheet: Sheet, squares: list[Box], guard: str, side: float) -> None:
    """The closed route as one line through every square, an arrowhead at each step."""
    dx, dy = ROUTE_OFFSET[guard]
    points = [(box.cx + dx * side, box.cy + dy * side) for box in squares]
    colour = GUARD_COLOURS[guard]
    with sheet.state() as canvas:
        canvas.setStrokeColor(colour)
        canvas.setLineWidth(1.1)
        canvas.setDash(DASHES[guard])
        path = canvas.beginPath()
        path.moveTo(*points[0])
        for point in points[1:]:
            path.lineTo(*point)
        path.close()
        canvas.drawPath(path, stroke=1, fill=0)
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]):
        ux, uy = (x2 - x1) / side, (y2 - y1) / side
        sheet.arrow_head((x1 + x2) / 2 + ux * 1.2 * mm, (y1 + y2) / 2 + uy * 1.2 * mm, ux, uy,
                         colour=colour, size=2 * mm)
    x, y = points[0]
    with sheet.state() as canvas:
        canvas.setFillColor(colour)
        canvas.circle(x, y, 2.2 * mm, stroke=0, fill=1)
    sheet.text(x, y - 2.6, guard_letter(guard), size=7.5, bold=True, colour=WHITE, align="centre")


#: the legs of the corner to shade, as a fraction of a square's side: short enough to stay clear of
#: the routes (ROUTE_OFFSET), which run 0.22 of a side in from the edges
CORNER = 0.13


def scoring_corner(box: Box) -> tuple[tuple[float, float], tuple[float, float]]:
    """The corner's diagonal, cutting off the square's bottom-left corner: Green runs along the left
    and Blue along the bottom, each 0.22 of a side in, so the corner lies under neither route."""
    size = box.w * CORNER
    return (box.x, box.y + size), (box.x + size, box.y)


def _scoring_corner(sheet: Sheet, box: Box) -> None:
    """The corner a competitive player shades when the square is scored."""
    (x1, y1), (x2, y2) = scoring_corner(box)
    with sheet.state() as canvas:
        canvas.setStrokeColor(MUTED)
        canvas.setLineWidth(0.5)
        path = canvas.beginPath()
        path.moveTo(x1, y1)
        path.lineTo(x2, y2)
        canvas.drawPath(path, stroke=1, fill=0)
