"""Every sheet in Spanish: Spanish words, laid out as well as the English.

Spanish runs 20-30% longer, and a sheet shrinks a line that would overflow (paper.fit_size)
or lets a paragraph wrap onto more lines. So every sheet the CLI offers (every game,
level, mode and number of players, on A4 and Letter) is drawn in Spanish while the
drawing is recorded, and:

- no text is shrunk below 7 points to fit, and none is drawn smaller (`Sheet.text` never
  draws under 7 points; a name both languages shrink alike to 7 is the design's);
- no text crosses the edge of a frame or box (it is inside or outside, never across),
  overlaps another text, or leaves the printable area;
- the text read back from the PDF is Spanish: the glossary's terms are there, and no
  English word is left outside the game titles and the inmates' names.

The same layout checks run on the English sheets, so a fault they share is not blamed
on the translation, and the checks are known to pass on a sheet drawn as designed.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from typing import Any

import pypdf
import pytest
from reportlab.pdfbase import pdfmetrics

import sheets
import sheets.paper as paper
from core.dizzle.descriptor import LEVEL_NUMBERS
from core.dizzle.level_file import parse_level
from core.lang import _
from tests.i18n.leaks import english_words
from tui import i18n

from .conftest import EVERY_SPECIAL, HERE

SMALLEST = 7.0
SLACK = 0.4  # points: a stroke's half width, a font's rounding
#: words the leak check counts as English that the glossary makes Spanish too (25 to Dice: el escape)
ALSO_SPANISH = frozenset({"escape", "escapes"})
INMATES = ("Ann", "Billy", "Clyde", "Donna", "Eleanor", "Frank")

#: every sheet `dice-tui sheet` offers: (game, options)
SHEETS: list[tuple[str, dict[str, Any]]] = [
    ("dalek-dice", {}),
    *[("dalek-dice", {"players": players}) for players in (2, 3, 5, 6)],
    ("dize", {}),
    *[("dizzle", {"level": level}) for level in LEVEL_NUMBERS],
    ("dizzle", {"level": "rules"}),
    ("dizzle", {"level_file": str(EVERY_SPECIAL)}),
    ("dizzle", {"level_file": str(HERE / "levels" / "twelve_by_twelve.json")}),
    ("25-to-dice", {"mode": "solo"}),
    ("25-to-dice", {"mode": "competitive"}),
]
CASES = [(game, options, paper_size) for game, options in SHEETS for paper_size in ("a4", "letter")]
IDS = [f"{game}-{'-'.join(map(str, options.values())) or 'default'}-{size}".replace(str(EVERY_SPECIAL), "file")
       .replace(str(HERE / "levels" / "twelve_by_twelve.json"), "twelve") for game, options, size in CASES]

#: words each sheet must say in Spanish (the glossary's terms)
TERMS = {
    "dalek-dice": ("Hoja de puntuación", "Turno", "Puntuación", "Total", "Jugador 1", "Humanos", "¡Exterminar!",
                   "Superior", "Derecha", "plántate", "Te plantas", "bonificación", "Ejemplo de un turno",
                   "En la mesa", "Derecha, los dados para volver a tirar", "guárdalo con tus Daleks"),
    "dize": ("ZOMBIS", "ZONA DE LANZAMIENTO", "HUMANOS", "CAPTURADOS", "HÉROES", "RETIRADOS", "EJECUTADOS",
             "Tapete", "Infección", "Ataque Humano", "Ataque Zombi", "Puntuación", "Preparación",
             "Toma 20 dados normales", "de 2 a 10", "Solo los 6 de una tirada con éxito", "al menos un humano"),
    "dizzle": ("Nivel", "RONDAS", "Jugadores", "Dados", "Rondas", "Puntuación", "Puntuación en solitario",
               "Total", "piedra preciosa", "inicial", "colores:", "Cómo se juega", "una vez por mesa",
               "una casilla por ronda"),
    "dizzle-rules": ("Cómo se juega", "Salto:", "Último jugador:", "Ningún dado cabe:", "jugador inicial",
                     "oferta", "abandona", "lanza de nuevo", "el jugador inicial lanza todos los dados"),
    "25-to-dice": ("TIEMPO RESTANTE", "Una ronda", "Mover guardias", "Mover reclusos", "Persecución",
                   "Sustitución", "celda", "Corta las fichas", "Verde", "Azul", "Escapados", "Capturados",
                   "Salida A", "Leyenda", "Prisión estándar", "un dado menos por cada escape", "Captura o escape",
                   "Escribe la inicial del recluso", "Solo un guardia persigue"),
}


@dataclass(frozen=True)
class Drawn:
    """One line of text as drawn: its words, size and the box its letters take."""

    text: str
    size: float
    left: float
    bottom: float
    right: float
    top: float
    page: int


@dataclass
class Recording:
    texts: list[Drawn]
    frames: list[tuple[int, float, float, float, float]]  # page, x, y, right, top
    shrunk: list[tuple[str, float, float]]  # text, asked size, size given
    pages: list[tuple[float, float]]


@contextmanager
def recording(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recording]:
    seen = Recording([], [], [], [])
    original_fit, original_text, original_rect = paper.fit_size, paper.Sheet.text, paper.Sheet.rect
    original_page = paper.Sheet.new_page

    def fit_size(text: str, font: str, size: float, width: float) -> float:
        given = original_fit(text, font, size, width)
        if given < size:
            seen.shrunk.append((text, size, given))
        return given

    def new_page(self: paper.Sheet, footer: str, *, wide: bool = False) -> Any:
        area = original_page(self, footer, wide=wide)
        size = self.canvas._pagesize
        seen.pages.append((float(size[0]), float(size[1])))
        return area

    def text(self: paper.Sheet, x: float, y: float, text: str, *, size: float = 9, bold: bool = False,
             colour: Any = paper.INK, align: str = "left", max_width: float | None = None) -> None:
        font = paper.BOLD if bold else paper.FONT
        drawn = original_fit(text, font, size, max_width) if max_width is not None else size
        width = pdfmetrics.stringWidth(text, font, drawn)
        left = {"left": x, "centre": x - width / 2}.get(align, x - width)
        if text.strip():
            seen.texts.append(Drawn(text, drawn, left, y - 0.2 * drawn, left + width, y + 0.72 * drawn,
                                    len(seen.pages)))
        original_text(self, x, y, text, size=size, bold=bold, colour=colour, align=align, max_width=max_width)

    def rect(self: paper.Sheet, box: paper.Box, *, stroke: Any = paper.INK, **kwargs: Any) -> None:
        if stroke is not None:
            seen.frames.append((len(seen.pages), box.x, box.y, box.right, box.top))
        original_rect(self, box, stroke=stroke, **kwargs)

    monkeypatch.setattr(paper, "fit_size", fit_size)
    monkeypatch.setattr(paper.Sheet, "text", text)
    monkeypatch.setattr(paper.Sheet, "rect", rect)
    monkeypatch.setattr(paper.Sheet, "new_page", new_page)
    yield seen


def draw(game: str, options: dict[str, Any], paper_size: str, language: str,
         monkeypatch: pytest.MonkeyPatch) -> tuple[Recording, bytes]:
    i18n.use(language)
    with recording(monkeypatch) as seen:
        data = sheets.render(game, paper=paper_size, **options)
    return seen, data


def too_small(seen: Recording) -> set[str]:
    return {text for text, asked, given in seen.shrunk if given < min(asked, SMALLEST) - 0.01}


def crossing(seen: Recording) -> set[str]:
    """Texts that cross a frame's edge: partly inside it, partly out."""
    bad = set()
    for drawn in seen.texts:
        for page, x, y, right, top in seen.frames:
            if page != drawn.page:
                continue
            overlaps = (drawn.left < right - SLACK and drawn.right > x + SLACK
                        and drawn.bottom < top - SLACK and drawn.top > y + SLACK)
            inside = (drawn.left >= x - SLACK and drawn.right <= right + SLACK
                      and drawn.bottom >= y - SLACK and drawn.top <= top + SLACK)
            if overlaps and not inside:
                bad.add(drawn.text)
    return bad


