"""A pseudo-translator: every message bracketed, accented and about a third longer.

A pseudo-language (tui.i18n.languages, `pseudo=True`) is written by this function
instead of a translator, by `make po` like any catalogue. On its screens a word in
plain English is a string that never reached the catalogue, a bracket missing at a
label's end is a label cut short, and the extra third is room a longer language
will need. The fields (`{name}`), markup-free symbols and one-letter marks (a guard's
letter, a lock's) keep their shape: they are read by code or by a fixed-width cell.
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
GROWTH = 0.35


def pseudo(message: str, context: str | None = None) -> str:
    """`message` in the pseudo-language."""
    if context in UNCHANGED_CONTEXTS or not message.strip():
        return message
    parts = _KEEP.split(message)
    accented = "".join(part if index % 2 else part.translate(_ACCENTED) for index, part in enumerate(parts))
    if len(message) <= 2:  # a letter in a cell of its own: the same width
        return accented
    words = sum(len(part) for index, part in enumerate(parts) if not index % 2)
    padding = max(0, round(words * GROWTH) - 2)
    lead, body, trail = _edges(accented)
    return f"{lead}[{body}{'~' * padding}]{trail}"


def _edges(text: str) -> tuple[str, str, str]:
    """Leading and trailing spaces and newlines stay outside the brackets (a message that
    ends a line or starts after a separator keeps its place)."""
    body = text.strip()
    start = text.index(body[0]) if body else 0
    return text[:start], body, text[start + len(body):]
