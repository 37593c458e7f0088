"""The Dalek Dice screen shows the whole table at 80x24, in every reachable state.

Hypothesis plays random legal games (2 to 6 players, long and hostile names, bots
and humans, random ticks and cursor moves, the odds panel on or off) and at chosen
moments reads the terminal: every die of the Roll with its key, tick and cursor,
the kept Humans and Daleks, the Top, the Right and every player's total must be
there, and no widget may be cropped (tests/tui/screen_check.py). A shorter run does
the same in Spanish, where no English word may be left on the table.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import strategies as st

from core.dalek_dice import MUST_KEEP, DalekSetup
from core.dalek_dice.faces import DALEKS_2, DALEKS_3, DOCTOR, EXTERMINATE, HUMANS_2, HUMANS_4
from core.game import PlayerSpec
from core.lang import _
from saves.session import GameSession
from tests.i18n.leaks import english_words
from tests.tui.helpers import app_with
from tests.tui.screen_check import RunningApp, box_text, cropped, large_playouts, playouts, screen_cells
from tui.games.dalek_dice.screen import DalekDiceScreen
from tui.games.dalek_dice.words import chip_letters

FACES = (DOCTOR, HUMANS_2, HUMANS_4, DALEKS_2, DALEKS_3, EXTERMINATE)
CHECKS_PER_GAME = 10

#: names as people type them: long, with markup-like brackets, accents and wide letters
NAMES = st.text(alphabet="AbcdXyz Ünï漢[]/", min_size=1, max_size=24).filter(str.strip)
SEATS = st.lists(st.tuples(NAMES, st.sampled_from([None, None, "cautious", "optimal"])),
                 min_size=2, max_size=6, unique_by=lambda seat: seat[0])
#: the Spanish run's names: no Latin letters, so a name cut short with … cannot read as English
NAMES_ES = st.text(alphabet="ÑñÜüï漢[]/ 7", min_size=1, max_size=24).filter(str.strip)
SEATS_ES = st.lists(st.tuples(NAMES_ES, st.sampled_from([None, None, "cautious", "optimal"])),
                    min_size=2, max_size=6, unique_by=lambda seat: seat[0])


def dice_shown(text: str) -> dict[int, int]:
    """How many dice of each face a box shows, by their letters in the language being run."""
    return {face: text.count(f"[{chip_letters(face)}]") for face in FACES}


def dice_held(faces: tuple[int, ...]) -> dict[int, int]:
    return {face: faces.count(face) for face in FACES}


def english_left(lines: list[str], names: list[str]) -> list[str]:
    """English words on the Spanish table: the key bar's last line is left out (its common
    keys, Rules and Menu, and the log's title belong to the app's catalogue), the rest is ours."""
    text = "\n".join(lines[:-1]).replace(_("Log"), " ")
    return english_words(text, names)


def assert_whole(app, screen: DalekDiceScreen, spanish: bool = False) -> None:
    """Everything the state holds is on the terminal, and nothing is cropped."""
    problems = cropped(screen)
    assert not problems, problems
    state, cells = screen.state, screen_cells(app)
    lines = ["".join(row) for row in cells]
    everything = "\n".join(lines)

    def box(selector: str) -> str:
        return box_text(app, screen.query_one(selector), cells)

    assert dice_shown(box("#humans")) == dice_held(state.humans_kept)
    assert dice_shown(box("#daleks")) == dice_held(state.daleks_kept)
    assert _("Humans {count}").format(count=state.humans) in everything
    assert _("Daleks {count}").format(count=state.daleks) in everything
    roll = box("#centre")
    assert dice_shown(roll) == dice_held(state.centre)
    keeping = state.phase == MUST_KEEP and not screen.rules.is_over(state)
    assert roll.count("✓") == len(screen.ticked)
    assert roll.count("^") == (1 if keeping and state.centre else 0)
    if keeping:
        keys = "".join(line.replace(" ", "") for line in roll.split("\n")
                       if line.replace(" ", "").isdigit())
        assert keys == "".join(str((i + 1) % 10) for i in range(len(state.centre)))
    assert dice_shown(box("#right")) == dice_held(state.right)
    top = box("#top")
    assert _("{count} of {most}").format(count=state.doctors, most=3) in top
    assert _("{count} of {most}").format(count=state.exterminates, most=3) in top
    assert top.count(f"[{chip_letters(DOCTOR)}]") == state.doctors
    assert top.count(f"[{chip_letters(EXTERMINATE)}]") == state.exterminates
    rows = box("#scores").split("\n")
    for seat, (player, total) in enumerate(zip(screen.players, state.totals)):
        row = rows[seat]
        assert row.rstrip().endswith(f" {total}"), row
        assert player.name[:4] in row[2:], (row, player.name)  # a language may put "(bot)" first
    if not screen.rules.is_over(state):
        assert screen.players[state.seat].name[:4] in lines[0]
    if spanish:
        leaks = english_left(lines, [player.name for player in screen.players])
        assert not leaks, (leaks, lines)


async def settled(pilot) -> None:
    """Every message handled and the screen laid out and drawn (a new text's size is laid
    out on the second round)."""
    for _step in range(2):
        await pilot.pause()


async def play_and_check(table: RunningApp, root, data, checked: list, spanish: bool = False) -> None:
    app, pilot = table.app, table.pilot
    seats = data.draw(SEATS_ES if spanish else SEATS, label="seats")
    players = tuple(PlayerSpec(name=name, bot=bot) for name, bot in seats)
    setup = DalekSetup(players=players, seed=data.draw(st.integers(0, 2**32), label="seed"))
    session = GameSession.create(root, "dalek-dice", setup)
    session._write = lambda *args, **kwargs: None  # saving has its own tests; here it costs time
    screen = DalekDiceScreen(session)
    screen._schedule_bot = lambda: None  # the test moves the bots, by the same legal commands
    screen.show_odds = data.draw(st.booleans(), label="odds")
    while len(app.screen_stack) > 1:
        app.pop_screen()
    await app.push_screen(screen)
    # late-game tables too (totals near the target, the game over): some turns played first
    for _step in range(data.draw(st.integers(0, 150), label="moves played before the checks")):
        if max(session.state.totals) >= 45:
            break
        session.apply(session.rules.bot_command(session.state, "optimal"))
    stride = data.draw(st.integers(1, 12), label="moves between checks")
    rules = screen.rules
    checks = 0
    for step in itertools.count(1):
        state = screen.state
        if rules.is_over(state) or checks == CHECKS_PER_GAME:
            break
        check = step % stride == 0 or len(state.centre) >= 9  # the rare, largest Rolls: always
        checks += check
        if check:
            screen.after_change()  # what the screen does after every command: header, Footer too
        if state.phase == MUST_KEEP and state.centre:
            for index in data.draw(st.sets(st.integers(0, len(state.centre) - 1)), label="ticks"):
                screen.action_pick(index)
            screen.action_cursor(data.draw(st.integers(-2, 2), label="cursor"))
        if check:
            await settled(pilot)
            assert_whole(app, screen, spanish)
            checked.append(state)
        if data.draw(st.booleans(), label="best play"):
            command = rules.bot_command(state, "optimal")
        else:
            command = data.draw(st.sampled_from(rules.legal_commands(state)), label="command")
        # between checks the table moves on without the Footer's rebuild a real key costs
        session.apply(command)
        screen.refresh_view()
    if rules.is_over(screen.state):
        screen.ending.shown = True  # the board under the end dialog (its own tests open it)
        screen.after_change()
        await settled(pilot)
        assert_whole(app, screen, spanish)
        checked.append(screen.state)


@pytest.mark.slow
def test_every_reachable_table_is_shown_whole_at_80x24(save_root):
    checked = playouts(app_with(save_root), 26, lambda table, data, checked: play_and_check(
        table, save_root, data, checked))
    assert len(checked) >= 130
    assert any(len(state.centre) >= 9 for state in checked)
    assert any(len(state.setup.players) == 6 for state in checked)
    assert any(state.phase == "over" for state in checked)


@pytest.mark.slow
def test_every_reachable_table_is_shown_whole_in_spanish(save_root):
    """The same playouts in Spanish, a third as many: longer words still fit, and every
    word of the table is Spanish."""
    from tui import i18n

    i18n.use("es")
    assert _("Keep") == "Guardar"  # the catalogue is read: this run is in Spanish
    checked = playouts(app_with(save_root), 13, lambda table, data, checked: play_and_check(
        table, save_root, data, checked, spanish=True))
    assert len(checked) >= 60
    assert any(len(state.centre) >= 9 for state in checked)
    assert any(state.phase == "over" for state in checked)


def test_the_end_dialog_in_spanish(save_root):
    """A finished game's end dialog, in Spanish, whole at 80x24 (the verdict and the board's
    last words are Dalek Dice's own)."""
    import asyncio

    from tests.tui.screen_check import assert_whole as assert_on_screen
    from tui import i18n
    from tui.screens.end import EndScreen

    i18n.use("es")
    players = (PlayerSpec(name="Ana", bot=None), PlayerSpec(name="Inés", bot="optimal"))
    session = GameSession.create(save_root, "dalek-dice", DalekSetup(players=players, seed=3))
    while not session.is_over:
        session.apply(session.rules.bot_command(session.state, "optimal"))

    async def run() -> None:
        app = app_with(save_root)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = DalekDiceScreen(session)
            await app.push_screen(screen)
            for _step in range(3):
                await pilot.pause()
            screen.show_end()
            for _step in range(3):
                await pilot.pause()
            assert isinstance(app.screen, EndScreen)
            lines = assert_on_screen(app, *[line for line in screen.end_lines() if line.strip()])
            header = screen.header_text()
            assert header.startswith("Dalek Dice — fin de la partida"), header
            prompt = str(screen.query_one("#prompt").render())
            assert "Fin de la partida" in prompt, prompt
            assert lines

    asyncio.run(run())


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
