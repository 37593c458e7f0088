"""A band of lines that moved is scrolled by the terminal (tui.render.scroll), not sent
again: the frame is smaller, and what the terminal then shows is exactly the new screen,
panels beside the band included."""

from __future__ import annotations

import os
import re
from pathlib import Path

from hypothesis import event, given, settings
from hypothesis import strategies as st
from rich.color import ColorSystem
from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from textual._compositor import ChopsUpdate, LayoutUpdate
from textual.geometry import Region
from textual.strip import Strip

from tests.tui.strips import dirty_spans, shown_on, strip_of
from tests.tui.vt import SCROLLED_IN, Terminal
from tui.render.scroll import MAX_SHIFT, MIN_ROWS, may_scroll, plan
from tui.render.shadow import Shadow

WIDTH, HEIGHT = 40, 10
STYLES = [None, Style(bold=True), Style(color="red", bgcolor="black"), Style(reverse=True),
          Style(color="#20a0ff", bgcolor="#102030", bold=True),
          # every attribute and kind of colour: a style is reached from the one before by what differs
          Style(dim=True, italic=True, bgcolor="#102030"),
          Style(bold=True, dim=True, underline=True, color="color(200)"),
          Style(strike=True, blink=True, bgcolor="bright_blue"), Style(underline2=True, overline=True, frame=True),
          Style(encircle=True, conceal=True, color="bright_green"), Style(link="https://example.org", bold=True),
          Style(bold=True, dim=True, bgcolor="#102030")]  # to STYLES[4], 22 turns bold off too: set again
CONSOLE = Console(color_system="truecolor", force_terminal=True, width=WIDTH)
PANEL = Style(color="#ffd700", bgcolor="#303030")  # the side panel beside the log


def line(cells: list[tuple[str, int]]) -> Strip:
    return strip_of(cells, WIDTH, STYLES)


def full(strips: list[Strip]) -> LayoutUpdate:
    return LayoutUpdate([[strip] for strip in strips], Region(0, 0, WIDTH, len(strips)))


def partial(strips: list[Strip], spans: list[tuple[int, int, int]]) -> ChopsUpdate:
    return ChopsUpdate([{0: strip} for strip in strips], sorted(spans), [[WIDTH] for _ in strips])


def shown(*frames: str) -> list:
    return shown_on(WIDTH, HEIGHT, *frames)


def sent(first: list[Strip], later: list[Strip], spans: list[tuple[int, int, int]], scrolls: bool = True) -> str:
    shadow = Shadow()
    shadow.scrolls = scrolls
    shadow.wrap(full(first)).render_segments(CONSOLE)
    return shadow.wrap(partial(later, spans)).render_segments(CONSOLE)


# -- the model itself -------------------------------------------------------------------
def test_the_model_scrolls_only_the_region_and_homes_the_cursor():
    terminal = Terminal(3, 4)
    terminal.feed("aaa\r\nbbb\r\nccc\r\nddd")
    terminal.feed("\x1b[2;3r")
    assert (terminal.y, terminal.x) == (0, 0)
    terminal.feed("\x1b[S\x1b[r")
    assert terminal.text().splitlines()[:3] == ["aaa", "ccc", "   "] and terminal.cells[2][0] == SCROLLED_IN
    terminal.feed("\x1b[1;4r\x1b[2T\x1b[r")
    assert terminal.text().splitlines()[2:] == ["aaa", "ccc"] and terminal.cells[1][0] == SCROLLED_IN


# -- a log beside a panel -----------------------------------------------------------------
WORDS = ["Ann rolled three daleks", "Bob kept two humans", "Exterminate! Cy loses", "Di stops at 7",
         "The Doctor appears", "Ed rolls again"]


def log_entries(count: int) -> list[str]:
    """Entries that differ from their neighbours, as a game's log does."""
    return [f"{'>' * (n % 7)}{WORDS[n % len(WORDS)]} ({n})" for n in range(count)]


def log_screen(entries: list[str], panel: int = 14) -> list[Strip]:
    """A panel of `panel` cells on the left, a log of the last HEIGHT entries on the right."""
    rows = []
    for y, entry in enumerate(entries[-HEIGHT:]):
        beside = Segment(f" seat {y:<2} score{y:>2}"[:panel].ljust(panel), PANEL)
        rows.append(Strip([beside, Segment(entry[: WIDTH - panel].ljust(WIDTH - panel), STYLES[4])], WIDTH))
    return rows


