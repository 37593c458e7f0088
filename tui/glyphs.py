"""Plain consoles: every glyph the app draws gets an ASCII twin, from one table.

The Linux console's font (TERM=linux) has no ⚀, ▦, ◆ or ╭, and draws them as `?`.
In ASCII mode (`--ascii`, TERM=linux, or DICE_TUI_ASCII=1) the screen is translated
cell by cell as Textual composes it, so the games' symbols, Textual's own borders,
arrows and scrollbars, and the rules pages all arrive as ASCII without any screen
knowing. Each twin takes the same number of cells as its glyph, so no layout moves.

The translation is a Textual line filter (`AsciiFilter`, public API: `LineFilter`, which
Textual itself uses for NO_COLOR), which the app adds to `App.get_line_filters()`: every
widget's lines pass through it, borders and scrollbars included, on the screen and in
screenshots alike; tests/tui/test_ascii.py checks every screen cell by cell.
"""

from __future__ import annotations

import os
import unicodedata
from functools import lru_cache
from typing import Any

#: the app's own symbols and Textual's, each with a twin of the same width
TWINS = {
    # dice faces (menu title)
    "⚀": "1", "⚁": "2", "⚂": "3", "⚃": "4", "⚄": "5", "⚅": "6",
    # marks and symbols
    # one twin, one meaning: ^ is an arrow up, # Dizzle's puzzle; a pile (▲) is &, a block |
    "▶": ">", "◀": "<", "▲": "&", "▼": "v", "►": ">", "◄": "<", "▸": ">", "◂": "<",
    "›": ">", "‹": "<", "»": ">", "«": "<",
    "→": ">", "←": "<", "↑": "^", "↓": "v", "↶": "<", "↵": "<", "⏎": "<",
    "⇢": ">", "⇠": "<", "⇡": "^", "⇣": "v",  # 25 to Dice's Blue route: told from Green's by its place
    "★": "*", "☆": "-", "✓": "+", "✔": "+", "✗": "x", "✘": "x", "×": "x", "⚠": "!",
    "●": "@", "○": "o", "◆": "$", "◇": "$", "▦": "%", "⇑": "!", "⚑": "F", "•": "*", "◦": "o", "▪": "*",
    "·": ".", "…": "~", "—": "-", "–": "-", "−": "-", "‘": "'", "’": "'", "“": '"', "”": '"',
    "↔": "-", "↕": "|", "≤": "<", "≥": ">", "≠": "!", "÷": "/", "±": "+", "°": "o",
    # Textual's scrollbars, half-block borders, keys and toggles
    "█": "|", "▌": "|", "▐": "|", "▏": "|", "▕": "|", "▎": "|", "▍": "|", "▊": "|", "▋": "|", "▉": "|",
    "▔": "-", "▀": "-", "▁": "_", "▂": "_", "▃": "_", "▄": "_", "▅": "_", "▆": "_", "▇": "_",
    "░": ":", "▒": ":", "▓": ":", "\u00a0": " ",
}

#: keys as the key bar names them: a word where one ASCII character would not say it
KEY_WORDS = {"⏎": "enter", "⌫": "bksp", "↑": "up", "↓": "down", "←": "left", "→": "right",
             "←↑↓→": "arrows", "↓↑": "up/down", "↑↓": "up/down"}


def key_word(display: str) -> str:
    return KEY_WORDS.get(display) or to_ascii(display)

#: glyphs drawn without a twin in TWINS (shown as `*`), for the tests to find
UNTWINNED: set[str] = set()


@lru_cache(maxsize=4096)
def twin(char: str) -> str:
    """The ASCII twin of one character (box drawing by its shape; unknown letters unaccented)."""
    if char.isascii():
        return char
    if char in TWINS:
        return TWINS[char]
    name = unicodedata.name(char, "")
    if name.startswith("BOX DRAWINGS"):
        horizontal, vertical = "HORIZONTAL" in name, "VERTICAL" in name
        if horizontal and not vertical:
            return "-"
        if vertical and not horizontal:
            return "|"
        return "+"
    if name.startswith("QUADRANT") or (
        name.startswith(("UPPER", "LOWER", "LEFT", "RIGHT", "FULL")) and "BLOCK" in name
    ):
        return "#"
    plain = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
    if len(plain) == 1:
        return plain  # é -> e
    from rich.cells import cell_len

    UNTWINNED.add(char)  # tests fail on these: every glyph drawn deserves a chosen twin
    return "*" * cell_len(char)  # a mark, never "?"


def to_ascii(text: str) -> str:
    """`text` with every grapheme as its twin, in the cells Rich laid the grapheme out in.
    Character by character, a name's emoji sequence drew wider or narrower than its
    place (👩🏽‍🚀: two cells, six asterisks; ❤️: two cells, one) and pushed its score off
    the row on the Linux console."""
    if text.isascii():
        return text
    from rich.cells import split_graphemes

    spans, _ = split_graphemes(text)
    return "".join(_grapheme_twin(text[begin:end], width) for begin, end, width in spans)


def _grapheme_twin(grapheme: str, width: int) -> str:
    """One grapheme's twin, exactly `width` cells wide: a letter's, accents and all (é as
    e + U+0301: e), else one mark a cell (an emoji sequence, its skin tone, its joiners)."""
    if len(grapheme) == 1 or all(unicodedata.combining(char) for char in grapheme[1:]):
        drawn = twin(grapheme[0])
        if len(drawn) == width:
            return drawn
    return "*" * width


def wanted(flag: bool = False, environ: Any = None) -> bool:
    """ASCII mode: asked for, or a terminal whose font has no symbols (the Linux console)."""
    environ = os.environ if environ is None else environ
    return flag or environ.get("TERM") == "linux" or environ.get("DICE_TUI_ASCII", "") not in ("", "0")


def ascii_filter() -> Any:
    """A Textual `LineFilter` that draws every glyph of a line as its twin (imported late:
    the menu's first frame need not wait for it)."""
    from rich.segment import Segment
    from textual.color import Color
    from textual.filter import LineFilter

    class AsciiFilter(LineFilter):
        def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
            if all(segment.text.isascii() for segment in segments):
                return segments
            return [Segment(to_ascii(text), style, control) for text, style, control in segments]

    return AsciiFilter()
