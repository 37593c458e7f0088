"""The screen the terminal shows is the screen Textual drew (issue 32, item 10): seeded
keys that once left a row wrong, played through the terminal's copy onto a terminal
that measures as Rich does, compared with the screen drawn whole after every key."""

from __future__ import annotations

from typing import Any

from tests.tui.helpers import app_with, new_session, settle
from tests.tui.test_render_switch import watch, whole
from tui.render.shadow import Shadow


async def rows_after(save_root: Any, game: str, players: str, seed: int, keys: list[str],
                     size: tuple[int, int] = (80, 24), **options: Any) -> list[tuple[str, list[int]]]:  # fmt: skip
    """For each key, the rows where the terminal differs from the screen drawn whole."""
    session = new_session(save_root, game, players, seed=seed, **options)
    app = app_with(save_root, session)
    wrong = []
    async with app.run_test(size=size) as pilot:
        terminal = watch(app, Shadow())
        app.screen.refresh()
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
            await pilot.pause()  # a frame the copy asked for (tui.render.hooks.ask_again)
            drawn = whole(app)
            wrong.append((key, [y for y, row in enumerate(drawn) if terminal.cells[y] != row]))
    session.close()
    return wrong


async def test_a_cursor_move_in_dizzle_never_blanks_the_log_row_beside_an_astronaut(tmp_path):
    """The help text beside the log holds 👩🏽‍🚀 (a chop the copy doubts): it is sent whole,
    and the log's chop after it, outside every span the update rendered, once went out
    blank (row 17 until Ctrl+L). It is asked of Textual again instead."""
    keys = ["r", "enter", "enter", "enter", "left", "right"]
    wrong = await rows_after(tmp_path, "dizzle", "👩🏽\u200d🚀,Bo❤️=bot:greedy", 904, keys, level=1)
    assert wrong == [(key, []) for key in keys]


CREW = "王" * 24  # 24 letters, 48 columns


async def test_the_inmates_panel_at_120x40_shows_every_inmate_on_its_own_row_with_a_wide_crew_name(tmp_path):
    """The crew's name at the right of each inmate was cut and padded in characters: 48
    columns in a 63-column panel wrapped, and the panel showed the name's second half in
    place of inmates d and e (and what the terminal showed differed from Textual's drawing)."""
    keys = ["r", "f"]
    wrong = await rows_after(tmp_path, "25-to-dice", f"{CREW},Ann", 914, keys, size=(120, 40), mode="coop")
    assert wrong == [(key, []) for key in keys]
    session = new_session(tmp_path / "again", "25-to-dice", f"{CREW},Ann", seed=914, mode="coop")
    app = app_with(tmp_path / "again", session)
    async with app.run_test(size=(120, 40)) as pilot:
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
        from tui.games.twenty_five.inmates import PrisonInmates

        panel = app.screen.query_one(PrisonInmates)
        rows = [line.plain for line in panel.shown_lines()]
        assert [row[1] for row in rows] == list("abcdef")
        assert all(line.cell_len <= panel.content_region.width for line in panel.shown_lines())
    session.close()


def test_changed_cells_of_a_line_are_counted_in_columns_not_letters():
    from rich.text import Text

    from tui.games.twenty_five.lines import as_pieces
    from tui.widgets.drawn_lines import changed_span

    assert changed_span(as_pieces(Text("王王a")), as_pieces(Text("王王b"))) == (4, 1)
    assert changed_span(as_pieces(Text("e\u0301x")), as_pieces(Text("e\u0301y"))) == (1, 1)


async def test_a_line_that_wraps_sends_the_widget_the_whole_way_not_line_by_line(tmp_path):
    """Rendered whole, a line wider than its widget wraps, and the render, cut to the
    widget's height, has as many rows as there are lines: the one-row-a-line check let a
    changed line be drawn alone on the row a wrapped line's end stood on."""
    from rich.text import Text
    from textual.app import App, ComposeResult

    from tests.tui.test_render_switch import RichTerminal
    from tui.games.twenty_five.lines import LinesWidget

    class Three(LinesWidget):
        DEFAULT_CSS = "Three { width: 10; height: 3; }"
        last = "cc"

        def lines(self) -> list[Text]:
            return [Text("aaaa"), Text("b" * 14), Text(self.last)]

    class Small(App[None]):
        def compose(self) -> ComposeResult:
            yield Three()

    app = Small()
    async with app.run_test(size=(12, 4)) as pilot:
        widget = app.query_one(Three)
        widget.redraw()
        await pilot.pause()
        widget.show(last="dd")
        await pilot.pause()
        drawn = RichTerminal(12, 4)
        drawn.feed(app.screen._compositor.render_update(full=True).render_segments(drawn.console))
        assert "".join(char for char, _ in drawn.cells[2][:10]).strip() == "bbbb"  # the wrapped line's end
