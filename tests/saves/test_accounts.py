"""The accounts file of dice-tui serve: names, passwords, invitations, the file itself."""

from __future__ import annotations

import json
import os
import stat
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from saves.account_names import MAX_NAME, AccountError, check_name, name_key
from saves.accounts import ACCOUNTS_FILE, changing, read_book

PASSWORD = "correct horse"


@pytest.fixture
def home(tmp_path):
    return tmp_path / "serve"


def test_a_name_differing_only_by_case_or_unicode_form_is_the_same_account(home):
    with changing(home) as book:
        book.add("José", PASSWORD)
    decomposed = unicodedata.normalize("NFD", "JOSÉ")
    with changing(home) as book, pytest.raises(AccountError, match="already an account"):
        book.add(decomposed, PASSWORD)
    assert read_book(home).find("josé") is not None


@pytest.mark.parametrize("name", ["", "a" * (MAX_NAME + 1), "../etc", "a/b", "ann\x1b[31m", "ann\u202e", " ann",
                                  "ann bob", ".hidden", "-dash", "a\u200bb", "x\x00y"])
def test_a_name_with_a_path_a_control_character_or_too_long_is_refused(name):
    with pytest.raises(AccountError):
        check_name(name)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40))
def test_every_accepted_name_is_nfc_bounded_and_printable(raw):
    try:
        name = check_name(raw)
    except AccountError:
        return
    assert name == unicodedata.normalize("NFC", name)
    assert 1 <= len(name) <= MAX_NAME
    assert "/" not in name and not name.startswith(".")
    assert all(unicodedata.category(char)[0] not in "CZ" for char in name)
    assert name_key(name) == name_key(name.upper()) or name.upper() != name.upper().casefold()


def test_the_file_holds_an_argon2_hash_never_the_password_and_is_private(home):
    with changing(home) as book:
        account = book.add("ann", PASSWORD)
    raw = (home / ACCOUNTS_FILE).read_text()
    assert PASSWORD not in raw and "$argon2id$" in raw
    assert stat.S_IMODE(os.stat(home / ACCOUNTS_FILE).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(home).st_mode) == 0o700
    assert stat.S_IMODE(os.stat(home / "accounts" / account.folder).st_mode) == 0o700


def test_an_account_folder_is_named_by_a_random_id_not_by_the_name(home):
    with changing(home) as book:
        account = book.add("ann", PASSWORD)
    assert "ann" not in account.folder and account.folder.isalnum()


def test_a_short_password_is_refused(home):
    with changing(home) as book, pytest.raises(AccountError, match="at least"):
        book.add("ann", "short")


def test_removing_and_new_password(home):
    with changing(home) as book:
        book.add("ann", PASSWORD)
    old = read_book(home).find("ann")
    with changing(home) as book:
        book.set_password("ANN", "another password")
    assert read_book(home).find("ann").hash != old.hash
    with changing(home) as book:
        book.remove("Ann")
    assert read_book(home).find("ann") is None


def test_an_invitation_signs_up_once(home):
    with changing(home) as book:
        code = book.invite(1)
    assert code not in (home / ACCOUNTS_FILE).read_text()  # kept as a digest only
    with changing(home) as book:
        assert book.take_invite(code.lower())
    with changing(home) as book:
        assert not book.take_invite(code)


def test_an_expired_invitation_signs_nobody_up(home):
    with changing(home) as book:
        code = book.invite(1 / 3600 / 1000)
    import time

    time.sleep(0.01)
    with changing(home) as book:
        assert not book.take_invite(code)


DAMAGED = [b"{", b"[]", b"\xff" * 10,
           b'{"accounts": [{"name": "../x", "folder": "ab", "hash": "$argon2id$", "created": 1}]}',
           b'{"accounts": [{"name": "a", "folder": "../..", "hash": "$argon2id$", "created": 1}]}']


@pytest.mark.parametrize("content", DAMAGED)
def test_a_damaged_accounts_file_is_one_line_and_is_not_overwritten(home, content):
    home.mkdir(mode=0o700)
    (home / ACCOUNTS_FILE).write_bytes(content)
    with pytest.raises(AccountError, match="damaged") as refused:
        read_book(home)
    assert "\n" not in str(refused.value)
    with pytest.raises(AccountError), changing(home) as book:
        book.add("ann", PASSWORD)
    assert (home / ACCOUNTS_FILE).read_bytes() == content


def test_an_oversized_accounts_file_is_refused_unread(home):
    home.mkdir(mode=0o700)
    (home / ACCOUNTS_FILE).write_text(json.dumps({"accounts": [], "pad": "x" * 2_000_000}))
    with pytest.raises(AccountError, match="cannot read"):
        read_book(home)
