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

from collections.abc import Callable

from reportlab.lib.units import mm

from core.dizzle.level import LEVEL_NUMBERS, Level, SheetField
from core.dizzle.level_file import load_level
from core.dizzle.level_words import level_text
from core.lang import _
from sheets import dizzle_rules, icons
from sheets.dizzle_panels import (
    BOTTOM_GAP,
    BOTTOM_SHARES,
    LEGEND_LINE,
    bottom_height,
    colour_letter,
    draw_legend,
    draw_rounds,
    draw_scoring,
    draw_solo,
)
from sheets.errors import SheetError
from sheets.layout import Box
from sheets.level_files import read_level_file
from sheets.paper import INK, MUTED, SMALLEST, WHITE, Sheet

MAX_FIELD = 20 * mm
TAG_SIZE = 0.27  # corner text, as a fraction of the field's side


#: the `level` that prints How to play alone
RULES_ONLY = "rules"


def draw(sheet: Sheet, level: str | int | None, level_file: str | None) -> None:
    """One page per level: `level` is 1-4 or "all" (default 1), or a level file's path; "rules"
    prints How to play alone. All four levels end with How to play, once.

    Why How to play is a page of its own rather than a panel beside the grid: a panel big enough
    to play from took a third of the grid's height (fields of 8 to 12 mm instead of 15 to 19).
    Why a single level prints without it: a table prints one level page per player, so a rules
    page after each level came out once per player; the level page names where the rules are
    (the "rules" printout, or the last page of all four levels) instead."""
    if level_file is None and str(level).strip().lower() == RULES_ONLY:
        dizzle_rules.draw_page(sheet, None)
        return
    chosen = levels(level, level_file)
    together = len(chosen) > 1
    for each in chosen:
        draw_level(sheet, each, rules_here=together)
    if together:
        dizzle_rules.draw_page(sheet, chosen)


def levels(level: str | int | None, level_file: str | None) -> list[Level]:
    """The levels asked for, loaded and validated; SheetError with the reason otherwise."""
    if level is not None and level_file is not None:
        raise SheetError(_("give a level or a level file, not both"))
    if level_file is not None:
        return [read_level_file(level_file)]
    choice = str(1 if level is None else level).strip().lower()
    if choice == "all":
        numbers: tuple[int, ...] = LEVEL_NUMBERS
    elif choice.isdigit() and int(choice) in LEVEL_NUMBERS:
        numbers = (int(choice),)
    else:
        raise SheetError(_("unknown level {level} (choose {numbers}, all or rules)").format(
            level=repr(level), numbers=", ".join(map(str, LEVEL_NUMBERS))))
    try:
        return [load_level(number) for number in numbers]
    except (OSError, ValueError) as error:
        raise SheetError(_("a built-in Dizzle level cannot be loaded: {error}").format(error=error)) from None


def level_title(level: Level) -> str:
    return _("Level {number}").format(number=level.number) if level.number else _("Custom level")


def draw_level(sheet: Sheet, level: Level, *, rules_here: bool = False) -> None:
    """The whole page of one level; `rules_here` when How to play is the printout's last page."""
    title, name = level_title(level), level_text(level.name)
    area = sheet.new_page(_("Dizzle, {title}: {name}").format(title=title.lower(), name=name))
    area = sheet.heading(area, "Dizzle", f"{title}  \u2013  {name}", detail_width=120 * mm)
    rounds, area = area.take_top(11 * mm, gap=4 * mm)
    draw_rounds(sheet, rounds)
    pointer, area = area.take_bottom(LEGEND_LINE * 0.8)
    where = (_("How to play: the last page of this printout.") if rules_here else
             _("How to play: a page of its own, printed once per table (Print sheets: Dizzle: how to play)."))
    sheet.text(pointer.x, pointer.y + 1, where, size=SMALLEST, colour=MUTED, max_width=pointer.w)
    legend, area = area.take_bottom(2 * LEGEND_LINE, gap=1 * mm)
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


#: a column or row without a single field (the water between level 4's islands) is drawn this
#: narrow, as a fraction of a field's side: the fields get the width instead (two dice must fit
#: side by side in a field: 16 mm or more on A4)
EMPTY_LINE = 0.4


def _shares(level: Level) -> tuple[list[float], list[float]]:
    """Each column's and each row's width in fields: 1, or EMPTY_LINE for one with no field."""
    cols = {col for _row, col in level.fields}
    rows = {row for row, _col in level.fields}
    return ([1.0 if col in cols else EMPTY_LINE for col in range(level.cols)],
            [1.0 if row in rows else EMPTY_LINE for row in range(level.rows)])


def grid_side(area: Box, level: Level) -> float:
    """The side of one field when the grid is drawn in `area`."""
    left, top, right, bottom = _grid_margins(level)
    widths, heights = _shares(level)
    return min(MAX_FIELD, (area.w - left - right) / sum(widths), (area.h - top - bottom) / sum(heights))


def draw_grid(sheet: Sheet, area: Box, level: Level) -> None:
    """The fields, the framed block, the labels and the arrows, at the top of the area, centred
    across it (room left over goes below, not above: the grid stays next to the round track)."""
    left, top, right, _bottom = _grid_margins(level)
    side = grid_side(area, level)
    widths, heights = _shares(level)
    xs = [sum(widths[:col]) * side for col in range(level.cols + 1)]
    ys = [sum(heights[:row]) * side for row in range(level.rows + 1)]
    width, height = xs[-1], ys[-1]
    x = area.cx - (width + left + right) / 2 + left
    y = area.top - top - height
    grid = Box(x, y, width, height)

    def at(row: int, col: int) -> Box:
        return Box(grid.x + xs[col], grid.top - ys[row + 1], xs[col + 1] - xs[col], ys[row + 1] - ys[row])

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
        return colour_letter(field.colour)
    return ""


#: field kinds drawn inset from every edge (a die face, a start cross, a planet): a badge on the
#: field's edge covers nothing of them. A special has its icon and letter along its top edge.
INSET_KINDS = ("plain", "start", "planet")


def block_badge(level: Level, at: Callable[[int, int], Box]) -> Box:
    """Where the framed block's points go: on its frame's top edge at the left, or, when the block's
    top-left field is a special (its icon sits there), on the bottom edge at the left, where the
    block's field has only blank and the field below is inset or absent."""
    block = level.block
    assert block is not None
    (row, col) = block.cells[0]
    first = at(row, col)
    width, height = 7 * mm, 3.6 * mm
    top_left = Box(first.x + 0.8 * mm, first.top - height / 2, width, height)
    below = level.fields.get((row + 2, col))
    if level.fields[(row, col)].kind in INSET_KINDS or (below is not None and below.kind not in INSET_KINDS):
        return top_left
    return Box(first.x + 0.8 * mm, first.y - first.h - height / 2, width, height)


def _block(sheet: Sheet, level: Level, at: Callable[[int, int], Box]) -> None:
    """The framed 2x2 block: a heavy frame and its points on a tag across the frame, clear of icons."""
    block = level.block
    assert block is not None
    (row, col) = block.cells[0]
    first = at(row, col)
    frame = Box(first.x, first.y - first.h, first.w * 2, first.h * 2)
    sheet.rect(frame, width=2.6)
    tag = block_badge(level, at)
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
