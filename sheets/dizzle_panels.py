"""The panels around a Dizzle grid: round track, scoring box, solo rating table, legend.

Kept apart from the grid so each stays small. Every panel shows only what the level
has (a level without bombs gets no bomb line), so a page never asks a player to
score something that cannot happen.
"""

from __future__ import annotations

from reportlab.lib.units import mm

from core.dizzle.level import COLOUR_LETTERS, Level
from sheets import icons
from sheets.paper import FONT, INK, MUTED, Box, Sheet

#: rounds by number of players, from the rulebook
ROUNDS = {1: 10, 2: 6, 3: 4, 4: 3}
SOLO_BOMB_BONUS = 2
LINE = 3.6 * mm
ROW = 4.6 * mm  # one band of the rating table


def draw_rounds(sheet: Sheet, band: Box) -> None:
    """Ten boxes; the starting player marks one each time they roll."""
    label, rest = band.take_left(31 * mm)
    sheet.text(label.x, label.cy + 0.5, "ROUNDS", size=10, bold=True)
    sheet.text(label.x, label.cy - 8, "mark one each time you roll", size=6, colour=MUTED)
    note, boxes = rest.take_right(44 * mm, gap=3 * mm)
    for cell, number in zip(sheet.track(boxes, [""] * 10, gap=1.2 * mm), range(1, 11)):
        sheet.centred(cell, str(number), size=9, bold=True, colour=MUTED)
    counts = "   ".join(f"{players}p: {rounds}" for players, rounds in ROUNDS.items())
    sheet.text(note.right, note.cy + 1, "rounds by players", size=6.5, colour=MUTED, align="right")
    sheet.text(note.right, note.cy - 7, counts, size=7.5, bold=True, align="right")


def _scoring_lines(level: Level) -> list[tuple[str, str]]:
    """(category, how it scores) for each category this level has."""
    lines = []
    if level.of_kind("gem"):
        lines.append(("Gems", "each crossed gem scores the points printed on it"))
    if level.arrows:
        lines.append(("Arrows", "a row or column crossed from end to end scores its arrow"))
    if level.puzzles:
        worth = ", ".join(f"{_letter(p.colour)} {p.points}" for p in level.puzzles)
        lines.append(("Puzzles", f"every piece of one colour crossed: {worth}"))
    if level.flags:
        lines.append(("Flags", ""))  # the ladders are drawn on this line
        lines.append(("", "first there circles the top number left; the others cross it out"))
    if level.block is not None:
        lines.append(("Block", f"all four framed fields crossed: {level.block.points}"))
    if level.of_kind("bomb"):
        lines.append(("Bombs", f"exploded on your sheet: minus its points (solo: +{SOLO_BOMB_BONUS} each crossed)"))
    if level.of_kind("pile"):
        lines.append(("Piles", "each crossed brown pile: minus its points"))
    return lines


def bottom_height(level: Level) -> float:
    """Room the scoring box and the rating table need, side by side."""
    scoring = 27 * mm + len(_scoring_lines(level)) * LINE
    solo = 19 * mm + len(level.rating) * ROW
    return max(scoring, solo)


def draw_scoring(sheet: Sheet, box: Box, level: Level) -> None:
    """How each category scores, flag ladders to circle, and a box per category plus the total."""
    inner = sheet.panel(box, "Scoring", size=9.5)
    lines = _scoring_lines(level)
    boxes_band, text = inner.take_bottom(11 * mm, gap=2 * mm)
    y = text.top - 7.5
    for label, how in lines:
        sheet.text(text.x, y, label, size=7.5, bold=True)
        if label == "Flags":
            _flag_ladders(sheet, text.x + 15 * mm, y, text.w - 15 * mm, level)
        else:
            sheet.text(text.x + 15 * mm, y, how, size=7.5, max_width=text.w - 15 * mm)
        y -= LINE
    captions = [label for label, _ in lines if label] + ["Total"]
    cells = boxes_band.columns(len(captions), gap=1.5 * mm)
    for cell, caption in zip(cells, captions):
        sheet.write_in_box(cell, caption, size=6)
    sheet.rect(cells[-1], width=1.8)


