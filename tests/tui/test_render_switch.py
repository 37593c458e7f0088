"""The render switch (issue 26): the same seeded keys, with the render package's
optimisations and with stock Textual output (DICE_TUI_RENDER=stock), end on the same
screen in every game, names with wide and ambiguous-width emoji included; and what each
way writes leaves a terminal showing exactly that screen.

The terminal here measures as Rich does, an emoji sequence as one cluster (❤️ takes two
cells), so that Textual's own frames are right on it: tests/tui/test_render_widths.py
plays the copy on a terminal that measures otherwise.
"""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from rich.cells import cell_len, get_character_cell_size
from rich.console import Console

from tests.tui import vt
from tests.tui.helpers import app_with, new_session, settle
from tui.render import SWITCH
from tui.render.hooks import ask_again
from tui.render.shadow import Shadow
from tui.render.widths import doubtful


def measured_otherwise(cluster: str) -> bool:
    return any(doubtful(char) or get_character_cell_size(char) == 0 for char in cluster)

#: keys that play a game without leaving it (no Esc, no ?, no q)
KEYS = ["r", "s", "c", "g", "k", "f", "u", "enter", "space", "tab", "left", "right", "up", "down",
        "1", "2", "3", "4", "5", "6"]
GAMES = {
    "dalek-dice": ("Ann❤️,🫨Bo,bot:optimal", {}),
    "dizzle": ("Ann❤️,👍🏽Cy,bot:greedy", {"level": 2}),
    "dizzle-astronaut": ("👩🏽\u200d🚀,Bo❤️=bot:greedy", {"level": 1}),
    "dize": ("🫨Bo", {"zombies": 10}),
    "25-to-dice": ("Ann❤️", {"mode": "solo"}),
}


class RichTerminal(vt.Terminal):
    """A terminal that measures as Rich does: a character and the marks, selectors and
    joined characters after it are one cell or two (`cell_len` of the cluster)."""

    #: rows that have shown a character Rich and a terminal may measure otherwise
    touched: set[int]

    def __init__(self, columns: int, rows: int) -> None:
        super().__init__(columns, rows)
        self.touched = set()
        #: frames are written in true colour, as terminal_model's: a style keeps the codes it
        #: was first written with (Rich's `_ansi`), so a headless app's 16-colour console
        #: gave whichever codes a style happened to be written with first in the process
        self.console = Console(file=io.StringIO(), force_terminal=True, color_system="truecolor",
                               width=columns, height=rows, legacy_windows=False)

    def _put(self, text: str) -> None:
        clusters: list[str] = []
        for index, char in enumerate(text):
            joined = get_character_cell_size(char) == 0 or (index and text[index - 1] == "\u200d")
            if clusters and joined:
                clusters[-1] += char
            else:
                clusters.append(char)
        for cluster in clusters:
            width = cell_len(cluster)
            if width and 0 <= self.y < self.rows and self.x + width <= self.columns:
                self.cells[self.y][self.x] = vt.blank(self.style) if cluster == " " else (cluster, self.style)
                if width == 2:
                    self.cells[self.y][self.x + 1] = ("", self.style)
            self.x += width


def watch(app: Any, shadow: Shadow | None) -> RichTerminal:
    """Every frame the app writes, onto a terminal: through the copy, or as Textual sends it."""
    terminal = RichTerminal(*app.size)

    def display(screen: Any, renderable: Any) -> None:
        if renderable is not None and not app._batch_count:
            terminal.feed((renderable if shadow is None else shadow.wrap(renderable)).render_segments(terminal.console))
            if shadow is not None:
                ask_again(screen, shadow)  # as the app's own hook does (tui.render.hooks)
            cells = terminal.cells
            terminal.touched |= {y for y, row in enumerate(cells) if any(measured_otherwise(c) for c, _ in row)}

    app._display = display
    return terminal


def whole(app: Any) -> list:
    """The screen as Textual renders it whole now, onto a fresh terminal."""
    fresh = RichTerminal(*app.size)
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    fresh.feed(update.render_segments(fresh.console))
    return fresh.cells


async def play(save_root: Any, game: str, keys: list[str]) -> tuple[list, RichTerminal, bool]:
    """The screen at the end, the terminal, and whether the app used its copy."""
    players, options = GAMES[game]
    session = new_session(save_root, game.split("-astronaut")[0], players, seed=9, **options)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        copied = app.terminal_copy is not None
        terminal = watch(app, Shadow() if copied else None)
        app.screen.refresh()
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
        screen = whole(app)
    session.close()
    return screen, terminal, copied


@pytest.mark.parametrize("game", list(GAMES))
async def test_the_same_keys_end_on_the_same_screen_with_and_without_the_render_package(game, tmp_path, monkeypatch):
    keys = random.Random(f"{game}-26").choices(KEYS, k=20)
    monkeypatch.delenv(SWITCH, raising=False)
    optimised, copy_shows, copied = await play(tmp_path / "optimised", game, keys)
    monkeypatch.setenv(SWITCH, "stock")
    stock, stock_shows, stock_copied = await play(tmp_path / "stock", game, keys)
    assert copied and not stock_copied
    assert optimised == stock
    # Rows showing no character Rich and a terminal may measure otherwise (the names' emoji,
    # whose width even Rich and Textual do not always agree on) are right through the copy,
    # also where such a character was earlier; Textual's own frames leave stale cells on a row
    # that held one, so they are compared on the other rows. The copy's rows that show one
    # are tested in test_render_widths.py.
    sure = [y for y, row in enumerate(stock) if not any(measured_otherwise(cell[0]) for cell in row)]
    assert len(sure) > 12
    # through the copy, every row is right on a terminal that measures as Rich does: each
    # grapheme it doubts is placed at Rich's column (Dizzle's log row beside a name once went blank)
    assert copy_shows.cells == optimised
    never = [y for y in sure if y not in stock_shows.touched]
    assert [stock_shows.cells[y] for y in never] == [stock[y] for y in never]
    assert any("❤️" in cell[0] or "🫨" in cell[0] for row in stock for cell in row)  # a name is on screen


def test_the_switch_is_read_when_an_app_or_widget_starts(monkeypatch):
    from tui.render import optimised

    monkeypatch.setenv(SWITCH, " Stock ")
    assert not optimised()
    monkeypatch.setenv(SWITCH, "")
    assert optimised()
