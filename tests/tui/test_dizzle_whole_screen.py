"""The Dizzle screen shows the whole game at 80x24, in every reachable state.

Hypothesis seats 1 to 4 players (short, long, markup-like and wide names; humans and
bots), picks a level (the four built in, or a 12x12 custom level with every kind of
field) and plays random legal commands; at chosen moments it also moves the cursor,
picks a number, looks at another sheet or opens the legend, and then reads the
terminal: every die of the offer, every player's score, every field of the sheet on
view with its cursor, and every title whole must be there, and no widget may be
cropped (tests/tui/screen_check.py). One app runs the whole test; each example pushes
a new screen into it.
"""

from __future__ import annotations

import itertools
import json
import re

import pytest
from hypothesis import strategies as st
from rich.cells import cell_len

from core import lang
from core.dizzle import RULES, crossed_fields, exploded_fields, parse_level
from core.dizzle.level import Level
from core.dizzle.setup import DizzleSetup
from core.game import PlayerSpec
from core.lang import _ as translated
from saves.session import GameSession
from tests.i18n.leaks import english_words
from tests.tui.helpers import app_with
from tests.tui.screen_check import RunningApp, box_text, cropped, large_playouts, playouts, screen_cells
from tui import i18n
from tui.games.dizzle.screen import DizzleScreen
from tui.games.dizzle.sheet_view import special_text
from tui.games.dizzle.view import dice_of
from tui.games.dizzle.words import TIGHT

CHECKS_PER_GAME = 10
#: the first games' (players, level, moves played first), so every run covers the largest
#: table, the largest level, solo and a finished game; later games are all hypothesis's
FIRST_GAMES = [(4, 4, 0), (4, "big", 30), (1, 1, 0), (2, 2, 10_000), (3, 4, 60)]
NAMES = st.one_of(
    st.text(alphabet="AbcdXyz Ünï漢[]/", min_size=1, max_size=24).filter(str.strip),
    st.sampled_from(["Maximiliana Ottoline Wu", "漢字漢字漢字漢字漢字漢字", "[b]Zoë[/b] & co"]),
)
SEATS = st.lists(st.tuples(NAMES, st.sampled_from([None, None, "greedy", "expert"])),
                 min_size=1, max_size=4, unique_by=lambda seat: seat[0])


def big_level() -> Level:
    """12 by 12 with two gaps and every kind of field that scores: the widest sheet."""
    rows = [" ".join("X" if (r, c) in ((0, 0), (11, 11)) else "." if (r, c) in ((5, 5), (6, 6))
                     else str((r + 2 * c) % 6 + 1) for c in range(12)) for r in range(12)]
    specials = [
        {"kind": "gem", "at": "L1", "points": 3}, {"kind": "gem", "at": "C5", "points": 2},
        {"kind": "puzzle", "at": "B2", "colour": "yellow"}, {"kind": "puzzle", "at": "H9", "colour": "yellow"},
        {"kind": "bomb", "at": "D4", "points": 4}, {"kind": "bomb", "at": "J10", "points": 4},
        {"kind": "pile", "at": "E8", "points": 3}, {"kind": "pile", "at": "K3", "points": 2},
        {"kind": "flag", "at": "A12", "colour": "red"}, {"kind": "flag", "at": "L6", "colour": "red"},
        {"kind": "key", "at": "F2", "colour": "green"}, {"kind": "lock", "at": "G11", "colour": "green"},
    ]
    return parse_level(json.dumps({
        "name": "Twelve by twelve, with everything", "grid": rows, "specials": specials,
        "arrows": [{"row": 12, "points": 20}, {"column": "L", "points": 20},
                   {"row": 1, "points": 15}, {"column": "A", "points": 15}],
        "puzzles": [{"colour": "yellow", "points": 12}], "flags": [{"colour": "red", "ladder": [10, 6, 3, 1]}],
        "block": {"at": "H2", "points": 10}, "rating": [{"min_score": 0, "stars": 1, "verdict": "Played."}],
    }))


BIG = big_level()
LEVELS = st.sampled_from([1, 2, 3, 4, 4, BIG])


def digits(text: str) -> list[int]:
    return [int(char) for char in text if char.isdigit()]


