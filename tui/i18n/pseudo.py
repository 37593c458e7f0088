"""A pseudo-translator: every message bracketed, accented and about a third longer.

A pseudo-language (tui.i18n.languages, `pseudo=True`) is written by this function
instead of a translator, by `make po` like any catalogue. On its screens a word in
plain English is a string that never reached the catalogue, a bracket missing at a
label's end is a label cut short, and the extra third is room a longer language
will need. The fields (`{name}`), markup-free symbols, one-letter marks (a guard's
letter, a lock's) and the messages of a fixed-width context (a die's three letters)
keep their shape: they are read by code or by a fixed-width cell.
"""

from __future__ import annotations

import re

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúʋŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚƲŴẊÝŽ",
)
#: what is code, not words: a field ({name}) and a printf placeholder (%s, %(prog)s)
_KEEP = re.compile(r"(\{[^{}]*\}|%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[a-zA-Z%])")
#: contexts whose messages are read by code (a date pattern) and stay as written
UNCHANGED_CONTEXTS = ("date pattern",)
#: contexts whose messages fill a cell of fixed width (a Dalek die's three letters):
#: accented, never longer
FIXED_WIDTH_CONTEXTS = ("dalek die chip",)
GROWTH = 0.3  # each word's letters; the brackets make up the rest of about a third


def pseudo(message: str, context: str | None = None) -> str:
    """`message` in the pseudo-language."""
    if context in UNCHANGED_CONTEXTS or not message.strip():
        return message
    parts = _KEEP.split(message)
    if len(message) <= 2 or context in FIXED_WIDTH_CONTEXTS:  # a letter in a cell of its own: the same width
        return "".join(part if index % 2 else part.translate(_ACCENTED) for index, part in enumerate(parts))
    words = "".join(part if index % 2 else _WORD.sub(_longer, part).translate(_ACCENTED)
                    for index, part in enumerate(parts))
    lead, body, trail = _edges(words)
    return f"{lead}[{body}]{trail}"


_WORD = re.compile(r"[A-Za-z]+")


def _longer(match: re.Match[str]) -> str:
    """A word about a third longer, as a longer language's would be (its letters repeated
    evenly), so that a text wraps where a real translation would, at its spaces."""
    word = match.group(0)
    extra = round(len(word) * GROWTH)
    if not extra:
        return word
    step = len(word) / extra
    repeated = {int(step * index) for index in range(extra)}
    return "".join(letter * (2 if index in repeated else 1) for index, letter in enumerate(word))


def _edges(text: str) -> tuple[str, str, str]:
    """Leading and trailing spaces and newlines stay outside the brackets (a message that
    ends a line or starts after a separator keeps its place)."""
    body = text.strip()
    start = text.index(body[0]) if body else 0
    return text[:start], body, text[start + len(body):]
