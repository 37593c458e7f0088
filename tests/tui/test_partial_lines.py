"""A partly repainted line is sent from its first changed cell (tui/partial_lines.py)."""

from __future__ import annotations

import inspect

from rich.text import Text
from textual._compositor import ChopsUpdate
from textual.app import App
from textual.geometry import Region
from textual.widget import Widget

from tests.tui.terminal_model import drawn_whole, watch_writes
from tui import partial_lines

WIDE = "漢"


class Row(Widget):
    """One line of coloured cells; `letters` changes what is drawn."""

    DEFAULT_CSS = "Row { height: 1; width: 60; }"

    def __init__(self) -> None:
        super().__init__()
        self.letters = list("abcdefghij" * 5)

    def render(self) -> Text:
        text = Text()
        for index, letter in enumerate(self.letters):
            text.append(letter, style=("bold red", "green", "italic blue")[index % 3])
        return text


class _One(App[None]):
    def compose(self):
        yield Row()


def test_textual_still_has_the_method_this_replaces():
    """If a Textual upgrade renames it, the replacement would silently do nothing."""
    partial_lines.install()
    assert ChopsUpdate.render_segments is partial_lines.render_segments
    assert list(inspect.signature(partial_lines.render_segments).parameters) == ["self", "console"]


async def test_a_change_at_the_end_of_a_line_sends_only_the_end():
    partial_lines.install()
    app = _One()
    async with app.run_test(size=(80, 3)) as pilot:
        terminal = watch_writes(app)
        app.screen.refresh()
        await pilot.pause()
        row = app.query_one(Row)
        whole = terminal.written
        terminal.written = 0
        row.letters[45] = "Z"
        row.refresh(Region(45, 0, 1, 1))
        await pilot.pause()
        assert 0 < terminal.written < whole / 20
        assert terminal.lines() == drawn_whole(app)
        assert terminal.lines()[0][45][0] == "Z"


async def test_a_wide_letter_is_never_cut_in_half():
    partial_lines.install()
    app = _One()
    async with app.run_test(size=(80, 3)) as pilot:
        row = app.query_one(Row)
        row.letters[20:22] = [WIDE, ""]  # one letter over two cells
        row.refresh()
        await pilot.pause()
        terminal = watch_writes(app)
        app.screen.refresh()
        await pilot.pause()
        row.letters[23] = "Q"
        row.refresh(Region(21, 0, 3, 1))  # starts on the wide letter's right half
        await pilot.pause()
        assert terminal.lines() == drawn_whole(app)
        assert terminal.lines()[0][20][0] == WIDE
