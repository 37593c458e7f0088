"""A game played as a campaign stage says so: its top line names the campaign, the stage
and what each star asks, in every game, and the game still fits 80x24 under it.

Each game's first stage of the shipped campaign is played from the campaign screen by
Enter, then random legal moves; at every state checked the stage line and the game's
own header are on screen (25 to Dice gives its header's row up: solo, the round is in
its Time box) and nothing is cropped.
"""

from __future__ import annotations

import random

import pytest
from rich.cells import cell_len

from core.campaign.stages import default_stages
from saves.campaign_session import CampaignSession
from tests.tui.helpers import app_with, settle
from tests.tui.screen_check import assert_whole
from tui.campaign import words
from tui.campaign.screen import CampaignScreen

FIRST_STAGE = {stage.game: stage for stage in reversed(default_stages())}
GAMES = ["dizzle", "dize", "25-to-dice", "dalek-dice"]
STATES_PER_GAME = 12


def test_the_stage_line_keeps_the_goals_whole_and_cuts_a_long_name():
    with_name = type("Setup", (), {"name": "Bartholomew Fitzgerald 漢字 the Third"})
    state = type("State", (), {"setup": with_name, "size": 12, "stage": lambda self, n: FIRST_STAGE["dalek-dice"]})()
    line = words.stage_line(state, 4, width=66)
    assert line.startswith("Campaign Bar…")
    assert line.endswith(" · Stage 4 of 12 · ★ win  ★★ win by 10  ★★★ win by 25")
    assert cell_len(line) <= 66
    narrow = words.stage_line(state, 4, width=60)  # the stage in short, the goals still whole
    assert narrow.endswith(" · 4/12 · ★ win  ★★ win by 10  ★★★ win by 25") and cell_len(narrow) <= 60


@pytest.mark.parametrize("game", GAMES)
async def test_a_stage_game_names_the_campaign_the_stage_and_its_stars(save_root, game):
    CampaignSession.create(save_root, "Ann", seed=11, stages=[FIRST_STAGE[game]]).close()
    with CampaignSession.open(save_root / "campaigns" / "ann.json") as campaign:
        line = words.stage_line(campaign.state, 1)
    assert line.startswith("Campaign Ann · Stage 1 of 1 · ★ ")
    app = app_with(save_root)
    rng = random.Random(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(CampaignScreen())
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        screen = app.screen
        assert screen.stage is not None
        for _ in range(STATES_PER_GAME):
            header = screen.query_one("#game-header").render()
            lines = assert_whole(app, line)
            assert lines[0].strip() == line
            if game != "25-to-dice":
                assert lines[1].strip() == str(header).strip()
            if screen.session.is_over:
                break
            for _ in range(rng.randrange(1, 6)):
                if screen.session.is_over:
                    break
                screen.play(rng.choice(screen.rules.legal_commands(screen.state)))
            await settle(pilot)
            app.clear_notifications()
            while app.screen is not screen:  # the stage's end dialog: look at the board under it
                app.screen.dismiss("look")
                await settle(pilot)
