"""The panels around a Dizzle grid: round track, scoring box, solo rating table, legend.

Kept apart from the grid so each stays small. Every panel shows only what the level
has (a level without bombs gets no bomb line), so a page never asks a player to
score something that cannot happen.
"""

from __future__ import annotations

from typing import Literal

from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth

from core.dizzle.level import COLOUR_LETTERS, FieldKind, Level
from core.dizzle.level_words import level_text
from core.dizzle.setup import DICE_AND_ROUNDS
from core.dizzle.state import SOLO_EXTRA_DICE
from core.lang import N_, N_p, _, pgettext, shown
from sheets import icons
from sheets.layout import Box
from sheets.paper import BOLD, FONT, INK, MUTED, Sheet

SOLO_BOMB_BONUS = 2
LINE = 3.6 * mm
ROW = 4.6 * mm  # one band of the rating table
#: the smallest text on a sheet: what a home printer and a tired eye still read
SMALLEST = 7.0
#: the scoring box and the rating table share the bottom band in these proportions
BOTTOM_SHARES, BOTTOM_GAP = (1.5, 1), 4 * mm


def draw_rounds(sheet: Sheet, band: Box) -> None:
    """Ten boxes (the start player marks one each time they roll), and beside them how many
    dice and rounds each number of players takes, from the rulebook's setting-up table."""
    label, rest = band.take_left(27 * mm)
    sheet.text(label.x, label.cy + 0.5, _("ROUNDS"), size=10, bold=True, max_width=label.w)
    sheet.text(label.x, label.cy - 8.5, _("one box per round"), size=SMALLEST, colour=MUTED, max_width=label.w)
    table, boxes = rest.take_right(50 * mm, gap=2.5 * mm)
    for cell, number in zip(sheet.track(boxes, [""] * 10, gap=1.1 * mm), range(1, 11)):
        sheet.centred(cell, str(number), size=9, bold=True, colour=MUTED)
    dice = {players: f"{count}+{SOLO_EXTRA_DICE}" if players == 1 else str(count)
            for players, (count, _) in DICE_AND_ROUNDS.items()}
    rows = ((_("Players"), {players: str(players) for players in DICE_AND_ROUNDS}), (_("Dice"), dice),
            (_("Rounds"), {players: str(rounds) for players, (_, rounds) in DICE_AND_ROUNDS.items()}))
    widest = max(sheet.canvas.stringWidth(name, BOLD, SMALLEST) for name, _values in rows)
    heading, columns = table.take_left(max(13 * mm, widest + 1.5 * mm))
    cells = columns.columns(len(DICE_AND_ROUNDS))
    for index, (name, values) in enumerate(rows):
        y = table.top - (index + 1) * table.h / 3 + 1.2
        sheet.text(heading.x, y, name, size=SMALLEST, bold=index == 0, colour=MUTED if index else INK)
        for cell, players in zip(cells, DICE_AND_ROUNDS):
            sheet.text(cell.cx, y, values[players], size=SMALLEST + 0.5, bold=True, align="centre")


def _scoring_lines(level: Level) -> list[tuple[str, str]]:
    """(category, how it scores) for each category this level has."""
    lines = []
    if level.of_kind("gem"):
        lines.append((_("Gems"), _("each crossed gem scores the points printed on it")))
    if level.arrows:
        lines.append((_("Arrows"), _("a row or column crossed from end to end scores its arrow")))
    if level.puzzles:
        worth = ", ".join(f"{colour_letter(p.colour)} {p.points}" for p in level.puzzles)
        lines.append((_("Puzzles"), _("every piece of one colour crossed: {points}").format(points=worth)))
    if level.flags:
        lines.append((_("Flags"), ""))  # the ladders are drawn on this line
        lines.append(("", _("The first to cross a flag circles the highest number left;")))
        lines.append(("", _("every other player strikes that number out on their sheet.")))
    if level.block is not None:
        lines.append((_("Block"), _("all four framed fields crossed: {points}").format(points=level.block.points)))
    if level.of_kind("bomb"):
        lines.append((_("Bombs"), _("exploded on your sheet: minus its points (solo: +{points} each crossed)").format(
            points=SOLO_BOMB_BONUS)))
    if level.of_kind("pile"):
        lines.append((_("Piles"), _("each crossed brown pile: minus its points")))
    return lines


