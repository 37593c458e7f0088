"""A language's words: every catalogue of it, as gettext reads them, in one file the build writes.

Why: a Spanish start read seven `.mo` files with gettext, whose parser is a Python loop
over every message (2.2 ms), and proved each one built from its `.po` with SHA-256
(0.7 ms): most of what Spanish added to the menu's first frame (issue 34). The build
(tui.i18n.catalogue: `make`, and tui.i18n.build for `pip install .` and wheels) also
writes `words.marshal` beside the language's LC_MESSAGES: the messages of every domain
merged in the order gettext's fallbacks look them up (the first domain's translation
wins), the plural rule they share, and the size and CRC-32 of each `.po` it was made
from. A start loads it with one read and `marshal` (0.3 ms, no import), and trusts it
only when every `.po` beside it still has that size and CRC-32: by content, never by the
files' times. A file that does not match, or does not load, is ignored: tui.i18n then
reads the `.mo` files, as before.

CRC-32 and not a cryptographic digest: the check is against a catalogue edited since the
build, an accident, not against an attacker (who could as well rewrite this file);
zlib is loaded by the app before the language is, and CRC-32 reads Spanish's 280 kB of
sources in 0.04 ms.
"""

from __future__ import annotations

import marshal
from collections.abc import Callable
from pathlib import Path
from zlib import crc32

#: the first item of the file: another layout (an older build) is not read
FORMAT = "dice-tui words 1"
NAME = "words.marshal"
#: gettext's separator of a context and its message ("date pattern\x04MM-dd HH:mm")
CONTEXT = "\x04"

Key = str | tuple[str, int]
Mark = tuple[str, int, int]


def fingerprint(folder: Path, domains: list[str]) -> tuple[Mark, ...]:
    """(domain, size, CRC-32) of each domain's `.po` in `folder` (its LC_MESSAGES); size -1: none."""
    marks = []
    for domain in domains:
        try:
            source = (folder / f"{domain}.po").read_bytes()
        except FileNotFoundError:
            marks.append((domain, -1, 0))
        else:
            marks.append((domain, len(source), crc32(source)))
    return tuple(marks)


def packed(marks: tuple[Mark, ...], plural: str, messages: dict[Key, str]) -> bytes:
    """The file's bytes (tui.i18n.catalogue writes them)."""
    return marshal.dumps((FORMAT, marks, plural, messages))


def load(folder: Path, domains: list[str]) -> Words | None:
    """The words written beside `folder` (a language's LC_MESSAGES), if every `.po` in it is
    still what they were made from; None when stale, missing or not a file of this layout."""
    try:
        data = marshal.loads((folder.parent / NAME).read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not (isinstance(data, tuple) and len(data) == 4 and data[0] == FORMAT):
        return None
    _, marks, plural, messages = data
    if not (isinstance(plural, str) and isinstance(messages, dict)) or marks != fingerprint(folder, domains):
        return None
    return Words(messages, plural)


class Words:
    """`core.lang.Translations` over the merged messages: what gettext's chain of the
    language's catalogues answers, looked up once. A message gettext would find under the
    singular of a plural entry is already under its own msgid (the build put it there)."""

    def __init__(self, messages: dict[Key, str], plural: str) -> None:
        self._messages = messages
        self._plural = plural
        self._rule: Callable[[int], int] | None = None

    def form(self, count: int) -> int:
        """Which plural form `count` takes, by the catalogues' own rule (gettext compiles it
        at the first plural asked for, not at start)."""
        if self._rule is None:
            from gettext import c2py

            self._rule = c2py(self._plural)
        return self._rule(count)

    def gettext(self, message: str, /) -> str:
        return self._messages.get(message, message)

    def ngettext(self, singular: str, plural: str, count: int, /) -> str:
        found = self._messages.get((singular, self.form(count)))
        return found if found is not None else singular if count == 1 else plural

    def pgettext(self, context: str, message: str, /) -> str:
        return self._messages.get(context + CONTEXT + message, message)

    def npgettext(self, context: str, singular: str, plural: str, count: int, /) -> str:
        found = self._messages.get((context + CONTEXT + singular, self.form(count)))
        return found if found is not None else singular if count == 1 else plural
