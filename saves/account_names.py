"""What an account of `dice-tui serve` may be called, and when two names are the same one.

A name is typed by a stranger at the sign-up page and shown to everyone at a table, so it
is checked before anything is stored: NFC (one spelling per look), at most MAX_NAME
characters, letters and digits of any script with `_`, `.` and `-` inside (no spaces, no
path separators, no control or format characters, nothing that renders as another name's
prefix). Two names are one account when they are equal after NFC and case folding
("Ana", "ANA" and "Ana" written with a combining accent are one), so nobody can sign up as
a look-alike of someone by case or by Unicode form.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from core.lang import N_, _

#: the longest name, in characters (it is shown in seats, scores and chat lines)
MAX_NAME = 24
#: a letter, digit or `_` first; then those, `.` and `-`; `\w` is Unicode-aware
_NAME = re.compile(r"[^\W][\w.-]*")


class AccountError(ValueError):
    """What is wrong with an account or a name, in one line. It keeps its message's source
    text and values (`template`, `values`), so the server's pages can say it in the
    language of the page rather than the server's."""

    def __init__(self, template: str, **values: Any) -> None:
        super().__init__(_(template).format(**values))
        self.template, self.values = template, values


def check_name(raw: str) -> str:
    """`raw` as an account name (NFC), or AccountError saying why it cannot be one."""
    name = unicodedata.normalize("NFC", raw)
    if not name:
        raise AccountError(N_("give a name"))
    if len(name) > MAX_NAME:
        raise AccountError(N_("a name has at most {count} characters"), count=MAX_NAME)
    if not _NAME.fullmatch(name) or any(unicodedata.category(char)[0] in "CZ" for char in name):
        raise AccountError(N_("a name is letters and digits, with _ . or - inside (no spaces)"))
    return name


def name_key(name: str) -> str:
    """What two names of one account share: NFC, case folded, NFC again (folding may
    decompose: 'ǰ' folds to 'ǰ')."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())
