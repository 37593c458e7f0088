"""Vector icons for the printed sheets: die faces, stars, and Dizzle's special fields.

Every icon is drawn in a 100 x 100 unit square mapped onto the box it is given (as a
PDF form, drawn once per document: see `Sheet.stamp`), so the same drawing serves a
4 mm legend entry and a 20 mm field. Icons are plain
shapes in flat colours with a dark outline: they stay recognisable on a
black-and-white printer, where the sheet adds a colour letter beside them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from sheets.layout import Box
from sheets.paper import INK, MUTED, WHITE, Sheet

#: printable tints of the level colours (the letter printed beside them carries the meaning)
COLOURS: dict[str, Color] = {
    "red": Color(0.86, 0.22, 0.2),
    "blue": Color(0.2, 0.42, 0.86),
    "green": Color(0.2, 0.66, 0.3),
    "yellow": Color(0.97, 0.8, 0.12),
    "purple": Color(0.58, 0.32, 0.78),
    "orange": Color(0.97, 0.56, 0.12),
}
GEM = Color(0.55, 0.86, 0.95)
BROWN = Color(0.58, 0.38, 0.2)
PLANET = Color(0.93, 0.8, 0.55)
FLAME = Color(0.97, 0.56, 0.12)
#: a dark amber: gold in colour and a clear mid grey in black and white, beside the empty stars' white
STAR = Color(0.85, 0.5, 0.0)
EMPTY_STAR = Color(0.55, 0.55, 0.55)
NEUTRAL = Color(0.75, 0.75, 0.75)  # a colour icon in the legend, standing for any colour
SPACE = Color(0.86, 0.89, 0.98)  # tint of the Dizzle fields only a rocket reaches
HATCH = Color(0.55, 0.6, 0.78)  # and their hatching, dark enough for a black-and-white print

#: pip positions on a 3x3 lattice (column, row from the bottom) for each face
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 2), (2, 0)),
    3: ((0, 2), (1, 1), (2, 0)),
    4: ((0, 0), (0, 2), (2, 0), (2, 2)),
    5: ((0, 0), (0, 2), (1, 1), (2, 0), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
}


def _polygon(canvas: Canvas, points: Sequence[tuple[float, float]], *, fill: Color | None, stroke: bool = True) -> None:
    path = canvas.beginPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.close()
    if fill is not None:
        canvas.setFillColor(fill)
    canvas.drawPath(path, stroke=int(stroke), fill=int(fill is not None))


def die(sheet: Sheet, box: Box, value: int, *, muted: bool = False) -> None:
    """A die face showing `value` pips (1-6); muted (grey) when it is only a hint."""
    sheet.stamp(f"die{value}{'m' if muted else ''}", box, partial(_die, value=value, ink=MUTED if muted else INK))


def _die(canvas: Canvas, value: int, ink: Color) -> None:
    canvas.setStrokeColor(ink)
    canvas.setLineWidth(3)
    canvas.setFillColor(WHITE)
    canvas.roundRect(8, 8, 84, 84, 14, stroke=1, fill=1)
    canvas.setFillColor(ink)
    for col, row in PIPS[value]:
        canvas.circle(29 + 21 * col, 29 + 21 * row, 8.5, stroke=0, fill=1)


def rocket_only(sheet: Sheet, box: Box) -> None:
    """The background of a field only a rocket reaches: the tint, and diagonal hatching that
    still reads when a printer turns the tint into a pale grey."""
    sheet.stamp("rocket-only", box, _rocket_only)


def _rocket_only(canvas: Canvas) -> None:
    canvas.setFillColor(SPACE)
    canvas.rect(0, 0, 100, 100, stroke=0, fill=1)
    canvas.setStrokeColor(HATCH)
    canvas.setLineWidth(2.2)
    path = canvas.beginPath()
    path.rect(0, 0, 100, 100)
    canvas.clipPath(path, stroke=0, fill=0)
    for offset in range(-100, 100, 14):
        canvas.line(offset, 0, offset + 100, 100)


def star(sheet: Sheet, box: Box, *, filled: bool = True) -> None:
    """A five-pointed star, filled gold or left as an outline."""
    sheet.stamp(f"star{int(filled)}", box, partial(_star, filled=filled))


def _star(canvas: Canvas, filled: bool) -> None:
    points = []
    for index in range(10):
        radius = 46 if index % 2 == 0 else 19
        angle = math.radians(90 + 36 * index)
        points.append((50 + radius * math.cos(angle), 48 + radius * math.sin(angle)))
    if filled:  # a filled star is solid; an empty one a thin grey outline, so a grey print counts them
        canvas.setLineWidth(5)
        _polygon(canvas, points, fill=STAR)
    else:
        canvas.setLineWidth(3)
        canvas.setStrokeColor(EMPTY_STAR)
        canvas.setDash([6, 5])
        _polygon(canvas, points, fill=WHITE)


def _start(canvas: Canvas, colour: str | None) -> None:
    """The printed start cross."""
    canvas.setLineWidth(13)
    canvas.line(18, 18, 82, 82)
    canvas.line(18, 82, 82, 18)


def _gem(canvas: Canvas, colour: str | None) -> None:
    _polygon(canvas, [(12, 64), (30, 84), (70, 84), (88, 64), (50, 12)], fill=GEM)
    canvas.setLineWidth(2.5)
    for x1, y1, x2, y2 in ((12, 64, 88, 64), (30, 84, 40, 64), (70, 84, 60, 64), (50, 84, 40, 64),
                           (50, 84, 60, 64), (40, 64, 50, 12), (60, 64, 50, 12)):
        canvas.line(x1, y1, x2, y2)


def _key(canvas: Canvas, colour: str | None) -> None:
    canvas.setFillColor(_fill(colour))
    path = canvas.beginPath()
    path.rect(40, 44, 52, 13)
    path.rect(70, 26, 9, 18)
    path.rect(83, 30, 9, 14)
    canvas.drawPath(path, stroke=1, fill=1)
    canvas.circle(27, 50, 21, stroke=1, fill=1)
    canvas.setFillColor(WHITE)
    canvas.circle(27, 50, 8, stroke=1, fill=1)


def _lock(canvas: Canvas, colour: str | None) -> None:
    canvas.setLineWidth(10)
    path = canvas.beginPath()
    path.moveTo(32, 48)
    path.lineTo(32, 64)
    path.arcTo(32, 46, 68, 82, 180, -180)
    path.lineTo(68, 48)
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.setLineWidth(4)
    canvas.setFillColor(_fill(colour))
    canvas.roundRect(16, 8, 68, 50, 8, stroke=1, fill=1)
    canvas.setFillColor(INK)
    canvas.circle(50, 37, 7, stroke=0, fill=1)
    canvas.rect(47, 20, 6, 16, stroke=0, fill=1)


def _bomb(canvas: Canvas, colour: str | None) -> None:
    canvas.setFillColor(INK)
    canvas.circle(44, 40, 31, stroke=0, fill=1)
    canvas.rect(56, 62, 14, 12, stroke=0, fill=1)
    canvas.setFillColor(WHITE)
    canvas.circle(33, 50, 6, stroke=0, fill=1)
    path = canvas.beginPath()
    path.moveTo(64, 72)
    path.curveTo(68, 88, 80, 80, 84, 88)
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.setStrokeColor(FLAME)
    canvas.setLineWidth(5)
    for dx, dy in ((0, 1), (1, 0), (0.7, 0.7), (-0.7, 0.7), (0.7, -0.7)):
        canvas.line(86 + dx * 5, 90 + dy * 5, 86 + dx * 12, 90 + dy * 12)


def _pile(canvas: Canvas, colour: str | None) -> None:
    canvas.setFillColor(BROWN)
    canvas.setLineWidth(3.5)
    for (x1, x2, base, height) in ((8, 92, 12, 36), (22, 78, 36, 30), (34, 66, 56, 24)):
        path = canvas.beginPath()
        path.moveTo(x1, base)
        path.curveTo(x1 - 4, base + height, x2 + 4, base + height, x2, base)
        path.close()
        canvas.drawPath(path, stroke=1, fill=1)
    path = canvas.beginPath()
    path.moveTo(44, 74)
    path.curveTo(48, 90, 58, 84, 56, 94)
    canvas.drawPath(path, stroke=1, fill=0)


def _rocket(canvas: Canvas, colour: str | None) -> None:
    _polygon(canvas, [(40, 24), (50, 4), (60, 24)], fill=FLAME)
    _polygon(canvas, [(36, 46), (20, 18), (36, 26)], fill=COLOURS["red"])
    _polygon(canvas, [(64, 46), (80, 18), (64, 26)], fill=COLOURS["red"])
    canvas.setFillColor(WHITE)
    path = canvas.beginPath()
    path.moveTo(36, 24)
    path.lineTo(36, 56)
    path.curveTo(36, 78, 50, 96, 50, 96)
    path.curveTo(50, 96, 64, 78, 64, 56)
    path.lineTo(64, 24)
    path.close()
    canvas.drawPath(path, stroke=1, fill=1)
    canvas.setFillColor(COLOURS["blue"])
    canvas.circle(50, 58, 8, stroke=1, fill=1)


def _planet(canvas: Canvas, colour: str | None) -> None:
    canvas.setFillColor(PLANET)
    canvas.circle(50, 50, 27, stroke=1, fill=1)
    canvas.translate(50, 50)
    canvas.rotate(-18)
    canvas.setLineWidth(5)
    canvas.ellipse(-46, -12, 46, 12, stroke=1, fill=0)
    canvas.setFillColor(PLANET)
    path = canvas.beginPath()  # the planet's upper half hides the back of the ring
    path.arc(-27, -27, 27, 27, 8, 164)
    path.close()
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.setLineWidth(4)
    path = canvas.beginPath()
    path.arc(-27, -27, 27, 27, 8, 164)
    canvas.drawPath(path, stroke=1, fill=0)


def _flag(canvas: Canvas, colour: str | None) -> None:
    _polygon(canvas, [(28, 92), (86, 72), (28, 52)], fill=_fill(colour))
    canvas.setLineWidth(7)
    canvas.line(26, 8, 26, 94)


def _puzzle(canvas: Canvas, colour: str | None) -> None:
    canvas.setFillColor(_fill(colour))
    path = canvas.beginPath()
    path.moveTo(14, 10)
    path.lineTo(70, 10)
    path.lineTo(70, 32.4)  # knobs: radius 12, centres 10 outside the edges
    path.arcTo(68, 27, 92, 51, 213.56, 292.88)  # type: ignore[arg-type]  # the stubs say int; ReportLab takes any number
    path.lineTo(70, 66)
    path.lineTo(48.6, 66)
    path.arcTo(30, 64, 54, 88, 303.56, 292.88)  # type: ignore[arg-type]  # likewise
    path.lineTo(14, 66)
    path.close()
    canvas.drawPath(path, stroke=1, fill=1)


def _fill(colour: str | None) -> Color:
    return COLOURS.get(colour or "", NEUTRAL)


#: Dizzle field kind -> its drawing; `start` and `planet` fields carry no pips
DRAWINGS: dict[str, Callable[[Canvas, str | None], None]] = {
    "start": _start,
    "gem": _gem,
    "key": _key,
    "lock": _lock,
    "bomb": _bomb,
    "pile": _pile,
    "rocket": _rocket,
    "planet": _planet,
    "flag": _flag,
    "puzzle": _puzzle,
}


def field_icon(sheet: Sheet, kind: str, box: Box, colour: str | None = None) -> None:
    """The icon of a Dizzle field kind, in its colour (grey, standing for any, when None)."""
    drawing = DRAWINGS[kind]
    sheet.stamp(f"{kind}-{colour or 'any'}", box, lambda canvas: drawing(canvas, colour))
