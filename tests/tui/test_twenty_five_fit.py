"""Property: at random reachable states, the 25 to Dice screen at 80x24 shows the whole state.

Hypothesis picks the table (solo, co-op, competitive; 1-4 players; short, long and
markup-like names) and the dice; a seeded random playout of legal commands is played
through the screen, sometimes with an inmate picked and the cursor moved. At every
state checked (at least 200 over the run) the screen as the terminal shows it must
hold every number, inmate, guard, trail, exit, cell, the time, the dice and every
score where the state puts them, and no widget may be cropped (tests/tui/screen_check.py).
"""

from __future__ import annotations

import asyncio
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.text import Text

from core import lang
from core.game import PlayerSpec
from core.lang import _
from core.twenty_five import INMATES, RULES, sheet_view
from core.twenty_five.state import ROUNDS
from saves.session import GameSession
from tests.i18n.leaks import english_words
from tests.tui.helpers import app_with
from tests.tui.screen_check import LARGE, SIZE, box_lines, cropped, every_reachable, screen_cells, unused_room
from tui import i18n
from tui.games.twenty_five.board import LABEL, ROOMY_SLOT, SLOT, guard_letter, guard_name
from tui.games.twenty_five.inmates import _status
from tui.games.twenty_five.screen import TwentyFiveScreen

TABLES = [("solo", 1), ("coop", 2), ("coop", 4), ("competitive", 1), ("competitive", 2), ("competitive", 4)]
NAMES = ["Ann", "Bartholomew Fitzgerald Jr", "[b]Zoë[/b] & co", "Li"]
EXAMPLES, STATES_PER_EXAMPLE = 4, 42  # 168 states checked in all
SPANISH_EXAMPLES, SPANISH_STATES = 3, 24  # 72 in Spanish


def _arrow_of(heading: str, guard: str) -> str:
    from tui.games.twenty_five.board import ROUTE_ARROWS

    return ROUTE_ARROWS[guard][heading]


def check_board(cells: list[list[str]], screen: TwentyFiveScreen, view) -> None:
    board = screen.query_one("#board")
    rows = box_lines(cells, board)
    layout = screen.state.layout.board
    standing = {inmate.square: inmate for inmate in view.inmates if inmate.status == "grid"}
    roomy = board.drawn_roomy  # a large terminal: wider squares, a blank line between rows

    def slot_of(line: str, column: int, blanks: tuple[int, ...]) -> str:
        """A square as the compact board draws it: a roomy one's blank columns taken out."""
        if not roomy:
            return line[LABEL + SLOT * column : LABEL + SLOT * (column + 1)]
        slot = line[LABEL + ROOMY_SLOT * column : LABEL + ROOMY_SLOT * (column + 1)]
        assert all(slot[blank] == " " for blank in blanks), slot
        return "".join(char for index, char in enumerate(slot) if index not in blanks)

    for row, numbers in enumerate(view.numbers):
        for column, number in enumerate(numbers):
            square = (row, column)
            slot = slot_of(rows[3 + 2 * row if roomy else 2 + row], column, (1, 5, 8))
            assert slot[2] == str(number), (square, slot)
            if board.routes_shown:
                assert slot[1] == _arrow_of(layout.heading("Green", square), "Green"), (square, slot)
                assert slot[3] == _arrow_of(layout.heading("Blue", square), "Blue"), (square, slot)
            guards = [guard_letter(guard.name) for guard in view.guards if guard.square == square]
            trails = [inmate.name[0].lower() for inmate in view.inmates if square in inmate.trail]
            if square in standing:
                inmate = standing[square]
                assert slot[4:6] == inmate.name[0] + ("!" if inmate.pursued_by else " "), (square, slot)
            elif len(guards) == 2:
                assert slot[4:6] == guard_letter("Green") + guard_letter("Blue"), (square, slot)
            elif guards:
                assert slot[4] == guards[0] and slot[5] in "↑↓←→!", (square, slot)
            elif trails:
                assert slot[4] == trails[0], (square, slot)
                assert slot[5] == ("+" if len(trails) > 2 else trails[1] if len(trails) == 2 else " "), (square, slot)
            else:
                assert slot[4:6] == "  ", (square, slot)
    for exit in view.exits:
        column = exit.reached_from[1]
        slot = slot_of(rows[1], column, (1, 7, 8))
        assert slot[2] == (" " if exit.value is None else str(exit.value)), slot
        assert slot[3] == (exit.inmate[0] if exit.inmate else " "), slot
    for inmate, cell in zip(view.inmates, layout.cells):
        column = cell.opens_onto[1]
        at = LABEL + (ROOMY_SLOT * column + 3 if roomy else SLOT * column + 2)
        assert rows[-1][at] == (inmate.name[0] if inmate.status == "cell" else "·")


