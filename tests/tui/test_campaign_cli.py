"""`dice-tui campaign new|list|resume`: errors in one line with exit 2, never a traceback."""

from __future__ import annotations

import json

import pytest

from saves.campaign_session import CampaignSession
from tests.tui.test_cli import run_cli
from tui.cli import campaign as campaign_cli


@pytest.fixture
def launched(monkeypatch):
    """Stand in for the app: record which campaign (and stage) it would open."""
    calls = []

    def fake(root, session, resume_stage):
        calls.append((session.name, resume_stage, session.closed))
        session.close()
        return 0

    monkeypatch.setattr(campaign_cli, "run_campaign_app", fake)
    return calls


def test_new_creates_the_campaign_and_opens_it(capsys, save_root, launched):
    code, _, err = run_cli(capsys, "campaign", "new", "Ann", "--seed", "7")
    assert (code, err, launched) == (0, "", [("Ann", None, False)])
    data = json.loads((save_root / "campaigns" / "ann.json").read_bytes())
    assert data["setup"]["seed"] == 7


def test_the_global_save_dir_works_before_and_after_the_command(capsys, tmp_path, launched):
    run_cli(capsys, "--save-dir", str(tmp_path / "a"), "campaign", "new", "Ann")
    run_cli(capsys, "campaign", "new", "Bob", "--save-dir", str(tmp_path / "b"))
    assert (tmp_path / "a" / "campaigns" / "ann.json").is_file()
    assert (tmp_path / "b" / "campaigns" / "bob.json").is_file()


def test_a_campaign_may_be_named_campaign(capsys, save_root, launched):
    assert run_cli(capsys, "campaign", "new", "campaign")[0] == 0
    assert (save_root / "campaigns" / "campaign.json").is_file()


@pytest.mark.parametrize("argv, message", [
    (["campaign"], "the following arguments are required: ACTION"),
    (["campaign", "start"], "invalid choice: 'start'"),
    (["campaign", "new", "Ann", "--seed", "many"], "invalid int value: 'many'"),
    (["campaign", "new"], "the following arguments are required: name"),
])  # fmt: skip
def test_bad_arguments_get_one_line_then_usage_and_exit_2(capsys, save_root, argv, message):
    code, _, err = run_cli(capsys, *argv)
    first, *rest = err.splitlines()
    assert code == 2 and message in first and rest[0].startswith("usage: dice-tui campaign")
    assert "Traceback" not in err


@pytest.mark.parametrize("argv, message", [
    (["campaign", "new", "!!"], "dice-tui campaign: a campaign name needs at least one letter or digit"),
    (["campaign", "new", "Ann"], "dice-tui campaign: a campaign named 'Ann' already exists"),
    (["campaign", "resume", "Zed"], "dice-tui campaign: no campaign named 'Zed' in "),
])  # fmt: skip
def test_campaign_errors_are_one_line_with_exit_2(capsys, save_root, launched, argv, message):
    CampaignSession.create(save_root, "Ann", seed=1).close()
    code, _, err = run_cli(capsys, *argv)
    assert code == 2 and err.startswith(message) and len(err.splitlines()) == 1


def test_resume_without_a_campaign_says_how_to_start_one(capsys, save_root, launched):
    code, _, err = run_cli(capsys, "campaign", "resume")
    assert code == 2 and "no campaign in" in err and "dice-tui campaign new NAME" in err


def test_resume_opens_the_latest_campaign_straight_into_its_stage_under_way(capsys, save_root, launched):
    CampaignSession.create(save_root, "Ann", seed=1).close()
    with CampaignSession.create(save_root, "Bob", seed=2) as bob:
        bob.start_stage(1).close()
    assert run_cli(capsys, "campaign", "resume")[0] == 0
    assert run_cli(capsys, "campaign", "resume", "ann")[0] == 0
    assert launched == [("Bob", 1, False), ("Ann", None, False)]


def test_resume_of_a_damaged_campaign_leaves_it_as_it_is(capsys, save_root, launched):
    CampaignSession.create(save_root, "Ann", seed=1).close()
    path = save_root / "campaigns" / "ann.json"
    path.write_bytes(b"")
    code, _, err = run_cli(capsys, "campaign", "resume", "Ann")
    assert (
        code == 2
        and err == "dice-tui campaign: cannot open ann.json: damaged campaign (empty file); it is left as it is\n"
    )
    assert path.read_bytes() == b"" and launched == []


def test_resume_of_a_campaign_open_elsewhere_says_so(capsys, save_root, launched):
    with CampaignSession.create(save_root, "Ann", seed=1):
        code, _, err = run_cli(capsys, "campaign", "resume", "Ann")
    assert code == 2 and err.startswith("dice-tui campaign: this campaign is open in another dice-tui")


def test_list_shows_progress_stars_and_score_and_damage(capsys, save_root):
    with CampaignSession.create(save_root, "Ann", seed=1) as ann:
        ann.start_stage(1).close()
    (save_root / "campaigns" / "bob.json").write_text("{}")
    code, out, _ = run_cli(capsys, "campaign", "list")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 2 and all(len(line) <= 80 for line in lines), lines
    ann_line = next(line for line in lines if line.startswith("Ann"))
    assert ann_line.endswith("stage 1 under way, 0 of 33 stars, score 0")
    assert any(line.startswith("bob") and line.endswith("damaged: not a dice-tui campaign") for line in lines)
    code, out, _ = run_cli(capsys, "campaign", "list", "--json")
    rows = {row["name"]: row for row in json.loads(out)}
    assert rows["Ann"]["playing"][0]["stage"] == 1 and rows["bob"]["status"] == "damaged"


def test_list_of_an_empty_folder(capsys, save_root):
    code, out, _ = run_cli(capsys, "campaign", "list")
    assert code == 0 and out.startswith("No campaigns in ")


def test_the_main_help_names_the_campaign_command(capsys):
    code, out, _ = run_cli(capsys, "--help")
    assert code == 0 and "campaign" in out


def test_the_campaign_app_opens_with_the_apps_stylesheet(save_root, monkeypatch):
    """`campaign new|resume` run a DiceApp subclass defined in tui/campaign: it must still
    find the app's stylesheet (a relative CSS_PATH is read beside the subclass's module)."""
    import asyncio

    from tests.tui.helpers import settle
    from tui.app import DiceApp

    shown = []

    def run_headless(app, **kwargs):
        async def look():
            async with app.run_test(size=(80, 24)) as pilot:
                await settle(pilot)
                shown.append(type(app.screen).__name__)

        asyncio.run(look())

    monkeypatch.setattr(DiceApp, "run", run_headless)
    session = CampaignSession.create(save_root, "Ann", 7)
    assert campaign_cli.run_campaign_app(save_root, session, None) == 0
    assert shown == ["CampaignScreen"]
