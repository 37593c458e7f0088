"""A real dice-tui serve in the test's loop (aiohttp's test server), over a folder of its
own with two accounts; its tabs are real app processes."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from saves.accounts import changing
from tui.serve.limits import Limits
from tui.serve.server import DiceServer

PASSWORD = "ann's password"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Served:
    server: DiceServer
    url: str
    home: Path

    def client(self) -> aiohttp.ClientSession:
        return aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True), headers={"Origin": self.url})

    async def log_in(self, client: aiohttp.ClientSession, name: str = "ann", password: str = PASSWORD) -> int:
        async with client.post(f"{self.url}/login", data={"name": name, "password": password},
                               allow_redirects=False) as answer:
            return answer.status

    def folder(self, name: str) -> Path:
        from saves.accounts import read_book

        account = read_book(self.home).find(name)
        assert account is not None
        return self.home / "accounts" / account.folder


@pytest.fixture
async def served(tmp_path, monkeypatch) -> AsyncIterator[Served]:
    home = tmp_path / "serve"
    with changing(home) as book:
        book.add("ann", PASSWORD)
        book.add("bob", "bob's password")
    port = free_port()
    server = DiceServer(home, "127.0.0.1", port, None, Limits(per_account=2, total=3, idle_seconds=600))
    test_server = TestServer(await server._make_app(), host="127.0.0.1", port=port)
    await test_server.start_server()
    try:
        yield Served(server, f"http://127.0.0.1:{port}", home)
    finally:
        await test_server.close()