def check_panels(cells: list[list[str]], screen: TwentyFiveScreen, view) -> None:
    text = "\n".join("".join(row) for row in cells)
    inmates = box_lines(cells, screen.query_one("#inmates"))
    exits = {exit.inmate: exit.reached_from for exit in view.exits if exit.inmate}
    for line, inmate in zip(inmates, view.inmates):
        wordings = {_status(inmate, exits.get(inmate.name), room) for room in (None, 0)}  # the longer, the shorter
        assert inmate.name in line and any(words in line for words in wordings), line
        if screen.competitive:
            assert line.rstrip().endswith(f"{inmate.points:+d}"), line
    assert _("Time: round {round} of {rounds}").format(round=min(view.round, ROUNDS), rounds=ROUNDS) in text
    status = box_lines(cells, screen.query_one("#status"))
    track = " ".join(status[:2])
    assert track.count("×") == min(view.round - 1, ROUNDS)
    assert track.split() == ["×"] * min(view.round - 1, ROUNDS) + [
        str(box) for box in range(ROUNDS + 1 - view.round, 0, -1)
    ]
    # under the time track the sentences, each on a line or, in a longer language, wrapped onto two
    sentences = " ".join(" ".join(line.split()) for line in status[2:])
    if view.phase == "inmates" and view.guard_dice:
        green, blue = guard_name("Green"), guard_name("Blue")
        assert f"{green} {view.guard_dice[0]} · {blue} {view.guard_dice[1]}" in sentences
    if not screen.competitive:
        assert _("Escaped {escaped} of {most} · caught {captured} of {lose}").format(
            escaped=view.escaped, most=4, captured=view.captured, lose=3) in sentences
    else:
        for line, sheet in zip(status[-len(screen.state.sheets):], screen.state.sheets):
            assert line.split()[-3:] == [str(sheet.escaped), str(sheet.captured), f"{sheet.score:+d}"], line
        names = [player.name for player in screen.players]
        for line, name in zip(status[-len(names):], names):
            assert line[2:].startswith(name if len(name) <= 13 else name[:12] + "…"), line
    dice = box_lines(cells, screen.query_one("#dice"))
    if view.dice:
        assert dice[0].split() == [f"[{value}]" for value in view.dice]


async def check_screen(pilot, app, screen: TwentyFiveScreen) -> None:
    await pilot.pause()
    cells = screen_cells(app)
    problems = cropped(screen)
    assert not problems, problems
    view = sheet_view(screen.state, screen.viewing)
    check_board(cells, screen, view)
    check_panels(cells, screen, view)
    if lang.language() != "en":  # Spanish, or the pseudo-language: every word translated
        check_spanish(cells, screen)


