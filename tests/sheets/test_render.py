"""The PDF promises every sheet keeps: pages, paper, fonts, vector only, determinism."""

from __future__ import annotations

import subprocess
import sys

import pytest
from pypdf.generic import IndirectObject

import sheets
from sheets import SheetError

from .conftest import CASES, MM, ROOT, read, rendered

A4 = (595.28, 841.89)
LETTER = (612.0, 792.0)

PAGES = {
    "dalek-dice": (1, A4),
    "dalek-dice-6": (1, A4),  # six players still fit a portrait pad
    "dize": (1, A4[::-1]),  # the mat lies landscape on the table
    "25-to-dice-solo": (1, A4),
    "25-to-dice-competitive": (1, A4),
    "dizzle-all": (5, A4),  # the four levels, then How to play once
    "dizzle-every-special": (1, A4),  # a single level: How to play is printed once per table, apart
    "dizzle-3-letter": (1, LETTER),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_sheet_has_its_pages_on_its_paper(case: str) -> None:
    count, size = PAGES[case]
    pages = read(rendered(case)).pages
    assert len(pages) == count
    for page in pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(size, abs=0.5)


@pytest.mark.parametrize("game", sorted(sheets.games()))
def test_letter_paper_on_request(game: str) -> None:
    page = read(sheets.render(game, paper="letter")).pages[0]
    assert sorted((float(page.mediabox.width), float(page.mediabox.height))) == pytest.approx(LETTER, abs=0.5)


def _resources(page) -> dict:
    resources = page["/Resources"]
    return resources.get_object() if isinstance(resources, IndirectObject) else resources


@pytest.mark.parametrize("case", sorted(CASES))
def test_font_is_the_embedded_vera_truetype(case: str) -> None:
    for page in read(rendered(case)).pages:
        for font in _resources(page)["/Font"].values():
            font = font.get_object()
            assert "Vera" in font["/BaseFont"], font["/BaseFont"]
            descriptor = font["/DescendantFonts"][0].get_object()["/FontDescriptor"].get_object() \
                if "/DescendantFonts" in font else font["/FontDescriptor"].get_object()
            assert "/FontFile2" in descriptor  # the TrueType program is in the file


@pytest.mark.parametrize("case", sorted(CASES))
def test_vector_only_no_images(case: str) -> None:
    for page in read(rendered(case)).pages:
        for xobject in _resources(page).get("/XObject", {}).values():
            assert xobject.get_object()["/Subtype"] == "/Form"  # reusable vector drawings


def test_the_same_input_gives_the_same_bytes() -> None:
    for case in ("dizzle-all", "25-to-dice-competitive", "dalek-dice", "dize"):
        arguments = dict(CASES[case])
        assert sheets.render(arguments.pop("game"), **arguments) == rendered(case)


def test_the_same_bytes_from_a_fresh_process() -> None:
    """Nothing in the file depends on the process: no clock, no random ids, no dict order."""
    done = subprocess.run([sys.executable, "-m", "sheets", "dizzle", "--level", "all", "-o", "-"],
                          cwd=ROOT, capture_output=True, check=True)
    assert done.stdout == rendered("dizzle-all")


def test_metadata_is_fixed_and_carries_no_timestamp() -> None:
    info = read(rendered("dizzle-all")).metadata
    assert info["/Title"] == "Dizzle level sheets"
    assert info["/Author"] == "dice-tui"
    assert info["/CreationDate"] == info["/ModDate"] == "D:20000101000000+00'00'"


def test_options_change_the_sheet() -> None:
    assert sheets.render("dalek-dice", players=3) != sheets.render("dalek-dice", players=4)
    assert rendered("25-to-dice-solo") != rendered("25-to-dice-competitive")


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: sheets.render("yahtzee"), "unknown game 'yahtzee'"),
        (lambda: sheets.render("dize", paper="a3"), "unknown paper 'a3'"),
        (lambda: sheets.render("dize", players=3), "dize sheets take no players option"),
        (lambda: sheets.render("dalek-dice", level=1), "dalek-dice sheets take no level option"),
        (lambda: sheets.render("25-to-dice", mode="versus"), "unknown mode 'versus'"),
        (lambda: sheets.render("dalek-dice", players=1), "2 to 6 players, not 1"),
        (lambda: sheets.render("dalek-dice", players=7), "2 to 6 players, not 7"),
        (lambda: sheets.render("dalek-dice", players="4"), "must be a whole number, not '4'"),
        (lambda: sheets.render("dizzle", level=5), "unknown level 5"),
        (lambda: sheets.render("dizzle", level="one"), "unknown level 'one'"),
    ],
)
def test_bad_values_are_refused_in_one_line(call, message: str) -> None:
    with pytest.raises(SheetError) as refused:
        call()
    assert message in str(refused.value)
    assert "\n" not in str(refused.value)


def test_co_op_prints_the_solo_board() -> None:
    assert sheets.render("25-to-dice", mode="coop") == rendered("25-to-dice-solo")
    assert sheets.render("25-to-dice", mode="co-op") == rendered("25-to-dice-solo")


def test_default_file_names() -> None:
    assert sheets.default_filename("dizzle") == "dizzle-level-1-en-a4.pdf"
    assert sheets.default_filename("dizzle", level=3) == "dizzle-level-3-en-a4.pdf"
    assert sheets.default_filename("dizzle", level="all") == "dizzle-levels-en-a4.pdf"
    assert sheets.default_filename("dizzle", level_file="my/castle.json") == "dizzle-castle-en-a4.pdf"
    assert sheets.default_filename("25-to-dice") == "25-to-dice-solo-coop-en-a4.pdf"
    assert sheets.default_filename("25-to-dice", mode="co-op") == "25-to-dice-solo-coop-en-a4.pdf"
    assert sheets.default_filename("25-to-dice", mode="competitive") == "25-to-dice-competitive-en-a4.pdf"
    assert sheets.default_filename("dalek-dice") == "dalek-dice-en-a4.pdf"
    assert sheets.default_filename("dalek-dice", players=5) == "dalek-dice-5-players-en-a4.pdf"
    assert sheets.default_filename("dize") == "dize-en-a4.pdf"
    assert sheets.default_filename("dizzle", level="rules") == "dizzle-how-to-play-en-a4.pdf"
    assert sheets.default_filename("dize", "letter", lang="es") == "dize-es-letter.pdf"


def test_margin_constant_survives_home_printers() -> None:
    from sheets.paper import MARGIN

    assert MARGIN >= 12 * MM