def _captions(level: Level) -> list[str]:
    """The score boxes' captions, one per category of `level`: short enough for a box."""
    # i18n: the captions of the small score boxes: a short word (Spanish: Piezas for the puzzle pieces)
    captions = [(level.of_kind("gem"), pgettext("score box", "Gems")), (level.arrows, pgettext("score box", "Arrows")),
                (level.puzzles, pgettext("score box", "Puzzles")), (level.flags, pgettext("score box", "Flags")),
                (level.block is not None, pgettext("score box", "Block")),
                (level.of_kind("bomb"), pgettext("score box", "Bombs")),
                (level.of_kind("pile"), pgettext("score box", "Piles"))]
    return [caption for has, caption in captions if has]


def _scoring_rows(level: Level, width: float) -> list[tuple[str, list[str]]]:
    """Each scoring line's label and its text wrapped to the scoring box (`width` inside)."""
    lines = _scoring_lines(level)
    indent = _scoring_indent(level)
    return [(label, [how] if label == _("Flags") and not how else simpleSplit(how, FONT, 7.5, width - indent))
            for label, how in lines]


def _scoring_indent(level: Level) -> float:
    return max([15 * mm, *(stringWidth(label, BOLD, 7.5) + 2 * mm for label, _how in _scoring_lines(level))])


def bottom_height(level: Level, width: float) -> float:
    """Room the scoring box and the rating table need, side by side in `width`."""
    scoring_box, solo_box = Box(0, 0, width, 1).columns(BOTTOM_SHARES, gap=BOTTOM_GAP)
    rows = _scoring_rows(level, scoring_box.w - 6 * mm)
    scoring = 27 * mm + sum(max(1, len(wrapped)) for _label, wrapped in rows) * LINE
    verdict_width = _verdict_width(level, solo_box.w - 6 * mm)
    solo = 21 * mm + sum(_rating_row_height(level_text(band.verdict), verdict_width) for band in level.rating)
    return max(scoring, solo)


def _stars(level: Level) -> int:
    return max(band.stars for band in level.rating) or 1


def _verdict_offset(level: Level) -> float:
    """Where a verdict starts in the rating table: after the score span and the stars."""
    return 14 * mm + _stars(level) * 3.6 * mm


def _verdict_width(level: Level, inner_width: float) -> float:
    return inner_width - _verdict_offset(level)


def _verdict_lines(verdict: str, width: float) -> list[str]:
    lines: list[str] = simpleSplit(verdict, FONT, SMALLEST, width)
    return lines


def _rating_row_height(verdict: str, width: float) -> float:
    """One band's row: one line, or as many as its verdict wraps to at the smallest size."""
    return ROW + (len(_verdict_lines(verdict, width)) - 1) * SMALLEST * 1.15


def draw_scoring(sheet: Sheet, box: Box, level: Level) -> None:
    """How each category scores, flag ladders to circle, and a box per category plus the total."""
    inner = sheet.panel(box, _("Scoring"), size=9.5)
    boxes_band, text = inner.take_bottom(11 * mm, gap=2 * mm)
    y = text.top - 7.5
    # the labels' column: 15 mm, or wider for a longer word (Spanish: Rompecabezas)
    indent = _scoring_indent(level)
    for label, wrapped in _scoring_rows(level, inner.w):
        sheet.text(text.x, y, label, size=7.5, bold=True)
        if label == _("Flags") and wrapped == [""]:
            _flag_ladders(sheet, text.x + indent, y, text.w - indent, level)
            y -= LINE
            continue
        for line in wrapped or [""]:
            sheet.text(text.x + indent, y, line, size=7.5)
            y -= LINE
    captions = [*_captions(level), _("Total")]
    cells = boxes_band.columns(len(captions), gap=1.5 * mm)
    for cell, caption in zip(cells, captions):
        sheet.write_in_box(cell, caption, size=SMALLEST)
    sheet.rect(cells[-1], width=1.8)