def check_sheet(app, screen: DizzleScreen, cells) -> None:
    """Every field of the sheet on view: what lies on it and what is printed on it."""
    state, seat = screen.state, screen.viewing
    sheet = screen.query_one("#sheet")
    rows = box_text(app, sheet, cells).split("\n")
    level = state.setup.level
    label = len(str(level.rows))
    crossed, exploded, dice = crossed_fields(state, seat), exploded_fields(state, seat), dice_of(state, seat)
    assert rows[0].split() == [chr(ord("A") + col) for col in range(level.cols)]
    roomy = sheet.roomy()  # a large terminal: a blank column either side of each field, a line between rows
    pitch, pad = 4 + 2 * roomy, roomy
    for (row, col), field in level.fields.items():
        x = label + 2 + pitch * col + pad
        line = rows[2 * row + 1 if roomy else row + 1]
        shown = line[x: x + 3]
        pos = (row, col)
        head = "#" if pos in exploded else str(field.pips) if pos in dice else "X" if pos in crossed \
            else str(field.pips) if field.pips else " "
        assert shown == head + special_text(field), (pos, shown, line)
        if pos == screen.cursor:
            assert line[x - 1 - pad] == "[" and line[x + 3 + pad] == "]", line


def check_titles(app, screen: DizzleScreen, cells) -> None:
    """Titles are whole: a cut one would end in an ellipsis."""
    for selector in ("#sheet", "#offer", "#players", "#score", "#log", "#legend-box"):
        widget = screen.query_one(selector)
        if not widget.display:
            continue
        region = widget.region
        for text, y in ((widget._border_title, region.y), (widget._border_subtitle, region.bottom - 1)):
            if text is not None and text.plain:
                row = "".join(cells[y][region.x: region.right])
                assert text.plain in row, (selector, text.plain, row)


def assert_whole(app, screen: DizzleScreen) -> None:
    problems = cropped(screen)
    assert not problems, problems
    state = screen.state
    cells = screen_cells(app)
    check_titles(app, screen, cells)
    check_sheet(app, screen, cells)
    offer = box_text(app, screen.query_one("#offer"), cells)
    if state.offer:
        assert sorted(digits(offer)) == sorted(state.offer), (offer, state.offer)
    else:
        assert offer.strip() in screen.query_one("#offer").empty_text, offer
    totals = RULES.scores(state)
    if len(state.setup.players) > 1 and not screen.show_legend:  # the legend (g) takes the side column
        rows = box_text(app, screen.query_one("#players"), cells).split("\n")
        for seat, total in enumerate(totals):
            assert rows[seat].rstrip().endswith(f" {total}"), (rows[seat], total)
    if not screen.show_legend:
        score = box_text(app, screen.query_one("#score"), cells)
        word = translated("total")  # cut to its cell in a narrow panel, as every category may be
        cuts = "|".join(re.escape(word[:end]) for end in range(len(word), 2, -1))
        total = re.search(rf"(?:{cuts})\s+(-?\d+)", score)
        assert total and int(total.group(1)) == totals[screen.viewing], score
    log = screen.query_one("#log")
    if log.display:
        assert log.content_region.height >= 5, log.content_region  # room to follow three bots
    if lang.language() != "en":  # Spanish, or the pseudo-language: every word translated
        assert_spanish(app, screen, cells)


def assert_spanish(app, screen: DizzleScreen, cells) -> None:
    """No English word on the screen's own widgets, titles and header (the log's lines are
    core's words and the key bar's common keys the app's: their catalogues are checked there)."""
    whole = [player.name for player in screen.players] + [screen.state.setup.level.name]
    # a name cut to fit ("Seat 3 wi…") or wrapped onto two lines still counts as the name
    names = [name[:end] for name in whole for end in range(len(name), 3, -1)] + [
        word for name in whole for word in name.split() if len(word) > 3]
    # the score panel cuts a category to its cell ("bombas 4" in 8 columns: "bomb 4"), as in English
    cut = [label[:end] for label in map(translated, TIGHT.values()) for end in range(len(label), 2, -1)]
    texts = [(screen.header_text(), names)]
    for selector in ("#sheet", "#offer", "#prompt", "#players", "#score", "#legend-box"):
        widget = screen.query_one(selector)
        if widget.display:
            region = widget.region
            known = names + cut if selector == "#score" else names
            texts += [("".join(row[region.x: region.right]), known) for row in cells[region.y: region.bottom]]
    leaks = [(text, english_words(text, known)) for text, known in texts if english_words(text, known)]
    assert leaks == [], leaks


async def settled(pilot) -> None:
    for _ in range(2):
        await pilot.pause()


