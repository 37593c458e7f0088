"""SIGTERM and SIGHUP leave a clean terminal: a real dice-tui in a pseudo-terminal is
signalled in a game and must switch mouse tracking off, show the cursor and leave the
alternate screen before it exits (status 128 + the signal), the game there to resume."""

from __future__ import annotations

import contextlib
import os
import pty
import select
import signal
import sys
import time
from pathlib import Path

import pytest

from saves.store import load_game

ROOT = Path(__file__).resolve().parents[2]


def _read_until(fd: int, wanted: bytes, timeout: float = 60.0) -> bytes:
    """What the terminal received, up to and including `wanted` (or EOF)."""
    seen = b""
    deadline = time.monotonic() + timeout
    while wanted not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:  # the child closed the terminal
                break
            if not chunk:
                break
            seen += chunk
    return seen


def _read_to_end(fd: int, timeout: float = 60.0) -> bytes:
    return _read_until(fd, b"\x00never\x00", timeout)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_restores_the_terminal_and_keeps_the_game(tmp_path, signum):
    env = {**os.environ, "DICE_TUI_HOME": str(tmp_path), "TERM": "xterm-256color", "COLUMNS": "80", "LINES": "24"}
    env.pop("DICE_TUI_DEBUG", None)
    argv = [sys.executable, "-m", "tui.cli", "new", "dize", "--seed", "3", "--players", "Ann"]
    pid, fd = pty.fork()
    if pid == 0:  # the child: dice-tui on the pseudo-terminal
        os.chdir(ROOT)
        os.execve(sys.executable, argv, env)
    try:
        import fcntl
        import struct
        import termios

        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        started = _read_until(fd, b"Ann")
        assert b"\x1b[?1049h" in started and b"\x1b[?1000h" in started  # alt screen, mouse on
        os.kill(pid, signum)
        after = _read_to_end(fd)
        _, status = os.waitpid(pid, 0)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
        os.close(fd)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 128 + signum
    assert b"\x1b[?1000l" in after  # mouse tracking off
    assert b"\x1b[?25h" in after  # cursor shown
    assert b"\x1b[?1049l" in after  # alternate screen left
    (save,) = (tmp_path / "saves").glob("dize-*.json")
    assert not load_game(save).state.over  # the game is there to resume