def _flag_ladders(sheet: Sheet, x: float, y: float, width: float, level: Level) -> None:
    """Each flag colour's ladder as numbers in circles, to circle or cross out in play;
    shrunk as a whole when many long ladders would not fit the line."""
    needed = sum(12 * mm + len(flag.ladder) * 4.8 * mm for flag in level.flags)
    k = min(1.0, width / needed)
    radius = 1.9 * mm * k
    for flag in level.flags:
        icons.field_icon(sheet, "flag", Box(x, y - 1.2 * mm, 3.6 * mm * k, 3.6 * mm * k), flag.colour)
        sheet.text(x + 4 * mm * k, y, colour_letter(flag.colour), size=max(SMALLEST, 7.5 * k), bold=True)
        x += 8 * mm * k
        for points in flag.ladder:
            with sheet.state() as canvas:
                canvas.setStrokeColor(INK)
                canvas.setLineWidth(0.6)
                canvas.circle(x + radius, y + 2.6 * k, radius, stroke=1, fill=0)
            sheet.text(x + radius, y, str(points), size=max(SMALLEST, 7 * k), bold=True, align="centre")
            x += radius * 2 + 1 * mm * k
        x += 4 * mm * k


def draw_solo(sheet: Sheet, box: Box, level: Level) -> None:
    """The level's solo rating table, best band first, with stars."""
    inner = sheet.panel(box, _("Solo rating"), size=9.5)
    notes, table = inner.take_bottom(9 * mm, gap=1 * mm)
    top = _stars(level)
    width = _verdict_width(level, inner.w)
    upper = None
    y = table.top
    for band in level.rating:
        lines = _verdict_lines(level_text(band.verdict), width)
        row = Box(table.x, y - ROW, table.w, ROW)  # the first line; a long verdict wraps below it
        span = f"{band.min_score}+" if upper is None else f"{band.min_score}\u2013{upper - 1}"
        sheet.text(row.x + 11 * mm, row.y + 1.5, span, size=7.5, bold=True, align="right")
        for star in range(top):
            icons.star(sheet, Box(row.x + 13 * mm + star * 3.6 * mm, row.y + 0.3 * mm, 3.4 * mm, 3.4 * mm),
                       filled=star < band.stars)
        start = row.x + _verdict_offset(level)
        for number, line in enumerate(lines):
            sheet.text(start, row.y + 1.5 - number * SMALLEST * 1.15, line, size=SMALLEST,
                       max_width=row.right - start)
        y -= _rating_row_height(level_text(band.verdict), width)
        upper = band.min_score
    solo_dice, solo_rounds = DICE_AND_ROUNDS[1]
    sheet.paragraph(notes.x, notes.top - 6, notes.w,
                    _("Solo: {rounds} rounds with {dice} dice; {extra} more dice take matching dice away "
                      "after each of yours. Each crossed bomb scores +{points}.").format(
                        rounds=solo_rounds, dice=solo_dice, extra=SOLO_EXTRA_DICE, points=SOLO_BOMB_BONUS),
                    size=SMALLEST, colour=MUTED, leading=1.15)


#: legend entries: the kinds shown by the icons, and a few words; only kinds the level has
LEGEND: tuple[tuple[tuple[FieldKind, ...], str], ...] = (
    (("start",), N_("start")),
    (("gem",), N_("gem")),
    (("key", "lock"), N_("key opens lock")),
    (("bomb",), N_("bomb")),
    (("pile",), N_("brown pile")),
    (("rocket", "planet"), N_("rocket: cross a planet")),
    (("flag",), N_("flag")),
    (("puzzle",), N_("puzzle")),
)
ICON = 4 * mm
GAP = 2.4 * mm


