"""The accounts of `dice-tui serve`: who may log in, with which password, and where their
games live.

One file, `accounts.json` in the server's folder (`serve_home`, 0700), written atomically
and mode 0600 (saves.atomic), read with a cap on its size. Each account has a name (see
saves.account_names), an Argon2id hash of its password (argon2-cffi, its own parameters
and salt in the hash), and a folder of its own, `accounts/<id>`, named by a random id
rather than by the name, so no name can ever reach a path. That folder (0700) is the
DICE_TUI_HOME of every app process the server starts for the account: its saves,
campaigns, settings, records and statistics.

Invitations are one-time codes for self sign-up, kept only as their SHA-256 with an expiry.
Every change is read-modify-write under an exclusive flock of `accounts.lock`, so the
command line and a running server never lose each other's change.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import secrets
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs
from argon2 import PasswordHasher

from core.lang import N_
from saves.account_names import AccountError, check_name, name_key
from saves.atomic import atomic_write
from saves.files import read_capped
from saves.paths import HOME_ENV, ensure_folder

ACCOUNTS_FILE = "accounts.json"
LOCK_FILE = "accounts.lock"
#: the largest accounts file read (about 2,000 accounts)
MAX_BYTES = 1024 * 1024
#: the shortest and longest password taken (bytes of UTF-8 for the longest)
MIN_PASSWORD, MAX_PASSWORD = 8, 1024
#: hours an invitation code is good for unless told otherwise
INVITE_HOURS = 72
#: a code's alphabet: no 0/O or 1/I/L to misread
_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"


def serve_home() -> Path:
    """The server's folder: $DICE_TUI_HOME/serve, else the user data folder's `serve`."""
    home = os.environ.get(HOME_ENV)
    base = Path(home).expanduser().absolute() if home else platformdirs.user_data_path("dice-tui")
    return base / "serve"


@dataclass(frozen=True)
class Account:
    name: str
    folder: str  # a random hex id: accounts/<folder> under serve_home
    hash: str
    created: float


@dataclass
class AccountBook:
    """Every account and open invitation, as read from the file."""

    home: Path
    accounts: dict[str, Account] = field(default_factory=dict)  # by name_key
    invites: dict[str, float] = field(default_factory=dict)  # sha256 of the code -> expiry

    def find(self, name: str) -> Account | None:
        return self.accounts.get(name_key(name))

    def folder_of(self, account: Account) -> Path:
        return self.home / "accounts" / account.folder

    def add(self, name: str, password: str) -> Account:
        name = check_name(name)
        if name_key(name) in self.accounts:
            raise AccountError(N_("there is already an account named {name}"), name=name)
        account = Account(name, secrets.token_hex(8), hash_password(password), time.time())
        ensure_folder(self.folder_of(account))
        self.accounts[name_key(name)] = account
        return account

    def remove(self, name: str) -> Account:
        account = self._existing(name)
        del self.accounts[name_key(name)]
        return account

    def set_password(self, name: str, password: str) -> None:
        account = self._existing(name)
        self.accounts[name_key(name)] = Account(account.name, account.folder, hash_password(password), account.created)

    def invite(self, hours: float = INVITE_HOURS) -> str:
        """A new one-time code for self sign-up, good for `hours`."""
        code = "-".join("".join(secrets.choice(_CODE_ALPHABET) for _ in range(4)) for _ in range(4))
        now = time.time()
        self.invites = {key: until for key, until in self.invites.items() if until > now}
        self.invites[_code_key(code)] = now + hours * 3600
        return code

    def take_invite(self, code: str) -> bool:
        """Use up `code` (True), or False when it is no invitation or has expired."""
        key = _code_key(code)
        until = self.invites.pop(key, None)
        return until is not None and until > time.time()

    def _existing(self, name: str) -> Account:
        account = self.find(name)
        if account is None:
            raise AccountError(N_("there is no account named {name}"), name=name)
        return account

    def to_json(self) -> bytes:
        data = {
            "accounts": [vars(account) for account in sorted(self.accounts.values(), key=lambda a: name_key(a.name))],
            "invites": self.invites,
        }
        return (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode()


def _code_key(code: str) -> str:
    cleaned = "".join(char for char in code.upper() if char.isalnum())[:64]
    return hashlib.sha256(cleaned.encode()).hexdigest()


def hash_password(password: str) -> str:
    check_password(password)
    return PasswordHasher().hash(password)


def check_password(password: str) -> None:
    if len(password) < MIN_PASSWORD:
        raise AccountError(N_("a password has at least {count} characters"), count=MIN_PASSWORD)
    if len(password.encode("utf-8", "surrogatepass")) > MAX_PASSWORD:
        raise AccountError(N_("a password has at most {count} bytes"), count=MAX_PASSWORD)


def read_book(home: Path | None = None) -> AccountBook:
    """The accounts as the file has them (none when there is no file yet); AccountError in
    one line when it cannot be read or is not an accounts file."""
    home = serve_home() if home is None else home
    book = AccountBook(home)
    try:
        ensure_folder(home)
        raw, _info = read_capped(home / ACCOUNTS_FILE, MAX_BYTES)
    except FileNotFoundError:
        return book
    except OSError as error:
        raise AccountError(N_("cannot read the accounts file {path}: {why}"), path=home / ACCOUNTS_FILE,
                           why=(getattr(error, "strerror", None) or str(error)).lower()) from None
    try:
        data = json.loads(raw)
        for entry in data["accounts"]:
            account = _account(entry)
            book.accounts[name_key(account.name)] = account
        book.invites = {str(key): float(until) for key, until in data.get("invites", {}).items()}
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
        raise AccountError(N_("the accounts file {path} is damaged; restore it from a backup"),
                           path=home / ACCOUNTS_FILE) from None
    return book


def _account(entry: Any) -> Account:
    name, folder, hashed, created = entry["name"], entry["folder"], entry["hash"], entry["created"]
    if not (isinstance(name, str) and isinstance(folder, str) and isinstance(hashed, str)):
        raise TypeError("not an account")
    if check_name(name) != name or not folder.isalnum() or not hashed.startswith("$argon2"):
        raise ValueError("not an account")
    return Account(name, folder, hashed, float(created))


@contextmanager
def changing(home: Path | None = None) -> Iterator[AccountBook]:
    """The accounts to change, locked against every other change; written back (one atomic
    write) when the block ends without an error."""
    home = serve_home() if home is None else home
    ensure_folder(home)
    fd = os.open(home / LOCK_FILE, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        book = read_book(home)
        yield book
        atomic_write(home / ACCOUNTS_FILE, book.to_json())
    finally:
        os.close(fd)
