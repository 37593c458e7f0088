"""Campaign files on disk: damage is diagnosed in one line and never written; old versions upcast."""

from __future__ import annotations

import json
import shutil
from datetime import UTC, datetime

import pytest

from saves import campaign as campaign_file
from saves.campaign import CURRENT_VERSION, UPCASTERS, CampaignExists, load_campaign, upcast
from saves.campaign_list import list_campaigns
from saves.campaign_session import CampaignSession
from saves.errors import DamagedSave
from tests.saves.conftest import FIXTURES

MTIME = datetime(2026, 3, 4, 8, 0, tzinfo=UTC)


@pytest.fixture
def v1(root):
    folder = root / "campaigns"
    folder.mkdir(parents=True)
    path = folder / "rose.json"
    shutil.copyfile(FIXTURES / "campaign-v1.json", path)
    return path


def rewrite(path, change) -> bytes:
    data = json.loads(path.read_bytes())
    change(data)
    path.write_text(json.dumps(data))
    return path.read_bytes()


# -- damage -------------------------------------------------------------------------------------

DAMAGES = {
    "empty": (lambda p: p.write_bytes(b""), "^empty file$", None),
    "not JSON": (lambda p: p.write_bytes(b'{"format":\n oops'), r"^not JSON \(line 2, column 2\)$", None),
    "a game save": (lambda p: rewrite(p, lambda d: d.update(format="dice-tui-save")),
                    "^not a dice-tui campaign$", None),
    "newer": (lambda p: rewrite(p, lambda d: d.update(version=9)),
              r"^saved by a newer dice-tui \(campaign version 9\)$", None),
    "no version": (lambda p: rewrite(p, lambda d: d.pop("version")),
                   r"^not a dice-tui campaign \(no version number\)$", None),
    "bad header": (lambda p: rewrite(p, lambda d: d.update(updated="soon")),
                   "^bad campaign header: updated: ", None),
    "bad setup": (lambda p: rewrite(p, lambda d: d["setup"].update(seed="lucky")), "^setup: seed: ", None),
    "bad stage": (lambda p: rewrite(p, lambda d: d["setup"]["stages"][0].update(game="chess")),
                  "^setup: stages.0: unknown game 'chess'", None),
    "bad event": (lambda p: rewrite(p, lambda d: d["events"][1].pop("stars")),
                  "^event 2: stars: Field required$", 2),
    "unknown event": (lambda p: rewrite(p, lambda d: d["events"][2].update(type="stage_skipped")),
                      "^event 3: unknown event type 'stage_skipped'$", 3),
    "out of order": (lambda p: rewrite(p, lambda d: d["events"].pop(0)),
                     "^event 1: stage 1 attempt 1 is not being played$", 1),
}  # fmt: skip


@pytest.mark.parametrize("kind", DAMAGES)
def test_a_damaged_campaign_is_diagnosed_listed_and_never_written(root, v1, kind):
    damage, reason, index = DAMAGES[kind]
    damage(v1)
    before = v1.read_bytes()
    with pytest.raises(DamagedSave, match=reason) as caught:
        load_campaign(v1)
    assert caught.value.event_index == index
    with pytest.raises(DamagedSave, match=reason):
        CampaignSession.open(v1)
    [info] = list_campaigns(root)
    assert info.status == "damaged" and info.reason == str(caught.value)
    with pytest.raises(CampaignExists):
        CampaignSession.create(root, "Rose")
    assert v1.read_bytes() == before and not (v1.parent / "rose.json.lock").exists()


# -- versions -------------------------------------------------------------------------------------


def test_every_version_below_the_current_one_has_an_upcaster():
    assert sorted(UPCASTERS) == list(range(1, CURRENT_VERSION))


def test_the_version_1_fixture_loads_with_its_whole_history(v1):
    loaded = load_campaign(v1)
    state = loaded.state
    assert state.setup.name == "Rose" and state.setup.seed == 1963
    assert [(a.status, a.stars) for a in state.tries(1)] == [("finished", 1), ("finished", 3)]
    assert [a.status for a in state.tries(2)] == ["void", "playing"]
    assert (state.total_stars, state.total_score, state.frontier()) == (3, 63, 2)
    assert loaded.updated == datetime(2026, 3, 3, 20, 0, tzinfo=UTC)


def test_an_upcaster_migrates_the_version_1_fixture_in_memory_and_moving_on_writes_the_new_version(v1, monkeypatch):
    """A future version 2 (here: a step that only bumps the number) runs on every load of the fixture."""
    seen = []

    def one_to_two(data, mtime):
        seen.append((data["version"], mtime))
        return {**data, "version": 2}

    monkeypatch.setattr(campaign_file, "CURRENT_VERSION", 2)
    monkeypatch.setitem(UPCASTERS, 1, one_to_two)
    before = v1.read_bytes()
    state = load_campaign(v1).state
    assert state.total_stars == 3 and len(seen) == 1 and seen[0][0] == 1
    assert v1.read_bytes() == before  # looking at an old campaign never rewrites it
    with CampaignSession.open(v1) as session:
        session.void(2, "lost")
    assert json.loads(v1.read_bytes())["version"] == 2


def test_a_broken_upcaster_is_reported_not_looped(monkeypatch):
    monkeypatch.setattr(campaign_file, "CURRENT_VERSION", 2)
    monkeypatch.setitem(UPCASTERS, 1, lambda data, mtime: data)
    with pytest.raises(DamagedSave, match=r"^cannot migrate campaign version 1$"):
        upcast({"format": "dice-tui-campaign", "version": 1}, MTIME)


def test_an_unknown_old_version_is_refused(monkeypatch):
    monkeypatch.setattr(campaign_file, "CURRENT_VERSION", 3)
    monkeypatch.setitem(UPCASTERS, 2, lambda data, mtime: {**data, "version": 3})
    with pytest.raises(DamagedSave, match=r"^unknown campaign version 1$"):
        upcast({"format": "dice-tui-campaign", "version": 1}, MTIME)


def test_moving_on_rewrites_an_old_campaign_in_the_current_version(v1):
    with CampaignSession.open(v1) as session:
        assert session.problems == {2: "its game save dize-20260303-200000.json is missing"}
        session.void(2, session.problems[2])
    data = json.loads(v1.read_bytes())
    assert data["version"] == CURRENT_VERSION and data["events"][-1]["type"] == "attempt_voided"
    assert data["created"] == "2026-03-01T12:00:00+00:00"
