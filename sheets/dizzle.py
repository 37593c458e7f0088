"""Dizzle level sheets: one page per level, drawn from the same level data the game plays.

A page has what a player marks or looks up during a game, from the rulebook: the round
track (10 boxes, as many are used as the player count allows), the grid with the pips
of every field drawn as die faces, the printed start crosses, every special field as
an icon, the arrows with their points at the row and column ends, a scoring box by
category, the solo rating table and a one-line legend.

Black-and-white printers lose nothing: a special field carries its meaning as text in
its corner as well (a gem's points, a bomb's or pile's minus points, the letter of a
key's, lock's, puzzle piece's or flag's colour), and fields only a rocket reaches are
tinted and hatched (the hatching survives a grey print) and named in the legend. Row numbers and column letters
are printed around the grid because level files and the app name fields that way ("C4").
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable

from reportlab.lib.units import mm

from core.dizzle.level import COLOUR_LETTERS, LEVEL_NUMBERS, Level, SheetField
from core.dizzle.level_file import load_level, parse_level
from core.dizzle.level_words import level_text
from core.lang import _
from sheets import dizzle_rules, icons
from sheets.dizzle_panels import (
    BOTTOM_GAP,
    BOTTOM_SHARES,
    LEGEND_LINE,
    bottom_height,
    draw_legend,
    draw_rounds,
    draw_scoring,
    draw_solo,
)
from sheets.errors import SheetError
from sheets.layout import Box
from sheets.paper import INK, MUTED, WHITE, Sheet

MAX_FIELD = 20 * mm
TAG_SIZE = 0.27  # corner text, as a fraction of the field's side


def draw(sheet: Sheet, level: str | int | None, level_file: str | None) -> None:
    """One page per level: `level` is 1-4 or "all" (default 1), or a level file's path; then
    How to play, once, on a page of its own.

    Why a page of its own rather than a panel beside the grid: a panel big enough to play
    from took a third of the grid's height (fields of 8 to 12 mm instead of 15 to 19, less
    in Spanish and on Letter), and a table prints one level page per player and game but
    the rules once."""
    chosen = levels(level, level_file)
    for each in chosen:
        draw_level(sheet, each)
    dizzle_rules.draw_page(sheet, chosen)


def levels(level: str | int | None, level_file: str | None) -> list[Level]:
    """The levels asked for, loaded and validated; SheetError with the reason otherwise."""
    if level is not None and level_file is not None:
        raise SheetError(_("give a level or a level file, not both"))
    if level_file is not None:
        return [_read_level_file(level_file)]
    choice = str(1 if level is None else level).strip().lower()
    if choice == "all":
        numbers: tuple[int, ...] = LEVEL_NUMBERS
    elif choice.isdigit() and int(choice) in LEVEL_NUMBERS:
        numbers = (int(choice),)
    else:
        raise SheetError(_("unknown level {level} (choose {numbers} or all)").format(
            level=repr(level), numbers=", ".join(map(str, LEVEL_NUMBERS))))
    try:
        return [load_level(number) for number in numbers]
    except (OSError, ValueError) as error:
        raise SheetError(_("a built-in Dizzle level cannot be loaded: {error}").format(error=error)) from None


#: the most a level file may hold, as when a game is started from one (saves.files.LEVEL_BYTES)
LEVEL_FILE_BYTES = 256 * 1024


def _read_level_file(path: str) -> Level:
    """A level file read as the game reads one: a regular file only (a FIFO or /dev/zero
    never blocks or fills memory), no more than LEVEL_FILE_BYTES."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # a link the user names is followed
    except OSError as error:
        reason = error.strerror or error
        raise SheetError(_("cannot read level file {path}: {error}").format(path=path, error=reason)) from None
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise SheetError(_("level file {path} is not a regular file").format(path=path))
        with os.fdopen(descriptor, "rb", closefd=False) as stream:
            text = stream.read(LEVEL_FILE_BYTES + 1)
    except OSError as error:
        reason = error.strerror or error
        raise SheetError(_("cannot read level file {path}: {error}").format(path=path, error=reason)) from None
    finally:
        os.close(descriptor)
    if len(text) > LEVEL_FILE_BYTES:
        raise SheetError(_("level file {path} is larger than {size} KB").format(
            path=path, size=LEVEL_FILE_BYTES // 1024))
    try:
        return parse_level(text)  # bytes: decoded as a save is (UTF-8, a BOM, UTF-16)
    except ValueError as error:
        reason = (str(error).strip().splitlines() or [_("not a level")])[0]
        raise SheetError(_("level file {path}: {reason}").format(path=path, reason=reason)) from None


def level_title(level: Level) -> str:
    return _("Level {number}").format(number=level.number) if level.number else _("Custom level")


def draw_level(sheet: Sheet, level: Level) -> None:
    """The whole page of one level."""
    title, name = level_title(level), level_text(level.name)
    area = sheet.new_page(_("Dizzle, {title}: {name}").format(title=title.lower(), name=name))
    area = sheet.heading(area, "Dizzle", f"{title}  \u2013  {name}", detail_width=120 * mm)
    rounds, area = area.take_top(11 * mm, gap=4 * mm)
    draw_rounds(sheet, rounds)
    legend, area = area.take_bottom(2 * LEGEND_LINE, gap=2 * mm)
    draw_legend(sheet, legend, level)
    bottom, area = area.take_bottom(bottom_height(level, area.w), gap=5 * mm)
    scoring, solo = bottom.columns(BOTTOM_SHARES, gap=BOTTOM_GAP)
    draw_scoring(sheet, scoring, level)
    draw_solo(sheet, solo, level)
    draw_grid(sheet, area, level)


def _grid_margins(level: Level) -> tuple[float, float, float, float]:
    """Room around the grid: left (row numbers), top (column letters), right and bottom (arrows)."""
    row_arrows = any(arrow.row is not None for arrow in level.arrows)
    col_arrows = any(arrow.column is not None for arrow in level.arrows)
    return 6 * mm, 5 * mm, (11 * mm if row_arrows else 0), (11 * mm if col_arrows else 0)


def grid_side(area: Box, level: Level) -> float:
    """The side of one field when the grid is drawn in `area`."""
    left, top, right, bottom = _grid_margins(level)
    return min(MAX_FIELD, (area.w - left - right) / level.cols, (area.h - top - bottom) / level.rows)


def draw_grid(sheet: Sheet, area: Box, level: Level) -> None:
    """The fields, the framed block, the labels and the arrows, centred in the area."""
    left, top, right, bottom = _grid_margins(level)
    side = grid_side(area, level)
    width, height = side * level.cols, side * level.rows
    x = area.cx - (width + left + right) / 2 + left
    y = area.top - top - (area.h - top - bottom - height) / 2 - height
    grid = Box(x, y, width, height)

    def at(row: int, col: int) -> Box:
        return Box(grid.x + col * side, grid.top - (row + 1) * side, side, side)

    rocket_only = {cell for area_ in level.rocket_areas for cell in area_.cells}
    for pos, field in sorted(level.fields.items()):
        draw_field(sheet, at(*pos), field, tinted=pos in rocket_only)
    if level.block is not None:
        _block(sheet, level, at)
    for col in range(level.cols):
        sheet.text(
            at(0, col).cx, grid.top + 1.5 * mm, chr(ord("A") + col), size=8, bold=True, colour=MUTED, align="centre"
        )
    for row in range(level.rows):
        sheet.text(grid.x - 2 * mm, at(row, 0).cy - 3, str(row + 1), size=8, bold=True, colour=MUTED, align="right")
    for arrow in level.arrows:
        if arrow.row is not None:
            end = at(arrow.row - 1, level.cols - 1)
            _arrow_tag(sheet, (grid.right + 8 * mm, end.cy), (-1, 0), arrow.points)
        else:
            end = at(level.rows - 1, ord(arrow.column or "A") - ord("A"))
            _arrow_tag(sheet, (end.cx, grid.y - 8 * mm), (0, 1), arrow.points)


def draw_field(sheet: Sheet, box: Box, field: SheetField, *, tinted: bool = False) -> None:
    """One field: the cell, then its die face, start cross, planet or special icon."""
    sheet.rect(box, fill=WHITE, width=0.7)
    if tinted:
        icons.rocket_only(sheet, box)
        sheet.rect(box, width=0.7)
    side = box.w
    if field.kind == "start":
        icons.field_icon(sheet, "start", box.inset(side * 0.2))
    elif field.kind == "planet":
        icons.field_icon(sheet, "planet", box.inset(side * 0.08))
    elif field.kind == "plain":
        icons.die(sheet, box.inset(side * 0.1), field.pips or 1)
    else:
        icon = Box(box.x + side * 0.05, box.top - side * 0.51, side * 0.46, side * 0.46)
        icons.field_icon(sheet, field.kind, icon, field.colour)
        tag = field_tag(field)
        if tag:
            sheet.text(
                box.right - side * 0.07,
                box.top - side * (TAG_SIZE + 0.06),
                tag,
                size=side * TAG_SIZE,
                bold=True,
                align="right",
            )
        icons.die(sheet, Box(box.right - side * 0.56, box.y + side * 0.02, side * 0.54, side * 0.54), field.pips or 1)


def field_tag(field: SheetField) -> str:
    """The corner text that keeps a special readable without colour."""
    if field.kind == "gem":
        return str(field.points)
    if field.kind in ("bomb", "pile"):
        return f"\u2212{field.points}"
    if field.colour:
        return COLOUR_LETTERS.get(field.colour, field.colour[:1].upper())
    return ""


def _block(sheet: Sheet, level: Level, at: Callable[[int, int], Box]) -> None:
    """The framed 2x2 block: a heavy frame and its points on a tag across the top edge."""
    block = level.block
    assert block is not None
    (row, col) = block.cells[0]
    first = at(row, col)
    frame = Box(first.x, first.y - first.h, first.w * 2, first.h * 2)
    sheet.rect(frame, width=2.6)
    tag = Box(frame.cx - 4 * mm, frame.top - 2 * mm, 8 * mm, 4 * mm)
    sheet.rect(tag, fill=INK, stroke=None, radius=1 * mm)
    sheet.centred(tag, str(block.points), size=8, bold=True, colour=WHITE)


def _arrow_tag(sheet: Sheet, centre: tuple[float, float], direction: tuple[int, int], points: int) -> None:
    """The points in a circle, with an arrow pointing from it into the row or column."""
    x, y = centre
    dx, dy = direction
    radius = 3.2 * mm
    with sheet.state() as canvas:
        canvas.setStrokeColor(INK)
        canvas.setFillColor(WHITE)
        canvas.setLineWidth(1)
        canvas.circle(x, y, radius, stroke=1, fill=1)
    sheet.centred(Box(x - radius, y - radius, radius * 2, radius * 2), str(points), size=8.5, bold=True)
    sheet.arrow(
        x + dx * radius,
        y + dy * radius,
        x + dx * (radius + 4.2 * mm),
        y + dy * (radius + 4.2 * mm),
        width=1.2,
        head=1.8 * mm,
    )
