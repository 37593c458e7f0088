"""Campaign files and sessions: created at once, locked while open, attempts linked, reconciled."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from core.campaign import Goal, Stage, attempt_seed
from core.game import IllegalMove
from saves.campaign import CampaignExists, CampaignInUse, load_campaign
from saves.campaign_list import latest_campaign, list_campaigns
from saves.campaign_session import CampaignSession
from saves.errors import SaveFailed
from saves.session import GameSession
from saves.store import load_game

#: two quick diZe stages: any score opens the next one
QUICK = (
    Stage(game="dize", options={"zombies": 2}, title="diZe, 2 zombies",
          stars=(Goal(at_least={"score": 0}), Goal(at_least={"won": 1}), Goal(at_least={"score": 99}))),
    Stage(game="dize", options={"zombies": 3}, title="diZe, 3 zombies",
          stars=(Goal(at_least={"score": 0}), Goal(at_least={"won": 1}), Goal(at_least={"score": 99}))),
)  # fmt: skip


def finish(game: GameSession) -> None:
    """Play a stage game to its end with the veteran bot standing in for the player."""
    while not game.is_over:
        game.apply(game.rules.bot_command(game.state, "veteran"))


def left_behind(campaign) -> Path:
    """Start stage 1, then close the campaign: the attempt's game save stays under way."""
    with campaign.start_stage(1) as game:
        path = game.path
    campaign.close()
    return path


@pytest.fixture
def campaign(root):
    with CampaignSession.create(root, "Ann", seed=9, stages=QUICK) as session:
        yield session


def test_a_new_campaign_is_written_at_once_private_to_its_player(root, campaign):
    assert campaign.path == root / "campaigns" / "ann.json"
    assert stat.S_IMODE(os.stat(campaign.path).st_mode) == 0o600
    data = json.loads(campaign.path.read_bytes())
    assert (data["format"], data["version"], data["events"]) == ("dice-tui-campaign", 1, [])
    assert data["setup"]["name"] == "Ann" and data["setup"]["seed"] == 9


def test_a_taken_name_is_refused_whatever_its_case_and_nothing_changes(root, campaign):
    before = campaign.path.read_bytes()
    with pytest.raises(CampaignExists, match=r"^a campaign named 'Ann' already exists$"):  # the one there
        CampaignSession.create(root, "ann")
    assert campaign.path.read_bytes() == before


@pytest.mark.parametrize("name, message", [
    ("   ", "a campaign needs a name"),
    ("!!!", "a campaign name needs at least one letter or digit"),
    ("x" * 25, "a campaign name has at most 24 characters"),
])  # fmt: skip
def test_an_unusable_name_says_why(root, name, message):
    with pytest.raises(ValueError, match=f"^{message}$"):
        CampaignSession.create(root, name)


def test_an_open_campaign_is_locked_against_a_second_dice_tui(campaign):
    with pytest.raises(CampaignInUse, match=r"^this campaign is open in another dice-tui \(pid \d+\)$"):
        CampaignSession.open(campaign.path)


def test_a_stage_starts_with_its_game_save_in_the_campaigns_folder_and_the_attempt_seed(campaign):
    with campaign.start_stage(1) as game:
        assert game.path.parent == campaign.path.with_suffix("")
        assert game.setup.seed == attempt_seed(9, 1, 1) and game.setup.zombies == 2
        assert game.setup.players[0].name == "Ann"
    [event] = json.loads(campaign.path.read_bytes())["events"]
    assert event == {"type": "stage_started", "stage": 1, "attempt": 1, "seed": game.setup.seed,
                     "save": game.path.name}  # fmt: skip


def test_a_locked_stage_creates_no_game_save(campaign):
    with pytest.raises(IllegalMove, match="Stage 2 is locked"):
        campaign.start_stage(2)
    assert not campaign.folder.exists() or not any(campaign.folder.iterdir())


def test_quitting_mid_stage_then_resuming_gives_the_same_game_and_dice(root, campaign):
    game = campaign.start_stage(1)
    game.apply(game.rules.bot_command(game.state, "veteran"))
    events, state = game.events, game.state
    game.close()
    campaign.close()
    with CampaignSession.open(campaign.path) as again, again.resume_stage(1) as resumed:
        assert resumed.events == events and resumed.state == state
        assert again.state.playing(1).number == 1


