"""The languages dice-tui speaks: one line each, and nothing else in the code names them.

A language is its catalogues (tui/locale/<code>/LC_MESSAGES/*.po, whose headers hold its
plural rule) and Babel's locale data (numbers, percentages, lists, dates). This registry
adds what neither holds: the language's own name for the menu, the seat names it
addresses as "you", the Babel locale that writes its numbers when the code is not one
(a pseudo-language), and whether players are offered it.

`qps` is a pseudo-language for tests and translators (every message bracketed,
accented and about a third longer, written by tui.i18n.pseudo): a string left out of
the catalogues shows as plain English on its screens, and a label too long for its
place shows cut. `dice-tui --lang qps` speaks it; the menu never offers it.
"""

from __future__ import annotations

from typing import NamedTuple


class Language(NamedTuple):
    """A named tuple, not a dataclass: the registry is read before the menu's first frame
    (core.descriptor says what a dataclass costs there)."""

    code: str  # the catalogues' folder and --lang's value
    name: str  # in the language itself, as the menu lists it
    you: tuple[str, ...] = ()  # seat names addressed as "you" (besides the source's "You")
    locale: str = ""  # the Babel locale of its numbers and lists, when not `code`
    offered: bool = True  # listed in the menu; False: --lang only (a test language)
    pseudo: bool = False  # its catalogues are written by tui.i18n.pseudo, not by a translator

    @property
    def babel(self) -> str:
        return self.locale or self.code


#: the language the messages are written in (core.lang.SOURCE): nothing to read for it
SOURCE = Language("en", "English", you=("you",))
LANGUAGES: dict[str, Language] = {language.code: language for language in (
    SOURCE,
    Language("es", "Español", you=("tú", "tu")),
    Language("qps", "[Ƥšéûđö]", locale="en", offered=False, pseudo=True),
)}


def is_source(code: str) -> bool:
    """Whether `code` speaks the source text ("" is the source before any is installed)."""
    return code in ("", SOURCE.code)


def offered() -> list[str]:
    """The codes the menu cycles through and --help names."""
    return [code for code, language in LANGUAGES.items() if language.offered]


def translated() -> list[str]:
    """The codes with catalogues of their own (every language but the source's)."""
    return [code for code in LANGUAGES if code != SOURCE.code]


def you_words() -> list[str]:
    return [word for language in LANGUAGES.values() for word in language.you]