def overlapping(seen: Recording) -> set[tuple[str, str]]:
    """Pairs of texts drawn over each other."""
    bad = set()
    texts = seen.texts
    for index, one in enumerate(texts):
        for other in texts[index + 1:]:
            if (one.page == other.page and one.left < other.right - SLACK and other.left < one.right - SLACK
                    and one.bottom < other.top - SLACK and other.bottom < one.top - SLACK):
                bad.add((one.text, other.text))
    return bad


#: points of white between two texts on one line: a run-in label's space at 7 points is 2.2
GAP = 1.5


def touching(seen: Recording) -> set[tuple[str, str]]:
    """Pairs of texts on one line with no gap between them ("CooperativoDe 2 a 6": a label in a
    column too narrow for the Spanish word, shrunk as far as it goes, ending where its text begins)."""
    bad = set()
    for one in seen.texts:
        for other in seen.texts:
            if one is other or one.page != other.page:
                continue
            same_line = one.bottom < other.top - SLACK and other.bottom < one.top - SLACK
            if same_line and one.right - SLACK <= other.left < one.right + GAP:
                bad.add((one.text, other.text))
    return bad


def off_the_page(seen: Recording) -> set[str]:
    margin = paper.MARGIN - SLACK
    bad = set()
    for drawn in seen.texts:
        width, height = seen.pages[drawn.page - 1]
        if drawn.left < margin or drawn.bottom < margin or drawn.right > width - margin or drawn.top > height - margin:
            bad.add(drawn.text)
    return bad


