"""25 to Dice's panels keep lines by what they show (issue 34): a move hands every panel a
new view, and a panel whose slice of it is the same keeps its lines; the board keeps each
square's pieces, the inmates panel each inmate's line. Whatever was kept must be exactly
what building the lines afresh gives, move after move, picks and all."""

from __future__ import annotations

import random

from rich.text import Text

from tests.tui.helpers import app_with, new_session, settle
from tui.games.twenty_five.board import PrisonBoard
from tui.games.twenty_five.dice import InmateDice
from tui.games.twenty_five.inmates import PrisonInmates
from tui.games.twenty_five.lines import LinesWidget, as_pieces
from tui.games.twenty_five.status import PrisonStatus

#: what the panels keep between drawings
KEPT = ("_lines_for", "_slots", "_inmate_lines")


def afresh(widget: LinesWidget) -> list:
    """The widget's lines built with nothing kept (what it keeps is put back after)."""
    kept = {name: widget.__dict__.pop(name) for name in KEPT if name in widget.__dict__}
    try:
        return [as_pieces(line) if isinstance(line, Text) else line for line in widget.lines()]
    finally:
        widget.__dict__.update(kept)


async def test_every_kept_line_is_the_line_built_afresh(save_root):
    session = new_session(save_root, "25-to-dice", "Ann,Bob,Cy", seed=7, mode="competitive")
    app = app_with(save_root, session)
    chance = random.Random(7)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        panels = [screen.query_one(kind) for kind in (PrisonBoard, PrisonInmates, PrisonStatus, InmateDice)]
        status_kept = 0
        for _ in range(60):
            if screen.session.is_over:
                break
            if chance.random() < 0.3 and screen.check_action("inmate", (0,)):  # a pick: targets and marks
                await pilot.press(chance.choice("abcdef"))
            else:
                before = panels[2].drawn()
                screen.play(chance.choice(screen.rules.legal_commands(screen.state)))
                await settle(pilot)
                status_kept += panels[2].drawn() is before
            await settle(pilot)
            for panel in panels:
                assert panel.drawn() == afresh(panel), type(panel).__name__
        assert status_kept, "no move kept the status panel's lines: the key is never the same"
