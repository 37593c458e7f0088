"""A browser tab's app process: what it is given, and how it ends."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import aiohttp
import pytest
from textual_serve.download_manager import Download

from saves.accounts import changing
from tests.serve.test_door import _until, first_frame
from tui.serve.limits import Limits
from tui.serve.server import DiceServer


async def test_a_tab_runs_in_its_accounts_folder_with_an_environment_of_its_own(served, monkeypatch):
    monkeypatch.setenv("SERVER_SECRET", "not for the players")
    async with served.client() as client:
        await served.log_in(client)
        websocket = await client.ws_connect(f"{served.url}/ws")
        await first_frame(websocket)
        (tab,) = served.server.tabs.running
        environ = dict(entry.split("=", 1) for entry in
                       Path(f"/proc/{tab.pid}/environ").read_text().split("\0") if "=" in entry)
        assert environ["DICE_TUI_HOME"] == str(served.folder("ann"))
        assert environ["USER"] == "ann" and "SERVER_SECRET" not in environ
        assert os.readlink(f"/proc/{tab.pid}/cwd") == str(served.folder("ann"))
        assert os.getpgid(tab.pid) == tab.pid  # a process group of its own, killed whole
        await websocket.close()
        await _until(lambda: not Path(f"/proc/{tab.pid}").exists() or _zombie(tab.pid), 3.0)


def _zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[1].split()[0] == "Z"
    except OSError:
        return True


async def test_an_idle_tab_is_ended(tmp_path):
    home = tmp_path / "serve"
    with changing(home) as book:
        book.add("ann", "ann's password")
    from tests.serve.conftest import Served, free_port

    port = free_port()
    server = DiceServer(home, "127.0.0.1", port, None, Limits(idle_seconds=1.0))
    from aiohttp.test_utils import TestServer

    test_server = TestServer(await server._make_app(), host="127.0.0.1", port=port)
    await test_server.start_server()
    served = Served(server, f"http://127.0.0.1:{port}", home)
    try:
        async with served.client() as client:
            await served.log_in(client, "ann", "ann's password")
            websocket = await client.ws_connect(f"{served.url}/ws")
            await first_frame(websocket)
            await _until(lambda: server.tabs.total == 0, 10)
            await websocket.close()
    finally:
        await test_server.close()


async def test_a_removed_account_opens_no_more_tabs(served):
    async with served.client() as client:
        await served.log_in(client, "bob", "bob's password")
        with changing(served.home) as book:
            book.remove("bob")
        with pytest.raises(aiohttp.WSServerHandshakeError):
            await client.ws_connect(f"{served.url}/ws")
    assert served.server.tabs.total == 0


async def test_a_download_is_fetched_only_by_the_account_that_offered_it(served):
    class Offering:
        account, app_service_id = "ann", "x"

    manager = served.server.download_manager
    await manager.create_download(app_service=Offering(), delivery_key="k1", file_name="sheet.pdf",  # type: ignore[arg-type]
                                  open_method="download", mime_type="application/pdf")
    assert isinstance(await manager.get_download_metadata("k1"), Download)
    async with served.client() as client:
        await served.log_in(client, "bob", "bob's password")
        async with client.get(f"{served.url}/download/k1") as answer:
            assert answer.status == 404
    async with aiohttp.ClientSession() as stranger, stranger.get(f"{served.url}/download/k1") as answer:
        assert answer.status == 403


async def test_the_server_stopping_ends_every_tab(served):
    async with served.client() as client:
        await served.log_in(client)
        websocket = await client.ws_connect(f"{served.url}/ws")
        await first_frame(websocket)
        (tab,) = served.server.tabs.running
        await asyncio.wait_for(served.server.on_shutdown(_App(served.server)), 5)
        assert _zombie(tab.pid) or not Path(f"/proc/{tab.pid}").exists()
        await websocket.close()


class _App(dict):  # what on_shutdown reads: the idle task to cancel
    def __init__(self, server):
        from tui.serve.server import IDLE

        super().__init__()
        from tui.serve.server import VOUCHER

        task = asyncio.get_running_loop().create_future()
        self[IDLE] = task
        self[VOUCHER] = _Closed()


class _Closed:
    def close(self):
        pass


async def test_a_new_password_or_an_account_made_anew_ends_the_old_login(served):
    async with served.client() as client:
        await served.log_in(client, "bob", "bob's password")
        with changing(served.home) as book:
            book.set_password("bob", "bob's new password")
        with pytest.raises(aiohttp.WSServerHandshakeError):
            await client.ws_connect(f"{served.url}/ws")
        await served.log_in(client, "bob", "bob's new password")
        with changing(served.home) as book:
            book.remove("bob")
            book.add("Bob", "someone else's password")
        with pytest.raises(aiohttp.WSServerHandshakeError):
            await client.ws_connect(f"{served.url}/ws")
    assert served.server.tabs.total == 0
