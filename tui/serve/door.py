"""The door of `dice-tui serve`: logging in, signing up with an invitation, logging out.

Every answer to a failed login is the same page with the same words, whether the name is
an account or not, and takes as long (tui.serve.logins.Checker); tries are limited per
name and per address. A form is taken only from the server's own page (its Origin), and
the login cookie is HttpOnly, SameSite=Strict, Secure when served as https, and expires.
Behind a reverse proxy on the same host (a public URL given, the proxy connecting from
loopback), the address counted is the one the proxy adds last to X-Forwarded-For.
"""

from __future__ import annotations

import asyncio
import ipaddress
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aiohttp import web

from core.lang import N_
from saves.account_names import AccountError
from saves.accounts import Account, changing, check_password, read_book
from tui.serve import pages
from tui.serve.logins import COOKIE, LOGIN, LOGIN_SECONDS, Checker, Login, Logins, Throttle

#: the longest name or code a form may carry (longer is no account, never stored)
FIELD = 1024


class Door:
    def __init__(self, home: Path, *, secure: bool, origin_ok: Callable[[web.Request], bool]) -> None:
        self.home, self.secure, self.origin_ok = home, secure, origin_ok
        self.logins = Logins()
        self.throttle = Throttle()
        self._checker: Checker | None = None

    def start(self) -> None:
        """In the server's loop (the checker's gate belongs to it)."""
        self._checker = Checker()

    def routes(self) -> list[web.RouteDef]:
        return [web.get("/login", self.login_page), web.post("/login", self.log_in),
                web.get("/signup", self.signup_page), web.post("/signup", self.sign_up),
                web.post("/logout", self.log_out)]

    async def login_page(self, request: web.Request) -> web.Response:
        return _html(pages.login_page(_language(request)))

    async def signup_page(self, request: web.Request) -> web.Response:
        return _html(pages.signup_page(_language(request)))

    async def _form(self, request: web.Request) -> tuple[Any, str]:
        """The form posted and the page's language; 403 unless sent from the server's own page."""
        form = await request.post()
        code = _language(request, str(form.get("lang", "")))
        if not self.origin_ok(request):
            page = pages.login_page if request.path == "/login" else pages.signup_page
            raise web.HTTPForbidden(text=page(code, pages.said(code, pages.FOREIGN)), content_type="text/html")
        return form, code

    async def log_in(self, request: web.Request) -> web.Response:
        form, code = await self._form(request)
        name, password = _field(form, "name"), _field(form, "password")
        address = self.address(request)
        if self.throttle.blocked(name, address):
            return _html(pages.login_page(code, pages.said(code, pages.SLOW_DOWN), name), 429)
        assert self._checker is not None
        book = await asyncio.to_thread(read_book, self.home)
        account = await self._checker.check(book, name, password)
        if account is None:
            self.throttle.failed(name, address)
            return _html(pages.login_page(code, pages.said(code, pages.WRONG), name), 401)
        return self._welcome(self.logins.start(account, code))

    async def sign_up(self, request: web.Request) -> web.Response:
        form, code = await self._form(request)
        invitation, name = _field(form, "code"), _field(form, "name")
        password, again = _field(form, "password"), _field(form, "again")
        address = self.address(request)
        if self.throttle.blocked("", address):
            return _html(pages.signup_page(code, pages.said(code, pages.SLOW_DOWN), name), 429)
        if password != again:
            return _html(pages.signup_page(code, pages.said(code, pages.NOT_SAME), name), 400)
        try:
            check_password(password)
            account = await asyncio.to_thread(self._add, invitation, name, password)
        except AccountError as error:  # said in the page's language, not the server's
            return _html(pages.signup_page(code, pages.said(code, error.template).format(**error.values), name), 400)
        if account is None:
            self.throttle.failed("", address)
            return _html(pages.signup_page(code, pages.said(code, pages.BAD_CODE), name), 400)
        return self._welcome(self.logins.start(account, code))

    def _add(self, invitation: str, name: str, password: str) -> Account | None:
        """The new account, or None when the code is no invitation (then nothing changes)."""
        with changing(self.home) as book:
            if book.find(name) is not None:
                raise AccountError(N_("there is already an account named {name}"), name=name)
            if not book.take_invite(invitation):
                return None
            return book.add(name, password)

    async def log_out(self, request: web.Request) -> web.Response:
        login = request[LOGIN]
        form = await request.post()
        if self.origin_ok(request) and form.get("key") == login.form_key:
            self.logins.end(login.token)
        response = web.HTTPSeeOther("/login")
        response.del_cookie(COOKIE, path="/")
        raise response

    def _welcome(self, login: Login) -> web.Response:
        response = web.HTTPSeeOther("/")
        response.set_cookie(COOKIE, login.token, max_age=LOGIN_SECONDS, path="/", httponly=True,
                            samesite="Strict", secure=self.secure)
        raise response

    def address(self, request: web.Request) -> str:
        peer = request.remote or ""
        forwarded = request.headers.get("X-Forwarded-For", "")
        try:
            behind_proxy = self.secure and ipaddress.ip_address(peer).is_loopback
        except ValueError:
            behind_proxy = False
        if behind_proxy and forwarded:
            return forwarded.split(",")[-1].strip()[:64]
        return peer


def _field(form: object, key: str) -> str:
    value = form.get(key, "") if hasattr(form, "get") else ""
    return value[:FIELD] if isinstance(value, str) else ""


def _language(request: web.Request, chosen: str = "") -> str:
    return pages.choose(chosen or request.query.get("lang"), request.headers.get("Accept-Language"))


def _html(text: str, status: int = 200) -> web.Response:
    return web.Response(text=text, status=status, content_type="text/html", charset="utf-8")
