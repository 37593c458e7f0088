"""Real dice-tui processes in pseudo-terminals for the shared-table tests: each one's
output is read by a thread as it comes, so a test can wait for what a screen shows."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import signal
import struct
import sys
import termios
import threading
import time
from pathlib import Path

from tests.tui.vt import Terminal as Screen

ROOT = Path(__file__).resolve().parents[2]
#: escape sequences stripped before looking for text (CSI, OSC, charset picks)
_ESCAPES = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>78]")
WAIT = 60.0
#: how long a wait goes without news before it looks again anyway (a wake-up, not a pause)
QUIET = 0.5
#: set by every reader thread when its terminal draws anything
_ANY_OUTPUT = threading.Event()


class Terminal:
    """`dice-tui ARGS` as user `who` (test mode: the host believes its own user's claims)."""

    def __init__(self, who: str, args: list[str], env: dict[str, str]):
        self.who = who
        argv = [sys.executable, "-m", "tui.cli", *args]
        env = {**env, "DICE_TUI_TABLE_AS": who}
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: dice-tui on the pseudo-terminal
            os.chdir(ROOT)
            os.execve(sys.executable, argv, env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.output = bytearray()
        self._lock = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.status: int | None = None

    def _read(self) -> None:
        while True:
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                return
            if not chunk:
                return
            with self._lock:
                self.output += chunk
                self._lock.notify_all()
                _ANY_OUTPUT.set()

    def mark(self) -> int:
        with self._lock:
            return len(self.output)

    def text(self, since: int = 0) -> str:
        with self._lock:
            raw = bytes(self.output[since:])
        return _ESCAPES.sub(b"", raw).decode("utf-8", "replace")

    def screen(self, upto: int | None = None) -> str:
        """What the terminal shows once the output up to `upto` (default: all) is drawn.
        dice-tui sends only the cells that change (tui.render.shadow), so a phrase on
        screen may never pass through the output in one piece."""
        with self._lock:
            raw = bytes(self.output[:upto])
        cut = raw.rfind(b"\x1b")  # whole sequences only: the last one (a cursor move) may be cut
        shown = Screen()
        shown.feed(raw[:cut] if cut > 0 else raw)
        return shown.text()

    def wait_for(self, wanted: str, since: int = 0, timeout: float = WAIT) -> bool:
        """Wait until the screen has shown `wanted` since `since` (woken by each new output):
        in the output as it came, or on the screen now when it was not there at `since`."""
        deadline = time.monotonic() + timeout
        before: bool | None = None
        while time.monotonic() < deadline:
            with self._lock:
                seen = len(self.output)
            if wanted in self.text(since):
                return True
            if before is None:
                before = wanted in self.screen(since)
            if not before and seen > since and wanted in self.screen():
                return True
            if self.exited():
                return wanted in self.text(since)
            with self._lock:
                if len(self.output) == seen:
                    self._lock.wait(QUIET)
        return False

    def keys(self, keys: str) -> None:
        os.write(self.fd, keys.encode())

    def exited(self) -> bool:
        if self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = status
        return self.status is not None

    def wait_exit(self, timeout: float = WAIT) -> int | None:
        deadline = time.monotonic() + timeout
        while not self.exited() and time.monotonic() < deadline:
            with self._lock:
                self._lock.wait(QUIET)  # its last output, or its end (the reader stops)
        return os.WEXITSTATUS(self.status) if self.status is not None and os.WIFEXITED(self.status) else None

    def kill(self) -> None:
        if not self.exited():
            os.kill(self.pid, signal.SIGKILL)
            self.wait_exit()

    def close(self) -> None:
        self.kill()
        self._reader.join(5)
        os.close(self.fd)


def until(check, timeout: float = WAIT) -> bool:
    """Wait until `check()` (a file the host writes) is true: it is checked again whenever
    any of the terminals draws something (the host draws every move it saves)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        _ANY_OUTPUT.clear()
        if check():
            return True
        _ANY_OUTPUT.wait(QUIET)
    return check()
