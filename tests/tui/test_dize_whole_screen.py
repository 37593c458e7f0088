"""The diZe screen shows the whole table at 80x24, in every reachable state.

Hypothesis plays random legal games (2 to 10 starting zombies, long and hostile
names, a human or a bot, random counts and cursor moves, the advisor on or off) and
at chosen moments reads the terminal: every die of every zone with its face and the
zone's count, Launch with its keys and cursor, the phase strip, the score in the
header, the roll and what to do now; at the end the dialog with the breakdown and
the records. No widget may be cropped (tests/tui/screen_check.py). A shorter run does
the same in Spanish, where no English word may be left on the table.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import strategies as st

from core.dize import RULES
from core.game import PlayerSpec
from core.lang import _
from saves.session import GameSession
from tests.i18n.leaks import english_words
from tests.tui.helpers import app_with, assert_drawn_as_textual_draws
from tests.tui.screen_check import (
    RunningApp,
    assert_whole,
    box_lines,
    box_text,
    cropped,
    large_playouts,
    playouts,
    screen_cells,
)
from tui.games.dize import words
from tui.games.dize.launch import DizeLaunch, key_of
from tui.games.dize.screen import ZONE_IDS, DizeScreen
from tui.games.dize.zone import DizeZone
from tui.screens.end import EndScreen

CHECKS_PER_GAME = 12
#: names as people type them: long, with markup-like brackets, accents and wide letters
NAMES = st.text(alphabet="AbcdXyz Ünï漢[]/", min_size=1, max_size=24).filter(str.strip)
#: the Spanish run's names: no Latin letters, so a name cut short with … cannot read as English
NAMES_ES = st.text(alphabet="ÑñÜüï漢[]/ 7", min_size=1, max_size=24).filter(str.strip)
LABELS = {"zombies": "Zombies", "humans": "Humans", "captured": "Captured", "heroes": "Heroes",
          "executed": "Executed", "retired": "Retired"}


def words_of(text: str) -> list[str]:
    """A text's words, however it was wrapped."""
    return text.split()


def zone_shown(text: str) -> tuple[str, list[str]]:
    """A zone's count and faces as drawn: `Zombies  12 │ 1 · 4` over one or more lines."""
    lines = text.split("\n")
    count = lines[0].partition("│")[0].split()[-1]
    return count, [face for line in lines for face in line.partition("│")[2].split() if face != "—"]


def assert_zones(screen: DizeScreen, cells) -> None:
    state = screen.state
    for zone in ZONE_IDS:
        text = box_text(screen.app, screen.query_one(f"#{zone}"), cells)
        assert text.lstrip().startswith(_(LABELS[zone])), text
        count, faces = zone_shown(text)
        held = getattr(state, zone)
        assert count == str(len(held)), (zone, text)
        assert faces == [str(face) if face else "·" for face in held], (zone, text)


def assert_launch(screen: DizeScreen, cells) -> None:
    state, launch = screen.state, screen.query_one("#launch")
    rows = box_lines(cells, launch)
    if state.launch:
        shown = rows[0].replace(">", "[").replace("<", "]").split()
        assert shown == [f"[{face}]" for face in state.launch], rows
        assert rows[0].count(">") == (1 if launch.cursor is not None else 0), rows
        if launch.numbered:
            keyed = [key_of(i) for i in range(len(state.launch))]
            assert rows[1].split() == [key for key in keyed if key.strip()], rows  # no key past the tenth
        assert _("Launch: {dice}").format(dice=words.dice(len(state.launch))) in str(launch.border_title)
    elif launch.pending:
        assert rows[0].split() == ["[?]"] * launch.pending, rows
    if launch.note:
        assert words_of(launch.note) == words_of("\n".join(rows).replace("[?]", ""))[-len(words_of(launch.note)):]


