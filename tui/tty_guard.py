"""The terminal can vanish: no terminal, a lost one, or a signal ends dice-tui at once.

Textual takes a terminal for granted. Given none (`ssh -T`, `</dev/null`, a pipe) its
input thread reads end-of-file in a loop and the app spins a core forever; when the
terminal goes away under it (a killed tmux pane, a dropped link without SIGHUP) the
same loop spins, and the output thread dies on EIO, so the next frames fill its queue
and the event loop blocks on it for good: SIGTERM and SIGHUP, handled by that loop,
are never acted on. So:

- `refusal(argv)` is asked before anything is created: a command that opens the app
  needs standard input, standard output and the stream Textual draws on (stderr) to be
  terminals, else one line saying what to run instead, and exit status 2.
- `guard(app)` starts a watch on the terminal (a daemon thread polling it for hang-up)
  and catches SIGTERM and SIGHUP with plain signal handlers, which run even while the
  event loop is blocked. Either ends the app the way Ctrl+Q does; if the app has not
  ended `GRACE` seconds later (its loop is stuck on a dead terminal), the process
  leaves with `os._exit`. Every move is saved as it is played, so nothing is lost.
- `driver_class()` is Textual's Linux driver whose input thread takes an I/O error on the
  terminal for the terminal's end, not for a bug (Textual would panic: exit 1).
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import sys
import threading
import time
from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING, Any

from core.lang import N_, _
from tui.web import in_browser

if TYPE_CHECKING:
    from asyncio import AbstractEventLoop

#: exit status when the terminal went away: what a hang-up (SIGHUP) gives, 128 + 1
LOST = 128 + signal.SIGHUP
#: seconds the app has to end cleanly before the process is ended without it
GRACE = 1.5
#: seconds between two looks at the terminal
POLL = 0.2

#: what `dice-tui` and its sub-commands open the app for (the rest print and exit)
_APP_ACTIONS = {"campaign": {"new", "resume"}, "table": {"new", "join", "watch"}}
_STREAMS = (
    (N_("dice-tui: standard input is not a terminal, and the game needs one to read keys from "
        "(over ssh: ssh -t; to list saves without one: dice-tui saves)"), 0),
    (N_("dice-tui: standard output is not a terminal, and the game needs one to draw on "
        "(over ssh: ssh -t; to list saves without one: dice-tui saves)"), 1),
    (N_("dice-tui: standard error is not a terminal, and the game needs one to draw on "
        "(over ssh: ssh -t; to list saves without one: dice-tui saves)"), 2),
)
#: what the terminal is given back when the app cannot do it itself (as Textual's driver does)
_RESTORE = b"\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?1015l\x1b[?2004l\x1b[?1004l\x1b[<u\x1b[?1049l\x1b[?25h"


def opens_app(argv: list[str]) -> bool:
    """Whether this command line runs the full-screen app (the menu, new, resume, replay,
    a campaign or a table), rather than printing something (saves, stats, bots, --help)."""
    if any(word in ("-h", "--help", "--version") for word in argv):
        return False
    words = _words(argv)
    head = words[0] if words else None
    if head in (None, "new", "resume", "replay"):
        return True
    if head in _APP_ACTIONS:
        return len(words) > 1 and words[1] in _APP_ACTIONS[head]
    return False


def _words(argv: list[str]) -> list[str]:
    """The words that are neither options nor --save-dir's value."""
    words, skip = [], False
    for word in argv:
        if skip:
            skip = False
        elif word == "--save-dir":
            skip = True
        elif not word.startswith("-"):
            words.append(word)
    return words


def refusal(argv: list[str]) -> str | None:
    """One line saying why the app cannot run here, or None when it can (or is not asked)."""
    if not opens_app(argv) or in_browser():  # a browser tab (dice-tui serve) has no terminal
        return None
    for said, fd in _STREAMS:
        if not _is_terminal(fd):
            return _(said)
    return None


def _is_terminal(fd: int) -> bool:
    try:
        return os.isatty(fd)
    except OSError:
        return False


@cache
def driver_class() -> type:
    """Textual's Linux driver, whose input thread ends the app on an I/O error reading the
    terminal (it is gone) instead of reporting a crash. Made when the app is: `dice-tui
    saves` and the refusal above import no Textual."""
    from textual.drivers.linux_driver import LinuxDriver

    class Driver(LinuxDriver):
        def run_input_thread(self) -> None:
            try:
                super().run_input_thread()
            except OSError:
                ending(self._app, LOST, lost=True)

    return Driver


