"""dice-tui serve: what a browser player waits for and costs the host, against a terminal.

- login to menu: the browser's way in (the login form posted, the page, the websocket, the
  app started and its menu's first frame) against `dice-tui` started in a pseudo-terminal
  until its menu is drawn, as a player over SSH meets it;
- bytes per key: what the websocket carries for the same keys as the SSH stream (the
  terminal's pty), the menu walked down and up; the web driver draws with Textual's stock
  output (the render package stands aside there), so more is expected;
- sessions per GiB: the proportional memory (PSS) of each browser session's app process,
  with several open at once, and how many one GiB holds (tui.serve.limits.SESSION_MIB is
  what the server's default cap assumes).

The server runs in this process (aiohttp's runner), its tabs are real app processes.
"""

from __future__ import annotations

import asyncio
import json
import os
import pty
import select
import signal
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

import aiohttp
from aiohttp import web

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.verdict import verdict
from saves.accounts import changing
from tui.serve.limits import SESSION_MIB, Limits
from tui.serve.server import DiceServer

RUNS, KEYS, TABS = 5, 12, 4
#: what a key may cost on the websocket: half a second of a 64 kbit/s link
FRAME_BYTES = 4000
PASSWORD = "a bench password"
DICE_TUI = str(Path(sys.executable).with_name("dice-tui"))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