async def look_around(screen: DizzleScreen, data) -> None:
    """What a player does between two commands: cursor, a number, another sheet, the legend."""
    for _ in range(data.draw(st.integers(0, 4), label="cursor moves")):
        screen.action_move(*data.draw(st.sampled_from([(-1, 0), (1, 0), (0, -1), (0, 1)]), label="move"))
    if screen.state.offer and data.draw(st.booleans(), label="pick"):
        value = data.draw(st.sampled_from(sorted(set(screen.state.offer))), label="number")
        if value in screen._fits():
            screen.action_pick(value)
    if len(screen.players) > 1 and data.draw(st.integers(0, 3), label="look") == 0:
        screen.action_look(1)
    if data.draw(st.integers(0, 5), label="legend") == 0:
        screen.action_legend()


async def play_and_check(table: RunningApp, root, data, checked: list, games: list) -> None:
    app, pilot = table.app, table.pilot
    seats = data.draw(SEATS, label="seats")
    level = data.draw(LEVELS, label="level")
    first = FIRST_GAMES[len(games)] if len(games) < len(FIRST_GAMES) else None
    games.append(first)
    if first is not None:
        while len(seats) < first[0]:
            seats.append((f"Seat {len(seats) + 1} with a long name"[:24], "greedy"))
        seats = seats[: first[0]]
        level = BIG if first[1] == "big" else first[1]
    players = tuple(PlayerSpec(name=name, bot=bot) for name, bot in seats)
    options = {"level_data": level} if isinstance(level, Level) else {"level": level}
    setup = RULES.make_setup(players, data.draw(st.integers(0, 2**32), label="seed"), **options)
    assert isinstance(setup, DizzleSetup)
    session = GameSession.create(root, "dizzle", setup)
    session._write = lambda *args, **kwargs: None  # saving has its own tests; here it costs time
    screen = DizzleScreen(session)
    screen._schedule_bot = lambda: None  # the test moves the bots, by the same legal commands
    while len(app.screen_stack) > 1:
        app.pop_screen()
    await app.push_screen(screen)
    before = data.draw(st.integers(0, 120), label="moves played before the checks")
    for _ in range(first[2] if first is not None else before):
        if RULES.is_over(session.state):
            break
        session.apply(RULES.bot_command(session.state, "greedy"))
    stride = data.draw(st.integers(1, 6), label="moves between checks")
    checks = 0
    for step in itertools.count(1):
        state = screen.state
        if RULES.is_over(state) or checks == CHECKS_PER_GAME:
            break
        if step % stride == 0:
            checks += 1
            screen.after_change()
            await look_around(screen, data)
            await settled(pilot)
            assert_whole(app, screen)
            checked.append((state, screen.show_legend))
            if screen.show_legend:
                screen.action_legend()
        if data.draw(st.booleans(), label="greedy play"):
            command = RULES.bot_command(state, "greedy")
        else:
            command = data.draw(st.sampled_from(RULES.legal_commands(state)), label="command")
        session.apply(command)
        screen.refresh_view()
    if RULES.is_over(screen.state):
        screen.ending.shown = True  # the board under the end dialog (its own tests open it)
        screen.after_change()
        await settled(pilot)
        assert_whole(app, screen)
        checked.append((screen.state, False))


@pytest.mark.slow
def test_every_reachable_table_is_shown_whole_in_spanish(save_root):
    """The same tables in Spanish, fewer of them: whole, and without an English word."""
    i18n.use("es")
    games: list = []
    checked = playouts(app_with(save_root), 10, lambda table, data, checked: play_and_check(
        table, save_root, data, checked, games))
    assert len(checked) >= 40
    assert any(state.phase == "over" for state, _ in checked)
    assert any(legend for _, legend in checked)


@pytest.mark.slow
def test_every_reachable_table_is_shown_whole_at_80x24(save_root):
    games: list = []
    checked = playouts(app_with(save_root), 16, lambda table, data, checked: play_and_check(
        table, save_root, data, checked, games))
    assert len(checked) >= 130
    states = [state for state, _ in checked]
    assert any(len(state.setup.players) == 4 and state.setup.level.number == 4 for state in states)
    assert any(state.setup.level is BIG for state in states)
    assert any(len(state.setup.players) == 1 for state in states)
    assert any(state.phase == "over" for state in states)
    assert any(legend for _, legend in checked)
    assert max(cell_len(player.name) for state in states for player in state.setup.players) >= 20


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["es"])  # the longer words; English at 120x40 is in the snapshots
def test_a_large_terminal_is_used_and_nothing_is_cropped(save_root, lang):
    """At 120x40, a few playouts: whole as at 80x24, and the log takes the extra room."""
    from tui import i18n

    i18n.use(lang)
    checked, room = large_playouts(
        app_with(save_root), lambda table, data, checked: play_and_check(table, save_root, data, checked, []))
    assert checked and room == []
