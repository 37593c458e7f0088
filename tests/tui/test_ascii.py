"""Plain consoles: in ASCII mode every cell of every screen is ASCII (no `?` boxes on the
Linux console), twins keep the layout, and TERM=linux turns the mode on by itself."""

from __future__ import annotations

import random

import pytest
from rich.cells import cell_len

from tests.tui.helpers import new_session, settle
from tests.tui.test_screen_isolation import GAMES, _shared_screens
from tui.app import DiceApp
from tui.glyphs import TWINS, UNTWINNED, to_ascii, twin, wanted
from tui.pace import INSTANT
from tui.screens.menu import MenuScreen


def screen_text(app) -> list[str]:
    return [strip.text for strip in app.screen._compositor.render_strips()]


def assert_ascii(app, where: str) -> None:
    for y, line in enumerate(screen_text(app)):
        bad = sorted({char for char in line if not char.isascii()})
        assert not bad, f"{where}, row {y}: {bad} in {line!r}"
    assert not UNTWINNED, f"{where}: glyphs with no twin: {sorted(UNTWINNED)}"


def played(root, game: str, players: str, moves: int):
    """A session some moves into its game (bots' choices for every seat), saved and closed."""
    session = new_session(root, game, players, seed=11)
    rules, pick = session.rules, random.Random(game)
    for _ in range(moves):
        if rules.is_over(session.state):
            break
        commands = rules.legal_commands(session.state)
        session.apply(pick.choice(commands))
    session.close()
    return session.path


def test_every_twin_takes_the_cells_of_its_glyph():
    for glyph, plain in TWINS.items():
        assert plain.isascii() and cell_len(plain) == cell_len(glyph), glyph
    for code in range(0x2500, 0x25A0):  # box drawing and blocks: Textual's borders and bars
        assert twin(chr(code)).isascii() and len(twin(chr(code))) == 1
    assert to_ascii("José ★ ⚀ ╭─╮") == "Jose * 1 +-+"


def test_the_linux_console_asks_for_ascii_by_itself():
    assert wanted(environ={"TERM": "linux"})
    assert wanted(flag=True, environ={"TERM": "xterm-256color"})
    assert wanted(environ={"TERM": "xterm", "DICE_TUI_ASCII": "1"})
    assert not wanted(environ={"TERM": "xterm-256color"})


async def test_every_screen_is_plain_ascii(save_root):
    from saves.session import GameSession
    from tui.screens.end import EndScreen

    paths = [played(save_root, game, players, moves=7) for game, players in GAMES.items()]
    app = DiceApp(save_root, None, INSTANT, ascii=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert_ascii(app, "menu")
        for name, make in _shared_screens().items():
            await app.push_screen(make())
            await settle(pilot)
            assert_ascii(app, name)
            if name == "new game":
                await pilot.press("enter")  # the game list, open
                await settle(pilot)
                assert_ascii(app, "new game, list open")
            while not isinstance(app.screen, MenuScreen):
                app.pop_screen()
                await settle(pilot)
        for path in paths:
            session = GameSession.open(path)
            app.open_session(session)
            await settle(pilot)
            assert_ascii(app, session.rules.id)
            await app.push_screen(EndScreen(app.screen.end_lines()))
            await settle(pilot)
            assert_ascii(app, f"{session.rules.id} end dialog")
            while not isinstance(app.screen, MenuScreen):
                app.pop_screen()
                await settle(pilot)


@pytest.mark.parametrize("flag", [False, True])
async def test_the_footer_names_keys_in_words_in_ascii_mode(save_root, flag):
    from textual.binding import Binding

    app = DiceApp(save_root, None, INSTANT, ascii=flag)
    async with app.run_test(size=(80, 24)):
        shown = app.get_key_display(Binding("enter", "x", "X"))
        assert shown == ("enter" if flag else "⏎")


@pytest.mark.parametrize(
    "argv", [["--ascii", "new", "dize", "--players", "Ann"], ["new", "dize", "--players", "Ann", "--ascii"]]
)
def test_the_ascii_switch_reaches_the_app(monkeypatch, save_root, argv):
    import tui.app
    from tui.cli import main

    monkeypatch.setenv("DICE_TUI_ASCII", "0")  # restored after the test, whatever main sets
    seen = []

    def fake(root, start):
        seen.append(wanted())
        return 0

    monkeypatch.setattr(tui.app, "run_app", fake)
    assert main(argv) == 0
    assert seen == [True]
