"""No terminal, a lost terminal, a signal: dice-tui ends at once, its game saved.

Real processes on real pseudo-terminals: a terminal closed under a running app (the app
in a session of its own, so no SIGHUP tells it: what a killed tmux pane gives), and the
streams a script or `ssh -T` gives (not terminals at all). The bounds are generous:
they say "ends", not "ends fast"."""

from __future__ import annotations

import contextlib
import fcntl
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from saves.store import load_game
from saves.tables import folder as tables
from tests.tui.table_ptys import until
from tests.tui.test_signals import _read_until
from tui.tty_guard import LOST, opens_app

ROOT = Path(__file__).resolve().parents[2]
ENDS = 10.0  # seconds: a process still there after this never ends on its own


def _env(home: Path) -> dict[str, str]:
    env = {**os.environ, "DICE_TUI_HOME": str(home), "TERM": "xterm-256color"}
    env.pop("DICE_TUI_DEBUG", None)
    return env


def _on_pty(home: Path, args: list[str], keep_slave: bool = False) -> tuple[subprocess.Popen, int, int | None]:
    """dice-tui ARGS on a fresh pseudo-terminal that is not its controlling terminal
    (`setsid`): closing the terminal sends it no SIGHUP."""
    master, slave = pty.openpty()
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    child = subprocess.Popen(
        [sys.executable, "-m", "tui.cli", *args], stdin=slave, stdout=slave, stderr=slave,
        cwd=ROOT, env=_env(home), start_new_session=True,
    )
    if not keep_slave:
        os.close(slave)
    return child, master, slave if keep_slave else None


@pytest.mark.parametrize("args", [[], ["new", "dize", "--seed", "1"], ["resume"], ["campaign", "new", "Ann"]])
@pytest.mark.parametrize("stdin", ["devnull", "pipe"])
def test_no_terminal_is_refused_in_one_line_and_creates_nothing(tmp_path, args, stdin):
    home = tmp_path / "home"
    child = subprocess.run(
        [sys.executable, "-m", "tui.cli", *args], cwd=ROOT, env=_env(home), timeout=ENDS,
        stdin=subprocess.DEVNULL if stdin == "devnull" else subprocess.PIPE, capture_output=True, text=True,
    )
    assert child.returncode == 2
    assert child.stdout == ""
    (line,) = child.stderr.splitlines()
    assert "not a terminal" in line and "dice-tui saves" in line
    assert not home.exists()  # nothing created: no folder, no save


def test_output_to_a_file_in_a_terminal_is_refused(tmp_path):
    master, slave = pty.openpty()
    out = tmp_path / "out.txt"
    with out.open("wb") as sink:
        child = subprocess.run(
            [sys.executable, "-m", "tui.cli", "new", "dize"], cwd=ROOT, env=_env(tmp_path / "home"),
            stdin=slave, stdout=sink, stderr=subprocess.PIPE, timeout=ENDS, text=True,
        )
    os.close(slave)
    os.close(master)
    assert child.returncode == 2 and "standard output is not a terminal" in child.stderr
    assert out.read_bytes() == b""


@pytest.mark.parametrize(
    ("argv", "opens"),
    [([], True), (["--ascii"], True), (["new", "dize"], True), (["saves"], False), (["new", "--help"], False),
     (["campaign", "list"], False), (["campaign", "--save-dir", "x", "resume"], True),
     (["table", "join", "ann-1"], True), (["table", "list"], False), (["bots", "dize"], False)],
)
def test_what_needs_a_terminal(argv, opens):
    assert opens_app(argv) is opens


def test_a_closed_terminal_ends_the_app_saved(tmp_path):
    child, master, _ = _on_pty(tmp_path, ["new", "dize", "--seed", "1", "--players", "Ann"])
    try:
        assert b"Ann" in _read_until(master, b"Ann")
        os.close(master)  # the terminal goes away: no SIGHUP, reads see end-of-file
        assert child.wait(timeout=ENDS) == LOST
    finally:
        with contextlib.suppress(ProcessLookupError):
            child.kill()
    (save,) = (tmp_path / "saves").glob("dize-*.json")
    assert not load_game(save).state.over  # there to resume


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_ends_an_app_whose_output_is_stuck(tmp_path, signum):
    """The terminal stops taking output (Ctrl+S, a stalled link): the app's frames pile up
    until its event loop blocks; a signal must still end it."""
    child, master, slave = _on_pty(tmp_path, ["new", "dize", "--seed", "1", "--players", "Ann"], keep_slave=True)
    try:
        assert b"Ann" in _read_until(master, b"Ann")
        termios.tcflow(slave, termios.TCOOFF)  # XOFF: nothing more leaves the app
        os.set_blocking(master, False)
        for _ in range(300):  # keys that draw (cursor moves, the help screen), until it takes no more
            if select.select([], [master], [], 0.01)[1]:  # the app has read what it was sent
                with contextlib.suppress(BlockingIOError):
                    os.write(master, b"\x1b[C\x1b[D?\x1b")
        child.send_signal(signum)
        assert child.wait(timeout=ENDS) == 128 + signum
    finally:
        with contextlib.suppress(ProcessLookupError):
            child.kill()
        os.close(master)
        os.close(slave)


def test_a_closed_terminal_ends_a_join_still_waiting_for_a_silent_host(tmp_path, terminals):
    """`table join` dials before the app runs, and waits up to 5 s for a host that does not
    answer (stopped): a terminal closed meanwhile, with no SIGHUP, ends it within 2 s too."""
    host = terminals("ann", "table", "new", "dalek-dice", "--seats", "bob,ann", "--seed", "3")
    assert until(lambda: (tmp_path / "tables" / "ann-1" / tables.SOCKET).exists()), host.text()
    os.kill(host.pid, signal.SIGSTOP)
    try:
        master, slave = pty.openpty()
        fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = {**_env(tmp_path / "bob"), "DICE_TUI_TABLES": str(tmp_path / "tables"),
               "DICE_TUI_TABLE_TEST_USERS": "1", "DICE_TUI_TABLE_AS": "bob"}  # fmt: skip
        child = subprocess.Popen(
            [sys.executable, "-m", "tui.cli", "table", "join", "ann-1"], stdin=slave, stdout=slave, stderr=slave,
            cwd=ROOT, env=env, start_new_session=True,
        )
        os.close(slave)
        try:
            assert until(lambda: _has_a_socket(child.pid))  # dialled: it waits for the stopped host's welcome (5 s)
            assert child.poll() is None
            os.close(master)
            closed_at = time.monotonic()
            assert child.wait(timeout=ENDS) == LOST
            assert time.monotonic() - closed_at < 2.0
        finally:
            with contextlib.suppress(ProcessLookupError):
                child.kill()
    finally:
        os.kill(host.pid, signal.SIGCONT)


def _has_a_socket(pid: int) -> bool:
    with contextlib.suppress(OSError):
        return any(os.readlink(f"/proc/{pid}/fd/{fd}").startswith("socket:") for fd in os.listdir(f"/proc/{pid}/fd"))
    return False