def _flag_ladders(sheet: Sheet, x: float, y: float, width: float, level: Level) -> None:
    """Each flag colour's ladder as numbers in circles, to circle or cross out in play;
    shrunk as a whole when many long ladders would not fit the line."""
    needed = sum(12 * mm + len(flag.ladder) * 4.8 * mm for flag in level.flags)
    k = min(1.0, width / needed)
    radius = 1.9 * mm * k
    for flag in level.flags:
        icons.field_icon(sheet, "flag", Box(x, y - 1.2 * mm, 3.6 * mm * k, 3.6 * mm * k), flag.colour)
        sheet.text(x + 4 * mm * k, y, _letter(flag.colour), size=7.5 * k, bold=True)
        x += 8 * mm * k
        for points in flag.ladder:
            with sheet.state() as canvas:
                canvas.setStrokeColor(INK)
                canvas.setLineWidth(0.6)
                canvas.circle(x + radius, y + 2.6 * k, radius, stroke=1, fill=0)
            sheet.text(x + radius, y, str(points), size=6.5 * k, bold=True, align="centre")
            x += radius * 2 + 1 * mm * k
        x += 4 * mm * k


def draw_solo(sheet: Sheet, box: Box, level: Level) -> None:
    """The level's solo rating table, best band first, with stars."""
    inner = sheet.panel(box, "Solo rating", size=9.5)
    notes, table = inner.take_bottom(7 * mm, gap=1 * mm)
    row_h = min(ROW, table.h / max(1, len(level.rating)))
    top = max(band.stars for band in level.rating) or 1
    upper = None
    for index, band in enumerate(level.rating):
        row = Box(table.x, table.top - (index + 1) * row_h, table.w, row_h)
        span = f"{band.min_score}+" if upper is None else f"{band.min_score}\u2013{upper - 1}"
        sheet.text(row.x + 11 * mm, row.y + 1.5, span, size=7.5, bold=True, align="right")
        for star in range(top):
            icons.star(sheet, Box(row.x + 13 * mm + star * 3.6 * mm, row.y + 0.3 * mm, 3.4 * mm, 3.4 * mm),
                       filled=star < band.stars)
        start = row.x + 14 * mm + top * 3.6 * mm
        sheet.text(start, row.y + 1.5, band.verdict, size=7, max_width=row.right - start)
        upper = band.min_score
    sheet.paragraph(notes.x, notes.top - 6, notes.w,
                    f"Solo: 10 rounds with 8 dice; 2 more dice take matching dice away after each of "
                    f"yours. Each crossed bomb scores +{SOLO_BOMB_BONUS}.", size=6.5, colour=MUTED)


#: legend entries: the kinds shown by the icons, and a few words; only kinds the level has
LEGEND: tuple[tuple[tuple[str, ...], str], ...] = (
    (("start",), "start"),
    (("gem",), "gem"),
    (("key", "lock"), "key opens lock"),
    (("bomb",), "bomb"),
    (("pile",), "brown pile"),
    (("rocket", "planet"), "rocket: cross a planet"),
    (("flag",), "flag"),
    (("puzzle",), "puzzle"),
)
ICON = 4 * mm
GAP = 2.4 * mm


def draw_legend(sheet: Sheet, band: Box, level: Level) -> None:
    """One line: icons and a few words for every kind of field on this level."""
    entries = [
        ([kind for kind in kinds if level.of_kind(kind)], words)
        for kinds, words in LEGEND
        if any(level.of_kind(kind) for kind in kinds)
    ]
    if level.block is not None:
        entries.append((["block"], f"block: {level.block.points}"))
    if level.rocket_areas:
        entries.append((["space"], "rocket only"))
    entries.append(([], "R B G Y P O = colours"))
    icons_width = sum(len(kinds) * (ICON + 0.6 * mm) + GAP for kinds, _ in entries)
    words_width = sum(sheet.canvas.stringWidth(words, FONT, 7) for _, words in entries)
    size = min(7.0, 7 * (band.w - icons_width) / words_width)
    x = band.x
    for kinds, words in entries:
        for kind in kinds:
            square = Box(x, band.cy - ICON / 2, ICON, ICON)
            if kind == "space":
                sheet.rect(square, fill=icons.SPACE, width=0.5)
            elif kind == "block":
                sheet.rect(square.inset(0.3 * mm), width=1.6)
            else:
                icons.field_icon(sheet, kind, square)
            x += ICON + 0.6 * mm
        sheet.text(x, band.cy - size * 0.36, words, size=size, colour=MUTED)
        x += sheet.canvas.stringWidth(words, FONT, size) + GAP


def _letter(colour: str) -> str:
    return COLOUR_LETTERS.get(colour, colour[:1].upper())
