"""The player's language: every word a player sees is looked up here.

Why it lives in core: the rules speak to the player (an illegal move's sentence, a log
line from `describe`), and the sheets print the same words; both sit below the app.
Core stays pure: it never reads a catalogue file nor locale data. The app (tui.i18n)
reads the compiled catalogues and chooses how numbers and lists are written, once at
start or when the player changes the language in the menu, and hands both here with
`install`; until then every lookup returns the source text (the English written in the
code) and numbers are written as Python writes them.

No language is named here: which languages exist, their plural rules, their numbers
and their lists are data (each catalogue's header, Babel's locale data, the registry in
tui.i18n.languages), so adding a language touches no code in core.

The functions are the gettext ones, so Babel extracts every message from the source:
`_(text)`, `ngettext(one, many, n)` for counts (each catalogue's header holds its plural
rule), `pgettext(context, text)` where one English word is two words elsewhere, and
`N_(text)` to mark a constant that is translated where it is shown (a key bar label, a
table of names), so a language chosen later still reaches it; `N_p(context, text)`
marks one meant in a context, and `shown` translates either kind.

Messages are templates with named fields (`_("{name} rolls {dice}").format(...)`):
word order belongs to the language, so a sentence is never joined from fragments.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol


class Formats(Protocol):
    """How a language writes numbers, shares and lists (tui.i18n.formats, from Babel)."""

    def number(self, value: float, digits: int) -> str: ...
    def percent(self, fraction: float, digits: int) -> str: ...
    def join(self, items: Sequence[str]) -> str: ...


class SourceFormats:
    """Numbers and lists before the app has installed a language: Python's own writing."""

    def number(self, value: float, digits: int) -> str:
        return f"{value:,.{digits}f}"

    def percent(self, fraction: float, digits: int) -> str:
        return f"{100 * fraction:,.{digits}f}%"

    def join(self, items: Sequence[str]) -> str:
        if len(items) == 1:
            return items[0]
        return _("{head} and {last}").format(head=", ".join(items[:-1]), last=items[-1])


class Translations(Protocol):
    """A language's messages: gettext's translations (tui.i18n reads them), or SourceText."""

    def gettext(self, message: str, /) -> str: ...
    def ngettext(self, singular: str, plural: str, count: int, /) -> str: ...
    def pgettext(self, context: str, message: str, /) -> str: ...
    def npgettext(self, context: str, singular: str, plural: str, count: int, /) -> str: ...


class SourceText:
    """The source text itself, as gettext's NullTranslations gives it, without loading gettext:
    English, the source language, reads no catalogue, and its start need not pay for one."""

    def gettext(self, message: str, /) -> str:
        return message

    def ngettext(self, singular: str, plural: str, count: int, /) -> str:
        return singular if count == 1 else plural

    def pgettext(self, context: str, message: str, /) -> str:
        return message

    def npgettext(self, context: str, singular: str, plural: str, count: int, /) -> str:
        return singular if count == 1 else plural


_active: Translations = SourceText()
_code = ""  # no language installed yet: the source text (tui.i18n.languages names it)
_formats: Formats = SourceFormats()
#: the seat names addressed in the second person, in every language the app speaks
#: (a save holds no language: a seat named Tú is "you" when the game resumes in English)
_you: frozenset[str] = frozenset({"you"})


def install(translations: Translations, code: str, formats: Formats,
            you: Iterable[str] = ("you",)) -> None:
    """Make `translations` and `formats` (read by the app) the words and numbers of `code`;
    `you` are the seat names every language the app speaks addresses as "you"."""
    global _active, _code, _formats, _you
    _active, _code, _formats = translations, code, formats
    _you = frozenset(word.casefold() for word in you)


def language() -> str:
    """The code of the language in use, as the app installed it ("" before it did: the
    source text)."""
    return _code


def _(message: str) -> str:
    """`message` in the player's language (the English text when it has no translation)."""
    return _active.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted message that agrees with `count` in the player's language."""
    return _active.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """`message` as meant in `context`: one English word can be two words in another language."""
    return _active.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """A counted message in a context."""
    return _active.npgettext(context, singular, plural, count)


def N_(message: str) -> str:
    """Marks a constant for the catalogue; it is translated with `_` where it is shown."""
    return message


def N_n(singular: str, plural: str) -> tuple[str, str]:
    """Marks a counted message for the catalogue (a unit a descriptor declares); it is
    translated with `ngettext(*marked, count)` where it is shown."""
    return singular, plural


#: gettext's own separator of a context from its message, in a compiled catalogue's keys
CONTEXT_MARK = "\x04"


def N_p(context: str, message: str) -> str:
    """Marks a constant meant in `context` (a key-bar word one game says differently from
    another: Dalek Dice's Roll is *tirar*, Dizzle's *lanzar*); `shown` translates it."""
    return f"{context}{CONTEXT_MARK}{message}"


def shown(marked: str) -> str:
    """A constant marked with `N_` or `N_p`, in the player's language."""
    context, mark, message = marked.partition(CONTEXT_MARK)
    return pgettext(context, message) if mark else _(marked)


def number(value: float, digits: int = 0) -> str:
    """A number as the language writes it (1,234.5; 1.234,5; 1 234,5)."""
    return _formats.number(value, digits)


def percent(fraction: float, digits: int = 0) -> str:
    """A share as the language writes a percentage ('57%', '57 %')."""
    return _formats.percent(fraction, digits)




def join(names: Sequence[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob, and Cy' in the language's own list words."""
    if not names:
        return ""
    if len(names) > 1 and _starts_with_i_sound(names[-1]):
        # i18n: a list whose last item starts with an i sound, for a language whose "and"
        # changes there ("Ana e Inés"); leave it untranslated where it does not
        before_i = pgettext("list before an i sound", "{head} and {last}")
        if before_i != "{head} and {last}":
            return before_i.format(head=", ".join(names[:-1]), last=names[-1])
    return _formats.join(names)


def _starts_with_i_sound(word: str) -> bool:
    """Inés, Hilda, Ígor: yes; Hierba, Yolanda, Iona (a diphthong): the common cases."""
    lower = word.lower()
    if lower.startswith("h"):
        lower = lower[1:]
    return lower[:1] in ("i", "í") and lower[1:2] not in ("a", "e", "o", "u")


def is_you(name: str) -> bool:
    """A seat named "You" (or its word in any language the app speaks) is addressed in the
    second person."""
    return name.strip().casefold() in _you


def addressed(name: str, you: str, other: str, **fields: object) -> str:
    """The sentence for `name`: `you` (second person) for a seat named You, else `other`.

    Both are already-translated templates, e.g. `_("You roll {dice}.")` and
    `_("{name} rolls {dice}.")`: the verb agrees with its subject in each language.
    """
    return (you if is_you(name) else other).format(name=name, **fields)
