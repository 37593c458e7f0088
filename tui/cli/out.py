"""Every line a `dice-tui` command prints is text: one choke point for stdout and stderr.

Names, campaign and table names, file names and the reasons a file is damaged come
from files, and some of those files are another user's or a table host's: a seat named
`ESC]0;PWN BEL` would set the window title of whoever lists their statistics, an OSC 52
would write to their clipboard. Sanitising each print is a promise every new line must
keep; instead `main` runs every command with standard output and error wrapped here,
so whatever is written (ours, argparse's, a sheet's, an error's) has each control
character swapped for a visible stand-in (core.text.visible: ESC shows as ␛), line
feeds alone kept. The app itself draws on the terminal Textual opens for it
(`sys.__stderr__`), which this never touches.

`--json` escapes what JSON itself leaves raw (C1 controls, bidirectional marks): `dumps`
writes them as \\uXXXX, so the data reads back the same. `cut` shortens a line for the
80-column listings without ever ending inside a character's sequence; `wrap` folds one
at 80 columns.
"""

from __future__ import annotations

import contextlib
import sys
import unicodedata
from collections.abc import Iterator
from typing import Any

from core.text import escaped, visible


class VisibleStream:
    """A text stream that writes through `visible`; everything else is the stream's own."""

    def __init__(self, raw: Any) -> None:
        self._raw = raw

    def write(self, text: str) -> int:
        self._raw.write(visible(text, lines=True))
        return len(text)

    def __getattr__(self, name: str) -> Any:  # flush, fileno, buffer (a PDF to stdout), encoding...
        return getattr(self._raw, name)


@contextlib.contextmanager
def visible_output() -> Iterator[None]:
    """Standard output and error show control characters as stand-ins while this lasts."""
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = VisibleStream(saved[0]), VisibleStream(saved[1])
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved


def dumps(data: Any) -> str:
    """`data` as indented JSON in which no character a terminal obeys is left raw."""
    import json  # here: every command loads this module, and the menu's first frame needs no JSON

    return escaped(json.dumps(data, indent=2, ensure_ascii=False))


#: what continues the character before it: a cut just before one splits a character
_JOINERS = {"\u200d", "\ufe0e", "\ufe0f"}


def cut(line: str, width: int) -> str:
    """`line` in at most `width` terminal columns (a wide letter takes two), ending in …
    when shortened. The cut moves back to the start of a character, so an accent, a
    joined emoji or a skin tone is never left hanging on the …; control characters are
    stand-ins before anything is cut, so no cut can end inside an escape sequence."""
    line = visible(line)
    columns = [2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in line]
    if sum(columns) <= width:
        return line
    used, end = 1, 0
    while used + columns[end] <= width:
        used += columns[end]
        end += 1
    while end > 0 and (_continues(line[end]) or line[end - 1] in _JOINERS):
        end -= 1
    return line[:end] + "…"


def _continues(char: str) -> bool:
    code = ord(char)
    return (unicodedata.combining(char) != 0 or char in _JOINERS or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F)  # skin tones, tag characters (flags)


def wrap(line: str, width: int = 80) -> list[str]:
    """`line` wrapped at `width` columns, its later lines indented 4 more than it (a terminal
    would wrap it at the margin, through a word): textwrap.wrap's lines, made here without
    its regular expressions when the words are one space apart, as a listing's are (a list
    of 1,000 saves wraps hundreds of lines: textwrap cost `dice-tui saves` 6%)."""
    if len(line) <= width and line.isprintable() and not line.endswith(" "):
        return [line]
    body = line.lstrip(" ")
    lead = len(line) - len(body)
    indent = " " * (len(line) - len(line.lstrip()) + 4)
    words = body.split(" ")
    if not line.isprintable() or "" in words or lead + len(words[0]) > width \
            or max(map(len, words)) > width - len(indent):  # fmt: skip
        import textwrap  # rarely needed: the plain case below wraps without it

        return textwrap.wrap(line, width, subsequent_indent=indent, break_on_hyphens=False) or [line]
    lines, current = [], line[: lead + len(words[0])]
    for word in words[1:]:
        if len(current) + 1 + len(word) <= width:
            current += " " + word
        else:
            lines.append(current)
            current = indent + word
    lines.append(current)
    return lines
