"""The optimised frames (tui.render) leave a terminal exactly as Textual's own frames do,
played on a real terminal emulator (pyte) over random reachable states of every game.

Each example sets a random table of a random game (its options and seats drawn from its
descriptor, wide letters in a name) and plays random legal commands on one running app.
Every frame the app draws goes to one emulator as Textual writes it (stock), and through
three terminal copies onto three more: one kept from table to table (a new table's full
update is diffed against the last one's screen), and two that forget their terminal at
each new table after something else scribbled on it (the first paint: the screen erased
in its background on a terminal that erases in the colour in force, `bce`; and in the
terminal's own colours on one that does not). After each table the four emulators are
compared cell by cell: the character, its foreground and background, bold, italic,
underline, strike-through and reverse. A space shows only its background unless it is
underlined, struck or reversed, so there its foreground, bold and italic are not
compared: the copy writes a space in whichever style shows it alike (tui.render.blank).

pyte does not scroll a band (CSI S / CSI T), so these copies are not asked to:
tests/tui/test_render_scroll.py plays that on a terminal of its own.
"""

from __future__ import annotations

import io
from typing import Any

import pyte
import pytest
from hypothesis import reject
from hypothesis import strategies as st
from rich.console import Console

from core.game import PlayerSpec
from core.games import GAMES, rules_for
from saves.session import GameSession
from tests.tui.helpers import app_with, new_session, settle
from tests.tui.screen_check import playouts
from tui.games.screens import screen_class
from tui.render.hooks import ask_again
from tui.render.shadow import Shadow

