"""The drawing framework every sheet shares: paper, margins, the embedded font, boxes, text.

Why one framework: the four games print very different pages, but all of them must
survive a home printer (margins of at least 12 mm, vector only, readable in black and
white) and must be byte-for-byte deterministic, so that a sheet can be committed,
compared in tests and re-printed identically. Those promises live here once:
ReportLab runs in `invariant` mode with fixed metadata, and the font is ReportLab's own
bundled Bitstream Vera, registered as a TrueType font so it is embedded in the file
(no viewer substitutes another font and breaks the layout).

Layout is done with `sheets.layout.Box`, so page code reads top-down like the sheet.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from reportlab import rl_config
from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from core.lang import _
from sheets.errors import SheetError
from sheets.layout import Box

PAPERS: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
MARGIN = 14 * mm  # above the 12 mm most home printers cannot print into
FONT, BOLD = "Vera", "Vera-Bold"

INK = Color(0.12, 0.12, 0.12)
MUTED = Color(0.45, 0.45, 0.45)
SHADE = Color(0.94, 0.94, 0.94)
WHITE = Color(1, 1, 1)
#: the smallest text any sheet prints: what a home printer and a tired eye still read.
#: `Sheet.text` never draws smaller, whatever a caller asks or a fit would need.
SMALLEST = 7.0


def _register_fonts() -> None:
    """Register the bundled Vera faces once per process (ReportLab finds them on its path)."""
    if FONT not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(FONT, "Vera.ttf"))
        pdfmetrics.registerFont(TTFont(BOLD, "VeraBd.ttf"))


class Sheet:
    """One PDF document being drawn: pages, text and shapes in the house style."""

    def __init__(self, paper: str, title: str, subject: str):
        if paper not in PAPERS:
            raise SheetError(f"unknown paper {paper!r} (choose {' or '.join(PAPERS)})")
        _register_fonts()
        self.paper = PAPERS[paper]
        self._buffer = io.BytesIO()
        self.canvas = Canvas(self._buffer, pagesize=self.paper, invariant=True, pageCompression=1,
                             initialFontName=FONT, initialFontSize=9)  # type: ignore[arg-type]  # the stubs say float
        for setter, value in (
            (self.canvas.setTitle, title),
            (self.canvas.setSubject, subject),
            (self.canvas.setAuthor, "dice-tui"),
            (self.canvas.setCreator, "dice-tui sheets"),
            (self.canvas.setKeywords, "dice-tui, printable sheet"),
        ):
            setter(value)
        self.pages = 0
        self._forms: set[str] = set()

    # -- pages ---------------------------------------------------------------------------

    def new_page(self, footer: str, *, wide: bool = False) -> Box:
        """Start a page (landscape when wide); return the printable area above the footer."""
        if self.pages:
            self.canvas.showPage()
        size = landscape(self.paper) if wide else self.paper
        self.canvas.setPageSize(size)
        self.pages += 1
        area = Box(MARGIN, MARGIN, size[0] - 2 * MARGIN, size[1] - 2 * MARGIN)
        foot, rest = area.take_bottom(3.5 * mm, gap=2 * mm)
        self.text(foot.x, foot.y + 1, footer, size=7, colour=MUTED)
        self.text(foot.right, foot.y + 1, _("printed with dice-tui"), size=7, colour=MUTED, align="right")
        return rest

    def heading(self, area: Box, title: str, detail: str = "", *, detail_width: float | None = None) -> Box:
        """The page title on the left, a detail on the right (shrunk to `detail_width` when it
        comes from a file and may be long), a rule; return what is below."""
        band, rest = area.take_top(11 * mm, gap=4 * mm)
        self.text(band.x, band.y + 3 * mm, title, size=20, bold=True)
        if detail:
            self.text(band.right, band.y + 3 * mm, detail, size=11, colour=MUTED, align="right",
                      max_width=detail_width)
        self.line(band.x, band.y, band.right, band.y, width=1.2)
        return rest

    def finish(self) -> bytes:
        """The PDF bytes. Streams are written binary (zlib only, no ASCII85 layer):
        a quarter smaller and quicker to write, and every PDF reader takes them."""
        self.canvas.showPage()
        previous = rl_config.useA85
        rl_config.useA85 = 0
        try:
            self.canvas.save()
        finally:
            rl_config.useA85 = previous
        return self._buffer.getvalue()

    @contextmanager
    def state(self) -> Iterator[Canvas]:
        """Draw with a saved graphics state, restored afterwards."""
        self.canvas.saveState()
        try:
            yield self.canvas
        finally:
            self.canvas.restoreState()

    def stamp(self, name: str, box: Box, draw: Callable[[Canvas], None]) -> None:
        """A drawing made in a 100-unit square, placed in the largest square of `box`.

        Drawn once per document as a PDF form and then only referenced: a Dizzle page
        has hundreds of die faces, and a form keeps the file small and fast to write.
        """
        canvas = self.canvas
        if name not in self._forms:
            canvas.beginForm(name, -10, -10, 110, 110)
            canvas.setStrokeColor(INK)
            canvas.setLineWidth(4)
            canvas.setLineJoin(1)
            canvas.setLineCap(1)
            draw(canvas)
            canvas.endForm()
            self._forms.add(name)
        square = box.square()
        scale = square.w / 100
        with self.state():
            canvas.transform(scale, 0, 0, scale, square.x, square.y)
            canvas.doForm(name)

    # -- text ----------------------------------------------------------------------------

    def text(
        self,
        x: float,
        y: float,
        text: str,
        *,
        size: float = 9,
        bold: bool = False,
        colour: Color = INK,
        align: str = "left",
        max_width: float | None = None,
    ) -> None:
        """One line of text at a baseline; shrunk to max_width rather than overflowing."""
        font = BOLD if bold else FONT
        if max_width is not None:
            size = fit_size(text, font, size, max_width)
        size = max(size, SMALLEST)
        canvas = self.canvas
        canvas.setFillColor(colour)
        canvas.setFont(font, size)
        draw = {"left": canvas.drawString, "centre": canvas.drawCentredString}.get(align, canvas.drawRightString)
        draw(x, y, text)

    def centred(self, box: Box, text: str, *, size: float = 9, bold: bool = False, colour: Color = INK) -> None:
        """One line centred in a box, vertically by the font's cap height, shrunk to fit."""
        font = BOLD if bold else FONT
        size = fit_size(text, font, size, box.w * 0.92)
        self.text(box.cx, box.cy - size * 0.36, text, size=size, bold=bold, colour=colour, align="centre")

    def paragraph(self, x: float, y: float, width: float, text: str, *, size: float = 8.5,
                  colour: Color = INK, leading: float = 1.25, bold: bool = False) -> float:
        """Text wrapped to a width, first baseline at y; returns the baseline after the last line."""
        for line in simpleSplit(text, BOLD if bold else FONT, size, width):
            self.text(x, y, line, size=size, colour=colour, bold=bold)
            y -= size * leading
        return y

    @staticmethod
    def lines(text: str, width: float, *, size: float, bold: bool = False) -> int:
        """How many lines `paragraph` wraps `text` to."""
        return len(simpleSplit(text, BOLD if bold else FONT, size, width))

    # -- shapes --------------------------------------------------------------------------

    def line(self, x1: float, y1: float, x2: float, y2: float, *, width: float = 0.6, colour: Color = INK) -> None:
        canvas = self.canvas
        canvas.setStrokeColor(colour)
        canvas.setLineWidth(width)
        canvas.line(x1, y1, x2, y2)

    def rect(
        self,
        box: Box,
        *,
        stroke: Color | None = INK,
        fill: Color | None = None,
        width: float = 0.8,
        radius: float = 0,
        dash: Sequence[float] | None = None,
    ) -> None:
        """A rectangle (rounded when radius > 0), stroked and/or filled."""
        canvas = self.canvas
        with self.state():
            if stroke is not None:
                canvas.setStrokeColor(stroke)
                canvas.setLineWidth(width)
            if fill is not None:
                canvas.setFillColor(fill)
            if dash:
                canvas.setDash(list(dash))
            stroke_flag, fill_flag = int(stroke is not None), int(fill is not None)
            if radius:
                canvas.roundRect(box.x, box.y, box.w, box.h, radius, stroke=stroke_flag, fill=fill_flag)
            else:
                canvas.rect(box.x, box.y, box.w, box.h, stroke=stroke_flag, fill=fill_flag)

    def panel(self, box: Box, title: str, *, size: float = 10, fill: Color | None = None) -> Box:
        """A rounded frame with a bold caption; returns the space inside, below the caption."""
        self.rect(box, radius=2.5 * mm, width=1, fill=fill)
        self.text(box.x + 3 * mm, box.top - 3 * mm - size * 0.8, title, size=size, bold=True)
        return Box(box.x + 3 * mm, box.y + 3 * mm, box.w - 6 * mm, box.h - 7 * mm - size)

    def write_in_box(self, box: Box, caption: str = "", *, size: float = SMALLEST) -> None:
        """An empty box to write a number in, with a small caption in its top-left corner."""
        self.rect(box, width=0.8, fill=WHITE)
        if caption:
            self.text(box.x + 1.2 * mm, box.top - size - 0.8 * mm, caption, size=size, colour=MUTED)

    def track(self, box: Box, labels: Sequence[str], *, gap: float = 1.5 * mm, size: float = 7) -> list[Box]:
        """A row of square boxes to cross off, each numbered in its corner; returns the boxes."""
        side = min(box.h, (box.w - gap * (len(labels) - 1)) / len(labels))
        boxes = []
        for index, label in enumerate(labels):
            cell = Box(box.x + index * (side + gap), box.cy - side / 2, side, side)
            self.write_in_box(cell, label, size=size)
            boxes.append(cell)
        return boxes

    def arrow(
        self,
        x1: float,
        y1: float,
        x2: float,
        y2: float,
        *,
        colour: Color = INK,
        width: float = 1,
        head: float = 2.2 * mm,
    ) -> None:
        """A straight arrow from (x1, y1) to (x2, y2) with a filled head at the end."""
        length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
        if not length:
            return
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        with self.state() as canvas:
            canvas.setStrokeColor(colour)
            canvas.setLineWidth(width)
            canvas.line(x1, y1, x2 - ux * head, y2 - uy * head)
        self.arrow_head(x2, y2, ux, uy, colour=colour, size=head)

    def arrow_head(self, x: float, y: float, ux: float, uy: float, *, colour: Color = INK,
                   size: float = 2.2 * mm) -> None:
        """A filled triangle with its tip at (x, y), pointing along the unit vector (ux, uy)."""
        bx, by = x - ux * size, y - uy * size
        with self.state() as canvas:
            canvas.setFillColor(colour)
            path = canvas.beginPath()
            path.moveTo(x, y)
            path.lineTo(bx - uy * size * 0.45, by + ux * size * 0.45)
            path.lineTo(bx + uy * size * 0.45, by - ux * size * 0.45)
            path.close()
            canvas.drawPath(path, stroke=0, fill=1)


def fit_size(text: str, font: str, size: float, width: float) -> float:
    """The font size, reduced so the text fits the width (never below SMALLEST: a text that
    would need less is the layout's fault, and the layout tests find it crossing its box)."""
    measured = pdfmetrics.stringWidth(text, font, size)
    if measured <= width or measured == 0:
        return size
    return max(min(size, SMALLEST), size * width / measured)
