"""`saves` and `resume` on a folder holding hostile files, saves from elsewhere, unsafe folders."""

from __future__ import annotations

import json
import os
import stat

import pytest

import tui.app
from core.dalek_dice import RULES
from core.game import PlayerSpec
from saves.session import GameSession
from tests.tui.test_cli import run_cli


@pytest.fixture
def launched(monkeypatch):
    """Stand in for the app: open what it would open, record it, close it."""
    calls = []

    def fake(root, start):
        session = GameSession.open(start.path)
        calls.append((root, start.path, len(session.events)))
        session.close()
        return 0

    monkeypatch.setattr(tui.app, "run_app", fake)
    return calls


def new_game(root, moves: int = 3):
    setup = RULES.make_setup([PlayerSpec(name="Ann"), PlayerSpec(name="Bob", bot="optimal")], seed=5)
    with GameSession.create(root, "dalek-dice", setup) as session:
        for _ in range(moves):
            session.apply(RULES.bot_command(session.state, "optimal"))
    return session.path


def test_saves_lists_bad_files_apart_with_their_names(capsys, save_root):
    good = new_game(save_root)
    os.mkfifo(save_root / "fifo.json")
    (save_root / "deep.json").write_bytes(b"[" * 1000 + b"]" * 1000)
    (save_root / "big.json").write_bytes(b'{"version":' + b"1" * 5000 + b"}")
    code, out, err = run_cli(capsys, "saves")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith(good.stem) and "unfinished" in lines[0]
    assert lines[1].startswith("    [")  # its players and progress, on a line of their own
    assert lines[2] == "Cannot be played (3), kept as they are:"
    assert lines[3].startswith("  big.json: not JSON")  # a long reason goes on, indented
    assert "  deep.json: not a dice-tui file (far more nested objects than any save holds)" in lines
    assert lines[-1] == "  fifo.json: unreadable: a FIFO, not a regular file"
    assert max(len(line) for line in lines) <= 80

    code, out, _ = run_cli(capsys, "saves", "--json")
    rows = json.loads(out)
    assert [(row["name"], row["status"]) for row in rows] == [
        (good.stem, "unfinished"), ("big", "damaged"), ("deep", "damaged"), ("fifo.json", "damaged"),
    ]  # fmt: skip


def test_resume_still_finds_the_good_game_among_bad_files(capsys, save_root, launched):
    good = new_game(save_root)
    os.mkfifo(save_root / "zzz.json")
    (save_root / "aaa.json").write_bytes(b"\xff\xfe")
    assert run_cli(capsys, "resume")[0] == 0
    assert launched == [(save_root, good, 3)]


def test_resume_of_a_path_elsewhere_plays_a_copy_and_touches_nothing_beside_it(capsys, save_root, tmp_path, launched):
    elsewhere = tmp_path / "friend"
    original = new_game(elsewhere)
    before = sorted(os.listdir(elsewhere)), original.read_bytes(), os.stat(original).st_ino
    code, _, err = run_cli(capsys, "resume", str(original))
    assert code == 0 and f"playing a copy, {original.name}" in err
    assert launched == [(save_root, save_root / original.name, 3)]
    assert (sorted(os.listdir(elsewhere)), original.read_bytes(), os.stat(original).st_ino) == before
    assert stat.S_IMODE(os.stat(save_root / original.name).st_mode) == 0o600


def test_resume_by_name_never_takes_a_file_of_that_name_in_the_current_folder(
        capsys, save_root, tmp_path, launched, monkeypatch):
    """In a shared folder, `resume NAME` means the user's own save: another user's file
    named like it (a cheated game) is neither imported nor played."""
    shared = tmp_path / "shared"
    planted = new_game(shared, moves=5)
    monkeypatch.chdir(shared)
    code, _, err = run_cli(capsys, "resume", planted.stem)
    assert code == 2 and "no save named" in err and launched == []
    os.rename(planted, shared / planted.stem)  # the same file without its .json
    code, _, err = run_cli(capsys, "resume", planted.stem)
    assert code == 2 and "no save named" in err and launched == []
    assert not save_root.exists() or os.listdir(save_root) == []


