"""Names are measured in cells wherever they are cut or padded for display (issue 32,
item 10): a name of 24 Chinese letters is 48 columns, 👩🏽‍🚀 is one picture of two,
typed whole into the new-game form and drawn in its two cells on the Linux console."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from rich.cells import cell_len
from textual import events
from textual.keys import _character_to_key
from textual.widgets import Input

from core.game import PlayerSpec
from core.games import rules_for
from tests.tui.helpers import app_with, new_session, settle
from tests.tui.test_new_game_form import open_form
from tui.glyphs import to_ascii

CREW = "王" * 24
ASTRONAUT = "👩🏽\u200d🚀"


def test_the_25_to_dice_header_cuts_a_wide_name_to_the_line_in_columns():
    from tui.games.twenty_five.prompt import header_line

    rules = rules_for("25-to-dice")
    setup = rules.make_setup([PlayerSpec(name=CREW), PlayerSpec(name="Ann")], 914, mode="coop")
    line = header_line(rules, rules.start(setup), setup.players, width=78)
    assert cell_len(line) <= 78 and line.endswith("…")


def test_the_dizzle_score_table_gives_each_name_its_column_in_cells():
    from tui.games.dizzle.tally import end_lines

    rules = rules_for("dizzle")
    setup = rules.make_setup([PlayerSpec(name=CREW), PlayerSpec(name="Bo")], 3, level=1)
    state = rules.start(setup)
    while not rules.is_over(state):
        for event in rules.decide(state, rules.bot_command(state, "greedy")):
            state = rules.evolve(state, event)
    lines = end_lines(state, [CREW, "Bo"])
    assert len({cell_len(line) for line in lines[:3]}) == 1  # the names' head as wide as the rows


def test_the_end_standings_pad_a_wide_name_to_its_column_in_cells():
    from tui.screens.game_base import GameScreen

    rules = SimpleNamespace(scores=lambda state: [7, 12], winners=lambda state: [1])
    screen = SimpleNamespace(rules=rules, state=None, players=(PlayerSpec(name=CREW), PlayerSpec(name="Ann")))
    lines = GameScreen.end_lines(screen)  # type: ignore[arg-type]
    assert cell_len(lines[0]) == cell_len(lines[1])


async def test_the_competitive_standings_keep_their_columns_with_a_wide_name(save_root):
    from tui.games.twenty_five.status import PrisonStatus

    session = new_session(save_root, "25-to-dice", f"{CREW},Ann", seed=4, mode="competitive")
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        rows = [line for line in app.screen.query_one(PrisonStatus).shown_lines() if "Ann" in line.plain
                or "王" in line.plain]  # fmt: skip
        assert len(rows) == 2 and cell_len(rows[0].plain) == cell_len(rows[1].plain)
    session.close()


async def test_a_name_typed_into_the_new_game_form_keeps_its_zero_width_joiner(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, app)
        field = form.query_one("#name-0", Input)
        field.focus()
        field.value = ""
        await settle(pilot)
        for char in ASTRONAUT + "\u202e":  # a bidirectional control is still refused
            field.post_message(events.Key(_character_to_key(char), char))
            await pilot.pause()
        assert field.value == ASTRONAUT


@pytest.fixture
def untwinned():
    """Names' emoji are not the app's glyphs: what they add to UNTWINNED (which the ASCII
    screen checks read) is taken back."""
    from tui.glyphs import UNTWINNED

    before = set(UNTWINNED)
    yield
    UNTWINNED.intersection_update(before)


def test_on_the_linux_console_a_grapheme_keeps_the_cells_rich_gave_it(untwinned):
    for name in (ASTRONAUT, "Bo❤️", CREW, "e\u0301", "👍🏽Cy"):
        assert cell_len(to_ascii(name)) == cell_len(name) and to_ascii(name).isascii()


async def test_on_the_linux_console_an_emoji_name_keeps_its_score_on_the_row(save_root, untwinned):
    from tui.app import DiceApp
    from tui.pace import INSTANT

    session = new_session(save_root, "dalek-dice", f"{ASTRONAUT},Bo❤️=bot:optimal", seed=5)
    app = DiceApp(save_root, session, INSTANT, ascii=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        from tests.tui.test_ascii import screen_text

        rows = [row for row in screen_text(app) if "(bot)" in row or "> **" in row]
        assert rows and all(len(row) == 80 and row.endswith("0  |") for row in rows), rows
    session.close()
