"""The command line keeps its word: --save-dir anywhere, no silent defaults, one exit
status for every refusal, and hostile names through every command (tests/hostile.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tui.app
from core.text import as_typed
from tests.hostile import FORBIDDEN, REFUSED, SHOWN
from tests.tui.helpers import new_session
from tests.tui.test_cli import run_cli
from tui.cli import campaign as campaign_cli
from tui.door import Resume


@pytest.fixture
def launched(monkeypatch):
    """Stand in for the app: record the save folder and what it would open."""
    calls = []

    def fake(root, start):
        calls.append((root, start))
        return 0

    monkeypatch.setattr(tui.app, "run_app", fake)
    return calls


@pytest.fixture
def campaign_launched(monkeypatch):
    calls = []

    def fake(root, session, resume_stage):
        calls.append((root, session.setup.name))
        session.close()
        return 0

    monkeypatch.setattr(campaign_cli, "run_campaign_app", fake)
    return calls


def _where(tmp_path: Path) -> tuple[str, Path]:
    folder = tmp_path / "elsewhere"
    return str(folder), folder


@pytest.mark.parametrize("before", [True, False])
def test_save_dir_is_honoured_before_or_after_new(capsys, save_root, tmp_path, launched, before):
    text, folder = _where(tmp_path)
    args = ["new", "dize", "--seed", "3"]
    argv = ["--save-dir", text, *args] if before else [*args, "--save-dir", text]
    code, _, err = run_cli(capsys, *argv)
    assert (code, err) == (0, "")
    (root, start), = launched
    assert root == folder and start.root == folder


@pytest.mark.parametrize("before", [True, False])
def test_save_dir_is_honoured_before_or_after_saves_and_resume(capsys, save_root, tmp_path, launched, before):
    text, folder = _where(tmp_path)
    session = new_session(folder, "dize", "Ann", 3)
    session.close()
    for command in (["saves", "--json"], ["resume"], ["resume", session.path.stem]):
        argv = ["--save-dir", text, *command] if before else [*command, "--save-dir", text]
        code, out, err = run_cli(capsys, *argv)
        assert code == 0, err
        if command[0] == "saves":
            assert [Path(info["path"]) for info in json.loads(out)] == [session.path]
    assert [start for _, start in launched] == [Resume(session.path)] * 2
    assert all(root == folder for root, _ in launched)


@pytest.mark.parametrize("before", [True, False])
def test_save_dir_is_honoured_before_or_after_campaign(capsys, save_root, tmp_path, campaign_launched, before):
    text, folder = _where(tmp_path)
    argv = ["--save-dir", text, "campaign", "new", "Ann"] if before else ["campaign", "new", "Ann", "--save-dir", text]
    code, _, err = run_cli(capsys, *argv)
    assert (code, err) == (0, "")
    assert campaign_launched == [(folder, "Ann")]


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--save-dir", "x", "sheet", "dize"], "--save-dir does not apply to sheets"),
        (["--save-dir", "x", "bots", "dize"], "--save-dir does not apply to bots"),
        (["bots", "dize", "--save-dir", "x"], "unrecognized arguments: --save-dir"),
        (["new", "dalek-dice", "--players", ""], "--players has an empty name"),
        (["new", "dalek-dice", "--players", "Ann=Bob,Cy"], "'Ann=Bob': NAME=KIND names a bot"),
        (["new", "dalek-dice", "--players", "Ann=,Cy"], "'Ann=': NAME=KIND names a bot"),
    ],
)
def test_what_cannot_be_done_is_refused_not_ignored(capsys, save_root, launched, argv, message):
    code, _, err = run_cli(capsys, *argv)
    assert code == 2 and message in err.splitlines()[0]
    assert launched == []


def test_a_named_bot_still_sits_down(capsys, save_root, launched):
    code, _, err = run_cli(capsys, "new", "dalek-dice", "--players", "Ann,Rex=bot:optimal", "--seed", "1")
    assert (code, err) == (0, "")
    players = launched[0][1].setup.players
    assert [(p.name, p.bot) for p in players] == [("Ann", None), ("Rex", "optimal")]


def test_a_locked_save_a_damaged_save_and_nothing_to_resume_share_exit_status_2(capsys, save_root):
    assert run_cli(capsys, "resume")[0] == 2
    session = new_session(save_root, "dize", "Ann", 3)  # held open: its lock is taken
    code, _, err = run_cli(capsys, "resume", session.path.stem)
    assert code == 2 and err.count("\n") == 1
    session.close()
    session.path.write_text("{ not json", encoding="utf-8")
    code, _, err = run_cli(capsys, "resume", session.path.stem)
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err


# -- the corpus through every command -----------------------------------------------------


@pytest.mark.parametrize("name", SHOWN)
def test_new_seats_any_plain_text_name_as_typed(capsys, save_root, launched, name):
    seats = f"{name},bot:optimal" if "=" not in name else f"{name}=bot:optimal,Bob"  # '=' names a bot
    code, _, err = run_cli(capsys, "new", "dalek-dice", "--players", seats, "--seed", "1")
    assert (code, err) == (0, "")
    assert launched[0][1].setup.players[0].name == as_typed(name)


@pytest.mark.parametrize("name", SHOWN)
def test_campaign_new_takes_any_plain_text_name_as_typed(capsys, save_root, campaign_launched, name):
    code, _, err = run_cli(capsys, "campaign", "new", name)
    assert (code, err) == (0, "")
    assert campaign_launched[0][1] == as_typed(name)


@pytest.mark.parametrize("name, named", REFUSED.items())
@pytest.mark.parametrize("command", ["new", "campaign"])
def test_a_control_character_in_a_name_is_refused_in_one_line(
    capsys, save_root, launched, campaign_launched, command, name, named
):
    argv = ["new", "dalek-dice", "--players", f"{name},Bob"] if command == "new" else ["campaign", "new", name]
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and named in err.splitlines()[0]
    assert not FORBIDDEN & set(out + err.replace("\n", ""))
    assert launched == [] and campaign_launched == []


def _plant(path: Path, names: list[str]) -> None:
    """Write names into a save as an old version or a hand edit might have."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for seat, name in zip(data["setup"]["players"], names):
        seat["name"] = name
    path.write_text(json.dumps(data), encoding="utf-8")


