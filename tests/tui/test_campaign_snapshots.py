"""SVG snapshots of the campaign at 80x24 (re-record with --snapshot-update)."""

from __future__ import annotations

from saves.campaign_session import CampaignSession
from tests.tui.helpers import app_with, settle


def campaign_with_progress(root) -> None:
    """Stage 1 finished by the greedy bot (seed 42 deals the same game every time), stage 2 under way."""
    with CampaignSession.create(root, "Ann", seed=42) as session:
        with session.start_stage(1) as game:
            while not game.is_over:
                game.apply(game.rules.bot_command(game.state, "greedy"))
            session.finish(1, 1, game.state)
        session.start_stage(2).close()


def test_campaign_path_with_a_stage_under_way(snap_compare, save_root):
    campaign_with_progress(save_root)

    async def open_campaign(pilot):
        from tui.campaign.screen import CampaignScreen

        pilot.app.push_screen(CampaignScreen())
        await settle(pilot)
        await pilot.press("down")
        await settle(pilot)

    assert snap_compare(app_with(save_root), terminal_size=(80, 24), run_before=open_campaign)


def test_new_campaign_form(snap_compare, save_root):
    async def open_form(pilot):
        from tui.campaign.screen import CampaignScreen

        pilot.app.push_screen(CampaignScreen())
        await settle(pilot)
        await pilot.press(*"Ann")
        await settle(pilot)

    assert snap_compare(app_with(save_root), terminal_size=(80, 24), run_before=open_form)


def test_a_stage_game_names_its_campaign_stage_and_stars(snap_compare, save_root):
    """25 to Dice as a stage: the stage line takes the header's row (solo, the round is in Time)."""
    from core.campaign.stages import default_stages

    stage = next(stage for stage in default_stages() if stage.game == "25-to-dice")
    CampaignSession.create(save_root, "Ann", seed=42, stages=[stage]).close()

    async def play_stage(pilot):
        from tui.campaign.screen import CampaignScreen

        pilot.app.push_screen(CampaignScreen())
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)

    assert snap_compare(app_with(save_root), terminal_size=(80, 24), run_before=play_stage)
