"""One bad file never hides the others: each is a row of its own, listed after the games.

Every kind of file a shared folder may hold next to real saves (nested 1000 deep, a
5000-digit number, a date off the calendar, non-UTF-8, a FIFO, a symlink, a device, a
folder, an unreadable file, one above the size cap) is listed apart with its name and
why, and never opened if it is not a regular file; the good saves still list, load and
resume.
"""

from __future__ import annotations

import errno
import json
import os
import threading
import time
from pathlib import Path

import pytest

import saves.files
import saves.listing
import saves.lock
from saves import files
from saves.errors import DamagedSave
from saves.files import NotRegular, TooLarge, read_capped
from saves.save_files import delete_save
from saves.session import GameSession
from saves.store import FolderUnreadable, latest_unfinished, list_saves, load_game
from tests.saves.conftest import play_bots, tally_setup
from tests.saves.faults import denied_for, fail_os, raising


def plant(root: Path, kind: str) -> Path:
    """A hostile file named like a save, of the given kind; returns its path."""
    path = root / f"{kind.replace(' ', '-')}.json"
    if kind == "nested":
        path.write_bytes(b'{"format":"dice-tui-save","version":2,"x":' + b"[" * 1000 + b"]" * 1000 + b"}")
    elif kind == "nested sparsely":  # as deep, padded so it is not denser than a real save
        path.write_bytes(b'{"format":"dice-tui-save","version":2,"x":' + b"[        " * 5000 + b"]" * 5000 + b"}")
    elif kind == "huge number":
        path.write_bytes(b'{"format":"dice-tui-save","version":' + b"9" * 5000 + b"}")
    elif kind in ("year 1", "year 9999"):
        with GameSession.create(root, "tally", tally_setup()) as session:
            play_bots(session, 3)
        data = json.loads(session.path.read_bytes())
        data["updated"] = "0001-01-01T00:00:00+14:00" if kind == "year 1" else "9999-12-31T23:59:59-14:00"
        session.path.unlink()
        path.write_text(json.dumps(data))
    elif kind == "not utf-8":
        path.write_bytes(b'{"format":"dice-tui-save","game":"\xff\xfe\xfa"}')
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "symlink":
        target = root.parent / "secret"
        target.write_text("the player's private file")
        path.symlink_to(target)
    elif kind == "dangling symlink":
        path.symlink_to(root.parent / "nowhere")
    elif kind == "device":
        path.symlink_to("/dev/zero")  # a symlink to a device: still never followed
    elif kind == "folder":
        path.mkdir()
    elif kind == "unreadable":
        path.write_text("{}")
        path.chmod(0)
    elif kind == "too large":
        path.write_bytes(b" " * (files.SAVE_BYTES + 1))
    return path


KINDS = [
    "nested", "nested sparsely", "huge number", "year 1", "year 9999", "not utf-8", "fifo", "symlink",
    "dangling symlink", "device", "folder", "unreadable", "too large",
]  # fmt: skip


@pytest.fixture
def good(root) -> Path:
    with GameSession.create(root, "tally", tally_setup(target=1000)) as session:
        play_bots(session, 5)
    return session.path


def in_zone(monkeypatch, zone: str) -> None:
    monkeypatch.setenv("TZ", zone)
    time.tzset()


@pytest.fixture(autouse=True)
def restore_zone():
    yield
    time.tzset()  # after monkeypatch put TZ back


def deny(monkeypatch, path: Path) -> None:
    """EACCES for `path` wherever the saves layer opens files."""
    fail_os(monkeypatch, saves.files, open=denied_for(path))


def list_with_timeout(root: Path) -> list:
    """list_saves in a thread: a FIFO opened for reading would block it forever."""
    result: list = []
    worker = threading.Thread(target=lambda: result.append(list_saves(root)), daemon=True)
    worker.start()
    worker.join(timeout=60)
    assert result, "list_saves hung"
    return result[0]


