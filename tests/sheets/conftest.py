"""Shared helpers for the sheet tests: render once per case, read PDFs with pypdf."""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path

import pypdf

import sheets

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
EVERY_SPECIAL = HERE / "levels" / "every_special.json"
MM = 72 / 25.4

#: every sheet the project prints: case name -> render() arguments
CASES: dict[str, dict] = {
    "dalek-dice": {"game": "dalek-dice"},
    "dalek-dice-6": {"game": "dalek-dice", "players": 6},
    "dize": {"game": "dize"},
    "25-to-dice-solo": {"game": "25-to-dice"},
    "25-to-dice-competitive": {"game": "25-to-dice", "mode": "competitive"},
    "dizzle-all": {"game": "dizzle", "level": "all"},
    "dizzle-every-special": {"game": "dizzle", "level_file": str(EVERY_SPECIAL)},
    "dizzle-3-letter": {"game": "dizzle", "level": 3, "paper": "letter"},
}


@cache
def rendered(case: str) -> bytes:
    """The PDF of a case, rendered once per test session."""
    arguments = dict(CASES[case])
    return sheets.render(arguments.pop("game"), **arguments)


def read(data: bytes) -> pypdf.PdfReader:
    return pypdf.PdfReader(io.BytesIO(data))


@cache
def page_texts(data: bytes) -> list[str]:
    """The text of each page (cached: pypdf's extraction is the slow part of these tests)."""
    return [page.extract_text() for page in read(data).pages]


def words(text: str) -> list[str]:
    """Text split into the tokens the tests count (numbers, letters, labels)."""
    return text.split()