def test_resume_by_name_plays_the_users_own_save_even_beside_a_namesake(capsys, save_root, tmp_path, launched,
                                                                        monkeypatch):
    own = new_game(save_root, moves=3)
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / own.stem).write_bytes(new_game(tmp_path / "other", moves=5).read_bytes())
    monkeypatch.chdir(shared)
    assert run_cli(capsys, "resume", own.stem)[0] == 0
    assert launched == [(save_root, own, 3)]


@pytest.mark.parametrize("given", ["./{stem}", "{stem}.json", "{folder}/{stem}"])
def test_a_path_that_looks_like_one_is_imported(capsys, save_root, tmp_path, launched, monkeypatch, given):
    shared = tmp_path / "shared"
    theirs = new_game(shared, moves=5)
    os.rename(theirs, theirs.with_suffix("") if given != "{stem}.json" else theirs)
    monkeypatch.chdir(shared)
    code, _, err = run_cli(capsys, "resume", given.format(stem=theirs.stem, folder=shared))
    assert code == 0 and "playing a copy" in err
    assert [(root, events) for root, _path, events in launched] == [(save_root, 5)]


def test_resume_of_a_system_file_writes_nothing_anywhere(capsys, save_root, tmp_path, launched):
    victim = tmp_path / "passwd"
    victim.write_text("root:x:0:0::/root:/bin/sh\n")
    code, _, err = run_cli(capsys, "resume", str(victim))
    assert code == 2 and err.startswith(f"dice-tui: cannot import {victim}: not JSON")
    assert sorted(os.listdir(tmp_path)) == ["passwd"] and launched == []


@pytest.mark.parametrize("command", [["saves"], ["resume"], ["new", "dize"]])
def test_a_save_folder_others_can_write_to_is_refused_in_one_line(capsys, save_root, launched, command):
    new_game(save_root)
    save_root.chmod(0o777)
    code, out, err = run_cli(capsys, *command)
    assert code == 2 and out == "" and launched == []
    assert (
        err
        == f"dice-tui: refusing to use {save_root}: other users can write to it (mode 0777; chmod go-w fixes that)\n"
    )


def test_a_level_file_that_is_a_device_is_refused_not_read_forever(capsys, save_root):
    code, _, err = run_cli(capsys, "new", "dizzle", "--level-file", "/dev/zero")
    assert code == 2 and "cannot read level file /dev/zero: a device, not a regular file" in err


def test_the_campaign_commands_refuse_such_a_folder_too(capsys, save_root):
    save_root.mkdir(parents=True)
    save_root.chmod(0o757)
    code, out, err = run_cli(capsys, "campaign", "list")
    assert (code, out) == (2, "")
    assert (
        err
        == f"dice-tui campaign: refusing to use {save_root}: "
        "other users can write to it (mode 0757; chmod go-w fixes that)\n"
    )


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-le", "utf-32"])
def test_a_level_file_is_read_in_the_encodings_a_save_may_be_in(capsys, save_root, monkeypatch, tmp_path, encoding):
    """A level file with a byte-order mark, or in UTF-16, was "Invalid JSON" while saves in
    those encodings load; the new game gets the level the file describes."""
    from importlib import resources

    text = resources.files("core.dizzle.levels").joinpath("level2.json").read_text("utf-8")
    source = tmp_path / "level.json"
    source.write_bytes(text.encode(encoding))
    started = []
    monkeypatch.setattr(tui.app, "run_app", lambda root, start: started.append(start) or 0)
    code, _, err = run_cli(capsys, "new", "dizzle", "--level-file", str(source), "--players", "Ann")
    assert (code, err) == (0, "")
    (start,) = started
    from core.dizzle.level_file import parse_level

    assert start.setup.level == parse_level(text)