# -- the terminal -------------------------------------------------------------------------
def terminal_start(home: str) -> tuple[float, int, int]:
    """Seconds to the menu's first frame in an 80x24 pty; the bytes the KEYS keys drew; its pid."""
    env = {**os.environ, "DICE_TUI_HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8"}
    env.pop("LINES", None)
    env.pop("COLUMNS", None)
    started = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(DICE_TUI, [DICE_TUI], env)
    import fcntl
    import struct
    import termios

    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen, first = b"", 0.0
    while b"New game" not in seen:
        seen += _read(fd, 10.0)
    first = time.perf_counter() - started
    _quiet(fd, 0.6)
    drawn = 0
    for index in range(KEYS):
        os.write(fd, b"\x1b[B" if index < KEYS // 2 else b"\x1b[A")
        drawn += len(_quiet(fd, 0.3))
    os.kill(pid, signal.SIGTERM)
    os.waitpid(pid, 0)
    os.close(fd)
    return first, drawn, pid


def _read(fd: int, timeout: float) -> bytes:
    ready, _, _ = select.select([fd], [], [], timeout)
    if not ready:
        raise TimeoutError("the terminal drew nothing")
    try:
        return os.read(fd, 65536)
    except OSError:
        return b""


def _quiet(fd: int, quiet: float) -> bytes:
    out = b""
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return out
        try:
            out += os.read(fd, 65536)
        except OSError:
            return out


# -- the browser's way --------------------------------------------------------------------
async def until_quiet(websocket: aiohttp.ClientWebSocketResponse, quiet: float) -> bytes:
    out = b""
    while True:
        try:
            message = await asyncio.wait_for(websocket.receive(), quiet)
        except TimeoutError:
            return out
        if message.type == aiohttp.WSMsgType.BINARY:
            out += message.data
        elif message.type != aiohttp.WSMsgType.TEXT:
            return out


async def menu_drawn(client: aiohttp.ClientSession, url: str) -> aiohttp.ClientWebSocketResponse:
    """A new tab's websocket, once the app has drawn its menu on it."""
    websocket = await client.ws_connect(f"{url}/ws?width=80&height=24")
    seen = b""
    while b"New game" not in seen:
        message = await asyncio.wait_for(websocket.receive(), 15)
        if message.type == aiohttp.WSMsgType.BINARY:
            seen += message.data
    return websocket


async def browser_start(url: str, keys: bool) -> tuple[float, int, aiohttp.ClientSession, object]:
    started = time.perf_counter()
    client = aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True), headers={"Origin": url})
    async with client.post(f"{url}/login", data={"name": "bench", "password": PASSWORD}) as page:
        await page.text()  # the redirect followed: the app's page
    websocket = await menu_drawn(client, url)
    first = time.perf_counter() - started
    drawn = 0
    if keys:
        await until_quiet(websocket, 0.6)
        for index in range(KEYS):
            await websocket.send_str(json.dumps(["stdin", "\x1b[B" if index < KEYS // 2 else "\x1b[A"]))
            drawn += len(await until_quiet(websocket, 0.3))
    return first, drawn, client, websocket


async def reopened(client: aiohttp.ClientSession, url: str) -> float:
    """Seconds from asking for the page again (still logged in) to the menu's first frame."""
    started = time.perf_counter()
    async with client.get(f"{url}/") as page:
        await page.text()
    websocket = await menu_drawn(client, url)
    took = time.perf_counter() - started
    await websocket.close()
    return took


def pss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        if line.startswith("Pss:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def main() -> None:
    home = Path(tempfile.mkdtemp(prefix="bench-serve-"))
    with changing(home / "serve") as book:
        book.add("bench", PASSWORD)
    port = free_port()
    server = DiceServer(home / "serve", "127.0.0.1", port, None, Limits(per_account=TABS + 1, total=TABS + 2))
    runner = web.AppRunner(await server._make_app(), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    url = f"http://127.0.0.1:{port}"
    terminal, web_starts, term_bytes, web_bytes, reopens = [], [], [], [], []
    for _ in range(RUNS):
        first, drawn, _pid = await asyncio.to_thread(terminal_start, str(home / "terminal"))
        terminal.append(first)
        term_bytes.append(drawn)
        first, drawn, client, websocket = await browser_start(url, keys=True)
        web_starts.append(first)
        web_bytes.append(drawn)
        await websocket.close()  # type: ignore[attr-defined]
        while server.tabs.total:
            await asyncio.sleep(0.05)
        reopens.append(await reopened(client, url))
        await client.close()
        while server.tabs.total:
            await asyncio.sleep(0.05)
    term, webm = statistics.median(terminal), statistics.median(web_starts)
    ratio = webm / term
    print(f"   login to menu (browser) {webm * 1000:.0f} ms vs dice-tui's menu in a pty {term * 1000:.0f} ms:"
          f" {ratio:.2f}x (mark 1.5x) {verdict(ratio, 1.5)}")
    ratio = statistics.median(reopens) / term
    print(f"   the page opened again, logged in, to menu {statistics.median(reopens) * 1000:.0f} ms: {ratio:.2f}x "
          f"the pty (mark 1.5x; the login above checks a password with Argon2 once in 12 hours) {verdict(ratio, 1.5)}")
    per_web, per_term = statistics.median(web_bytes) / KEYS, statistics.median(term_bytes) / KEYS
    ratio = per_web / per_term
    print(f"   bytes per key: websocket {per_web:.0f} B vs SSH stream {per_term:.0f} B: {ratio:.2f}x "
          f"(stock output in a browser; mark {FRAME_BYTES} B, half a second at 64 kbit/s) "
          f"{verdict(per_web, FRAME_BYTES)}")
    opened = [await browser_start(url, keys=False) for _ in range(TABS)]
    await asyncio.sleep(1.0)
    pids = [tab.pid for tab in server.tabs.running if tab.pid]
    pss = statistics.median(pss_mib(pid) for pid in pids)
    per_gib = 1024 / pss
    print(f"   memory per browser session: {pss:.0f} MiB PSS with {len(pids)} open "
          f"(the default cap assumes {SESSION_MIB} MiB): {per_gib:.1f} sessions per GiB (mark 24) "
          f"{verdict(per_gib, 24, at_least=True)}")
    for _first, _drawn, client, websocket in opened:
        await websocket.close()  # type: ignore[attr-defined]
        await client.close()
    while server.tabs.total:
        await asyncio.sleep(0.05)
    await runner.cleanup()


if __name__ == "__main__":
    asyncio.run(main())
