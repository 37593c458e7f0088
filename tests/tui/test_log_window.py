"""The game log's own window of lines and its scroll bar (tui.widgets.game_log, log_window).

Hypothesis gives a log random entries, a width, a height and the player's pages and wheel
turns; the rows on the screen are always the wrapped entries' window (the last ones, or
as far up as the player went), the bar's thumb spans the rows that window is of the whole,
and the bar's cells are those Textual's own scroll bar draws for the same lines and
position (a Textual `Log` beside it, scrolled to the same row). The mouse pages, wheels and
drags the log as Textual's bar does.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from textual import events
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.widgets import Log

from tests.tui.screen_check import RunningApp, every_reachable
from tui.widgets.game_log import GameLog, wrap

#: border and padding on each side, and the bar's two columns
FRAME, BAR = 4, 2


class Logs(App[None]):
    """Our log and Textual's, side by side, in the game screens' frame."""

    CSS = """
    Horizontal { height: auto; }
    GameLog, Log { border: round $panel; padding: 0 1; background: $surface; color: $foreground; }
    Log { overflow-y: scroll; overflow-x: hidden; }
    """

    def compose(self) -> ComposeResult:
        theirs = Log()
        theirs.can_focus = False  # focused, Textual's log would tint its background
        with Horizontal():
            yield GameLog()
            yield theirs


words = st.text(st.characters(codec="ascii", categories=("L", "N", "P")), min_size=1, max_size=14)
entries = st.lists(st.lists(words, min_size=1, max_size=10).map(" ".join), max_size=40)
#: a page (the keys) or a wheel turn, up (negative) or down
moves = st.lists(st.tuples(st.sampled_from(["page", "wheel"]), st.sampled_from([-2, -1, 1, 2])), max_size=6)


def mouse(kind: type[events.MouseEvent], x: int, y: int) -> events.MouseEvent:
    return kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)


def cells(app: App[None], x: int, y: int, width: int) -> list[tuple[str, object]]:
    """The characters and styles of `width` cells of the screen from (x, y), as drawn now."""
    strip = app.screen._compositor.render_strips()[y].crop(x, x + width)
    return [(char, segment.style) for segment in strip for char in segment.text]


def thumb_rows(bar: list[list[tuple[str, object]]]) -> list[int]:
    """The bar's rows that show its thumb (reversed, or one of its ends' glyphs)."""
    return [y for y, row in enumerate(bar) if any(char != " " or style.reverse for char, style in row)]


def test_the_rows_shown_are_the_window_and_the_bar_is_textuals():
    table = RunningApp(Logs(), size=(100, 20))
    checked: list[bool] = []

    @every_reachable(80)
    @given(said=entries, width=st.integers(12, 44), height=st.integers(3, 16), steps=moves)
    def log_of(said: list[str], width: int, height: int, steps: list[tuple[str, int]]) -> None:
        async def check() -> None:
            app, pilot = table.app, table.pilot
            log, theirs = app.query_one(GameLog), app.query_one(Log)
            for widget in (log, theirs):
                widget.styles.width, widget.styles.height = width, height
            await pilot.pause()
            log.replace(said)
            rows, text = height - 2, width - FRAME - BAR
            parts = [part for entry in said for part in wrap(entry, text)]
            last = top = max(len(parts) - rows, 0)
            await pilot.pause()
            for how, amount in steps:
                if how == "page":
                    log.page(amount)
                    top = min(max(top + amount * rows, 0), last)
                else:
                    kind = events.MouseScrollUp if amount < 0 else events.MouseScrollDown
                    for _ in range(abs(amount)):
                        app.post_message(mouse(kind, log.region.x + 3, log.region.y + 1))
                        top = min(max(top + (2 if amount > 0 else -2), 0), last)
                await pilot.pause()
            assert log.text_width == text and log.window == range(top, min(top + rows, len(parts)))
            x, y = log.region.x + 2, log.region.y + 1
            shown = ["".join(char for char, _ in cells(app, x, y + row, text)) for row in range(rows)]
            assert shown == [part.ljust(text) for part in parts[top : top + rows]] + [" " * text] * (
                rows - len(parts[top : top + rows]))
            bar = [cells(app, x + text, y + row, BAR) for row in range(rows)]
            theirs.clear()
            theirs.write_lines(parts)
            await pilot.pause()
            theirs.scroll_to(y=top, animate=False, immediate=True)
            await pilot.pause()
            their_x = theirs.region.x + 2 + text
            assert bar == [cells(app, their_x, y + row, BAR) for row in range(rows)]
            thumb = thumb_rows(bar)
            if len(parts) <= rows:
                assert thumb == []  # everything shows: a bare track
                return
            size = max(1.0, rows * rows / len(parts))
            start = (rows - size) * top / (len(parts) - rows)
            assert abs(thumb[0] - start) <= 1 and abs(thumb[-1] + 1 - (start + size)) <= 1
            assert thumb == list(range(thumb[0], thumb[-1] + 1))
            assert (top == 0) <= (thumb[0] == 0) and (top == last) <= (thumb[-1] == rows - 1)
            checked.append(top != last)

        table.run(check())

    try:
        log_of()
    finally:
        table.close()
    assert any(checked), "some examples paged back"


async def test_the_mouse_pages_on_the_track_and_drags_the_thumb():
    app = Logs()
    async with app.run_test(size=(100, 20)) as pilot:
        log = app.query_one(GameLog)
        log.styles.height, log.styles.width = 12, 30
        await pilot.pause()
        log.replace([f"line {n}" for n in range(100)])
        await pilot.pause()
        assert log.window == range(90, 100)
        bar_x = log.region.x + 2 + log.text_width
        app.post_message(mouse(events.MouseDown, bar_x, log.region.y + 1))  # the track above the thumb
        await pilot.pause()
        assert log.window == range(80, 90)
        app.post_message(mouse(events.MouseUp, bar_x, log.region.y + 1))
        await pilot.pause()
        thumb = log.region.y + 1 + 8  # 10 rows of 100 lines: a row's thumb, two rows from the end
        app.post_message(mouse(events.MouseDown, bar_x, thumb))
        await pilot.pause()
        app.post_message(mouse(events.MouseMove, bar_x, thumb - 3))  # a bar's row is ten lines
        await pilot.pause()
        assert log.window == range(50, 60)
        app.post_message(mouse(events.MouseUp, bar_x, thumb - 3))
        app.post_message(mouse(events.MouseMove, bar_x, thumb - 6))  # let go: the thumb stays
        await pilot.pause()
        assert log.window == range(50, 60)
        log.add("said now")
        await pilot.pause()
        assert log.window == range(91, 101)  # a new line: the log shows its last lines again


async def test_a_wheel_turn_past_the_end_is_the_screen_s():
    """At its bottom, a turn down leaves the log as it is, and the event goes on to the
    widgets around it, as Textual's scroll views let it."""
    app = Logs()
    async with app.run_test(size=(100, 20)) as pilot:
        log = app.query_one(GameLog)
        log.styles.height = 8
        log.replace([f"line {n}" for n in range(20)])
        await pilot.pause()
        turn = mouse(events.MouseScrollDown, log.region.x + 3, log.region.y + 1)
        log.on_mouse_scroll_down(turn)
        assert log.window == range(14, 20) and turn._stop_propagation is False
        log.on_mouse_scroll_up(turn)
        assert log.window == range(12, 18) and turn._stop_propagation is True
