"""The terminal's copy (tui.render.shadow): a frame sends only the cells that differ,
and what the terminal then shows is exactly what Textual's whole frame would show."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from textual._compositor import ChopsUpdate, LayoutUpdate
from textual.geometry import Region
from textual.strip import Strip

from tests.tui.strips import dirty_spans, shown_on, strip_of
from tests.tui.vt import Terminal
from tui.render.shadow import Shadow

WIDTH, HEIGHT = 12, 4
STYLES = [None, Style(bold=True), Style(color="red", bgcolor="black"), Style(reverse=True),
          Style(bold=True, meta={"@click": "app.bell"})]  # meta never reaches the terminal
CONSOLE = Console(color_system="truecolor", force_terminal=True, width=WIDTH)

#: a line of a screen: runs of (text, style index) that fill WIDTH cells (日 takes two)
runs = st.lists(st.tuples(st.sampled_from(["a", "b", " ", "日", "▇", "é"]), st.integers(0, len(STYLES) - 1)),
                min_size=1, max_size=WIDTH)


def line(cells: list[tuple[str, int]]) -> Strip:
    return strip_of(cells, WIDTH, STYLES)


screens = st.lists(runs.map(line), min_size=HEIGHT, max_size=HEIGHT)


def full(strips: list[Strip]) -> LayoutUpdate:
    return LayoutUpdate([[strip] for strip in strips], Region(0, 0, WIDTH, HEIGHT))


def partial(strips: list[Strip], spans: list[tuple[int, int, int]]) -> ChopsUpdate:
    chops = [{0: strip} for strip in strips]
    return ChopsUpdate(chops, sorted(spans), [[WIDTH] for _ in strips])


def shown(*frames: str) -> list:
    return shown_on(WIDTH, HEIGHT, *frames)


@settings(max_examples=150, deadline=None)
@given(first=screens, later=st.lists(screens, min_size=1, max_size=4), data=st.data())
def test_frames_through_the_copy_leave_the_terminal_as_whole_frames_do(first, later, data):
    shadow = Shadow()
    sent = [shadow.wrap(full(first)).render_segments(CONSOLE)]
    before = shown(full(first).render_segments(CONSOLE))
    for screen in later:
        after = shown(full(screen).render_segments(CONSOLE))
        spans = dirty_spans(data, before, after, WIDTH)
        if spans:
            sent.append(shadow.wrap(partial(screen, spans)).render_segments(CONSOLE))
        before = after
    assert shown(*sent) == shown(full(later[-1]).render_segments(CONSOLE))


def test_a_cursor_moving_between_two_dice_sends_two_cells_not_the_line():
    shadow = Shadow()
    old = [line([("  ^   ", 1), ("      ", 1)])] * HEIGHT
    new = [line([("      ", 1), ("  ^   ", 1)])] * HEIGHT
    shadow.wrap(full(old)).render_segments(CONSOLE)
    frame = shadow.wrap(partial(new, [(1, 0, WIDTH)])).render_segments(CONSOLE)
    assert frame.count("\x1b[2;") == 1 and frame.count("^") == 1  # one run on the one line asked
    assert len(frame) < 40
    assert shown(full(old).render_segments(CONSOLE), frame)[1] == shown(full(new).render_segments(CONSOLE))[1]


def test_lines_in_one_style_set_it_once_and_the_frame_ends_in_the_plain_style():
    shadow = Shadow()
    old, new = [line([("ab", 2)])] * HEIGHT, [line([("cd", 2)])] * HEIGHT
    shadow.wrap(full(old)).render_segments(CONSOLE)
    frame = shadow.wrap(partial(new, [(y, 0, WIDTH) for y in range(HEIGHT)])).render_segments(CONSOLE)
    sets = Strip.render_style(STYLES[2], "", CONSOLE._color_system).removesuffix("\x1b[0m")
    assert frame.count(sets) == 1 and frame.count("cd") == HEIGHT and frame.endswith("\x1b[0m")
    assert shown(full(old).render_segments(CONSOLE), frame) == shown(full(new).render_segments(CONSOLE))


def test_an_unchanged_repaint_sends_nothing():
    shadow = Shadow()
    screen = [line([("ab日", 2)])] * HEIGHT
    shadow.wrap(full(screen)).render_segments(CONSOLE)
    assert shadow.wrap(partial(screen, [(y, 0, WIDTH) for y in range(HEIGHT)])).render_segments(CONSOLE) == ""


def test_what_the_copy_cannot_follow_is_sent_whole_and_sent_again_next_time():
    shadow = Shadow()
    screen = [line([("ab", 0)])] * HEIGHT
    shadow.wrap(full(screen)).render_segments(CONSOLE)
    odd = [Strip([Segment("a\u0301b"), Segment(" " * (WIDTH - 2))], WIDTH), *screen[1:]]  # a combining mark
    frame = shadow.wrap(partial(odd, [(0, 0, WIDTH)])).render_segments(CONSOLE)
    assert "a\u0301b" in frame
    again = shadow.wrap(partial(screen, [(0, 0, WIDTH)])).render_segments(CONSOLE)
    assert "ab" in again  # the cells were unknown, so the line is sent, not assumed


def test_after_forgetting_everything_is_sent_again():
    shadow = Shadow()
    screen = [line([("ab", 1)])] * HEIGHT
    shadow.wrap(full(screen)).render_segments(CONSOLE)
    shadow.forget()
    assert "ab" in shadow.wrap(partial(screen, [(2, 0, WIDTH)])).render_segments(CONSOLE)


# -- the real app in a pseudo-terminal -------------------------------------------------------
ROOT = Path(__file__).resolve().parents[2]


def _read_until_quiet(fd: int, quiet: float, limit: float = 60.0) -> bytes:
    """Everything written until `quiet` seconds pass without a byte (`limit` at most)."""
    seen = b""
    waited = 0.0
    while waited < limit:
        ready, _, _ = select.select([fd], [], [], quiet)
        waited += quiet
        if not ready:
            if seen:
                break
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    return seen


def test_dice_tui_in_a_terminal_sends_a_cursor_move_in_a_few_cells_and_shows_what_a_repaint_shows(tmp_path):
    env = {**os.environ, "DICE_TUI_HOME": str(tmp_path), "TERM": "xterm-256color", "COLORTERM": "truecolor",
           "COLUMNS": "80", "LINES": "24", "DICE_TUI_BOT_DELAY": "0"}
    env.pop("DICE_TUI_DEBUG", None)
    argv = [sys.executable, "-m", "tui.cli", "new", "dalek-dice", "--seed", "3", "--players", "Ann,Bob"]
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(ROOT)
        os.execve(sys.executable, argv, env)
    terminal = Terminal()
    try:
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        terminal.feed(_read_until_quiet(fd, 1.0))
        os.write(fd, b"r")  # roll: the Roll's dice get a cursor
        terminal.feed(_read_until_quiet(fd, 1.0))
        assert "^" in terminal.text()
        os.write(fd, b"\x1b[C")  # the cursor moves one die right
        moved = _read_until_quiet(fd, 1.0)
        terminal.feed(moved)
        assert 0 < len(moved) < 300  # a few cells, not the Roll's box (some 2,300 bytes)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 81, 0, 0))
        _read_until_quiet(fd, 1.0)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        repainted = Terminal()
        repainted.feed(_read_until_quiet(fd, 1.0))  # a resize draws the whole screen again
        assert repainted.cells == terminal.cells
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)