def test_a_log_that_gains_a_line_is_scrolled_and_the_panel_beside_it_painted_again():
    entries = log_entries(20)
    old, new = log_screen(entries[:15]), log_screen(entries[:16])
    spans = [(y, 14, WIDTH) for y in range(HEIGHT)]  # the log repainted, the panel not
    frame, plain = sent(old, new, spans), sent(old, new, spans, scrolls=False)
    assert "\x1b[1;10r\x1b[1S\x1b[r" in frame
    assert len(frame) < 0.8 * len(plain)
    assert shown(full(old).render_segments(CONSOLE), frame) == shown(full(new).render_segments(CONSOLE))
    assert shown(full(old).render_segments(CONSOLE), plain) == shown(full(new).render_segments(CONSOLE))


def test_a_log_scrolled_back_down_is_scrolled_down():
    entries = log_entries(20)
    old, new = log_screen(entries[:16], panel=2), log_screen(entries[:14], panel=2)
    spans = [(y, 2, WIDTH) for y in range(HEIGHT)]
    frame = sent(old, new, spans)
    assert "\x1b[2T" in frame
    assert shown(full(old).render_segments(CONSOLE), frame) == shown(full(new).render_segments(CONSOLE))


def test_a_panel_that_lost_a_line_and_the_log_below_it_scroll_as_two_bands():
    entries = log_entries(30)
    old = log_screen(entries[:14], panel=0)
    new = [*old[1:5], line([("the panel's new last line", 1)]), *log_screen(entries[:16], panel=0)[5:]]
    spans = [(y, 0, WIDTH) for y in range(HEIGHT)]
    frame = sent(old, new, spans)
    assert "\x1b[1;5r\x1b[1S" in frame and "\x1b[6;10r\x1b[2S" in frame
    assert shown(full(old).render_segments(CONSOLE), frame) == shown(full(new).render_segments(CONSOLE))


def test_a_band_reaching_a_row_the_update_does_not_cover_is_not_scrolled():
    entries = log_entries(20)
    old, new = log_screen(entries[:15]), log_screen(entries[:16])
    spans = [(y, 14, WIDTH) for y in range(HEIGHT) if y != 5]  # as if row 5 had not been repainted
    frame = sent(old, new, spans)
    bands = [(int(top), int(bottom)) for top, bottom in re.findall(r"\x1b\[(\d+);(\d+)r", frame)]
    assert all(not top <= 6 <= bottom for top, bottom in bands)  # row 5 is the terminal's line 6
    before = shown(full(old).render_segments(CONSOLE))
    assert shown(full(old).render_segments(CONSOLE), frame)[5] == before[5]  # left as it was


def test_unknown_cells_in_the_band_are_not_scrolled():
    entries = log_entries(20)
    old, new = log_screen(entries[:15]), log_screen(entries[:16])
    shadow = Shadow()
    shadow.wrap(full(old)).render_segments(CONSOLE)
    shadow.wrap(partial(old, [(0, 0, WIDTH)])).render_segments(CONSOLE)  # the copy is made
    shadow.rows[4][2] = None  # a cell the copy could not follow
    frame = shadow.wrap(partial(new, [(y, 14, WIDTH) for y in range(HEIGHT)])).render_segments(CONSOLE)
    assert "\x1b[r" not in frame


def test_a_cursor_move_never_scrolls():
    old = [line([("  ^   ", 1), ("      ", 1)])] * HEIGHT
    new = [line([("      ", 1), ("  ^   ", 1)])] * HEIGHT
    assert "\x1b[r" not in sent(old, new, [(1, 0, WIDTH), (2, 0, WIDTH)])


# -- any screen, any band that moved -------------------------------------------------------
cells = st.lists(st.tuples(st.sampled_from(["ab", "a", " ", "日", "▇", "é", "x y"]), st.integers(0, len(STYLES) - 1)),
                 min_size=1, max_size=WIDTH)
screens = st.lists(cells.map(line), min_size=HEIGHT, max_size=HEIGHT)