def english_left(lines: list[str], names: list[str]) -> list[str]:
    """English words on the Spanish table: the key bar's last line is left out (its common
    keys, Rules and Menu, and the log's title belong to the app's catalogue), the rest is ours."""
    text = "\n".join(lines[:-1]).replace(_("Log"), " ")
    return english_words(text, names)


def assert_whole_table(screen: DizeScreen, spanish: bool = False) -> None:
    """Everything the state holds is on the terminal, and nothing is cropped."""
    app, state = screen.app, screen.state
    problems = cropped(screen)
    assert not problems, problems
    cells = screen_cells(app)
    lines = ["".join(row) for row in cells]
    assert words.header(state, screen.players[0]) in lines[0], lines[0]
    assert screen.players[0].name[:4] in lines[0], lines[0]
    phases = box_text(app, screen.query_one("#phases"), cells)
    if state.over:
        assert phases.strip() == words.ending(state)
    else:
        assert _("Turn {turn}").format(turn=state.turn) in phases and "▶" in phases
    assert_zones(screen, cells)
    assert_launch(screen, cells)
    for zone in (*screen.query(DizeZone), screen.query_one(DizeLaunch)):  # drawn line by line
        assert_drawn_as_textual_draws(zone)
    roll = box_text(app, screen.query_one("#roll"), cells)
    assert words_of(roll) == words_of(words.roll_line(state))
    prompt = box_text(app, screen.query_one("#prompt"), cells)
    bot = screen.players[0].name if screen.bot_to_move() else None
    assert words_of(prompt) == words_of(words.prompt(state, bot))
    if spanish:
        leaks = english_left(lines, [screen.players[0].name])
        assert not leaks, (leaks, lines)


async def settled(pilot) -> None:
    """Every message handled and the screen laid out and drawn (a new text's size is laid
    out on the second round)."""
    for _step in range(2):
        await pilot.pause()


def move_intent(screen: DizeScreen, data) -> None:
    """What a player does before Enter: change the count, move the cursor, pick a die."""
    if not screen.legal_actions() & {"cursor", "pick"}:
        return
    for _step in range(data.draw(st.integers(0, 3), label="intent keys")):
        if data.draw(st.booleans(), label="arrow"):
            screen.action_cursor(data.draw(st.sampled_from([-1, 1]), label="step"))
        else:
            screen.action_pick(data.draw(st.integers(0, 9), label="digit"))


async def play_and_check(table: RunningApp, root, data, checked: list, spanish: bool = False) -> None:
    app, pilot = table.app, table.pilot
    bot = data.draw(st.sampled_from([None, None, None, "careful", "veteran", "executioner"]), label="bot")
    player = PlayerSpec(name=data.draw(NAMES_ES if spanish else NAMES, label="name"), bot=bot)
    zombies = data.draw(st.integers(2, 10), label="zombies")
    setup = RULES.make_setup([player], data.draw(st.integers(0, 2**32), label="seed"), zombies=zombies)
    session = GameSession.create(root, "dize", setup)
    session._write = lambda *args, **kwargs: None  # saving has its own tests; here it costs time
    screen = DizeScreen(session)
    screen._schedule_bot = lambda: None  # the test moves the bot, by the same legal commands
    while len(app.screen_stack) > 1:
        app.pop_screen()
    await app.push_screen(screen)
    stride = data.draw(st.integers(1, 6), label="moves between checks")
    checks = 0
    for step in itertools.count(1):
        if session.is_over or checks == CHECKS_PER_GAME:
            break
        if not bot:
            move_intent(screen, data)
        if data.draw(st.integers(0, 9), label="advisor") == 0 and not session.is_over:
            screen.action_advisor()
        if step % stride == 0:
            checks += 1
            screen.after_change()  # what the screen does after every command: header, Footer too
            app.clear_notifications()  # a refused digit's warning would lie over the table
            await settled(pilot)
            assert_whole_table(screen, spanish)
            checked.append(session.state)
        if not bot and data.draw(st.booleans(), label="the screen's own Enter"):
            command = None
        elif data.draw(st.booleans(), label="best play"):
            command = RULES.bot_command(session.state, "careful")
        else:
            command = data.draw(st.sampled_from(RULES.legal_commands(session.state)), label="command")
        if command is None:
            enter = next(iter(screen.legal_actions() - {"cursor", "pick", "press", "stop"}), None)
            if enter is None:
                command = RULES.bot_command(session.state, "careful")
            else:
                getattr(screen, f"action_{enter}")()  # Enter: the step's main action, on the screen's intent
                continue
        session.apply(command)
        screen.refresh_view()
    if session.is_over:
        app.clear_notifications()
        screen.after_change()  # shows the end dialog, with the records
        await settled(pilot)
        end = app.screen
        assert isinstance(end, EndScreen)
        assert_whole(app, *screen.end_lines())
        assert _("Starting zombies") in box_text(app, end.query_one("#end-text"))
        if spanish:  # the breakdown is diZe's; the records line and the buttons are the app's
            breakdown = "\n".join(words.breakdown(session.state, player.name))
            assert not english_words(breakdown, [player.name]), breakdown
        end.dismiss("look")
        await settled(pilot)
        assert_whole_table(screen, spanish)
        checked.append(session.state)


