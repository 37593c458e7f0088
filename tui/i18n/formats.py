"""Numbers, shares, lists and dates as a language writes them, from Babel's locale data.

core.lang asks an installed `Formats` for every number and list it writes; this is the
one the app installs, for any locale Babel knows, so no language is coded by hand. Babel
is imported at the first number written, not at start: an English start that shows no
number pays nothing for it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from functools import cache
from typing import Any

from core.lang import language, pgettext
from tui.i18n.languages import LANGUAGES, SOURCE


class BabelFormats:
    """`core.lang.Formats` for one Babel locale ('en', 'es', 'pt_BR')."""

    def __init__(self, locale: str) -> None:
        self.locale = locale

    def number(self, value: float, digits: int) -> str:
        return str(_pattern(self.locale, "decimal", digits).apply(value, _locale(self.locale)))

    def percent(self, fraction: float, digits: int) -> str:
        return str(_pattern(self.locale, "percent", digits).apply(fraction, _locale(self.locale)))

    def join(self, items: Sequence[str]) -> str:
        from babel.lists import format_list

        return str(format_list(list(items), locale=self.locale))


@cache
def _locale(code: str) -> Any:
    from babel.core import Locale

    return Locale.parse(code)


@cache
def _pattern(code: str, kind: str, digits: int) -> Any:
    """The locale's own pattern for `kind`, with exactly `digits` decimals."""
    from copy import copy

    from babel.numbers import parse_pattern

    locale = _locale(code)
    formats = locale.decimal_formats if kind == "decimal" else locale.percent_formats
    pattern = copy(parse_pattern(formats[None]))
    pattern.frac_prec = (digits, digits)
    return pattern


def _babel_locale() -> str:
    language_in_use = LANGUAGES.get(language(), SOURCE)
    return language_in_use.babel


def when(moment: datetime, this_year: bool) -> str:
    """A date and time in a list's narrow column: the catalogue gives the pattern (in
    Babel's notation), Babel writes it in the locale's words and digits."""
    from babel.dates import format_datetime

    # i18n: a date this year in a list, in Babel's date pattern notation (keep the letters)
    this = pgettext("date pattern", "MM-dd HH:mm")
    # i18n: a date of another year in a list, in Babel's date pattern notation (keep the letters)
    other = pgettext("date pattern", "yyyy-MM-dd")
    pattern = this if this_year else other
    return str(format_datetime(moment, pattern, locale=_babel_locale()))


def when_full(moment: datetime) -> str:
    """A date and time with its year (the campaign's attempts)."""
    from babel.dates import format_datetime

    # i18n: a date and time with the year, in Babel's date pattern notation (keep the letters)
    return str(format_datetime(moment, pgettext("date pattern", "yyyy-MM-dd HH:mm"), locale=_babel_locale()))