LEGEND_LINE = 5 * mm


def draw_legend(sheet: Sheet, band: Box, level: Level) -> None:
    """Icons and a few words for every kind of field on this level, at the smallest text size,
    flowing onto a second line when one is not enough (levels with many kinds)."""
    #: a field kind, or one of the legend's own marks: the block's frame, the rocket-only space
    entries: list[tuple[list[FieldKind | Literal["block", "space"]], str]] = [
        ([kind for kind in kinds if level.of_kind(kind)], _(words))
        for kinds, words in LEGEND
        if any(level.of_kind(kind) for kind in kinds)
    ]
    if level.block is not None:
        entries.append((["block"], _("block: {points}").format(points=level.block.points)))
    if level.rocket_areas:
        entries.append((["space"], _("only a rocket reaches")))
    key = colour_key(level)
    if key:
        # i18n: the key of the colour letters at the foot of a Dizzle sheet: "colours: R red, B blue"
        entries.append(([], _("colours: {key}").format(key=key)))
    x, line = band.x, 0
    for kinds, words in entries:
        width = len(kinds) * (ICON + 0.6 * mm) + sheet.canvas.stringWidth(words, FONT, SMALLEST)
        if x > band.x and x + width > band.right:
            x, line = band.x, line + 1
        cy = band.top - LEGEND_LINE / 2 - line * LEGEND_LINE
        for kind in kinds:
            square = Box(x, cy - ICON / 2, ICON, ICON)
            if kind == "space":
                icons.rocket_only(sheet, square)
                sheet.rect(square, width=0.5)
            elif kind == "block":
                sheet.rect(square.inset(0.3 * mm), width=1.6)
            else:
                icons.field_icon(sheet, kind, square)
            x += ICON + 0.6 * mm
        sheet.text(x, cy - SMALLEST * 0.36, words, size=SMALLEST, colour=MUTED)
        x += sheet.canvas.stringWidth(words, FONT, SMALLEST) + GAP


def colour_letter(colour: str) -> str:
    """A colour's letter on a field, a ladder and a puzzle's points, in the player's language, as
    the legend's key spells out (Spanish: R Z V A M N, azul taking Z as on the 25 to Dice board)."""
    letters = {
        # i18n: the letter of a colour on the Dizzle sheet; the six letters must differ (Spanish rojo: R)
        "red": pgettext("colour letter", "R"),
        # i18n: Spanish azul: Z, as the Blue guard's letter (A is amarillo's)
        "blue": pgettext("colour letter", "B"),
        # i18n: Spanish verde: V
        "green": pgettext("colour letter", "G"),
        # i18n: Spanish amarillo: A
        "yellow": pgettext("colour letter", "Y"),
        # i18n: Spanish morado: M
        "purple": pgettext("colour letter", "P"),
        # i18n: Spanish naranja: N
        "orange": pgettext("colour letter", "O"),
    }
    return letters.get(colour) or COLOUR_LETTERS.get(colour, colour[:1].upper())


#: the colours' names in the legend's key (the colour itself: Spanish rojo, not a key's roja)
COLOUR_NAMES = {
    "red": N_p("colour key", "red"), "blue": N_p("colour key", "blue"), "green": N_p("colour key", "green"),
    "yellow": N_p("colour key", "yellow"), "purple": N_p("colour key", "purple"),
    "orange": N_p("colour key", "orange"),
}


def colour_key(level: Level) -> str:
    """'R red, P purple, Y yellow': the letters of the colours this level has, and what they mean."""
    present = {field.colour for field in level.fields.values() if field.colour}
    return ", ".join(f"{colour_letter(colour)} {shown(name)}" for colour, name in COLOUR_NAMES.items()
                     if colour in present)
