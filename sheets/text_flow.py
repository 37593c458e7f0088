"""Run-in paragraphs: a bold label and its text on the same first line ("Jump: only when...").

Why: a rules panel whose every step puts its label on a line of its own spends a line per
step on a word or two; run in, the same rules take a fifth less height, which a panel
beside a grid (25 to Dice) or a page of rules (Dizzle) gives back as a larger size.
"""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth

from sheets.paper import BOLD, FONT, INK, Sheet


def run_in_lines(label: str, text: str, width: float, size: float) -> list[str]:
    """The text's lines after a bold label on the first line: the first line is shorter by the
    label's width."""
    indent = stringWidth(label + " ", BOLD, size)
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        room = width - (indent if not lines else 0)
        if line and stringWidth(trial, FONT, size) > room:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line]


def draw_run_in(sheet: Sheet, x: float, y: float, width: float, label: str, text: str, *, size: float,
                leading: float) -> float:
    """The label in bold and its text wrapped after it, first baseline at y; returns the baseline
    after the last line."""
    sheet.text(x, y, label, size=size, bold=True)
    indent = stringWidth(label + " ", BOLD, size)
    for number, line in enumerate(run_in_lines(label, text, width, size)):
        sheet.text(x + (indent if number == 0 else 0), y, line, size=size, colour=INK)
        y -= size * leading
    return y
