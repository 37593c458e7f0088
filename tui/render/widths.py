"""Which characters a terminal may measure otherwise than Rich does, and so cannot be followed.

Why apart: the terminal's copy (tui.render.shadow) and the code that places a strip
(tui.render.placing) must agree on one answer, cell by cell: a character the copy
believes but the terminal draws a cell wider or narrower shifts the rest of its line.
"""

from __future__ import annotations

import unicodedata

from rich.cells import get_character_cell_size
from textual.strip import Strip


def doubtful(char: str) -> bool:
    """A character whose width Rich and a terminal may disagree on: emoji presentation and
    text selectors, the zero-width joiner, skin tones, flag letters and tags, and anything
    beyond the BMP that this Python's Unicode does not know yet (🫨)."""
    code = ord(char)
    return (code in (0x200D, 0x20E3, 0xFE0E, 0xFE0F) or 0x1F1E6 <= code <= 0x1F1FF or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0000 <= code <= 0xE007F or (code > 0xFFFF and unicodedata.category(char) == "Cn"))


def odd_grapheme(grapheme: str) -> bool:
    """A grapheme (Rich's split) that a terminal may draw wider or narrower than Rich
    counts: one holding a doubtful character, or one with no character to stand on (a
    lone mark). A letter and its combining accents take the letter's cells everywhere."""
    return get_character_cell_size(grapheme[0]) not in (1, 2) or any(doubtful(char) for char in grapheme)


def followed(strip: Strip) -> bool:
    """Whether the copy can follow a strip: every character takes one or two cells, the
    same for Rich and the terminal, and no control segment."""
    for text, _, control in strip:
        if control:
            return False
        if not (text.isascii() and text.isprintable()) and not all(
            get_character_cell_size(char) in (1, 2) and not doubtful(char) for char in text
        ):
            return False
    return True
