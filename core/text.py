"""Text typed by a person or read from a file is data: which characters it may hold.

Names, campaign names and level texts reach terminals, and a terminal obeys some
characters instead of showing them: C0 controls and ESC (clear the screen, set the
window title or the clipboard), DEL, C1 controls (U+0080-U+009F, CSI in one byte on
some terminals). Bidirectional controls (U+202A-U+202E, U+2066-U+2069, LRM, RLM, ALM)
reorder what is shown around them, so a name could make a log line read differently
from what happened; names in right-to-left scripts never need them, so they are
refused too. Line and paragraph separators break a one-line name, and an unpaired
surrogate cannot be written to a UTF-8 terminal at all.

Every boundary (the command line, the forms, `make_setup`, the level validator)
refuses such text with `text_flaw`'s one-line reason. Text already in a file from
before is not refused (that would lose a game) but shown through `visible`, which
swaps each such character for a visible stand-in (ESC shows as ␛).
"""

from __future__ import annotations

import re
from functools import cache

_C0_NAMES = [
    "NUL",
    "SOH",
    "STX",
    "ETX",
    "EOT",
    "ENQ",
    "ACK",
    "BEL",
    "BS",
    "TAB",
    "LF",
    "VT",
    "FF",
    "CR",
    "SO",
    "SI",
    "DLE",
    "DC1",
    "DC2",
    "DC3",
    "DC4",
    "NAK",
    "SYN",
    "ETB",
    "CAN",
    "EM",
    "SUB",
    "ESC",
    "FS",
    "GS",
    "RS",
    "US",
]
_BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_CLASS = f"\x00-\x1f\x7f-\x9f\u2028\u2029{_BIDI}\ud800-\udfff"
#: a whole text with no unsafe character (for a text field's `restrict`)
PLAIN_TEXT = f"[^{_CLASS}]*"


@cache
def _unsafe(*, lines: bool) -> re.Pattern[str]:
    """The unsafe characters (with `lines`, all but the line feed), compiled at first use:
    compiling both classes costs most of a millisecond at every start, and a text that
    `str.isprintable` passes holds none of them (none is printable), so most never ask."""
    if lines:
        return re.compile(f"[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029{_BIDI}\ud800-\udfff]")
    return re.compile(f"[{_CLASS}]")


def describe_char(char: str) -> str:
    """What an unsafe character is, for a message: 'ESC, a control character'."""
    code = ord(char)
    if code < 0x20:
        return f"{_C0_NAMES[code]}, a control character"
    if code == 0x7F:
        return "DEL, a control character"
    if code <= 0x9F:
        return f"U+{code:04X}, a control character"
    if char in _BIDI:
        return f"U+{code:04X}, a bidirectional control"
    if char in "\u2028\u2029":
        return f"U+{code:04X}, a line break"
    return f"U+{code:04X}, an unpaired surrogate"


def text_flaw(text: str) -> str | None:
    """Why `text` may not be shown on a terminal as it is, or None when it may."""
    if text.isprintable():  # no unsafe character is printable: most texts never need the pattern
        return None
    found = _unsafe(lines=False).search(text)
    return None if found is None else f"contains {describe_char(found.group())}"


def check_text(text: str, what: str) -> str:
    """`text` itself, or ValueError: "player name 'a\\x1b' contains ESC, a control character"."""
    flaw = text_flaw(text)
    if flaw is not None:
        raise ValueError(f"{what} {text!r} {flaw}")
    return text


def _stand_in(found: re.Match[str]) -> str:
    code = ord(found.group())
    if code < 0x20:
        return chr(0x2400 + code)  # the Control Pictures block: ␀ ... ␟
    if code == 0x7F:
        return "\u2421"  # ␡
    return "\ufffd"  # �


def visible(text: str, lines: bool = False) -> str:
    """`text` with every unsafe character swapped for a visible stand-in (the same
    length, so columns line up as they would have). With `lines`, line feeds stay:
    the text is several lines the app itself joined."""
    if text.isprintable():  # every unsafe character is a control, a separator or a surrogate
        return text
    pattern = _unsafe(lines=lines)
    return pattern.sub(_stand_in, text) if pattern.search(text) else text


def escaped(text: str) -> str:
    """`text` with every unsafe character but the line feed written as a `\\uXXXX` escape,
    for JSON the app prints: JSON escapes C0 controls itself but leaves C1 controls and
    bidirectional marks raw, and its escapes read back as the very same text."""
    return _unsafe(lines=True).sub(lambda found: f"\\u{ord(found.group()):04x}", text)


def as_typed(name: str) -> str:
    """A name as it came in (typed, or a command-line argument), in one Unicode form (NFC):
    'René' typed with a combining accent (NFD) is the same name as 'René', and must look,
    sort, measure and compare the same."""
    import unicodedata

    return unicodedata.normalize("NFC", name)


def name_key(name: str) -> str:
    """What two names are compared by: the same letters, whatever their Unicode form or case."""
    return as_typed(name).casefold()
