"""A scroll bar's kept lines (tui.render.scrollbars) are the lines Textual draws for it.

Hypothesis sets a log's length, size, scroll position and the bar's hover and grab, and
every time the bar's lines must equal Textual's own drawing; a bar that looks as before
hands back the very lines it drew, and rows alike are one strip.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from textual.app import App
from textual.scrollbar import ScrollBar
from textual.widgets import Log

from tests.tui.screen_check import RunningApp, every_reachable
from tui.render import scrollbars


class Logged(App[None]):
    CSS = "Log { height: 12; width: 30; }"

    def compose(self):
        yield Log(id="log")


def drawn(bar: ScrollBar, render) -> list[list]:
    render(bar)
    return [list(strip) for strip in bar._render_cache.lines]


def test_the_patch_is_installed_with_the_app():
    import tui.app  # noqa: F401  # installs the library patches

    assert ScrollBar._render_content is scrollbars._render_content


def test_every_bar_draws_what_textual_draws():
    table = RunningApp(Logged(), size=(40, 16))
    seen: list[int] = []

    @every_reachable(120)
    @given(lines=st.integers(0, 400), height=st.integers(3, 14), at=st.floats(0, 1),
           hover=st.booleans(), grab=st.booleans())
    def bar_of(lines: int, height: int, at: float, hover: bool, grab: bool) -> None:
        async def check() -> None:
            log = table.app.query_one(Log)
            log.clear()
            log.write_lines(f"line {n}" for n in range(lines))
            log.styles.height = height
            await table.pilot.pause()
            log.scroll_to(y=int(at * log.max_scroll_y), animate=False, immediate=True)
            await table.pilot.pause()
            bar = log.vertical_scrollbar
            bar.mouse_over = hover
            bar.grabbed = bar.region.offset if grab else None
            ours = drawn(bar, scrollbars._render_content)
            assert ours == drawn(bar, scrollbars.stock)
            again = bar._render_cache.lines
            scrollbars._render_content(bar)
            kept = bar._render_cache.lines
            assert [list(strip) for strip in kept] == [list(strip) for strip in again]
            scrollbars._render_content(bar)
            assert all(a is b for a, b in zip(kept, bar._render_cache.lines, strict=True))
            seen.append(len({id(strip) for strip in kept}))

        table.run(check())

    try:
        bar_of()
    finally:
        table.close()
    assert seen and min(seen) <= 3  # rows alike are one strip: a bar is a few kinds of row