@st.composite
def moved_bands(draw):
    """(old screen, new screen): a band of the old one shifted up or down, new lines in the
    gap, then a few lines changed anyhow."""
    old = draw(screens)
    top = draw(st.integers(0, HEIGHT - 2))
    bottom = draw(st.integers(top + 1, HEIGHT - 1))
    shift = draw(st.integers(1, bottom - top).map(lambda k: k * draw(st.sampled_from([1, -1]))))
    band = old[top : bottom + 1]
    fresh = [line(draw(cells)) for _ in range(abs(shift))]
    new = list(old)
    new[top : bottom + 1] = band[shift:] + fresh if shift > 0 else fresh + band[:shift]
    for y in draw(st.lists(st.integers(0, HEIGHT - 1), max_size=3)):
        new[y] = line(draw(cells))
    return old, new


@settings(max_examples=200, deadline=None)
@given(screens_=moved_bands(), data=st.data())
def test_a_moved_band_replayed_on_the_terminal_gives_exactly_the_new_screen(screens_, data):
    old, new = screens_
    before = shown(full(old).render_segments(CONSOLE))
    after = shown(full(new).render_segments(CONSOLE))
    spans = dirty_spans(data, before, after, WIDTH)
    if not spans:
        return
    frame = sent(old, new, spans)
    event("scrolled" if "\x1b[r" in frame else "sent cell by cell")
    assert shown(full(old).render_segments(CONSOLE), frame) == after
    assert len(frame.encode()) <= len(sent(old, new, spans, scrolls=False).encode())


class Rediffing(Shadow):
    """The copy as it was: a frame that weighs a scroll diffs the whole update again for the
    rows beside its bands, instead of sending what the plain frame sent there."""

    def partial(self, update, console):
        self.now = update, console
        return super().partial(update, console)

    def _beside(self, scrolls, plain, rows, plain_rows, frame):
        update, console = self.now
        self._diff(update, console, rows, lambda strip: self._cells(strip, ColorSystem.TRUECOLOR), frame)


@settings(max_examples=200, deadline=None)
@given(screens_=moved_bands(), data=st.data())
def test_a_scrolled_frame_sends_beside_its_bands_what_diffing_the_update_again_sends(screens_, data):
    old, new = screens_
    screens_shown = [shown(full(screen).render_segments(CONSOLE)) for screen in (old, new)]
    spans = dirty_spans(data, *screens_shown, WIDTH)
    if not spans:
        return
    copies = [Shadow(), Rediffing()]
    for copy in copies:
        copy.scrolls = True
        copy.wrap(full(old)).render_segments(CONSOLE)
    frames = [copy.wrap(partial(new, spans)).render_segments(CONSOLE) for copy in copies]
    event("scrolled" if "\x1b[r" in frames[0] else "sent cell by cell")
    assert frames[0] == frames[1]
    assert copies[0].rows == copies[1].rows


@st.composite
def few_changed_rows(draw):
    """(old screen, new screen): at most MIN_ROWS - 1 lines changed, some to another line of
    the old screen (what a scroll would look for)."""
    old = draw(screens)
    new = list(old)
    for y in draw(st.lists(st.integers(0, HEIGHT - 1), max_size=MIN_ROWS - 1, unique=True)):
        near = [old[source] for source in range(max(0, y - 2), min(HEIGHT, y + 3)) if source != y]
        new[y] = draw(st.one_of(cells.map(line), st.sampled_from(near)))
    return old, new


def plan_then_send(screens_, data, scrolls: bool):
    """(the copy's rows before, the update, the scrolls planned for it with every style taken
    as renderable, the copy after sending it) for a frame from the old screen to the new one
    over random dirty spans; None when no span changed."""
    old, new = screens_
    screens_shown = [shown(full(screen).render_segments(CONSOLE)) for screen in (old, new)]
    spans = dirty_spans(data, *screens_shown, WIDTH)
    if not spans:
        return None
    shadow = Shadow()
    shadow.scrolls = scrolls
    shadow.wrap(full(old)).render_segments(CONSOLE)
    before, update = [list(row) for row in shadow.rows], partial(new, spans)
    planned = plan(before, update, lambda strip: shadow._cells(strip, ColorSystem.TRUECOLOR), lambda key: True)
    shadow.wrap(update).render_segments(CONSOLE)
    return before, update, planned, shadow


