"""The Dizzle screen repaints only the cells a key changed, and never leaves one stale.

A partial repaint decides what Textual sends; if it missed a changed cell, the
terminal would keep showing the old one. So every update the app writes is played
onto a small terminal model (characters and their colour codes, cell by cell), and
after every key that terminal must equal the whole screen drawn from scratch.
"""

from __future__ import annotations

import io
import re

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text
from textual.geometry import Region

from core.dizzle import RULES, PlaceDie
from tests.tui.helpers import app_with, new_session, settle
from tests.tui.screen_check import screen_lines
from tui.games.dizzle.repaint import changed_regions, changed_span
from tui.games.dizzle.sheet import DizzleSheet


def styled(plain: str, *spans: tuple[str, int, int]) -> Text:
    text = Text(plain)
    for style, start, end in spans:
        text.stylize(style, start, end)
    return text


def test_a_line_that_looks_the_same_is_not_sent():
    assert changed_span(styled("ab 12", ("bold", 0, 2)), styled("ab 12", ("bold", 0, 2))) is None


def test_a_changed_style_alone_is_a_change():
    assert changed_span(styled("abcdef"), styled("abcdef", ("underline", 2, 4))) == (2, 2)


def test_one_span_covers_every_change_of_a_line():
    assert changed_span(styled("[1] 2  3 "), styled(" 1 [2] 3 ")) == (0, 6)


def test_a_shorter_line_clears_what_it_no_longer_covers():
    assert changed_span(Text("abcdef"), Text("abc")) == (3, 3)


def test_wide_letters_count_their_cells():
    assert changed_span(Text("漢字a"), Text("漢字b")) == (4, 1)


def test_regions_name_only_the_rows_that_changed():
    before = [Text("row one"), Text("row two"), Text("row three")]
    after = [Text("row one"), Text("row 2wo"), Text("row three")]
    assert changed_regions(before, after) == [Region(4, 1, 1, 1)]


_CODE = re.compile(r"\x1b\[(\d+);(\d+)H|\x1b\[([0-9;:]*)m|(\n)")


class Terminal:
    """What an 80x24 terminal shows after the bytes it was sent: a character and the
    colour codes it was written with, per cell (the app writes a reset after each piece)."""

    def __init__(self, width: int = 80, height: int = 24) -> None:
        self.cells = [[("", "")] * width for _ in range(height)]
        self.console = Console(file=io.StringIO(), force_terminal=True, color_system="truecolor",
                               width=width, height=height, legacy_windows=False)

    def write(self, data: str) -> None:
        x = y = 0
        style = ""
        position = 0
        for match in _CODE.finditer(data + "\x1b[m"):
            for char in data[position:match.start()]:
                self.cells[y][x] = (char, style)
                if cell_len(char) == 2:
                    self.cells[y][x + 1] = ("", style)
                x += cell_len(char)
            position = match.end()
            if match.group(1):
                y, x = int(match.group(1)) - 1, int(match.group(2)) - 1
            elif match.group(4):
                y, x = y + 1, 0
            else:
                style = "" if match.group(3) in ("", "0") else match.group(3)

    def show(self, update) -> None:
        self.write(update.render_segments(self.console))

    def lines(self) -> list[list[tuple[str, str]]]:
        return [list(row) for row in self.cells]


def watch_writes(app) -> Terminal:
    """Play every update the app would write onto a `Terminal` (headless apps write nothing)."""
    terminal = Terminal(*app.size)

    def display(screen, renderable) -> None:
        if renderable is not None and not app._batch_count:
            terminal.show(renderable)

    app._display = display
    return terminal


def drawn_whole(app) -> list[list[tuple[str, str]]]:
    fresh = Terminal(*app.size)
    fresh.show(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return fresh.lines()


async def test_after_every_key_the_screen_equals_a_fresh_drawing(save_root):
    session = new_session(save_root, "dizzle", "Ann,Bob,Cy,Di", seed=6, level=4)
    app = app_with(save_root, session)
    keys = ["r", "right", "down", "down", "left", "up", "l", "j", "tab", "tab", "enter", "3", "g", "g"]
    async with app.run_test(size=(80, 24)) as pilot:
        terminal = watch_writes(app)
        app.screen.refresh()
        await settle(pilot)
        screen = app.screen
        assert terminal.lines() == drawn_whole(app)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
            assert terminal.lines() == drawn_whole(app), (key, screen_lines(app))
        for _ in range(12):  # placements by every seat: sheets, offer, scores and titles change
            command = RULES.bot_command(screen.state, "greedy")
            if isinstance(command, PlaceDie):
                await pilot.press(str(screen.state.offer[command.die]))
                screen.cursor = command.at
            await pilot.press("enter" if isinstance(command, PlaceDie) else "r")
            await settle(pilot)
            assert terminal.lines() == drawn_whole(app), (command, screen_lines(app))


async def test_a_cursor_move_repaints_cells_of_the_sheet_not_the_whole_sheet(save_root, monkeypatch):
    session = new_session(save_root, "dizzle", "Ann,Bob,Cy,Di", seed=6, level=4)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await settle(pilot)
        sheet = app.screen.query_one(DizzleSheet)
        calls: list[tuple[Region, ...]] = []
        original = sheet.refresh

        def counting(*regions, **kwargs):
            calls.append(regions)
            return original(*regions, **kwargs)

        monkeypatch.setattr(sheet, "refresh", counting)
        await pilot.press("right")
        assert calls and all(calls), calls  # never a whole refresh
        assert sum(region.height for regions in calls for region in regions) <= 2
        assert all(region.right <= sheet.size.width for regions in calls for region in regions)
