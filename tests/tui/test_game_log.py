"""The shared game log wraps at the width it really has, also what it was told while hidden."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len
from textual.geometry import Region

from tests.tui.helpers import app_with, new_session, settle
from tui.widgets.game_log import GameLog, wrap


@given(
    st.lists(
        st.text(st.characters(codec="utf-8", categories=("L", "N", "P", "S")), min_size=1, max_size=30),
        min_size=1,
        max_size=12,
    ),
    st.integers(min_value=4, max_value=60),
)
def test_a_wrapped_line_keeps_every_word_in_order_within_the_width(words, width):
    line = " ".join(words)
    parts = wrap(line, width)
    assert all(cell_len(part) <= width for part in parts)
    assert all(part.startswith("  ") for part in parts[1:])
    assert "".join(part.strip().replace(" ", "") for part in parts) == line.replace(" ", "")


def test_a_part_is_only_cut_where_the_next_word_would_not_fit():
    assert wrap("Greedy bot 3 places a 6 on G2.", 16) == ["Greedy bot 3", "  places a 6 on", "  G2."]
    assert wrap("Ann rolls", 40) == ["Ann rolls"]


@given(st.integers(min_value=-3, max_value=3))
def test_a_log_with_no_width_yet_still_wraps_every_line_in_finite_parts(width):
    parts = wrap("Optimal bot stops and scores 12 points.", width)
    assert "".join(part.strip().replace(" ", "") for part in parts) == "Optimalbotstopsandscores12points."


def assert_wrapped_at_its_width(log: GameLog) -> None:
    """Every entry wrapped as it would be now, at the columns the log shows (scrollbar left out)."""
    width = log.text_width
    assert width > 20, "the log is on view at its full width"
    expected = [part for entry in log.entries for part in wrap(entry, width)]
    assert [line.text for line in log.lines] == expected
    assert max(cell_len(line.text) for line in log.lines) > 16, "at least one line uses the width"


async def test_dizzle_log_lines_written_under_the_legend_wrap_at_the_logs_width(save_root):
    session = new_session(save_root, "dizzle", "Ann,bot:greedy,bot:greedy,bot:greedy", seed=3, level=4)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await pilot.press("g", "r")
        await settle(pilot)
        log = screen.query_one(GameLog)
        assert not log.display
        await pilot.press("enter")  # place a die: the three bots answer, all under the legend
        await settle(pilot)
        hidden = len(log.entries)
        await pilot.press("g")
        await settle(pilot)
        assert log.display and hidden >= 4
        assert_wrapped_at_its_width(log)


async def test_dize_log_lines_written_under_the_advisor_wrap_at_the_logs_width(save_root):
    session = new_session(save_root, "dize", "Ann", seed=1, zombies=4)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await pilot.press("a", "enter")
        await settle(pilot)
        log = screen.query_one(GameLog)
        assert not log.display and log.entries
        await pilot.press("a")
        await settle(pilot)
        assert log.display
        assert_wrapped_at_its_width(log)


async def test_a_resized_terminal_rewraps_the_log(save_root):
    session = new_session(save_root, "dize", "Ann", seed=1, zombies=4)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "enter")
        await settle(pilot)
        log = app.screen.query_one(GameLog)
        wide = log.text_width
        await pilot.resize_terminal(100, 30)
        await settle(pilot)
        assert log.text_width > wide
        assert_wrapped_at_its_width(log)


async def test_a_full_log_forgets_the_oldest_entries_and_keeps_the_rest_wrapped():
    from textual.app import App

    from tui.widgets.game_log import MAX_ENTRIES

    class OneLog(App[None]):
        def compose(self):
            yield GameLog()

    app = OneLog()
    async with app.run_test(size=(40, 10)) as pilot:
        log = app.query_one(GameLog)
        await pilot.pause()
        for n in range(MAX_ENTRIES + 30):
            log.add(f"entry {n} " + "word " * (n % 9))
        await pilot.pause()
        assert next(iter(log.entries)) == "entry 30 " + "word " * 3
        assert_wrapped_at_its_width(log)


async def test_a_log_that_loses_rows_in_the_same_key_still_shows_its_last_line():
    """A line added while the panel above grows (diZe's zombies wrapping to a second line):
    the first frame drawn after the layout already shows the log's last lines."""
    from textual.app import App

    class _Log(App[None]):
        CSS = "GameLog { height: 8; }"

        def compose(self):
            yield GameLog()

    app = _Log()
    async with app.run_test(size=(40, 20)) as pilot:
        log = app.query_one(GameLog)
        await pilot.pause()
        for n in range(20):
            log.add(f"line {n}")
        await pilot.pause()
        assert log.window == range(20 - 8, 20)
        frames: list[range] = []
        original = app.screen._compositor_refresh
        app.screen._compositor_refresh = lambda: (frames.append(log.window), original())[1]
        log.add("the last line")
        log.styles.height = 5  # the same key takes three rows from the log
        await pilot.pause()
        await pilot.pause()
        assert frames and frames[0] == log.window == range(21 - 5, 21)
        shown = [log.render_line(y).text[: log.text_width].strip() for y in range(log.size.height)]
        assert shown[-1] == "the last line"


async def test_a_line_more_in_the_log_lays_nothing_out_and_repaints_only_what_moved(save_root, monkeypatch):
    """A longer log moves nothing else on the screen: no layout of the screen, which would
    draw every widget again at each move. A log not yet full repaints only its new row; a
    full one, its rows (every line moved up), never its border."""
    from textual.widget import Widget

    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=3)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        log = app.screen.query_one(GameLog)
        log.replace(["The first line."])
        await settle(pilot)
        refreshed: list[tuple[Widget, tuple, bool]] = []
        refresh = Widget.refresh

        def watched(self, *regions, layout=False, **options):
            refreshed.append((self, regions, layout))
            return refresh(self, *regions, layout=layout, **options)

        monkeypatch.setattr(Widget, "refresh", watched)
        log.add("A second line.")
        await settle(pilot)
        assert [regions for widget, regions, _ in refreshed if widget is log] == [(Region(0, 1, log.size.width, 1),)]
        for n in range(log.size.height + 3):
            log.add(f"Line {n} of a long game.")
        await settle(pilot)
        refreshed.clear()
        before = len(log.lines)
        log.add("Ann rolls again.")
        await settle(pilot)
        assert not any(layout for _, _, layout in refreshed)
        assert [regions for widget, regions, _ in refreshed if widget is log] == [(log.size.region,)]
        assert len(log.lines) == before + 1
        assert log.window.stop == len(log.lines) and log.window.start > 0
        assert log.lines[-1].text == "Ann rolls again."
