"""A key redraws only what changed: titles and text set again unchanged cost no repaint,
and the Footer is rebuilt only when the keys it shows change (issue 16)."""

from __future__ import annotations

from textual.app import App
from textual.widgets import Static

from tests.tui.helpers import app_with, new_session, settle
from tui.widgets.unchanged import set_text, set_titles


class _One(App[None]):
    def compose(self):
        yield Static("start", id="cell")


def _count_refreshes(widget, monkeypatch) -> list[int]:
    calls: list[int] = []
    original = widget.refresh

    def counting(*args, **kwargs):
        calls.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(widget, "refresh", counting)
    return calls


async def test_the_same_title_set_again_does_not_repaint(monkeypatch):
    app = _One()
    async with app.run_test() as pilot:
        cell = app.query_one("#cell", Static)
        set_titles(cell, "Ann's sheet", "tab: next sheet")
        await pilot.pause()
        calls = _count_refreshes(cell, monkeypatch)
        set_titles(cell, "Ann's sheet", "tab: next sheet")
        assert calls == []
        set_titles(cell, "Bob's sheet")
        assert calls and cell.border_title == "Bob's sheet" and cell.border_subtitle == "tab: next sheet"


async def test_a_title_set_some_other_way_is_not_mistaken_for_ours():
    app = _One()
    async with app.run_test():
        cell = app.query_one("#cell", Static)
        set_titles(cell, "Ann")
        cell.border_title = "Bob"
        set_titles(cell, "Ann")
        assert cell.border_title == "Ann"


async def test_the_same_text_is_not_updated_again(monkeypatch):
    app = _One()
    async with app.run_test():
        cell = app.query_one("#cell", Static)
        assert set_text(cell, "start") is False
        assert set_text(cell, "next") is True and cell.content == "next"
        calls = _count_refreshes(cell, monkeypatch)
        assert set_text(cell, "next") is False and calls == []


async def test_a_cursor_move_leaves_the_footer_alone_and_a_roll_refreshes_it(save_root):
    session = new_session(save_root, "dizzle", "Ann,Bob", seed=4, level=2)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        published: list[object] = []
        screen.bindings_updated_signal.subscribe(screen, published.append)
        await pilot.press("r")  # the roll: now dice are placed, other keys apply
        await settle(pilot)
        assert published
        published.clear()
        header = screen.query_one("#game-header", Static)
        before = header.content
        await pilot.press("right", "left", "down", "up")
        assert published == [] and header.content is before