def test_the_end_of_a_stage_game_is_recorded_once(campaign):
    with campaign.start_stage(1) as game:
        finish(game)
        first = campaign.finish(1, 1, game.state)
        again = campaign.finish(1, 1, game.state)
    assert first == again and first.status == "finished" and first.stars >= 1
    assert [e["type"] for e in json.loads(campaign.path.read_bytes())["events"]] == ["stage_started", "stage_finished"]
    assert campaign.state.unlocked(2)


def test_a_game_that_ended_while_the_campaign_was_closed_is_recorded_on_open(root, campaign):
    """A crash between the game's last event and the campaign's record loses nothing."""
    with campaign.start_stage(1) as game:
        finish(game)
        score = game.state.score
    campaign.close()
    assert [i.progress for i in list_campaigns(root)] == ["stage 2 next"]  # the list sees it already
    with CampaignSession.open(campaign.path) as again:
        assert again.state.best(1).score == score
        assert json.loads(again.path.read_bytes())["events"][-1]["type"] == "stage_finished"


def test_a_crash_after_the_game_save_but_before_the_record_deals_the_same_dice_again(root, campaign, monkeypatch):
    def crash(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("saves.lock.SaveLock.write", crash)
    with pytest.raises(SaveFailed, match=r"^could not save ann\.json: No space left on device$"):
        campaign.start_stage(1)
    assert list(campaign.folder.glob("*.json")) == []  # the spare game save is removed
    monkeypatch.undo()
    with campaign.start_stage(1) as game:
        assert game.setup.seed == attempt_seed(9, 1, 1)


def test_a_missing_game_save_is_reported_and_nothing_is_written(root, campaign):
    path = left_behind(campaign)
    path.unlink()
    before = campaign.path.read_bytes()
    with CampaignSession.open(campaign.path) as again:
        assert again.problems == {1: f"its game save {path.name} is missing"}
        with pytest.raises(FileNotFoundError, match="is missing"):
            again.resume_stage(1)
        assert again.path.read_bytes() == before
        again.void(1, again.problems[1])
        assert again.problems == {} and again.state.tries(1)[0].status == "void"
        with again.start_stage(1) as second:
            assert second.setup.seed == attempt_seed(9, 1, 2)


def test_a_damaged_game_save_is_reported_and_left_as_it_is(root, campaign):
    path = left_behind(campaign)
    path.write_bytes(b"{oops")
    with CampaignSession.open(campaign.path) as again:
        assert again.problems == {1: f"its game save {path.name} is damaged: not JSON (line 1, column 2)"}
    assert path.read_bytes() == b"{oops"


def test_the_list_puts_the_latest_activity_first_and_continue_skips_finished_campaigns(root, campaign):
    with CampaignSession.create(root, "Bob", seed=1, stages=QUICK[:1]) as bob, bob.start_stage(1) as game:
        finish(game)
        bob.finish(1, 1, game.state)
    with campaign.start_stage(1) as game:
        game.apply(game.rules.bot_command(game.state, "veteran"))  # Ann plays last
    infos = list_campaigns(root)
    assert [(i.name, i.status, i.progress) for i in infos] == [
        ("Ann", "unfinished", "stage 1 under way"), ("Bob", "complete", "complete")]
    assert infos[0].playing == ((1, game.path),) and infos[0].in_use
    assert latest_campaign(root).name == "Ann"


def test_stage_saves_stay_out_of_the_main_save_list(root, campaign):
    from saves.store import list_saves

    with campaign.start_stage(1):
        pass
    assert list_saves(root) == []


def test_a_loaded_campaign_folds_to_the_sessions_state(campaign):
    with campaign.start_stage(1) as game:
        finish(game)
        campaign.finish(1, 1, game.state)
    assert load_campaign(campaign.path).state == campaign.state
    assert load_game(campaign.folder / campaign.state.tries(1)[0].save).rules.is_over


def test_a_seed_is_a_whole_number_of_up_to_twelve_digits(root):
    with pytest.raises(ValueError, match=r"^the seed must be a whole number from 0 to 999999999999$"):
        CampaignSession.create(root, "Ann", seed=10**12)
    with CampaignSession.create(root, "Ann", seed=10**12 - 1) as session:
        assert session.setup.seed == 999_999_999_999
