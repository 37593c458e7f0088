"""The player's language: every word a player sees is looked up here, in English or Spanish.

Why it lives in core: the rules speak to the player (an illegal move's sentence, a log
line from `describe`), and the sheets print the same words; both sit below the app.
Core stays pure: it never reads a catalogue file. The app (tui.i18n) reads the compiled
catalogues once, at start or when the player changes the language in the menu, and
hands them here with `install`; until then every lookup returns the English text.

The functions are the gettext ones, so Babel extracts every message from the source:
`_(text)`, `ngettext(one, many, n)` for counts (the catalogue holds the plural forms of
each language), `pgettext(context, text)` where one English word is two Spanish ones,
and `N_(text)` to mark a constant that is translated where it is shown (a key bar
label, a table of names), so a language chosen later still reaches it; `N_p(context,
text)` marks one meant in a context, and `shown` translates either kind.

Messages are templates with named fields (`_("{name} rolls {dice}").format(...)`):
word order belongs to the language, so a sentence is never joined from fragments.
"""

from __future__ import annotations

import gettext as _gettext

#: the languages the app speaks, by code, each in its own name (the menu lists them so)
LANGUAGES = {"en": "English", "es": "Español"}
DEFAULT = "en"

_active: _gettext.NullTranslations = _gettext.NullTranslations()
_code = DEFAULT


def install(translations: _gettext.NullTranslations, code: str) -> None:
    """Make `translations` (read by the app from its catalogues) the words of `code`."""
    global _active, _code
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}")
    _active, _code = translations, code


def language() -> str:
    """The code of the language in use: 'en' or 'es'."""
    return _code


def _(message: str) -> str:
    """`message` in the player's language (the English text when it has no translation)."""
    return _active.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted message that agrees with `count` in the player's language."""
    return _active.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """`message` as meant in `context`: one English word can be two words in Spanish."""
    return _active.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """A counted message in a context."""
    return _active.npgettext(context, singular, plural, count)


def N_(message: str) -> str:
    """Marks a constant for the catalogue; it is translated with `_` where it is shown."""
    return message


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
    """A number as the language writes it: 1,234.5 in English, 1.234,5 in Spanish."""
    text = f"{value:,.{digits}f}"
    if _code == "es":
        # Spanish groups thousands with a point only from five digits (RAE): 1234 but 12.345
        whole = text.split(".")[0].lstrip("-")
        if len(whole.replace(",", "")) <= 4:
            text = text.replace(",", "")
        text = text.replace(",", "\0").replace(".", ",").replace("\0", ".")
    return text


def percent(fraction: float, digits: int = 0) -> str:
    """A share as a percentage: '57%' in English, '57 %' in Spanish (a space before the sign)."""
    return _("{value}%").format(value=number(100 * fraction, digits))


def join(names: list[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy' in the language's own list words.

    Spanish writes "e" for "y" before a word starting with the sound i ("Ana e Inés").
    """
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    head, last = ", ".join(names[:-1]), names[-1]
    if _code == "es" and _starts_with_i_sound(last):
        return pgettext("list before an i sound", "{head} and {last}").format(head=head, last=last)
    return _("{head} and {last}").format(head=head, last=last)


def _starts_with_i_sound(word: str) -> bool:
    """Inés, Hilda, Ígor: yes; Hierba, Yolanda, Iona (a diphthong, "y"): the common cases."""
    lower = word.lower()
    if lower.startswith("h"):
        lower = lower[1:]
    return lower[:1] in ("i", "í") and lower[1:2] not in ("a", "e", "o", "u")


def is_you(name: str) -> bool:
    """A seat named "You" (or "Tú") is addressed in the second person, in either language."""
    return name.strip().casefold() in ("you", "tú", "tu")


def addressed(name: str, you: str, other: str, **fields: object) -> str:
    """The sentence for `name`: `you` (second person) for a seat named You, else `other`.

    Both are already-translated templates, e.g. `_("You roll {dice}.")` and
    `_("{name} rolls {dice}.")`: the verb agrees with its subject in each language.
    """
    return (you if is_you(name) else other).format(name=name, **fields)
