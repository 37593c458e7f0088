"""The app processes the server runs, one per open browser tab, and what each account has.

An app process is started with exec (no shell), in a session of its own, with an
environment built here rather than the server's: the account's folder as DICE_TUI_HOME,
the server's tables folder and its voucher's socket (saves.tables.net.vouch), Textual's web
driver. Nothing the browser sends reaches its command line or its environment.

Ending it: the tab closed (or the idle time passed, or the server stops) sends Textual's
`quit`, which ends the app as Ctrl+Q does; every move is saved already. A process still
there GRACE seconds later is killed with its whole process group, so within 2 s nothing of
that tab is left running.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

from saves.account_names import name_key
from tui.serve.limits import Limits
from tui.web import WEB_DRIVER

#: seconds an app has to end by itself after `quit`, then its process group is killed
GRACE = 1.5
#: how the app is started: this Python, isolated (no current folder, no PYTHON* variables)
APP_ARGV = (sys.executable, "-I", "-c", "import sys; from tui.cli import main; sys.exit(main([]))")


def app_environment(folder: Path, home: Path, language: str, account: str) -> dict[str, str]:
    """The whole environment of an account's app process (the account is its login name:
    the name a new game seats first, tui.login)."""
    return {
        "USER": account,
        "LOGNAME": account,
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(folder),
        "LANG": "es_ES.UTF-8" if language == "es" else "C.UTF-8",
        "DICE_TUI_HOME": str(folder),
        "DICE_TUI_TABLES": str(home / "tables"),
        "DICE_TUI_SERVE_WHO": str(home / "who.sock"),
        "TEXTUAL_DRIVER": WEB_DRIVER,
        "TEXTUAL_FPS": "60",
        "TEXTUAL_COLOR_SYSTEM": "truecolor",
        "TERM_PROGRAM": "textual",
    }


class AccountApp(AppService):
    """One browser tab's app process, run for `account`."""

    def __init__(self, account: str, environment: dict[str, str], *, write_bytes: Callable[[bytes], Awaitable[None]],
                 write_str: Callable[[str], Awaitable[None]], close: Callable[[], Awaitable[Any]],
                 download_manager: DownloadManager) -> None:
        super().__init__("dice-tui", write_bytes=write_bytes, write_str=write_str, close=close,
                         download_manager=download_manager)
        self.account = account
        self.environment = environment
        self.last_input = time.monotonic()
        self.pid: int | None = None

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        return {**self.environment, "COLUMNS": str(width), "ROWS": str(height)}

    async def _open_app_process(self, width: int = 80, height: int = 24) -> asyncio.subprocess.Process:
        process = await asyncio.create_subprocess_exec(
            *APP_ARGV, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL, env=self._build_environment(width, height),
            cwd=self.environment["DICE_TUI_HOME"], start_new_session=True,
        )
        # textual-serve reads the app's stderr and prints it on the server's console; the
        # app's words are for its player (and its crash.log), never for the host's console
        quiet = asyncio.StreamReader()
        quiet.feed_eof()
        process.stderr = quiet
        assert process.stdin is not None
        self._process, self._stdin, self.pid = process, process.stdin, process.pid
        return process

    async def send_bytes(self, data: bytes) -> bool:
        self.last_input = time.monotonic()
        return await super().send_bytes(data)

    async def stop(self) -> None:
        """End the app: `quit`, then GRACE seconds, then its process group killed."""
        task, self._task = self._task, None
        if task is None:
            return
        await self._download_manager.cancel_app_downloads(app_service_id=self.app_service_id)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.send_meta({"type": "quit"}), 0.5)
        process = self._process
        if process is not None:
            try:
                await asyncio.wait_for(process.wait(), GRACE)
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.killpg(process.pid, signal.SIGKILL)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(process.wait(), 1.0)
        # its relay may be stuck writing to a browser that stopped reading (a write aiohttp
        # does not give up when cancelled): wait a moment for it, never for the browser
        await asyncio.wait({task}, timeout=1.0)
        task.cancel()


class Tabs:
    """Every running app process, by account; the caps are checked before one starts."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._held: dict[str, int] = {}  # name_key -> places taken (started or starting)
        self.running: set[AccountApp] = set()

    @property
    def total(self) -> int:
        return sum(self._held.values())

    def take(self, account: str) -> bool:
        """Take a place for a new tab of `account`: False when a cap is reached (nothing starts)."""
        key = name_key(account)
        if self.total >= self.limits.total or self._held.get(key, 0) >= self.limits.per_account:
            return False
        self._held[key] = self._held.get(key, 0) + 1
        return True

    def give_back(self, account: str) -> None:
        key = name_key(account)
        self._held[key] = self._held.get(key, 1) - 1
        if self._held[key] <= 0:
            del self._held[key]

    def per_account_full(self, account: str) -> bool:
        return self._held.get(name_key(account), 0) >= self.limits.per_account

    def who(self, pid: int) -> str | None:
        """The account whose app process has `pid` (the voucher asks, for the tables)."""
        return next((app.account for app in self.running if app.pid == pid), None)

    def idle(self) -> list[AccountApp]:
        limit = time.monotonic() - self.limits.idle_seconds
        return [app for app in self.running if app.last_input < limit]

    def of(self, account: str) -> list[AccountApp]:
        return [app for app in self.running if name_key(app.account) == name_key(account)]
