"""`dice-tui serve`: textual-serve's server with dice-tui's door in front of it.

textual-serve runs one app process per websocket and relays the browser's keys and the
app's frames. What it leaves to its user is done here, before anything runs:

- every route but the login and sign-up pages and the static files needs a login (a
  cookie of tui.serve.logins); a websocket without one, or from a page of another origin
  (the Origin header must be the server's own), is refused with 403 before any process
  starts;
- a tab starts only within the caps (tui.serve.limits: per account, in all); past one it
  is told why in the page's terminal and closed;
- what the browser sends is bounded: message size, a token bucket of messages, a known
  envelope with sane values; anything else ends that tab;
- a download (Print sheets) is fetched only by the account whose app offered it;
- idle tabs are ended (their app saves nothing more: every move is saved as played).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import signal
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import aiohttp_jinja2
import jinja2
from aiohttp import WSMsgType, web
from textual_serve.server import Server

from core.text import visible
from saves.account_names import AccountError
from saves.accounts import read_book
from saves.paths import ensure_folder
from saves.tables.net.vouch import start_vouch
from tui.serve import pages
from tui.serve.door import Door
from tui.serve.limits import Limits
from tui.serve.logins import COOKIE, LOGIN
from tui.serve.tabs import AccountApp, Tabs, app_environment

TEMPLATES = Path(__file__).with_name("templates")
#: pages anyone may see: the door itself, and textual-serve's script, styles and fonts
OPEN_PATHS = ("/login", "/signup", "/static/", "/favicon.ico")
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; "
    "form-action 'self'; base-uri 'none'",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",  # "no-referrer" makes a form's Origin "null"
    "Cache-Control": "no-store",
}


#: the server's task ending idle tabs, and its voucher (saves.tables.net.vouch)
IDLE = web.AppKey("idle", asyncio.Task[None])
VOUCHER = web.AppKey("voucher", asyncio.AbstractServer)


class Bucket:
    """`burst` messages at once, then `rate` a second: a browser typing never meets it."""

    def __init__(self, burst: int, rate: float) -> None:
        self.burst, self.rate, self.tokens, self.stamp = burst, rate, float(burst), time.monotonic()

    def spend(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate) - 1
        self.stamp = now
        return self.tokens >= 0


class DiceServer(Server):
    """The server: `home` is its folder (accounts, their folders, the tables)."""

    def __init__(self, home: Path, bind: str, port: int, public_url: str | None, limits: Limits) -> None:
        super().__init__("dice-tui", host=bind, port=port, title="dice-tui", public_url=public_url,
                         templates_path=TEMPLATES)
        self.home = home
        self.limits = limits
        self.tabs = Tabs(limits)
        self.door = Door(home, secure=self.public_url.startswith("https://"), origin_ok=self.origin_ok)
        self.origins = self._origins(public_url, port)

    def _origins(self, public_url: str | None, port: int) -> frozenset[str]:
        """The Origins the pages are served from: the public URL's, or loopback's names."""
        if public_url is not None:
            parts = urlsplit(public_url)
            return frozenset({f"{parts.scheme}://{parts.netloc}".lower()})
        return frozenset(f"http://{host}:{port}" for host in ("localhost", "127.0.0.1", "[::1]", self.host))

    def origin_ok(self, request: web.Request) -> bool:
        origin = request.headers.get("Origin")
        return origin is not None and origin.lower() in self.origins

    async def _make_app(self) -> web.Application:
        app = web.Application(middlewares=[self._guard], client_max_size=16 * 1024)
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(self.templates_path), autoescape=True)
        app.add_routes([
            web.get("/", self.handle_index, name="index"),
            web.get("/ws", self.handle_websocket, name="websocket"),
            web.get("/download/{key}", self.handle_download, name="download"),
            web.static("/static", self.statics_path, show_index=False, name="static"),
            *self.door.routes(),
        ])
        app.on_startup.append(self.on_startup)
        app.on_shutdown.append(self.on_shutdown)
        return app

    @web.middleware
    async def _guard(self, request: web.Request, handler: Any) -> web.StreamResponse:
        """A login for every route but the open ones; the same safe headers on every answer."""
        if not request.path.startswith(OPEN_PATHS):
            login = self.door.logins.find(request.cookies.get(COOKIE))
            if login is None:
                if request.method == "GET" and request.path == "/":
                    raise web.HTTPSeeOther("/login")
                raise web.HTTPForbidden(text="log in first\n")
            request[LOGIN] = login
        try:
            response: web.StreamResponse = await handler(request)
        except web.HTTPException as refusal:
            refusal.headers.update(SECURITY_HEADERS)
            raise
        if not response.prepared:
            response.headers.update(SECURITY_HEADERS)
        return response

    def serve_quietly(self) -> None:
        """Serve until Ctrl+C or SIGTERM, printing no request and nothing a browser sent:
        textual-serve's own log keeps warnings only, each made printable (core.text.visible)."""
        logging.basicConfig(level=logging.WARNING, format="dice-tui serve: %(message)s")
        for handler in logging.getLogger().handlers:
            handler.addFilter(_printable)
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        for signum in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signum, self.request_exit)
        web.run_app(self._make_app(), host=self.host, port=self.port, handle_signals=False, loop=loop,
                    print=None, access_log=None, shutdown_timeout=3.0)

    async def on_startup(self, app: web.Application) -> None:
        self.door.start()
        app[IDLE] = asyncio.create_task(self._end_idle())
        # the accounts' tables: a folder of the server's, and its word on who each app process is
        ensure_folder(self.home / "tables")
        app[VOUCHER] = await start_vouch(self.home / "who.sock", self.tabs.who, self._account_named)

    def _account_named(self, name: str) -> str | None:
        """An account's own spelling of `name` (seats at a table name accounts), else None."""
        try:
            account = read_book(self.home).find(name)
        except AccountError:
            return None
        return None if account is None else account.name

    async def on_shutdown(self, app: web.Application) -> None:
        app[IDLE].cancel()
        app[VOUCHER].close()
        await asyncio.gather(*(tab.stop() for tab in list(self.tabs.running)), return_exceptions=True)

    async def _end_idle(self) -> None:
        while True:
            await asyncio.sleep(min(30.0, self.limits.idle_seconds / 4))
            for tab in self.tabs.idle():
                await tab.stop()

    @aiohttp_jinja2.template("app.html")
    async def handle_index(self, request: web.Request) -> dict[str, Any]:
        login = request[LOGIN]
        scheme = "wss" if self.public_url.startswith("https://") else "ws"
        host = urlsplit(self.public_url).netloc
        if f"http://{request.host}".lower() in self.origins:  # loopback: the name the browser used
            host = request.host
        code = pages.choose(request.query.get("lang"), login.lang)  # the login page's language
        font_size = request.query.get("fontsize", "16")
        return {
            "font_size": int(font_size) if font_size.isdigit() and 8 <= int(font_size) <= 40 else 16,
            "app_websocket_url": f"{scheme}://{host}/ws",
            "static_url": "/static/",
            "account": login.account,
            "form_key": login.form_key,
            "lang": code,
            "log_out": pages.said(code, pages.LOG_OUT),
            "ended": pages.said(code, pages.ENDED),
            "again": pages.said(code, pages.AGAIN),
        }

    async def handle_download(self, request: web.Request) -> web.StreamResponse:
        """Only the account whose tab offered a file may fetch it."""
        login = request[LOGIN]
        try:
            download = await self.download_manager.get_download_metadata(request.match_info["key"])
        except KeyError:
            raise web.HTTPNotFound() from None
        if getattr(download.app_service, "account", None) != login.account:
            raise web.HTTPNotFound()
        return await super().handle_download(request)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        login = request[LOGIN]
        if not self.origin_ok(request):
            raise web.HTTPForbidden(text="this page is not the server's own\n")
        if not self.door.logins.still(login, read_book(self.home).find(login.account)):
            raise web.HTTPForbidden(text="log in first\n")  # removed, made anew or a new password since
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=self.limits.message_bytes)
        if not self.tabs.take(login.account):
            await websocket.prepare(request)
            why = pages.said(login.lang, pages.TOO_MANY_MINE if self.tabs.per_account_full(login.account)
                             else pages.TOO_MANY)
            await websocket.send_bytes(f"\r\n  {why}\r\n".encode())
            await websocket.close()
            return websocket
        tab: AccountApp | None = None
        try:
            await websocket.prepare(request)
            width, height = self.limits.size(_number(request.query.get("width"), 80),
                                             _number(request.query.get("height"), 24))
            environment = app_environment(self.home / "accounts" / login.folder, self.home, login.lang, login.account)
            tab = AccountApp(login.account, environment, write_bytes=websocket.send_bytes,
                             write_str=websocket.send_str, close=websocket.close,
                             download_manager=self.download_manager)
            await tab.start(width, height)
            self.tabs.running.add(tab)
            await self._relay(websocket, tab)
        except (asyncio.CancelledError, ConnectionError):
            pass
        finally:
            if tab is not None:
                self.tabs.running.discard(tab)
                await tab.stop()
            self.tabs.give_back(login.account)
            with contextlib.suppress(Exception):
                await websocket.close()
        return websocket

    async def _relay(self, websocket: web.WebSocketResponse, tab: AccountApp) -> None:
        """The browser's messages to the app, while they are what the page sends."""
        bucket = Bucket(self.limits.burst, self.limits.rate)
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            if not bucket.spend():
                return  # a flood: this tab ends
            try:
                envelope = json.loads(message.data)
            except (ValueError, RecursionError):
                return
            if not (isinstance(envelope, list) and 1 <= len(envelope) <= 2 and isinstance(envelope[0], str)):
                return
            kind, data = envelope[0], envelope[1] if len(envelope) == 2 else None
            if kind == "stdin" and isinstance(data, str):
                await tab.send_bytes(data.encode("utf-8", "replace"))
            elif kind == "resize" and isinstance(data, dict):
                width, height = self.limits.size(_number(data.get("width"), 80), _number(data.get("height"), 24))
                await tab.set_terminal_size(width, height)
            elif kind == "ping" and isinstance(data, str | int | float) and len(str(data)) <= 64:
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await tab.blur()
            elif kind == "focus":
                await tab.focus()


def _printable(record: logging.LogRecord) -> bool:
    record.msg, record.args = visible(record.getMessage()), None
    return True


def _number(value: object, default: int) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.isdigit() and len(value) <= 5:
        return int(value)
    return default
