"""The panels beside and under the 25 to Dice prison: tokens to cut out, the escaped and
captured counters, and the key to the guards' routes.

Apart from the prison (sheets.twenty_five) so each module stays small; the guards' colours
and dashes live here, with the key that explains them.
"""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.lib.units import mm

from core.lang import _, pgettext
from core.twenty_five.board import Board
from sheets.layout import Box
from sheets.paper import FONT, MUTED, SMALLEST, WHITE, Sheet
from sheets.twenty_five_words import guard_name

GUARD_COLOURS: dict[str, Color] = {"Green": Color(0.09, 0.55, 0.24), "Blue": Color(0.13, 0.36, 0.82)}
#: Blue is dashed so a black-and-white print keeps the two routes apart
DASHES: dict[str, list[float]] = {"Green": [], "Blue": [3.2, 1.8]}


def draw_tokens(sheet: Sheet, box: Box, board: Board) -> None:
    """Six inmate tokens and two guard tokens to cut out (dashed circles), or use coins."""
    inner = sheet.panel(box, _("Tokens to cut out"), size=9)
    sheet.text(inner.x, inner.top - 6, _("or use six coins and two markers"), size=7, colour=MUTED, max_width=inner.w)
    names = [(cell.inmate, None) for cell in board.cells] + [(patrol.guard, patrol.guard) for patrol in board.patrols]
    rows = Box(inner.x, inner.y, inner.w, inner.h - 10).rows(2, gap=1 * mm)
    for index, (name, guard) in enumerate(names):
        cell = rows[index // 4].columns(4, gap=1 * mm)[index % 4]
        disc = cell.square()
        colour = GUARD_COLOURS.get(guard) if guard else None
        with sheet.state() as canvas:
            canvas.setDash([2, 1.5])
            canvas.setStrokeColor(MUTED)
            canvas.setLineWidth(0.6)
            if colour is not None:
                canvas.setFillColor(colour)
            canvas.circle(disc.cx, disc.cy, disc.w / 2, stroke=1, fill=int(colour is not None))
        ink = WHITE if colour is not None else None
        if ink is None:
            sheet.centred(Box(disc.x, disc.y, disc.w, disc.h), name, size=7.5, bold=True)
        else:
            label = guard_name(name)
            sheet.centred(Box(disc.x, disc.cy - 1 * mm, disc.w, 3.5 * mm), label, size=7, bold=True, colour=ink)
            word = _("guard")  # under the name, inside the disc: left out where it would not fit
            if sheet.canvas.stringWidth(word, FONT, SMALLEST) <= disc.w * 0.72:
                sheet.centred(Box(disc.x, disc.cy - 4.5 * mm, disc.w, 3 * mm), word, size=SMALLEST, colour=ink)


def draw_tally(sheet: Sheet, band: Box, competitive: bool) -> None:
    """Escaped and captured counters, the legend, and the total in competitive play."""
    counters, legend = band.columns([1, 1.2], gap=4 * mm)
    inner = sheet.panel(counters, _("Escaped and captured"), size=9)
    goal = {"Escaped": 0 if competitive else 4, "Captured": 0 if competitive else 3}
    shown = {"Escaped": _("Escaped"), "Captured": _("Captured")}
    for row, name in zip(inner.rows(2, gap=1.5 * mm), goal):
        label, boxes = row.take_left(20 * mm)
        sheet.text(label.x, label.cy - 3, shown[name], size=8, bold=True, max_width=label.w - 1 * mm)
        cells = sheet.track(Box(boxes.x, boxes.y, boxes.w * 0.62, boxes.h), [""] * 6, gap=1.5 * mm)
        if goal[name]:
            sheet.rect(cells[goal[name] - 1], width=2)
            if name == "Escaped":
                outcome = _("{count}: you win").format(count=goal[name])
            else:
                outcome = _("{count}: you lose").format(count=goal[name])
            sheet.text(cells[-1].right + 2 * mm, label.cy - 3, outcome, size=7.5, colour=MUTED,
                       max_width=row.right - cells[-1].right - 2 * mm)
    inner = sheet.panel(legend, pgettext("sheet legend", "Key"), size=9)
    y = inner.top - 8
    for guard, style in (("Green", _("Green guard: solid, starts top-left")),
                         ("Blue", _("Blue guard: dashed, starts bottom-right"))):
        with sheet.state() as canvas:
            canvas.setDash(DASHES[guard])
            sheet.line(inner.x, y + 2.5, inner.x + 8 * mm, y + 2.5, width=1.4, colour=GUARD_COLOURS[guard])
        sheet.text(inner.x + 10 * mm, y, style, size=7.5, max_width=inner.w - 10 * mm)
        y -= 10
    notes = [_("Exit box: write the escape's die value; cross it out once used to substitute a number.")]
    if competitive:
        notes.append(_("Shade a square's bottom-left corner once it is scored; each square scores once."))
    for note in notes:
        y = sheet.paragraph(inner.x, y, inner.w - (27 * mm if competitive else 0), note, size=7, colour=MUTED) - 1
    if competitive:
        sheet.write_in_box(Box(inner.right - 25 * mm, inner.y, 25 * mm, 11 * mm), _("Total score"))
