"""Game saves and campaign files are one event-file implementation (saves.eventfile):
the same layout, private modes, lock, one durable write per command, size caps, and a
failed write that leaves memory and disk at the last command, for both kinds."""

from __future__ import annotations

import errno
import json
import stat
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from core.campaign import StartStage
from core.dalek_dice import RULES as DALEK
from core.dalek_dice import Roll
from core.game import PlayerSpec
from saves import eventfile
from saves.campaign import CampaignInUse, load_campaign
from saves.campaign import file_kind as campaign_kind
from saves.campaign_session import CampaignSession
from saves.errors import DamagedSave, SaveFailed, SaveInUse
from saves.files import CAMPAIGN_BYTES, SAVE_BYTES
from saves.format import file_kind as save_kind
from saves.lock import SaveLock
from saves.session import GameSession
from saves.store import load_game


@dataclass
class Kind:
    """One kind of event file, driven the same way: open one, play a command, reload."""

    name: str
    create: Any  # root -> an open session
    reopen: Any  # path -> an open session
    command: Any  # session -> a command that session accepts
    load_events: Any  # path -> the events a fresh load reads
    in_use: type[Exception]


def new_game(root: Path) -> GameSession:
    setup = DALEK.make_setup([PlayerSpec(name="Ann"), PlayerSpec(name="Bob")], seed=5)
    return GameSession.create(root, "dalek-dice", setup)


KINDS = [
    Kind("game save", new_game, GameSession.open, lambda session: Roll(), lambda path: load_game(path).events,
         SaveInUse),
    Kind("campaign", lambda root: CampaignSession.create(root, "Ann"), CampaignSession.open,
         lambda session: StartStage(stage=1, save="stage-1.json"), lambda path: load_campaign(path).events,
         CampaignInUse),
]  # fmt: skip


@pytest.fixture(params=KINDS, ids=lambda kind: kind.name)
def kind(request: pytest.FixtureRequest) -> Kind:
    return request.param


def test_both_kinds_are_private_compact_files_with_their_events_last(kind, tmp_path):
    with kind.create(tmp_path / "saves") as session:
        session.apply(kind.command(session))
        path = session.path
    raw = path.read_bytes()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert b"\n" not in raw and raw.endswith(b"]}")
    assert list(json.loads(raw))[-1] == "events"
    assert len(kind.load_events(path)) == len(session.events) > 0


def test_both_kinds_are_locked_while_open(kind, tmp_path):
    with kind.create(tmp_path / "saves") as session, pytest.raises(kind.in_use):
        kind.reopen(session.path)
    kind.reopen(session.path).close()  # closed: free again


def test_every_command_is_one_durable_write_for_both_kinds(kind, tmp_path, monkeypatch):
    writes: list[bytes] = []
    real = SaveLock.write
    monkeypatch.setattr(SaveLock, "write", lambda lock, data: (writes.append(data), real(lock, data))[1])
    with kind.create(tmp_path / "saves") as session:
        events = session.apply(kind.command(session))
        assert len(writes) == 1 and events
        assert writes[0] == session.path.read_bytes()


def test_a_refused_write_leaves_memory_and_disk_at_the_last_command(kind, tmp_path, monkeypatch):
    with kind.create(tmp_path / "saves") as session:
        before, events = session.path.read_bytes(), list(session.events)

        def full(lock: SaveLock, data: bytes) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(SaveLock, "write", full)
        with pytest.raises(SaveFailed, match="No space left on device"):
            session.apply(kind.command(session))
        assert session.path.read_bytes() == before and list(session.events) == events


def test_each_kind_reads_at_most_its_own_size():
    assert (save_kind().limit, campaign_kind().limit) == (SAVE_BYTES, CAMPAIGN_BYTES)
    assert (save_kind().word, campaign_kind().word) == ("save", "campaign")


def test_a_file_over_the_cap_is_damaged_and_not_read(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 2048)
    with pytest.raises(DamagedSave, match="cannot read the file"):
        eventfile.read_file(path, 1024)
    assert eventfile.read_file(path, 4096)[0] == b" " * 2048


def test_a_symlink_is_never_read_as_an_event_file(tmp_path):
    target = tmp_path / "elsewhere.json"
    target.write_text("{}")
    (tmp_path / "link.json").symlink_to(target)
    with pytest.raises(DamagedSave):
        eventfile.read_file(tmp_path / "link.json", 1024)


def test_both_kinds_share_the_envelope_errors_in_their_own_words(tmp_path):
    for kind, word in ((save_kind(), "save"), (campaign_kind(), "campaign")):
        with pytest.raises(DamagedSave, match=f"^not a dice-tui {word}$"):
            eventfile.parse_envelope(b'{"format": "something else"}', datetime.now(UTC), kind)