def check_spanish(cells: list[list[str]], screen: TwentyFiveScreen) -> None:
    """No English word on the screen's own widgets and header (the log's lines are core's
    words, the key bar's common keys the app's: their catalogues are checked there)."""
    whole = [player.name for player in screen.players] + list(INMATES)
    # a name cut to fit ("Bartholomew Fitz…") still counts as the name
    names = [name[:end] for name in whole for end in range(len(name), 3, -1)] + [
        word for name in whole for word in name.split() if len(word) > 3]
    texts = [screen.header_text()]
    for selector in ("#board", "#inmates", "#prompt", "#status", "#dice"):
        widget = screen.query_one(selector)
        region = widget.region
        texts += ["".join(row[region.x: region.right]) for row in cells[region.y: region.bottom]]
    leaks = [(text, english_words(text, names)) for text in texts if english_words(text, names)]
    assert leaks == [], leaks
    for selector in ("#board", "#inmates", "#status", "#dice"):  # the titles are whole: Spanish runs longer
        widget = screen.query_one(selector)
        region = widget.region
        for title, y in ((widget.border_title, region.y), (widget.border_subtitle, region.bottom - 1)):
            plain = getattr(title, "plain", None) or Text.from_markup(title or "").plain  # a name's [b] escaped
            if plain:
                assert plain in "".join(cells[y][region.x: region.right]), (selector, plain)


async def play_and_check(mode: str, seats: int, seed: int, names: list[str], rng: random.Random,
                         states: int = STATES_PER_EXAMPLE, size: tuple[int, int] = SIZE) -> int:
    root = Path(tempfile.mkdtemp(prefix="dice-tui-fit-")) / "saves"
    players = [
        PlayerSpec(name=f"{names[seat % len(names)]}"[:22] + (str(seat) if seat else "")) for seat in range(seats)
    ]
    checked = 0
    while checked < states:
        session = GameSession.create(root, "25-to-dice", RULES.make_setup(players, seed, mode=mode))
        app = app_with(root, session)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, TwentyFiveScreen)
            assert unused_room(app) == []
            while not session.is_over and checked < states:
                if screen.state.phase == "inmates" and rng.random() < 0.4:
                    await pilot.press(rng.choice("abcdef"))
                    for _ in range(rng.randrange(3)):
                        await pilot.press(rng.choice(["left", "right", "up", "down", "g"]))
                await check_screen(pilot, app, screen)
                checked += 1
                screen.picks.clear()
                if screen.routes_shown is False and rng.random() < 0.5:
                    screen.action_routes()
                assert screen.play(rng.choice(RULES.legal_commands(screen.state)))
        seed += 1
    return checked


@pytest.mark.slow
@every_reachable(EXAMPLES)
@given(
    table=st.sampled_from(TABLES),
    seed=st.integers(0, 10**6),
    names=st.permutations(NAMES),
    playout=st.integers(0, 2**32 - 1),
)
def test_every_reachable_state_is_on_screen_uncropped(table, seed, names, playout):
    mode, seats = table
    checked = asyncio.run(play_and_check(mode, seats, seed, list(names), random.Random(playout)))
    assert checked >= STATES_PER_EXAMPLE


@pytest.mark.slow
@every_reachable(SPANISH_EXAMPLES)
@given(
    table=st.sampled_from(TABLES),
    seed=st.integers(0, 10**6),
    names=st.permutations(NAMES),
    playout=st.integers(0, 2**32 - 1),
)
def test_every_reachable_state_is_on_screen_uncropped_in_spanish(table, seed, names, playout):
    """The same in Spanish, a third as many states: whole, and without an English word."""
    i18n.use("es")
    mode, seats = table
    checked = asyncio.run(play_and_check(mode, seats, seed, list(names), random.Random(playout), SPANISH_STATES))
    assert checked >= SPANISH_STATES


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["es"])  # the longer words; English at 120x40 is in the snapshots
@every_reachable(2)
@given(
    table=st.sampled_from(TABLES),
    seed=st.integers(0, 10**6),
    names=st.permutations(NAMES),
    playout=st.integers(0, 2**32 - 1),
)
def test_a_large_terminal_is_used_and_nothing_is_cropped(lang, table, seed, names, playout):
    """At 120x40, a few states: whole as at 80x24, and the log takes the extra room."""
    i18n.use(lang)
    mode, seats = table
    checked = asyncio.run(play_and_check(mode, seats, seed, list(names), random.Random(playout),
                                         SPANISH_STATES, size=LARGE))
    assert checked >= SPANISH_STATES
