"""The catalogues' upkeep, with Babel: extract the messages, update the `.po`, compile the `.mo`.

`make po` runs `update` after new words are written: every message in the source of a
domain (tui.i18n.DOMAINS) reaches that domain's `.po` in every language of the registry
(tui.i18n.languages): new ones untranslated, for a translator, or written by the
pseudo-translator for a pseudo-language; gone ones dropped. Each header's plural rule is
Babel's for the language. The install runs `compile` (`make play`, `make test`, and
the build's own step (tui.i18n.build) for `pip install .` and wheels), so the
compiled `.mo` files are always built from the `.po` in the repository and never
committed; each `.mo` carries the digest of the `.po` it was built from, so the app
trusts it by content, whatever the files' times, and each language's words
(tui.i18n.words: its catalogues pre-parsed into one file, which a start reads instead of
the `.mo` files) carry the size and CRC-32 of every `.po` they were made from. A test
checks that every message has its translation in every language.
"""

from __future__ import annotations

import gettext
import io
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from babel.messages.catalog import Catalog
from babel.messages.extract import extract as run
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from tui.i18n.digest import source_digest
from tui.i18n.domains import DOMAINS, LOCALE_DIR
from tui.i18n.languages import LANGUAGES, translated
from tui.i18n.pseudo import pseudo
from tui.i18n.words import NAME, Key, fingerprint, packed

ROOT = LOCALE_DIR.parent.parent
#: what the code calls the gettext functions (core.lang): Babel's names, and no others
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3),
            "N_p": ((1, "c"), 2), "N_n": (1, 2)}  # fmt: skip


def domain_of(relative: Path) -> str | None:
    """The domain whose root holds `relative` most closely (tui/games/dize before tui)."""
    best: tuple[int, str] | None = None
    for name, roots in DOMAINS.items():
        for root in roots:
            parts = Path(root).parts
            if relative.parts[: len(parts)] == parts and (best is None or len(parts) > best[0]):
                best = (len(parts), name)
    return best[1] if best else None


def sources(domain: str) -> Iterator[Path]:
    """The Python files whose words are in `domain`."""
    for root in DOMAINS[domain]:
        for path in sorted((ROOT / root).rglob("*.py")):
            if domain_of(path.relative_to(ROOT)) == domain:
                yield path


def extract(domain: str) -> Catalog:
    """Every message of `domain`'s source, with where it is used."""
    catalog = Catalog(domain=domain, project="dice-tui", charset="utf-8")
    for path in sources(domain):
        with path.open("rb") as file:
            for line, message, comments, context in run("python", file, keywords=KEYWORDS, comment_tags=("i18n:",)):
                where = [(str(path.relative_to(ROOT)), line)]
                catalog.add(message, None, locations=where, auto_comments=comments, context=context)
    return catalog


def po_path(code: str, domain: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po"


def update(domains: list[str] | None = None) -> None:
    """Bring each `.po` up to its source: new messages added untranslated, gone ones dropped.

    Files are written so that only real changes show in a diff: no line numbers, sorted
    messages, and the creation date kept from the file."""
    for domain in domains or list(DOMAINS):
        template = extract(domain)
        for code in translated():
            path = po_path(code, domain)
            if path.exists():
                with path.open("rb") as file:
                    catalog = read_po(file, locale=code, domain=domain)
            else:
                catalog = Catalog(locale=code, domain=domain, project="dice-tui", charset="utf-8")
            created = catalog.creation_date
            catalog.update(template, no_fuzzy_matching=True)
            catalog.creation_date = created
            catalog.obsolete.clear()
            _header(catalog, LANGUAGES[code].babel)
            if LANGUAGES[code].pseudo:
                _pseudo_translate(catalog)
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as out:
                write_po(out, catalog, width=100, omit_header=False, sort_output=True, include_previous=False,
                          include_lineno=False)


def _header(catalog: Catalog, locale: str) -> None:
    """A header gettext compiles (not fuzzy), with the language's plural rule from Babel's
    locale data; a message written with fewer forms (a new rule's extra form, such as
    Spanish's for round millions) says its last form there until a translator writes it."""
    from babel.messages.plurals import get_plural

    catalog.fuzzy = False
    catalog.project, catalog.version = "dice-tui", ""
    catalog.copyright_holder = "the dice-tui developers"
    catalog.last_translator = catalog.language_team = "the dice-tui developers"
    catalog.msgid_bugs_address = ""
    rule = get_plural(locale)
    catalog._num_plurals = rule.num_plurals  # type: ignore[assignment]  # Babel declares these None until read
    catalog._plural_expr = rule.plural_expr  # type: ignore[assignment]
    for message in catalog:
        if message.id and isinstance(message.id, tuple | list) and isinstance(message.string, tuple | list):
            forms = list(message.string)
            if any(forms) and len(forms) < rule.num_plurals:
                message.string = tuple(forms + [forms[-1]] * (rule.num_plurals - len(forms)))
            elif len(forms) > rule.num_plurals:
                message.string = tuple(forms[: rule.num_plurals])


def _pseudo_translate(catalog: Catalog) -> None:
    """Every message of a pseudo-language, written anew from its English."""
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, tuple | list):
            one, many = (pseudo(text, message.context) for text in message.id[:2])
            message.string = tuple([one] + [many] * (catalog.num_plurals - 1))
        else:
            message.string = pseudo(message.id, message.context)


