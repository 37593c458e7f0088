"""Sheets: `dice-tui sheet dizzle --level all` versus a bare ReportLab script, as processes.

Target: <= 1.5x. Both are whole processes writing the five-page PDF that ships (the four
levels and a page of how to play), so the figure
includes what a user waits for: interpreter start, imports (ReportLab for both; the
level model and its validation for ours), drawing and writing. The baseline draws
four comparable pages the plain way a ReportLab script would (the same embedded Vera
font, a title, a round track, an 8 x 9 grid of die faces with pips, labels, arrow
tags, a scoring box and a star table), then a page of about 1,700 characters of rules
in headed, wrapped paragraphs. Medians of several runs, alternated so drift hits both.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.verdict import verdict  # noqa: E402

RUNS = 9

BASELINE = '''
import math, sys
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

pdfmetrics.registerFont(TTFont("Vera", "Vera.ttf"))
pdfmetrics.registerFont(TTFont("Vera-Bold", "VeraBd.ttf"))
PIPS = {1: [(1, 1)], 2: [(0, 2), (2, 0)], 3: [(0, 2), (1, 1), (2, 0)], 4: [(0, 0), (0, 2), (2, 0), (2, 2)],
        5: [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)], 6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)]}
c = Canvas(sys.argv[1], pagesize=A4, invariant=1)
for level in range(1, 5):
    c.setFont("Vera-Bold", 20)
    c.drawString(14 * mm, 270 * mm, "Dizzle")
    c.setFont("Vera", 11)
    c.drawRightString(196 * mm, 270 * mm, "Level %d" % level)
    c.line(14 * mm, 268 * mm, 196 * mm, 268 * mm)
    for n in range(10):
        c.rect((50 + n * 11) * mm, 252 * mm, 9 * mm, 9 * mm)
        c.drawCentredString((54.5 + n * 11) * mm, 255 * mm, str(n + 1))
    side = 18 * mm
    for row in range(8):
        c.setFont("Vera-Bold", 8)
        c.drawRightString(22 * mm, 240 * mm - row * side, str(row + 1))
        for col in range(9):
            x, y = 25 * mm + col * side, 232 * mm - row * side
            c.rect(x, y, side, side)
            c.roundRect(x + 2 * mm, y + 2 * mm, side - 4 * mm, side - 4 * mm, 2 * mm)
            for px, py in PIPS[(row * 9 + col + level) % 6 + 1]:
                c.circle(x + (5 + 4 * px) * mm, y + (5 + 4 * py) * mm, 1.2 * mm, stroke=0, fill=1)
    for n in range(3):
        c.circle(190 * mm, (236 - n * 50) * mm, 3 * mm)
        c.drawCentredString(190 * mm, (235 - n * 50) * mm, str(n + 5))
        c.line(186 * mm, (236 - n * 50) * mm, 182 * mm, (236 - n * 50) * mm)
    c.roundRect(14 * mm, 20 * mm, 110 * mm, 60 * mm, 3 * mm)
    c.setFont("Vera", 7.5)
    for n, label in enumerate(["Gems", "Arrows", "Puzzles", "Flags", "Block", "Bombs", "Piles"]):
        c.drawString(17 * mm, (72 - n * 4) * mm, label + ": how this category scores at the end")
        c.rect((17 + n * 13) * mm, 24 * mm, 12 * mm, 10 * mm)
    c.roundRect(128 * mm, 20 * mm, 68 * mm, 60 * mm, 3 * mm)
    for band in range(7):
        c.drawString(131 * mm, (72 - band * 5) * mm, "%d+" % (90 - band * 10))
        for star in range(5):
            p = c.beginPath()
            for i in range(10):
                r = (1.6 if i % 2 == 0 else 0.7) * mm
                a = math.radians(90 + 36 * i)
                x, y = (145 + star * 4) * mm + r * math.cos(a), (73 - band * 5) * mm + r * math.sin(a)
                p.moveTo(x, y) if i == 0 else p.lineTo(x, y)
            p.close()
            c.drawPath(p, fill=star < band)
        c.drawString(167 * mm, (72 - band * 5) * mm, "A verdict")
    c.showPage()
c.setFont("Vera-Bold", 20)
c.drawString(14 * mm, 270 * mm, "Dizzle")
c.setFont("Vera", 11)
c.drawRightString(196 * mm, 270 * mm, "How to play")
c.line(14 * mm, 268 * mm, 196 * mm, 268 * mm)
y = 258 * mm
for n in range(9):
    c.setFont("Vera-Bold", 10)
    c.drawString(14 * mm, y, "Heading %d:" % (n + 1))
    y -= 5 * mm
    c.setFont("Vera", 9.5)
    words = ("every player takes one die from the offer and places it on a field with its number " * 2).split()
    line = ""
    for word in words:
        if c.stringWidth(line + " " + word, "Vera", 9.5) > 178 * mm:
            c.drawString(18 * mm, y, line)
            y, line = y - 4.5 * mm, word
        else:
            line = (line + " " + word).strip()
    c.drawString(18 * mm, y, line)
    y -= 7 * mm
c.showPage()
c.save()
'''


def timed(argv: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(argv, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="dice-tui-bench-sheets-"))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    script = folder / "bare_reportlab.py"
    script.write_text(BASELINE)
    console = Path(sys.executable).parent / "dice-tui"
    ours = [str(console), "sheet"] if console.exists() else [sys.executable, "-m", "sheets"]
    ours += ["dizzle", "--level", "all", "-o", str(folder / "ours.pdf")]
    base = [sys.executable, str(script), str(folder / "baseline.pdf")]
    timed(ours, env)  # warm the file cache for both
    timed(base, env)
    mine, theirs = [], []
    for _ in range(RUNS):
        mine.append(timed(ours, env))
        theirs.append(timed(base, env))
    a, b = statistics.median(mine), statistics.median(theirs)
    how = "dice-tui sheet" if console.exists() else "python -m sheets"
    print(f"{how} dizzle --level all (5 pages): {a * 1000:.0f} ms  (ratio {a / b:.2f} vs a bare ReportLab script "
          f"drawing 5 such pages {b * 1000:.0f} ms; target <= 1.5)  {verdict(a / b, 1.5)}")


if __name__ == "__main__":
    main()
