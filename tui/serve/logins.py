"""Who is logged in, and how often a name or an address may try.

A login is a random 256-bit token in a cookie (HttpOnly, SameSite=Strict, Secure under
https), kept in this process's memory with its account and expiry: a restart of the server
logs everyone out, and nothing in the cookie says who anyone is. Logging out forgets it.

Passwords are checked with Argon2 in a thread, at most `CHECKS` at once, so a flood of
tries queues rather than takes every core and the memory Argon2 asks for each time. An
unknown name is checked against a hash made at start-up, so its answer takes as long as a
wrong password's and says the same words. Failed tries are counted per account name and
per address over `WINDOW` seconds; past the limit the answer is the same refusal, without
even looking at the password, until the window has passed.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections import deque
from dataclasses import dataclass

from aiohttp import web
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from saves.account_names import name_key
from saves.accounts import Account, AccountBook

#: seconds a login lasts from the moment it is made
LOGIN_SECONDS = 12 * 3600
#: failed tries counted, per name and per address, and the window they are counted over
PER_NAME, PER_ADDRESS, WINDOW = 5, 20, 15 * 60
#: password checks running at once (Argon2 asks 64 MiB and a core each)
CHECKS = 2
#: logins kept at most (the oldest go first): a bounded table, whatever a flood does
MOST_LOGINS = 10_000
#: the cookie's name
COOKIE = "dice_tui_login"


@dataclass(frozen=True)
class Login:
    token: str
    account: str  # the account's name, as the accounts file spells it
    folder: str
    until: float
    form_key: str  # what the page's own forms carry (log out), never in a cookie
    lang: str  # the language the login page spoke: the app's until the account picks one
    hash: str  # the password's hash when it was given: a new password ends this login


#: where a request's login is kept once the server's guard has found it
LOGIN = web.RequestKey("login", Login)


class Logins:
    """The logins made since the server started."""

    def __init__(self) -> None:
        self._by_token: dict[str, Login] = {}

    def start(self, account: Account, lang: str) -> Login:
        if len(self._by_token) >= MOST_LOGINS:
            self._forget_expired()
            while len(self._by_token) >= MOST_LOGINS:
                del self._by_token[next(iter(self._by_token))]
        login = Login(secrets.token_urlsafe(32), account.name, account.folder, time.time() + LOGIN_SECONDS,
                      secrets.token_urlsafe(16), lang, account.hash)
        self._by_token[login.token] = login
        return login

    def find(self, token: str | None) -> Login | None:
        if not token or len(token) > 64:
            return None
        login = self._by_token.get(token)
        if login is None or login.until < time.time():
            return None
        return login

    def end(self, token: str) -> None:
        self._by_token.pop(token, None)

    def still(self, login: Login, account: Account | None) -> bool:
        """Whether `login` still stands for `account` as the accounts file has it now: not
        removed, not made anew under its name, its password not changed since (else it ends)."""
        if account is None or account.folder != login.folder or account.hash != login.hash:
            self.end(login.token)
            return False
        return True

    def _forget_expired(self) -> None:
        now = time.time()
        for token in [t for t, login in self._by_token.items() if login.until < now]:
            del self._by_token[token]


class Throttle:
    """Failed tries per name and per address in the last WINDOW seconds."""

    def __init__(self) -> None:
        self._fails: dict[str, deque[float]] = {}

    def blocked(self, name: str, address: str) -> bool:
        return self._count("n:" + name_key(name)) >= PER_NAME or self._count("a:" + address) >= PER_ADDRESS

    def failed(self, name: str, address: str) -> None:
        now = time.monotonic()
        for key in ("n:" + name_key(name), "a:" + address):
            self._fails.setdefault(key, deque(maxlen=max(PER_NAME, PER_ADDRESS))).append(now)
        if len(self._fails) > 100_000:  # a flood of names: the table stays bounded
            self._fails = {key: times for key, times in self._fails.items() if self._count(key)}

    def _count(self, key: str) -> int:
        times = self._fails.get(key)
        if not times:
            return 0
        while times and times[0] < time.monotonic() - WINDOW:
            times.popleft()
        return len(times)


class Checker:
    """Password checks, at most CHECKS at once, each in a thread."""

    def __init__(self) -> None:
        self._hasher = PasswordHasher()
        self._stand_in = self._hasher.hash(secrets.token_urlsafe(16))  # for names that are no account
        self._gate = asyncio.Semaphore(CHECKS)

    async def check(self, book: AccountBook, name: str, password: str) -> Account | None:
        """The account `name` when `password` is its password, else None (as slowly either way)."""
        account = book.find(name) if len(name) <= 64 else None
        hashed = account.hash if account is not None else self._stand_in
        async with self._gate:
            right = await asyncio.to_thread(self._verify, hashed, password[:1024])
        return account if right and account is not None else None

    def _verify(self, hashed: str, password: str) -> bool:
        try:
            return bool(self._hasher.verify(hashed, password))
        except (VerificationError, InvalidHashError):
            return False
