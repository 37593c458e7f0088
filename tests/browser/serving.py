"""A real `dice-tui serve` for the browser tests, and a real headless Chromium.

The server runs as the command a person runs, in a process of its own. It refuses root, so
when the tests run as root (CI on a fresh clone) it runs as a user made for the tests,
`dice_tui_web`, from `.venv/serve` (built by `make test-browser` with the system's Python:
the project's usual Python may live in root's home, which that user cannot enter).

Chromium is Debian's, driven through chromium-driver by selenium; a script added before
every page keeps what the app's websocket brings, so a test reads the app's screen as text
(the page draws it on a canvas).
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from selenium.webdriver.common.keys import Keys

ROOT = Path(__file__).resolve().parents[2]
SERVE_VENV = ROOT / ".venv" / "serve"
WEB_USER = "dice_tui_web"
CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"

#: kept by the page: every frame the app sent, as text, in window.__frames
TAP = """
(() => {
  const Real = window.WebSocket;
  window.__frames = "";
  window.__sockets = [];
  window.WebSocket = function (url, protocols) {
    const socket = new Real(url, protocols);
    window.__sockets.push(socket);
    const decoder = new TextDecoder();
    socket.addEventListener("message", (event) => {
      if (typeof event.data !== "string") window.__frames += decoder.decode(event.data, {stream: true});
    });
    return socket;
  };
  window.WebSocket.prototype = Real.prototype;
  Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
})();
"""


def need_browser() -> None:
    """The browser tests never skip: a missing Chromium fails them with what to run."""
    missing = [path for path in (CHROMIUM, CHROMEDRIVER) if not os.path.exists(path)]
    if missing:
        pytest.fail(f"missing {', '.join(missing)}: run `make test-browser`, which installs Debian's chromium "
                    "and chromium-driver")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _as_web_user() -> pwd.struct_passwd | None:
    if os.geteuid() != 0:
        return None
    try:
        return pwd.getpwnam(WEB_USER)
    except KeyError:
        subprocess.run(["useradd", "--system", "--no-create-home", WEB_USER], check=True, capture_output=True)
        return pwd.getpwnam(WEB_USER)


@dataclass
class Server:
    url: str
    home: Path
    process: subprocess.Popen[bytes]
    user: pwd.struct_passwd | None
    command: list[str] = field(default_factory=list)

    def run(self, *words: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        return subprocess.run([*self.command, *words], input=stdin, capture_output=True, text=True, timeout=60,
                              env=self.environment(), **self.as_user())

    def add_account(self, name: str, password: str) -> None:
        done = self.run("account", "add", name, stdin=password + "\n")
        assert done.returncode == 0, done.stderr

    def environment(self) -> dict[str, str]:
        return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "DICE_TUI_HOME": str(self.home),
                "HOME": str(self.home), "LANG": "C.UTF-8"}

    def as_user(self) -> dict[str, object]:
        if self.user is None:
            return {}
        return {"user": self.user.pw_uid, "group": self.user.pw_gid, "extra_groups": []}

    def app_processes(self) -> list[int]:
        """The app processes the server runs now (its children)."""
        found = subprocess.run(["pgrep", "-P", str(self.process.pid)], capture_output=True, text=True)
        return [int(pid) for pid in found.stdout.split()]

    def account_folder(self, name: str) -> Path:
        import json

        raw = json.loads((self.home / "serve" / "accounts.json").read_text())
        folder = next(entry["folder"] for entry in raw["accounts"] if entry["name"] == name)
        return self.home / "serve" / "accounts" / folder


@contextlib.contextmanager
def serving(accounts: dict[str, str]) -> Iterator[Server]:
    user = _as_web_user()
    python = SERVE_VENV / "bin" / "python" if user is not None else Path(sys.executable)
    if not python.exists():
        pytest.fail(f"missing {python}: run `make test-browser` (it builds the server's environment)")
    command = [str(python), "-c", "import sys; from tui.cli import main; sys.exit(main())"]
    home = Path(tempfile.mkdtemp(prefix="dice-web-"))
    if user is not None:
        os.chown(home, user.pw_uid, user.pw_gid)
    home.chmod(0o700)
    port = free_port()
    server = Server(f"http://127.0.0.1:{port}", home, None, user, command)  # type: ignore[arg-type]
    for name, password in accounts.items():
        server.add_account(name, password)
    server.process = subprocess.Popen([*command, "serve", "--port", str(port)], env=server.environment(),
                                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True,
                                      **server.as_user())  # type: ignore[call-overload]
    try:
        _until_listening(port, server.process)
        yield server
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(server.process.pid, signal.SIGTERM)
        try:
            server.process.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(server.process.pid, signal.SIGKILL)
            server.process.wait()
        shutil.rmtree(home, ignore_errors=True)


def _until_listening(port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            out = process.stdout.read().decode() if process.stdout else ""
            pytest.fail(f"dice-tui serve ended at once: {out}")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    pytest.fail("dice-tui serve did not listen within 30 s")


def chromium():  # type: ignore[no-untyped-def]
    """A headless Chromium with a fresh profile, the frame tap added before every page."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    need_browser()
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--window-size=1100,760", f"--user-data-dir={tempfile.mkdtemp(prefix='dice-chromium-')}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TAP})
    driver.set_script_timeout(15)
    return driver


def log_in(driver, server: Server, name: str, password: str) -> None:  # type: ignore[no-untyped-def]
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    driver.get(server.url + "/")
    driver.find_element(By.NAME, "name").send_keys(name)
    driver.find_element(By.CSS_SELECTOR, "input[type=password]").send_keys(password, Keys.ENTER)


def screen_text(driver) -> str:  # type: ignore[no-untyped-def]
    return str(driver.execute_script("return window.__frames || ''"))


def until(condition, seconds: float = 20.0, what: str = "") -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError(f"not within {seconds:g} s: {what}")


def keys(driver, *words: str) -> None:  # type: ignore[no-untyped-def]
    """Type into the page's terminal as a player does, one key at a time."""
    from selenium.webdriver.common.action_chains import ActionChains

    driver.execute_script("document.querySelector('.xterm-helper-textarea').focus()")  # where xterm.js reads keys
    for word in words:
        if word.startswith(Keys.CONTROL):
            ActionChains(driver).key_down(Keys.CONTROL).send_keys(word[1:]).key_up(Keys.CONTROL).perform()
        else:
            ActionChains(driver).send_keys(word).perform()
        time.sleep(0.35)