@pytest.mark.slow
def test_every_reachable_dize_table_is_shown_whole_at_80x24(save_root):
    checked = playouts(app_with(save_root), 20, lambda table, data, checked: play_and_check(
        table, save_root, data, checked))
    assert len(checked) >= 130
    assert any(state.over for state in checked)
    assert any(len(state.zombies) > 12 for state in checked)  # a zone on two lines
    assert any(len(state.launch) >= 8 for state in checked)
    assert {state.step for state in checked} >= {"choose", "attack", "retire", "heroes", "zombies"}


@pytest.mark.slow
def test_every_reachable_dize_table_is_shown_whole_in_spanish(save_root):
    """The same playouts in Spanish, a third as many: longer words still fit, and every
    word of the table is Spanish."""
    from tui import i18n

    i18n.use("es")
    assert _("Launch") == "Lanzamiento"  # the catalogue is read: this run is in Spanish
    checked = playouts(app_with(save_root), 10, lambda table, data, checked: play_and_check(
        table, save_root, data, checked, spanish=True))
    assert len(checked) >= 60
    assert any(state.over for state in checked)
    assert {state.step for state in checked} >= {"choose", "attack", "retire", "heroes", "zombies"}


def test_the_header_fits_one_line_whatever_the_name():
    """Found by the playouts above: a 24-letter name of wide letters wrapped the header."""
    from rich.cells import cell_len

    for name, bot in [("漢" * 24, None), ("漢" * 24, "careful"), ("Ann", None), ("b漢  nzbnXnïAïXyXïXn cdb", None)]:
        setup = RULES.make_setup([PlayerSpec(name=name, bot=bot)], 1, zombies=10)
        line = words.header(RULES.start(setup), setup.players[0])
        assert cell_len(line) <= words.HEADER_WIDTH, line
        assert line.startswith(f"diZe — {name[:3]}") and "10 starting zombies · score 10" in line
        assert ("(bot)" in line) == (bot is not None)
    short_name = words.header(RULES.start(RULES.make_setup([PlayerSpec(name="Ann")], 1, zombies=4)),
                              PlayerSpec(name="Ann"))
    assert short_name == "diZe — Ann · 4 starting zombies · score 4 = 4 + 0 executed"


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["es"])  # the longer words; English at 120x40 is in the snapshots
def test_a_large_terminal_is_used_and_nothing_is_cropped(save_root, lang):
    """At 120x40, a few playouts: whole as at 80x24, and the log takes the extra room."""
    from tui import i18n

    i18n.use(lang)
    spanish = lang == "es"
    checked, room = large_playouts(app_with(save_root), lambda table, data, checked: play_and_check(
        table, save_root, data, checked, spanish=spanish))
    assert checked and room == []