def compiled(po: Path) -> IO[bytes]:
    """The `.mo` of a `.po`, in memory, marked with the `.po`'s digest."""
    source = po.read_bytes()
    catalog = read_po(io.BytesIO(source))
    catalog.project, catalog.version = source_digest(source), ""
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    return buffer


def compile_all() -> list[str]:
    """Write every `.mo` beside its `.po`; returns the problems Babel found in them."""
    problems = []
    for po in sorted(LOCALE_DIR.glob("*/LC_MESSAGES/*.po")):
        with po.open("rb") as file:
            catalog = read_po(file)
        for message, errors in catalog.check():
            problems += [f"{po.relative_to(ROOT)}: {message.id!r}: {error}" for error in errors]
        write_compiled(po, po.with_suffix(".mo"))
    for folder in sorted(LOCALE_DIR.glob("*/LC_MESSAGES")):
        write_words(folder, folder.parent / NAME)
    return problems


def write_compiled(po: Path, mo: Path) -> None:
    """Write the `.mo` of `po` at `mo` (the build step, tui.i18n.build, writes it into the build);
    an unchanged one is left as it is, so make's times stay true."""
    _write(mo, compiled(po).read())


def write_words(folder: Path, target: Path) -> None:
    """Write at `target` the words (tui.i18n.words) of the `.po` files in `folder`, a
    language's LC_MESSAGES: each domain's messages as gettext reads its compiled `.mo`,
    merged in gettext's lookup order, so the app answers exactly what the `.mo` chain would."""
    domains = list(DOMAINS)
    merged: dict[Key, str] = {}
    plurals = set()
    for domain in domains:
        if not (po := folder / f"{domain}.po").exists():
            continue
        read = gettext.GNUTranslations(compiled(po))
        plurals.add(expression := _plural_expression(read.info().get("plural-forms")))
        one = gettext.c2py(expression)(1)
        messages: dict[Key, str] = getattr(read, "_catalog")  # noqa: B009  # gettext's own table, not typed
        for key, text in list(messages.items()):  # gettext finds a plural entry by its singular too
            if isinstance(key, tuple) and key[1] == one:
                messages.setdefault(key[0], text)
        for key, text in messages.items():
            merged.setdefault(key, text)
    if len(plurals) > 1:
        raise ValueError(f"{folder}: the catalogues disagree on the plural rule: {sorted(plurals)}")
    _write(target, packed(fingerprint(folder, domains), plurals.pop() if plurals else "(n != 1)", merged))


def _plural_expression(header: str | None) -> str:
    """The rule of a Plural-Forms header, read as gettext reads it (none: gettext's n != 1)."""
    return header.split(";")[1].split("plural=")[1] if header else "(n != 1)"


def _write(path: Path, fresh: bytes) -> None:
    """Write `fresh` at `path` unless it already holds it (so make's times stay true)."""
    if not path.exists() or path.read_bytes() != fresh:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(fresh)


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"] and all(domain in DOMAINS for domain in argv[1:]):
        update(argv[1:])
        return 0
    if argv == ["compile"]:
        problems = compile_all()
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    print("usage: python -m tui.i18n.catalogue update [DOMAIN...] | compile", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
