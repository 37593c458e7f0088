"""Three strings of the terminal's terminfo entry, read from its compiled file (term(5)).

Whether the terminal scrolls a region (tui.render.scroll) is in its terminfo entry. curses
answers that, but loading it maps libncursesw, libtinfo and the _curses module into every
game session: about half a MB of each session's memory, for three strings. The compiled
entry is a small binary file, read here the way ncurses finds and reads it; whatever this
cannot find or read, the caller asks curses after all.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

#: the capabilities' places among a compiled entry's strings (ncurses' term.h)
CSR, INDN, RIN = 3, 109, 113
#: the magic numbers of the two compiled formats: 16-bit numbers, and 32-bit ones (ncurses 6.1)
LEGACY, EXTENDED = 0o432, 0o1036
#: the folders ncurses looks in after $TERMINFO, ~/.terminfo and $TERMINFO_DIRS (Debian's build)
SYSTEM = ("/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo")
#: larger than any real entry (xterm-256color is about 4 KB): a hostile file is not read whole
MAX_BYTES = 64 * 1024


def scroll_strings(term: str) -> tuple[bytes | None, bytes | None, bytes | None] | None:
    """(indn, rin, csr) of `term`'s entry, each None when it has none; None when no entry
    file was found or it could not be read as one (ask curses)."""
    if not term or "/" in term or term.startswith("."):
        return None
    for folder in _folders():
        for sub in (term[0], f"{ord(term[0]):02x}"):  # xterm in x/, or in 78/ (macOS)
            path = Path(folder) / sub / term
            try:
                with path.open("rb") as file:
                    data = file.read(MAX_BYTES)
            except OSError:
                continue
            return _parse(data)
    return None


def _folders() -> list[str]:
    found = []
    if os.environ.get("TERMINFO"):
        found.append(os.environ["TERMINFO"])
    if os.environ.get("HOME"):
        found.append(os.path.join(os.environ["HOME"], ".terminfo"))
    for folder in os.environ.get("TERMINFO_DIRS", "").split(":") if os.environ.get("TERMINFO_DIRS") else []:
        found.extend(SYSTEM if folder == "" else [folder])
    return found + list(SYSTEM)


def _parse(data: bytes) -> tuple[bytes | None, bytes | None, bytes | None] | None:
    try:
        magic, names, bools, numbers, strings, table = struct.unpack_from("<6h", data)
        if magic not in (LEGACY, EXTENDED) or min(names, bools, numbers, strings, table) < 0:
            return None
        start = 12 + names + bools
        start += start % 2  # the numbers begin on an even byte
        start += numbers * (2 if magic == LEGACY else 4)
        offsets = struct.unpack_from(f"<{strings}h", data, start)
        text = data[start + 2 * strings : start + 2 * strings + table]
    except struct.error:
        return None

    def string(index: int) -> bytes | None:
        if index >= len(offsets) or offsets[index] < 0:
            return None
        end = text.find(b"\0", offsets[index])
        return text[offsets[index] : end] if end >= 0 else None

    return string(INDN), string(RIN), string(CSR)
