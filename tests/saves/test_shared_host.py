"""A shared host: private folders and files whoever creates them first, no planted symlink
followed, and a folder other users can write to refused in one line."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from core.dize.records import Records
from saves.campaign_session import CampaignSession
from saves.errors import DamagedSave
from saves.files import append_private
from saves.paths import UnsafeFolder, check_folder, ensure_folder
from saves.records import load_records, save_records
from saves.session import GameSession
from saves.store import list_saves, load_game
from tests.saves.conftest import play_bots, tally_setup


def mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


@pytest.fixture(autouse=True)
def open_umask():
    """The loosest usual umask: folders made by mkdir(parents=True) would come out 0755."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_a_campaign_creating_the_folders_first_makes_each_of_them_private(tmp_path):
    home = tmp_path / "home"
    with CampaignSession.create(home / "saves", "Ann", seed=3) as campaign, campaign.start_stage(1) as game:
        pass
    for folder in (home, home / "saves", home / "saves" / "campaigns", campaign.folder):
        assert mode(folder) == 0o700, folder
    assert mode(campaign.path) == mode(game.path) == 0o600


def test_crash_log_is_private_and_never_written_through_a_symlink(tmp_path):
    log = tmp_path / "home" / "crash.log"
    append_private(log, "first\n")
    append_private(log, "second\n")
    assert log.read_text() == "first\nsecond\n" and mode(log) == 0o600 and mode(log.parent) == 0o700
    victim = tmp_path / "victim"
    victim.write_text("keep")
    log.unlink()
    log.symlink_to(victim)
    with pytest.raises(OSError):
        append_private(log, "traceback\n")
    assert victim.read_text() == "keep"
    log.unlink()
    os.mkfifo(log)
    with pytest.raises(OSError):  # no reader: refused at once, never blocks
        append_private(log, "traceback\n")


@pytest.mark.parametrize("loose", [0o777, 0o775, 0o1777, 0o722])
def test_a_folder_other_users_can_write_to_is_refused(root, loose):
    root.mkdir(mode=0o700)
    root.chmod(loose)
    with pytest.raises(
        UnsafeFolder,
        match=rf"^refusing to use {root}: other users can write to it \(mode {loose:04o}; chmod go-w fixes that\)$",
    ):
        check_folder(root)
    with pytest.raises(OSError):
        GameSession.create(root, "tally", tally_setup())
    assert os.listdir(root) == []


def test_a_folder_of_another_user_is_refused(root):
    root.mkdir(mode=0o700)
    try:
        os.chown(root, 54321, -1)  # root may give it away; anyone else cannot, and skips
    except PermissionError:
        pytest.skip("only root can give a folder to another user")
    with pytest.raises(UnsafeFolder, match="it belongs to another user"):
        ensure_folder(root)


def test_a_save_replaced_by_a_symlink_is_never_followed_nor_written_through(root, tmp_path):
    with GameSession.create(root, "tally", tally_setup()) as session:
        play_bots(session, 2)
    victim = tmp_path / "victim.json"
    original = session.path.read_bytes()
    victim.write_bytes(original)  # even a real save elsewhere is not followed
    session.path.unlink()
    session.path.symlink_to(victim)
    with pytest.raises(DamagedSave, match="symbolic link"):
        load_game(session.path)
    with pytest.raises(OSError):
        GameSession.open(session.path)
    assert list_saves(root)[0].reason == "unreadable: a symbolic link, not a regular file"
    assert victim.read_bytes() == original and os.path.islink(session.path)


def test_a_records_file_planted_as_a_symlink_is_set_aside_not_followed(root, tmp_path):
    root.mkdir(mode=0o700)
    victim = tmp_path / "victim"
    victim.write_text('{"dize": "private"}')
    (root / "records.json").symlink_to(victim)
    assert load_records(root, "dize", Records) == Records()
    save_records(root, "dize", Records())
    assert victim.read_text() == '{"dize": "private"}'
    assert os.path.islink(root / "records.json.damaged-1")
    assert mode(root / "records.json") == 0o600 and not os.path.islink(root / "records.json")