@settings(max_examples=200, deadline=None)
@given(screens_=few_changed_rows(), data=st.data())
def test_a_frame_that_changes_fewer_rows_than_a_band_needs_plans_no_scroll_and_loses_nothing(screens_, data):
    """The copy asks for no plan when its plain diff changes fewer than MIN_ROWS rows, however
    many rows the update covers: the plan, asked anyway (every style taken as renderable),
    finds no scroll."""
    planned_and_sent = plan_then_send(screens_, data, scrolls=True)
    if planned_and_sent is None:
        return
    before, _, planned, shadow = planned_and_sent
    assert sum(1 for was, now in zip(before, shadow.rows, strict=True) if was != now) < MIN_ROWS
    assert planned == []


# -- the app: a diZe table whose log fills up ------------------------------------------------
def _keys(command) -> list[str]:
    """The keys a player presses for the bot's `command`."""
    name = type(command).__name__
    if name == "ChooseDice":
        return [str(command.count % 10), "enter"]
    if name in ("Retire", "MakeHero"):
        return [str((command.index + 1) % 10), "enter"]
    return [{"Continue": "c", "StopAttack": "s", "Attack": "enter", "ZombieAttack": "enter"}[name]]


async def test_moves_with_a_full_log_send_less_and_the_terminal_shows_the_app(save_root):
    from tests.tui.helpers import app_with, new_session, settle
    from tests.tui.terminal_model import drawn_whole, watch_copies

    session = new_session(save_root, "dize", "Ann", seed=5, zombies=10)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        plain, copy = Shadow(), Shadow()
        plain.scrolls, copy.scrolls = False, True  # whatever TERM the tests run under
        scrolling, cell_by_cell = watch_copies(app, copy, plain)
        app.screen.refresh()
        await settle(pilot)
        screen = app.screen
        scrolled = 0
        for _ in range(24):
            if screen.rules.is_over(screen.state):
                break
            before = scrolling.written, cell_by_cell.written
            for key in _keys(screen.rules.bot_command(screen.state, "careful")):
                await pilot.press(key)
                await settle(pilot)
            assert scrolling.lines() == drawn_whole(app) == cell_by_cell.lines()
            sent, unscrolled = scrolling.written - before[0], cell_by_cell.written - before[1]
            assert sent <= unscrolled
            scrolled += sent < 0.8 * unscrolled
        assert scrolled >= 8  # once the log is full, most moves scroll it


def scrolls_under(term: str) -> bool:
    """`supported()` in a process of its own (curses reads one terminfo entry per process)."""
    import subprocess
    import sys

    code = "from tui.render.scroll import supported; print(supported())"
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ, "TERM": term}, capture_output=True,
                          text=True, check=True, timeout=60)
    return done.stdout.strip() == "True"


def test_scroll_regions_only_where_terminfo_has_them():
    assert not scrolls_under("linux")
    assert not scrolls_under("vt100")  # its entry has a scroll region (csr) but no CSI S / CSI T
    assert not scrolls_under("dumb")
    assert not scrolls_under("no-such-terminal")
    if Path("/usr/share/terminfo/x/xterm-256color").exists() or Path("/lib/terminfo/x/xterm-256color").exists():
        assert scrolls_under("xterm-256color")


@st.composite
def changed_screens(draw):
    """(old screen, new screen): a moved band, a few changed rows, or lines taken from nearby rows."""
    old, new = draw(st.one_of(moved_bands(), few_changed_rows()))
    for y in draw(st.lists(st.integers(0, HEIGHT - 1), max_size=4)):
        near = [old[source] for source in range(max(0, y - MAX_SHIFT), min(HEIGHT, y + MAX_SHIFT + 1))]
        new[y] = draw(st.sampled_from(near))
    return old, new


@settings(max_examples=300, deadline=None)
@given(screens_=changed_screens(), data=st.data())
def test_a_frame_whose_spans_find_their_cells_on_no_nearby_row_plans_no_scroll(screens_, data):
    """`may_scroll`, asked before the plan, says no only where the plan finds no scroll: the
    frame it spares is the very frame the plan would have sent."""
    planned_and_sent = plan_then_send(screens_, data, scrolls=False)  # then its rows are the plain frame's
    if planned_and_sent is None:
        return
    before, update, planned, shadow = planned_and_sent
    event("may scroll" if may_scroll(before, shadow.rows, update.spans) else "no scroll")
    assert planned == [] or may_scroll(before, shadow.rows, update.spans)