@cache
def english(game: str, options: tuple[tuple[str, Any], ...], paper_size: str) -> tuple[set[str], set[str],
                                                                                      set[tuple[str, str]]]:
    """What the English sheet already does by design (names shrunk in a token, say)."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        seen, _data = draw(game, dict(options), paper_size, "en", monkeypatch)
    return too_small(seen), crossing(seen), overlapping(seen)


def pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages)


@pytest.mark.parametrize(("game", "options", "paper_size"), CASES, ids=IDS)
def test_the_spanish_sheet_is_laid_out_as_well_as_the_english(game, options, paper_size, monkeypatch) -> None:
    small, crossed, over = english(game, tuple(sorted(options.items())), paper_size)
    seen, _data = draw(game, options, paper_size, "es", monkeypatch)
    assert too_small(seen) - small == set(), "shrunk below 7 points: shorten the Spanish"
    assert crossing(seen) - crossed == set(), "crosses the edge of its box"
    assert overlapping(seen) - over == set(), "drawn over another text"
    assert touching(seen) == set(), "no space between two texts"
    assert off_the_page(seen) == set()
    assert {drawn.text for drawn in seen.texts if drawn.size < SMALLEST} == set()


@pytest.mark.parametrize(("game", "options", "paper_size"), CASES, ids=IDS)
def test_the_spanish_sheet_speaks_spanish(game, options, paper_size, monkeypatch) -> None:
    _seen, data = draw(game, options, paper_size, "es", monkeypatch)
    text = pdf_text(data)
    flat = " ".join(text.split())
    missing = [term for term in TERMS["dizzle-rules" if options.get("level") == "rules" else game] if term not in flat]
    assert missing == []
    names = list(INMATES)
    if "level_file" in options:  # a level file's own words are data, printed as written
        with open(options["level_file"], "rb") as file:
            level = parse_level(file.read())
        names += [level.name, *(band.verdict for band in level.rating)]
    assert [word for word in english_words(flat, names) if word.lower() not in ALSO_SPANISH] == []


@pytest.mark.parametrize("game", ["dalek-dice", "dize", "dizzle", "25-to-dice"])
def test_the_english_sheets_pass_the_same_layout_checks(game, monkeypatch) -> None:
    """The checks hold on the English sheets too (apart from what the design does on purpose)."""
    seen, _data = draw(game, {}, "a4", "en", monkeypatch)
    assert off_the_page(seen) == set()
    assert touching(seen) == set()
    assert crossing(seen) <= {"Eleanor"} | set()


#: a verb form of vosotros: an imperative (seguid, hablad) or a present (ganáis, perdéis)
VOSOTROS = re.compile(r"\b\w+(?:ad|ed|id|áis|éis)\b", re.IGNORECASE)


#: the sheets whose every word is the catalogue's (a level file's own words are data)
OWN_WORDS = [(game, options) for game, options in SHEETS if "level_file" not in options]


@pytest.mark.parametrize(("game", "options"), OWN_WORDS, ids=[
    f"{game}-{'-'.join(map(str, options.values())) or 'default'}" for game, options in OWN_WORDS])
def test_a_spanish_sheet_speaks_to_its_reader_as_tu(game, options, monkeypatch) -> None:
    """The glossary's register: tú, as the rulebooks and the app speak; vosotros only where a
    sentence speaks to the whole table, as to the co-op team that wins or loses together. The
    Dalek Dice footer said "seguid" a line above "sigue"."""
    from sheets.twenty_five_words import SOLO_END

    seen, _data = draw(game, options, "a4", "es", monkeypatch)
    team = set(VOSOTROS.findall(_(SOLO_END[1][1])))
    assert team  # the co-op paragraph does speak to the team
    found = {word for drawn in seen.texts for word in VOSOTROS.findall(drawn.text)}
    assert found - team == set()
