"""Which language the app speaks, and its catalogues read into core.lang.

The choice, strongest first: `--lang CODE` on any command, `DICE_TUI_LANG=CODE` (the
flag for a whole shell or a script, as DICE_TUI_HOME is `--save-dir`'s), the language
chosen in the menu (remembered next to the saves), the locale (`LC_ALL`, then `LC_MESSAGES`, then
`LANG`: `es_*` is Spanish; that is how SSH forwards it), and English. Saves never hold
a word of either: a game started in Spanish resumes in English, with the same dice.

The catalogues are gettext files, one per part of the app (`DOMAINS`), in
`tui/locale/<code>/LC_MESSAGES/`: the `.po` sources are in the repository, the `.mo`
files are compiled by the install (`make play`, `make test`; the build's own step (tui.i18n.build) for
a wheel or `pip install .`) and never committed. A
`.mo` not built from the `.po` beside it (its digest differs: a catalogue edited since
the install) is compiled again in memory, so what the player sees never lags behind the
source; file times are never trusted, as an install may write either file first. A start
reads neither while the language's words (tui.i18n.words, all its catalogues in one file the
install also writes) match every `.po` beside them.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from core import lang
from tui.i18n.digest import source_digest
from tui.i18n.domains import DOMAINS, LOCALE_DIR
from tui.i18n.english import EnglishFormats
from tui.i18n.languages import LANGUAGES, SOURCE, offered, you_words

if TYPE_CHECKING:
    import gettext

_ENVIRONMENT = ("LC_ALL", "LC_MESSAGES", "LANG")
VARIABLE = "DICE_TUI_LANG"


class LanguageError(ValueError):
    """A language the app does not speak, said in one line."""


def checked(code: str) -> str:
    """`code` as the app knows it ('es', 'en'), or LanguageError naming the choices."""
    short = code.strip().lower().replace("-", "_").split("_")[0]
    if short not in LANGUAGES:
        # i18n: --lang with a language the app does not speak; {choices}: the codes it does
        message = lang._("unknown language {code}: choose one of {choices}")
        raise LanguageError(message.format(code=repr(code), choices=", ".join(offered())))
    return short


def from_environment(environ: Mapping[str, str] | None = None) -> str | None:
    """The language of the locale, as POSIX reads it: the first of LC_ALL, LC_MESSAGES,
    LANG that is set decides ('es_ES.UTF-8' is Spanish; 'C', 'POSIX' and others English)."""
    environ = os.environ if environ is None else environ
    for name in _ENVIRONMENT:
        value = environ.get(name, "")
        if value:
            short = value.split(".")[0].split("@")[0].split("_")[0].lower()
            return short if short in LANGUAGES and LANGUAGES[short].offered else SOURCE.code
    return None


def remembered(save_root: Path) -> str | None:
    """The language chosen in the menu, if one was (an unreadable file is no choice)."""
    from saves.settings import load_settings

    value = load_settings(save_root).get("language")
    return value if isinstance(value, str) and value in LANGUAGES else None


def remember(save_root: Path, code: str) -> None:
    """Keep the menu's choice for the next start (failing to write costs only that)."""
    from saves.settings import save_setting

    with contextlib.suppress(OSError):
        save_setting(save_root, "language", checked(code))


def choose(flag: str | None, save_root: Path | None, environ: Mapping[str, str] | None = None) -> str:
    """The language to speak: the flag, DICE_TUI_LANG, the remembered choice, the locale,
    English. A DICE_TUI_LANG the app does not speak is refused by name, as the flag is."""
    if flag is not None:
        return checked(flag)
    environ = os.environ if environ is None else environ
    if named := environ.get(VARIABLE, "").strip():
        try:
            return checked(named)
        except LanguageError as error:
            raise LanguageError(f"{VARIABLE}: {error}") from None
    if save_root is not None and (chosen := remembered(save_root)) is not None:
        return chosen
    return from_environment(environ) or SOURCE.code


def use(code: str) -> None:
    """Speak `code` from now on: its catalogues read and handed to core.lang."""
    from tui.i18n.formats import BabelFormats  # Babel itself loads at the first number written

    code = checked(code)
    babel = LANGUAGES[code].babel
    formats = EnglishFormats() if babel == "en" else BabelFormats(babel)  # English: no Babel data (6 MB)
    lang.install(translations(code), code, formats, you_words())


def translations(code: str) -> lang.Translations:
    """All the catalogues of `code` as one: the words the build wrote (tui.i18n.words) while
    every `.po` is what they were made from, else each domain's `.mo` (English is the source
    text: nothing to read, and gettext is not even loaded)."""
    if code == SOURCE.code:
        return lang.SourceText()
    from tui.i18n.words import load  # an English start reads no catalogue

    if (words := load(LOCALE_DIR / code / "LC_MESSAGES", list(DOMAINS))) is not None:
        return words
    import gettext

    first: gettext.NullTranslations | None = None
    for domain in DOMAINS:
        catalogue = _read(code, domain)
        if first is None:
            first = catalogue
        else:
            first.add_fallback(catalogue)
    return first or gettext.NullTranslations()


def _read(code: str, domain: str) -> gettext.NullTranslations:
    """One catalogue: its `.mo` when it was built from the `.po` beside it (the digest it
    carries equals the `.po`'s), else the `.po` compiled in memory; a missing one is empty."""
    import gettext

    folder = LOCALE_DIR / code / "LC_MESSAGES"
    po, mo = folder / f"{domain}.po", folder / f"{domain}.mo"
    try:
        source = po.read_bytes()
    except FileNotFoundError:
        source = None
    try:
        with mo.open("rb") as file:
            built = gettext.GNUTranslations(file)
    except (OSError, ValueError):  # missing or not a catalogue
        built = None
    if built is not None and (source is None or built.info().get("project-id-version") == source_digest(source)):
        return built
    if source is None:
        return gettext.NullTranslations()
    from tui.i18n.catalogue import compiled

    return gettext.GNUTranslations(compiled(po))