@pytest.mark.parametrize("kind", KINDS)
def test_a_hostile_file_is_listed_apart_and_the_good_save_still_plays(root, good, kind, monkeypatch):
    if kind in ("year 1", "year 9999"):
        in_zone(monkeypatch, "Pacific/Kiritimati" if kind == "year 1" else "Pacific/Pago_Pago")
    bad = plant(root, kind)
    if kind == "unreadable" and os.geteuid() == 0:  # root reads every file: deny it by hand
        deny(monkeypatch, bad)
    infos = list_with_timeout(root)
    assert [info.path for info in infos] == [good, bad]  # the game first, the bad file apart
    row = infos[1]
    assert row.status == "damaged" and row.reason and "\n" not in row.reason
    assert bad.name.startswith(row.name)
    assert latest_unfinished(root).path == good
    with pytest.raises(DamagedSave) as damage:
        load_game(bad)
    if kind == "nested sparsely":
        assert str(damage.value) == "not a dice-tui file (nested too deeply)"
    with GameSession.open(good) as session:
        play_bots(session, 1)
    if kind == "symlink":
        assert (root.parent / "secret").read_text() == "the player's private file"


def test_a_fifo_named_like_a_save_or_a_lock_is_never_opened(root, good, monkeypatch):
    fifo = root / "trap.json"
    os.mkfifo(fifo)
    os.mkfifo(root / (good.name + ".lock"))
    opened = []

    def watch(path, *args, **kwargs):
        opened.append(Path(path).name)
        return os.open(path, *args, **kwargs)

    for module in (saves.files, saves.lock, saves.listing):
        fail_os(monkeypatch, module, open=watch)
    names = [info.path.name for info in list_with_timeout(root)]
    with GameSession.open(good):
        pass
    assert good.name in opened  # the watch does see what is opened
    assert names == [good.name, good.name + ".lock", "trap.json"]
    assert "trap.json" not in opened and good.name + ".lock" not in opened


def test_a_fifo_can_be_deleted_from_the_list(root, good):
    fifo = root / "trap.json"
    os.mkfifo(fifo)
    delete_save(fifo)
    assert not os.path.lexists(fifo)


def test_an_unreadable_folder_is_one_clear_error(root, good, monkeypatch):
    fail_os(monkeypatch, saves.listing, scandir=raising(errno.EACCES))
    with pytest.raises(FolderUnreadable, match=r"^cannot read the save folder .*: Permission denied$"):
        list_saves(root)


@pytest.mark.parametrize("zone", ["America/Los_Angeles", "Pacific/Kiritimati"])
def test_a_save_dated_at_the_edge_of_the_calendar_lists_in_any_time_zone(root, good, monkeypatch, zone):
    in_zone(monkeypatch, zone)
    data = json.loads(good.read_bytes())
    for stamp in ("0001-01-01T00:00:00+00:00", "9999-12-31T23:59:59+00:00"):
        data["updated"] = stamp
        edge = root / f"edge-{stamp[:4]}.json"
        edge.write_text(json.dumps(data))
    infos = list_saves(root)
    assert {info.name for info in infos} == {good.stem, "edge-0001", "edge-9999"}
    assert all(info.status == "unfinished" for info in infos)


def test_reads_are_capped_before_reading(tmp_path):
    big = tmp_path / "big"
    with open(big, "wb") as handle:
        handle.truncate(10 * files.MiB)  # sparse: costs no disk
    with pytest.raises(TooLarge, match="larger than 1 MB"):
        read_capped(big, files.MiB)
    assert read_capped(big, 10 * files.MiB)[0] == bytes(10 * files.MiB)


def test_a_device_is_refused_even_through_a_path_the_user_typed(tmp_path):
    with pytest.raises(NotRegular, match="is a device"):
        read_capped(Path("/dev/zero"), files.LEVEL_BYTES, follow=True)
    link = tmp_path / "level.txt"
    link.symlink_to("/dev/zero")
    with pytest.raises(NotRegular):
        read_capped(link, files.LEVEL_BYTES, follow=True)
    with pytest.raises(NotRegular, match="symbolic link"):
        read_capped(link, files.LEVEL_BYTES)
