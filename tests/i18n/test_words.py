"""A language's words (tui.i18n.words): what the chain of its `.mo` files answers, read in one
go, and never trusted once a `.po` differs from what they were made from."""

from __future__ import annotations

import gettext
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tui import i18n
from tui.i18n.catalogue import write_compiled, write_words
from tui.i18n.domains import DOMAINS, LOCALE_DIR
from tui.i18n.languages import translated
from tui.i18n.words import NAME, Words, load

ROOT = Path(__file__).resolve().parents[2]


def _chain(code: str) -> tuple[gettext.GNUTranslations, list[object]]:
    """The `.mo` files of `code` chained as gettext's fallbacks, and every key they hold."""
    first: gettext.GNUTranslations | None = None
    keys: list[object] = []
    for domain in DOMAINS:
        with (LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.mo").open("rb") as file:
            read = gettext.GNUTranslations(file)
        keys += list(getattr(read, "_catalog"))  # noqa: B009
        if first is None:
            first = read
        else:
            first.add_fallback(read)
    assert first is not None
    return first, keys


def _words(code: str) -> Words:
    words = load(LOCALE_DIR / code / "LC_MESSAGES", list(DOMAINS))
    assert words is not None, f"make writes {code}'s words, from the .po in the checkout"
    return words


@pytest.mark.parametrize("code", translated())
@given(count=st.one_of(st.integers(0, 30), st.integers(0, 10**7), st.sampled_from([10**6, 2 * 10**6, 10**6 + 1])))
def test_the_words_answer_what_the_chain_of_catalogues_answers(code: str, count: int) -> None:
    chain, keys = _chain(code)
    words = _words(code)
    for key in keys:
        message = key[0] if isinstance(key, tuple) else key
        assert isinstance(message, str)
        if "\x04" in message:
            context, text = message.split("\x04", 1)
            many = text + "s"
            assert words.pgettext(context, text) == chain.pgettext(context, text)
            assert words.npgettext(context, text, many, count) == chain.npgettext(context, text, many, count)
        else:
            assert words.gettext(message) == chain.gettext(message)
            assert words.ngettext(message, message + "s", count) == chain.ngettext(message, message + "s", count)
    assert words.gettext("no such message") == "no such message"
    assert words.ngettext("one die", "{n} dice", count) == ("one die" if count == 1 else "{n} dice")
    assert words.pgettext("nowhere", "Roll") == "Roll"


def _checkout(tmp_path: Path) -> Path:
    """Spanish's `.po`, `.mo` and words as the build leaves them, in a folder of their own."""
    folder = tmp_path / "es" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    for po in (LOCALE_DIR / "es" / "LC_MESSAGES").glob("*.po"):
        shutil.copy(po, folder / po.name)
        write_compiled(folder / po.name, (folder / po.name).with_suffix(".mo"))
    write_words(folder, folder.parent / NAME)
    return folder


def _age(folder: Path, hours: float) -> None:
    """Give the words a time `hours` after every `.po`'s (before, when negative)."""
    when = max(po.stat().st_mtime for po in folder.glob("*.po")) + hours * 3600
    os.utime(folder.parent / NAME, (when, when))


@pytest.mark.parametrize("hours", [-1, 1], ids=["words older than po", "words newer than po"])
def test_a_start_reads_the_words_alone_whatever_the_file_times(tmp_path, monkeypatch, hours) -> None:
    folder = _checkout(tmp_path)
    _age(folder, hours)
    for mo in folder.glob("*.mo"):
        mo.unlink()  # what the start reads is the words, not one .mo
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    said = i18n.translations("es")
    assert isinstance(said, Words)
    assert said.gettext("New game") == "Nueva partida"


def test_words_made_from_another_po_are_not_trusted_even_of_the_same_size(tmp_path, monkeypatch) -> None:
    folder = _checkout(tmp_path)
    po = folder / "app.po"
    before = po.read_bytes()
    po.write_bytes(before.replace(b'msgstr "Nueva partida"', b'msgstr "Partida nueva"'))
    assert len(po.read_bytes()) == len(before) and po.read_bytes() != before
    _age(folder, 1)  # the stale words even look newer
    assert load(folder, list(DOMAINS)) is None
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    assert i18n.translations("es").gettext("New game") == "Partida nueva"


@pytest.mark.parametrize("damage", [b"", b"not marshal", None], ids=["empty", "garbage", "another layout"])
def test_words_that_do_not_load_leave_the_catalogues_to_the_mo_files(tmp_path, monkeypatch, damage) -> None:
    import marshal

    folder = _checkout(tmp_path)
    words = folder.parent / NAME
    words.write_bytes(marshal.dumps(("dice-tui words 0", {})) if damage is None else damage)
    assert load(folder, list(DOMAINS)) is None
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    assert i18n.translations("es").gettext("New game") == "Nueva partida"


def test_a_new_domain_without_its_po_makes_the_words_stale(tmp_path) -> None:
    folder = _checkout(tmp_path)
    assert load(folder, list(DOMAINS)) is not None
    (folder / "sheets.po").unlink()
    assert load(folder, list(DOMAINS)) is None
