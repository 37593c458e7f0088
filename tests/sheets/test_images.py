"""Each page, rasterised at 40 dpi, matches its committed reference image within a tolerance.

The pages are rasterised by PDFium (pypdfium2, one of the test tools `make test` installs),
so these checks run wherever the suite runs, CI included, and never skip for want of a
program on the machine.

Catches layout regressions no text check sees (an icon drawn off its field, a panel
over the grid). After an intended change of a sheet, look at the new pages, then
re-record: `SHEETS_UPDATE_REFERENCE=1 pytest tests/sheets/test_images.py`.
"""

from __future__ import annotations

import os

import pypdfium2
import pytest
from PIL import Image, ImageChops, ImageFilter

from .conftest import CASES, HERE, MM, rendered

REFERENCE = HERE / "reference"
DPI = 40
#: both images are blurred this much first, so a renderer placing an edge one pixel
#: over (anti-aliasing, hinting) does not count as a change
BLUR = 1
#: a blurred pixel "differs" when its grey level moves by more than this
PIXEL_TOLERANCE = 96
#: share of differing pixels allowed on a page. Measured: PDFium against poppler's
#: pdftoppm (which drew the first references) differ by at most 0.007 %; one missing
#: die face is 0.05 %, the page moved by 1.3 mm is 0.4 %.
AREA_TOLERANCE = 0.0003
UPDATE = os.environ.get("SHEETS_UPDATE_REFERENCE") == "1"


def rasterise(data: bytes) -> list[Image.Image]:
    """Every page of a PDF in grey at DPI."""
    document = pypdfium2.PdfDocument(data)
    try:
        return [page.render(scale=DPI / 72, grayscale=True).to_pil().convert("L") for page in document]
    finally:
        document.close()


@pytest.fixture(scope="module")
def pages():
    """The rasterised pages of a case, made once per module."""
    made: dict[str, list[Image.Image]] = {}

    def of(case: str) -> list[Image.Image]:
        if case not in made:
            made[case] = rasterise(rendered(case))
        return made[case]

    return of


def differing_share(page: Image.Image, reference: Image.Image) -> float:
    """The share of the page whose (blurred) grey level moved by more than the tolerance."""
    page, reference = (image.filter(ImageFilter.GaussianBlur(BLUR)) for image in (page, reference))
    difference = ImageChops.difference(page, reference).point(lambda level: 255 if level > PIXEL_TOLERANCE else 0)
    return difference.histogram()[255] / (page.width * page.height)


@pytest.mark.parametrize("case", sorted(CASES))
def test_pages_match_their_reference_images(case: str, pages) -> None:
    for number, page in enumerate(pages(case), start=1):
        reference_path = REFERENCE / f"{case}-{number}.png"
        if UPDATE:
            REFERENCE.mkdir(exist_ok=True)
            page.save(reference_path, optimize=True)
            continue
        assert reference_path.exists(), f"no reference {reference_path.name}; record it with SHEETS_UPDATE_REFERENCE=1"
        reference = Image.open(reference_path).convert("L")
        assert page.size == reference.size
        share = differing_share(page, reference)
        assert share <= AREA_TOLERANCE, f"{case} page {number}: {share:.2%} of the page changed"


@pytest.mark.parametrize("case", sorted(CASES))
def test_nothing_is_printed_in_the_12_mm_a_home_printer_cannot_reach(case: str, pages) -> None:
    edge = round(12 * MM * DPI / 72)
    for page in pages(case):
        inner = (edge, edge, page.width - edge, page.height - edge)
        blank = Image.new("L", page.size, 255)
        blank.paste(page.crop(inner), inner[:2])
        assert ImageChops.difference(page, blank).getbbox() is None


def test_a_missing_die_face_or_a_shifted_layout_is_caught() -> None:
    """The tolerance is tight enough to see one field's die face go, or the page move 1.3 mm."""
    reference = Image.open(REFERENCE / "dizzle-all-2.png").convert("L")
    missing = reference.copy()
    field = round(18 * MM * DPI / 72)  # one die face in column A of the level 2 grid
    left, top = round(20 * MM * DPI / 72), round(113 * MM * DPI / 72)
    assert reference.crop((left, top, left + field, top + field)).getextrema()[0] < 64  # pips are there
    missing.paste(255, (left, top, left + field, top + field))
    assert differing_share(missing, reference) > AREA_TOLERANCE
    assert differing_share(ImageChops.offset(reference, 2, 0), reference) > AREA_TOLERANCE
    assert differing_share(reference, reference) == 0
