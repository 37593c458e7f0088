"""Every word a player sees has its Spanish, and the catalogues say what the code says.

The messages are extracted from the source as `make po` does (Babel); each must be in
its domain's `.po` with a Spanish translation that keeps the same {fields}, and a `.po`
holds nothing the code no longer says. A message missing here is English on a Spanish
screen, so this fails `make test` and names each one.
"""

from __future__ import annotations

import re
import string
from functools import cache

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from tui.i18n.catalogue import compiled, extract, po_path
from tui.i18n.domains import DOMAINS

FIELD = string.Formatter()


@cache
def source(domain: str) -> Catalog:
    return extract(domain)


@cache
def spanish(domain: str) -> Catalog:
    with po_path("es", domain).open("rb") as file:
        return read_po(file, locale="es", domain=domain)


def key(message) -> tuple[object, str | None]:
    return (message.id, message.context)


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in FIELD.parse(text) if name is not None}


@pytest.mark.parametrize("domain", list(DOMAINS))
def test_every_message_of_the_code_is_translated_to_spanish(domain: str) -> None:
    po = spanish(domain)
    missing = []
    for message in source(domain):
        if not message.id:
            continue
        found = po.get(message.id, message.context)
        strings = found.string if found is not None else None
        texts = strings if isinstance(strings, tuple) else (strings,)
        if found is None or not all(texts) or found.fuzzy:
            where = ", ".join(f"{path}" for path, _ in message.locations[:2])
            missing.append(f"{message.id!r} ({where})")
    said = f"{len(missing)} messages of {domain} have no Spanish yet (make po, then translate):\n"
    assert missing == [], said + "\n".join(missing[:60])


@pytest.mark.parametrize("domain", list(DOMAINS))
def test_no_catalogue_keeps_words_the_code_no_longer_says(domain: str) -> None:
    said = {key(message) for message in source(domain) if message.id}
    stale = [message.id for message in spanish(domain) if message.id and key(message) not in said]
    assert stale == [], f"run make po: {stale[:20]}"


@pytest.mark.parametrize("domain", list(DOMAINS))
def test_a_translation_keeps_the_fields_of_its_message(domain: str) -> None:
    wrong = []
    for message in spanish(domain):
        if not message.id or not message.string:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set().union(*(fields(text) for text in ids))
        for text in strings:
            # a singular may say "one" instead of {count}; no translation invents a field
            if not fields(text) <= wanted or (len(ids) == 1 and fields(text) != wanted):
                wrong.append(f"{message.id!r} -> {text!r}")
    assert wrong == []


def test_one_english_message_has_one_spanish_in_every_catalogue() -> None:
    """A term never changes between screens: the same English, the same Spanish."""
    seen: dict[tuple[object, str | None], tuple[str, object]] = {}
    differ = []
    for domain in DOMAINS:
        for message in spanish(domain):
            if not message.id or not message.string:
                continue
            before = seen.setdefault(key(message), (domain, message.string))
            if before[1] != message.string:
                differ.append(f"{message.id!r}: {before[0]} {before[1]!r}, {domain} {message.string!r}")
    assert differ == []


@pytest.mark.parametrize("domain", list(DOMAINS))
def test_every_catalogue_compiles(domain: str) -> None:
    """As the install compiles it (pybabel refuses a %-placeholder the translation lost:
    write "95% W", not "95% i", which reads as a placeholder)."""
    assert [(message.id, errors) for message, errors in spanish(domain).check()] == []
    assert compiled(po_path("es", domain)).read(4) in (b"\xde\x12\x04\x95", b"\x95\x04\x12\xde")


def test_no_translation_holds_a_control_character_or_markup_it_did_not_get() -> None:
    bad = []
    for domain in DOMAINS:
        for message in spanish(domain):
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            for text in strings:
                if text and (re.search(r"[\x00-\x08\x0b-\x1f\x7f]", text) or ("[" in text) != any(
                        "[" in m for m in (message.id if isinstance(message.id, tuple) else (message.id,)))):
                    bad.append(f"{domain}: {message.id!r}")
    assert bad == []


def test_a_fixed_width_message_keeps_its_width() -> None:
    """A message that fills a cell of fixed width (a Dalek die's three letters on the table)
    is translated in as many columns, or the table's columns would slip."""
    from rich.cells import cell_len

    from tui.i18n.pseudo import FIXED_WIDTH_CONTEXTS

    wrong = [f"{domain}: {message.id!r} -> {message.string!r}" for domain in DOMAINS for message in spanish(domain)
             if message.context in FIXED_WIDTH_CONTEXTS and cell_len(message.string) != cell_len(message.id)]
    assert any(message.context in FIXED_WIDTH_CONTEXTS for domain in DOMAINS for message in spanish(domain))
    assert wrong == []