def test_saves_lists_hostile_names_literally_and_never_prints_a_control_character(capsys, save_root):
    shown = [name for name in SHOWN if "\\" not in name][:6]
    table = new_session(save_root, "dalek-dice", ",".join(f"P{n}" for n in range(6)), 1)
    table.close()
    _plant(table.path, shown)
    planted = new_session(save_root, "dalek-dice", "A,B,C,D,E,F", 2)
    planted.close()
    _plant(planted.path, [name for name in REFUSED if "\udcff" not in name][:6])
    code, out, err = run_cli(capsys, "saves")
    assert (code, err) == (0, "")
    assert all(name in out for name in shown)
    assert not FORBIDDEN & set(out.replace("\n", ""))
    assert "a\u241b[2J" in out  # the stand-in shows where the control character was
    code, out, _ = run_cli(capsys, "saves", "--json")
    listed = {Path(info["path"]): info["players"] for info in json.loads(out)}
    assert listed[table.path] == shown


def test_campaign_list_never_prints_a_control_character(capsys, save_root):
    from saves.campaign_session import CampaignSession

    session = CampaignSession.create(save_root, "Ann", 7)
    session.close()
    data = json.loads(session.path.read_text(encoding="utf-8"))
    data["setup"]["name"] = "Ann\x1b]0;pwned\x07"
    session.path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run_cli(capsys, "campaign", "list")
    assert code == 0 and not FORBIDDEN & set(out.replace("\n", "") + err.replace("\n", ""))


def test_twin_long_names_are_told_apart_within_the_24_characters(capsys, save_root, launched):
    code, _, err = run_cli(capsys, "new", "dalek-dice", "--players", ",".join(["W" * 24] * 3))
    assert (code, err) == (0, "")
    assert [p.name for p in launched[0][1].setup.players] == ["W" * 24, "W" * 22 + " 2", "W" * 22 + " 3"]