SIZE = WIDTH, HEIGHT = 80, 24
NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]
#: a name as people type them: accents, wide letters, markup-like brackets
NAME = st.text(alphabet="AbéÜ漢字[]/ ", min_size=1, max_size=14).filter(str.strip)
#: what another program left on the terminal before the copy forgot it
SCRIBBLE = "".join(f"\x1b[{y + 1};1H\x1b[1;4;31;42m" + "#~" * (WIDTH // 2) for y in range(HEIGHT)) + "\x1b[0m"


#: each game's largest table (as bench/bench_keys.py plays them) and its first paint's
#: bytes at most: Textual's own frames took 16-39 KB, a second or more at 64 kbit/s each
LARGEST = {
    "dalek-dice": ("Ann,Bob,Cy,Di,Ed,Flo", {}, 4_500),
    "dizzle": ("Ann,Bob,Cy,Di", {"level": 4}, 5_500),
    "dize": ("Ann", {"zombies": 10}, 4_500),
    "25-to-dice": ("Ann,Bob,Cy,Di,Ed,Flo", {"mode": "competitive"}, 6_000),
}


class Emulator:
    """A pyte screen the size of the app's terminal, in the modes Textual's driver sets."""

    def __init__(self) -> None:
        self.screen = pyte.Screen(WIDTH, HEIGHT)
        for y in range(HEIGHT):  # pyte erases the cells its sparse rows hold: every one, as a terminal does
            for x in range(WIDTH):
                self.screen.buffer[y][x] = self.screen.default_char
        self.stream = pyte.Stream(self.screen)
        self.written = 0
        self.feed("\x1b[?7l")  # no autowrap, as Textual's driver asks

    def feed(self, data: str) -> None:
        self.written += len(data.encode())
        self.stream.feed(data)

    def looks(self) -> list[list[tuple[Any, ...]]]:
        """Every cell as a person sees it (a plain space: only its background)."""
        rows = []
        for y in range(HEIGHT):
            line, row = self.screen.buffer[y], []
            for x in range(WIDTH):
                cell = line[x]
                if cell.data == " " and not (cell.underscore or cell.strikethrough or cell.reverse):
                    row.append((" ", cell.bg))
                else:
                    row.append((cell.data, cell.fg, cell.bg, cell.bold, cell.italics, cell.underscore,
                                cell.strikethrough, cell.reverse))
            rows.append(row)
        return rows


class Copy:
    """A terminal copy and the emulator its frames are played on."""

    def __init__(self, erases_in_colour: bool, forgets: bool) -> None:
        self.shadow = Shadow()
        self.shadow.scrolls = False  # pyte has no CSI S / CSI T
        self.shadow.erases_in_colour = erases_in_colour
        self.forgets = forgets
        self.terminal = Emulator()


def watch(app: Any, copies: list[Copy]) -> Emulator:
    """Every frame the app writes, as Textual writes it onto the returned emulator, and
    through each copy onto its own (asking Textual again, as the app's hook does), in
    truecolor as a player's terminal over SSH has it (the test's own console may have no
    colours at all: no TERM, or TERM=dumb). One colour system in every test: a Strip keeps
    its rendering for the colours it was first rendered in, as an app has one all along."""
    stock = Emulator()
    stock.feed("\x1b[2J")
    console = Console(file=io.StringIO(), color_system="truecolor", force_terminal=True, width=WIDTH)

    def display(screen: Any, renderable: Any) -> None:
        if renderable is None or app._batch_count:
            return
        stock.feed(renderable.render_segments(console))
        for copy in copies:
            copy.terminal.feed(copy.shadow.wrap(renderable).render_segments(console))
            ask_again(screen, copy.shadow)

    app._display = display
    return stock


def table_of(data: Any, root: Any) -> GameSession:
    """A random table: a game, its options and seats as its descriptor allows them."""
    game = data.draw(st.sampled_from(sorted(LARGEST)), label="game")  # dice-tui's games (a test may add one)
    descriptor = GAMES[game]
    options = {option.name: data.draw(st.sampled_from(option.choices), label=option.name)
               for option in descriptor.choice_options}
    seats = data.draw(st.integers(descriptor.min_players, descriptor.max_players), label="seats")
    names = [data.draw(NAME, label="a name"), *NAMES[1:seats]]
    try:
        setup = rules_for(game).make_setup([PlayerSpec(name=name) for name in names],
                                           data.draw(st.integers(0, 2**32), label="seed"), **options)
    except ValueError:  # seats this mode does not take (25 to Dice solo)
        reject()
    session = GameSession.create(root, game, setup)
    session._write = lambda *args, **kwargs: None  # saving has its own tests; here it costs time
    return session


def test_the_copys_frames_leave_every_reachable_table_as_textuals_own_do(save_root):
    app = app_with(save_root)
    copies = [Copy(True, forgets=False), Copy(True, forgets=True), Copy(False, forgets=True)]
    tables: list[str] = []
    seen: dict[str, Emulator] = {}

    async def play_one(table: Any, data: Any, checked: list[Any]) -> None:
        pilot = table.pilot
        if "stock" not in seen:
            seen["stock"] = watch(app, copies)
        session = table_of(data, save_root)
        for copy in copies:
            if copy.forgets:  # another program wrote on it: the copy knows nothing
                copy.terminal.feed(SCRIBBLE)
                copy.shadow.forget()
        while len(app.screen_stack) > 1:
            app.pop_screen()
        screen = screen_class(session.rules.id)(session)
        screen._schedule_bot = lambda: None  # every seat is a person's: no bot turns to wait for
        await app.push_screen(screen)
        await settle(pilot)
        for _ in range(data.draw(st.integers(0, 40), label="commands")):
            if session.is_over:
                break
            session.apply(data.draw(st.sampled_from(session.rules.legal_commands(session.state)), label="command"))
            screen.after_change()
            if data.draw(st.booleans(), label="drawn now"):
                await settle(pilot)
        await settle(pilot)
        await pilot.pause()  # the cells a copy asked Textual for again
        shown = seen["stock"].looks()
        for copy in copies:
            mine = copy.terminal.looks()
            wrong = [(y, x, mine[y][x], shown[y][x]) for y in range(HEIGHT) for x in range(WIDTH)
                     if mine[y][x] != shown[y][x]]
            assert not wrong, (session.rules.id, copy.shadow.erases_in_colour, copy.forgets, wrong[:6], len(wrong))
        tables.append(session.rules.id)
        checked.append(session.state)

    playouts(app, 20, play_one)
    assert set(tables) == set(LARGEST)  # every game's tables, each drawn over another game's
    stock = seen["stock"].written
    kept, bce, plain = (copy.terminal.written for copy in copies)
    assert kept * 3 < stock and bce * 2 < stock and plain < stock


@pytest.mark.parametrize("game", sorted(LARGEST))
async def test_the_first_paint_of_the_largest_table_is_a_few_kilobytes(game, save_root):
    """The bytes until the table is drawn and quiet, through the copy on a `bce` terminal,
    against Textual's own frames: a player over a slow link waits for every one."""
    players, options, most = LARGEST[game]
    session = new_session(save_root, game, players, seed=1, **options)
    app = app_with(save_root, session)
    async with app.run_test(size=SIZE) as pilot:
        copy = Copy(True, forgets=False)
        stock = watch(app, [copy])
        app.screen.refresh()
        await settle(pilot)
        await pilot.pause()
        assert copy.terminal.looks() == stock.looks()
    session.close()
    assert copy.terminal.written <= most, copy.terminal.written
    assert copy.terminal.written * 3 < stock.written  # Textual's own: the screen once or twice