#: set once the app is ending (a signal, a lost terminal): the watch stops, one last resort starts
_ended = threading.Event()
#: set once the app has ended and given the terminal back itself
_done = threading.Event()
_loops: dict[int, AbstractEventLoop] = {}


def guard(app: Any) -> None:
    """Watch the terminal and catch SIGTERM/SIGHUP for `app`; called in its event loop,
    once it runs on a real terminal (not headless)."""
    import asyncio

    _ended.clear()
    _done.clear()
    _loops[id(app)] = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGHUP):
        with contextlib.suppress(ValueError):  # not the main thread: Textual's own handling
            signal.signal(signum, lambda number, _frame: ending(app, 128 + number))
    threading.Thread(target=_watch, args=(app,), name="dice-tui-terminal-watch", daemon=True).start()


def unguard() -> None:
    """After the app: the watch stops, and the signals take their default action again
    (a last resort already started still ends the process if what follows hangs)."""
    _done.set()
    _ended.set()
    for signum in (signal.SIGTERM, signal.SIGHUP):
        with contextlib.suppress(ValueError):
            signal.signal(signum, signal.SIG_DFL)


def _watch(app: Any) -> None:
    """Poll the terminal (input and output) for hang-up: a pseudo-terminal whose other
    side closed reports POLLHUP (and reads end-of-file), without a SIGHUP to anyone when
    the app was started in a session of its own."""
    if _until_hang_up(_ended):
        ending(app, LOST, lost=True)


#: what a terminal that went away reports to poll()
_HANG_UP = select.POLLHUP | select.POLLERR | select.POLLNVAL


def _until_hang_up(stop: threading.Event) -> bool:
    """Poll the terminal every POLL seconds until it hangs up (True) or `stop` is set (False)."""
    poller = select.poll()
    for fd in (0, 2):
        poller.register(fd, _HANG_UP)
    while not stop.is_set():
        try:
            gone = any(mask & _HANG_UP for _, mask in poller.poll(0))
        except OSError:
            gone = True
        if gone:
            return not stop.is_set()
        stop.wait(POLL)
    return False


@contextlib.contextmanager
def watching_before_app() -> Iterator[None]:
    """For what blocks before the app has a terminal watch of its own (a table client
    dialling a host that does not answer waits up to 5 seconds): a terminal that goes away
    meanwhile ends the process within `POLL` seconds, status `LOST`. Nothing is open yet
    that needs saving or giving back (the app has not taken the terminal)."""
    stop = threading.Event()

    def watch() -> None:
        if _until_hang_up(stop):
            os._exit(LOST)

    threading.Thread(target=watch, name="dice-tui-terminal-watch-before-app", daemon=True).start()
    try:
        yield
    finally:
        stop.set()


def ending(app: Any, status: int, *, lost: bool = False) -> None:
    """End the app as Ctrl+Q does, with `status`; and the process, if the app cannot.

    A lost terminal is replaced by /dev/null first, so the app's last frames and its
    goodbye to the terminal go nowhere instead of failing (or blocking) its output."""
    if lost:
        _forget_terminal()
    loop = _loops.get(id(app))
    with contextlib.suppress(RuntimeError, AttributeError):  # the loop already closed
        if loop is not None:
            loop.call_soon_threadsafe(app.exit, None, status)
    if not _ended.is_set():
        _ended.set()
        threading.Thread(target=_last_resort, args=(app, status, lost), name="dice-tui-exit", daemon=True).start()


def _forget_terminal() -> None:
    with contextlib.suppress(OSError):
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        os.close(null)


def _last_resort(app: Any, status: int, lost: bool) -> None:
    """`GRACE` seconds on, still running: the app's loop is stuck; give the terminal back
    what can be given without it, and leave."""
    time.sleep(GRACE)
    if not lost and not _done.is_set():
        _restore_terminal(app)
    with contextlib.suppress(Exception):
        sys.stderr.flush()
    os._exit(status)


def _restore_terminal(app: Any) -> None:
    import fcntl
    import termios

    with contextlib.suppress(OSError):
        flags = fcntl.fcntl(2, fcntl.F_GETFL)
        fcntl.fcntl(2, fcntl.F_SETFL, flags | os.O_NONBLOCK)  # a stopped terminal must not hold us
        os.write(2, _RESTORE)
    from tui.render.hooks import terminal_modes_before  # loaded with the app already

    attrs = terminal_modes_before(app)
    if attrs is not None:
        with contextlib.suppress(termios.error, OSError):
            termios.tcsetattr(0, termios.TCSANOW, attrs)
