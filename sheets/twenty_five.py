"""25 to Dice boards: the solo and co-op board, and the competitive board with score boxes.

Drawn from `core.twenty_five.board` (the same data the game engine plays on), so the
paper prison and the app's prison are the same. What a player needs on paper, from
the rulebook: the grid numbers, an exit box above the top row to write each escape's
die value in, the six cells named after the inmates, both guards' patrol routes with
arrows (Green from the top-left square, Blue from the bottom-right), the time track
15..1 to cross off one round at a time, and boxes to count escaped and captured
inmates. The competitive board adds a score box under each cell, a total, and a small
corner in every square to shade once it has been scored.

The two routes never overlap on paper: Green runs along the upper and left part of
each square, Blue along the lower and right part, with the number in the middle. Blue
is also dashed, and both start dots carry a letter, so a black-and-white print keeps
them apart.
"""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.lib.units import mm

from core.twenty_five.board import Board, load_board
from sheets.errors import SheetError
from sheets.paper import MUTED, WHITE, Box, Sheet

GUARD_COLOURS: dict[str, Color] = {"Green": Color(0.09, 0.55, 0.24), "Blue": Color(0.13, 0.36, 0.82)}
#: where each route runs inside a square, as a fraction of the side from its centre
ROUTE_OFFSET: dict[str, tuple[float, float]] = {"Green": (-0.3, 0.3), "Blue": (0.3, -0.3)}
DASHES: dict[str, list[float]] = {"Green": [], "Blue": [3.2, 1.8]}
TIME = 15
MODES = ("solo", "coop", "co-op", "competitive")


def draw(sheet: Sheet, mode: str | None) -> None:
    """One board page; solo (the default) and co-op share the same board."""
    mode = "solo" if mode is None else mode
    if mode not in MODES:
        raise SheetError(f"unknown mode {mode!r} (choose {', '.join(MODES)})")
    competitive = mode == "competitive"
    try:
        board = load_board()
    except ValueError as error:
        raise SheetError(f"the 25 to Dice board cannot be loaded: {error}") from None
    kind = "Competitive board" if competitive else "Solo & co-op board"
    area = sheet.new_page(f"25 to Dice, {kind.lower()}, {board.title.lower()}")
    area = sheet.heading(area, "25 to Dice", f"{kind}  \u2013  {board.title}")
    time_band, area = area.take_top(13 * mm, gap=4 * mm)
    _time_track(sheet, time_band)
    tally_band, area = area.take_bottom(31 * mm if competitive else 25 * mm, gap=4 * mm)
    _tally(sheet, tally_band, competitive)
    _prison(sheet, area, board, competitive)


def _time_track(sheet: Sheet, band: Box) -> None:
    label, boxes = band.take_left(33 * mm)
    sheet.text(label.x, label.cy + 1, "TIME LEFT", size=10, bold=True)
    sheet.text(label.x, label.cy - 9, "cross one off each round", size=6.5, colour=MUTED)
    for cell, number in zip(sheet.track(boxes, [""] * TIME, gap=1.2 * mm), range(TIME, 0, -1)):
        sheet.centred(cell, str(number), size=10, bold=True, colour=MUTED)


def _prison(sheet: Sheet, area: Box, board: Board, competitive: bool) -> None:
    """Exits, the grid with both patrols, and the cells (with score boxes when competitive)."""
    exit_h, cell_h, score_h = 17 * mm, 15 * mm, (15 * mm if competitive else 0)
    side = min(28 * mm, area.w / board.width, (area.h - exit_h - cell_h - score_h - 4 * mm) / board.height)
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

    for number, exit in enumerate(board.exits, start=1):
        above = square_box(*exit.reached_from)
        box = Box(above.x + side * 0.12, grid.top + 3.5 * mm, side * 0.76, exit_h - 4.5 * mm)
        sheet.write_in_box(box, f"Exit {number}")
        sheet.line(box.cx, grid.top, box.cx, box.y, width=1.2)
    for cell in board.cells:
        below = square_box(*cell.opens_onto)
        box = Box(below.x + side * 0.06, grid.y - cell_h - 2 * mm, side * 0.88, cell_h)
        sheet.line(box.cx, grid.y, box.cx, box.top, width=1.2)
        sheet.rect(box, width=1.2, radius=1.5 * mm)
        sheet.centred(Box(box.x, box.top - 6 * mm, box.w, 5 * mm), cell.inmate, size=9.5, bold=True)
        sheet.centred(Box(box.x, box.y + 1 * mm, box.w, 4 * mm), "cell", size=6.5, colour=MUTED)
        if competitive:
            sheet.write_in_box(Box(box.x, box.y - score_h - 1 * mm, box.w, score_h), "Score")


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
    sheet.text(x, y - 2.6, guard[0], size=7.5, bold=True, colour=WHITE, align="centre")


def _scoring_corner(sheet: Sheet, box: Box) -> None:
    """The bottom-right corner a competitive player shades when the square is scored."""
    size = box.w * 0.2
    with sheet.state() as canvas:
        canvas.setStrokeColor(MUTED)
        canvas.setLineWidth(0.5)
        path = canvas.beginPath()
        path.moveTo(box.right - size, box.y)
        path.lineTo(box.right, box.y + size)
        canvas.drawPath(path, stroke=1, fill=0)


def _tally(sheet: Sheet, band: Box, competitive: bool) -> None:
    """Escaped and captured counters, the legend, and the total in competitive play."""
    counters, legend = band.columns([1, 1.2], gap=4 * mm)
    inner = sheet.panel(counters, "Escaped and captured", size=9)
    goal = {"Escaped": 0 if competitive else 4, "Captured": 0 if competitive else 3}
    for row, name in zip(inner.rows(2, gap=1.5 * mm), goal):
        label, boxes = row.take_left(20 * mm)
        sheet.text(label.x, label.cy - 3, name, size=8, bold=True)
        cells = sheet.track(Box(boxes.x, boxes.y, boxes.w * 0.62, boxes.h), [""] * 6, gap=1.5 * mm)
        if goal[name]:
            sheet.rect(cells[goal[name] - 1], width=2)
            outcome = "you win" if name == "Escaped" else "you lose"
            sheet.text(cells[-1].right + 2 * mm, label.cy - 3, f"{goal[name]}: {outcome}", size=7.5, colour=MUTED)
    inner = sheet.panel(legend, "Key", size=9)
    y = inner.top - 8
    for guard, style in (("Green", "solid, starts top-left"), ("Blue", "dashed, starts bottom-right")):
        with sheet.state() as canvas:
            canvas.setDash(DASHES[guard])
            sheet.line(inner.x, y + 2.5, inner.x + 8 * mm, y + 2.5, width=1.4, colour=GUARD_COLOURS[guard])
        sheet.text(inner.x + 10 * mm, y, f"{guard} guard: {style}", size=7.5)
        y -= 10
    notes = ["Exit box: write the escape's die value; cross it out once used to substitute a number."]
    if competitive:
        notes.append("Shade a square's corner when it is scored; each square scores once.")
    for note in notes:
        y = sheet.paragraph(inner.x, y, inner.w - (27 * mm if competitive else 0), note, size=7, colour=MUTED) - 1
    if competitive:
        sheet.write_in_box(Box(inner.right - 25 * mm, inner.y, 25 * mm, 11 * mm), "Total score")
