"""Each save keeps a summary for the save list (issue 16): the list reads it instead of
replaying the log, trusts it only for the exact bytes it was written with, and a resume
writes on from the file's own JSON instead of encoding the log again."""

from __future__ import annotations

import json

import pytest

import saves.listing as listing
from core.facts import facts_of
from core.game import replay
from saves import summary
from saves.eventfile import EventLog
from saves.session import GameSession
from saves.summary import digest, setup_json
from tests.saves.conftest import play_bots, tally_setup


def a_save(root, moves: int = 6):
    session = GameSession.create(root, "tally", tally_setup(seed=3))
    play_bots(session, moves)
    session.close()
    return session


@pytest.fixture
def replayed(monkeypatch) -> list[str]:
    """The saves the list replayed (the careful path) instead of reading their summary."""
    seen: list[str] = []
    describe = listing._describe

    def replaying(path, mtime):
        seen.append(path.name)
        return describe(path, mtime)

    monkeypatch.setattr(listing, "_describe", replaying)
    listing._SUMMARIES.clear()
    return seen


def test_every_write_keeps_the_summary_of_the_log_it_writes(root):
    session = a_save(root)
    data = json.loads(session.path.read_bytes())
    assert data["summary"]["events"] == len(session.events) == len(data["events"])
    assert data["summary"]["facts"] == summary.normal(facts_of(session.rules, session.state))
    assert "progress" not in data["summary"]  # words are made when listed, in the lister's language
    assert data["summary"]["over"] is session.is_over


def test_the_list_reads_summaries_without_replaying(root, replayed):
    session = a_save(root)
    [row] = listing.list_saves(root)
    assert replayed == []
    assert (row.status, row.progress, row.players) == (
        "unfinished",
        session.rules.progress(session.state),
        ["Ann", "Bob"],
    )


def test_a_file_changed_by_hand_is_replayed_not_trusted(root, replayed):
    session = a_save(root)
    data = json.loads(session.path.read_bytes())
    data["events"] = data["events"][:2]  # the summary still says six moves
    session.path.write_text(json.dumps(data, separators=(",", ":")))
    [row] = listing.list_saves(root)
    assert replayed == [session.path.name]
    assert row.progress == session.rules.progress(replay(session.rules, session.setup, session.events[:2]))


def test_a_name_with_a_control_character_is_never_taken_from_a_summary(root, replayed):
    session = a_save(root)
    raw = session.path.read_bytes().replace(b'"Ann"', b'"An\\u001bn"')
    head = json.loads(raw)
    events_json = raw[raw.index(b',"events":') + len(b',"events":') : -1]
    told = head["summary"]
    told["digest"] = digest(setup_json(head["setup"]), events_json, told["events"], told["facts"], told["over"])
    text = json.dumps({k: v for k, v in head.items() if k != "events"}, separators=(",", ":"), ensure_ascii=False)
    session.path.write_bytes(text[:-1].encode() + b',"events":' + events_json + b"}")
    [_row] = listing.list_saves(root)
    assert replayed == [session.path.name]  # what the replay makes of it is the setup validation's call


def test_opening_a_save_whose_summary_lies_writes_the_truth(root):
    session = a_save(root)
    raw = session.path.read_bytes()
    lying = raw.replace(b'"over":false', b'"over":true', 1)
    session.path.write_bytes(lying)
    with GameSession.open(session.path) as opened:
        assert not opened.is_over
    assert json.loads(session.path.read_bytes())["summary"]["over"] is False


def test_resume_writes_on_from_the_files_own_json(root, monkeypatch):
    session = a_save(root)

    def encode_again(self, events):
        raise AssertionError("the log was encoded again on resume")

    monkeypatch.setattr(EventLog, "rebase", encode_again)
    with GameSession.open(session.path) as opened:
        play_bots(opened, 2)
        count = len(opened.events)
    data = json.loads(session.path.read_bytes())
    assert len(data["events"]) == count and data["summary"]["events"] == count


def test_a_full_list_cache_drops_its_oldest_row_and_keeps_the_rest(root, monkeypatch):
    for _ in range(3):
        a_save(root, moves=1)
    listing._SUMMARIES.clear()
    monkeypatch.setattr(listing, "_SUMMARY_CACHE_SIZE", 2)
    assert len(listing.list_saves(root)) == 3
    assert len(listing._SUMMARIES) == 2


def test_the_summary_knows_the_format_it_is_part_of():
    from saves import format as save_format
    from saves import summary

    assert (summary._FORMAT, summary._VERSION) == (save_format.FORMAT, save_format.CURRENT_VERSION)


def test_the_menus_latest_game_is_the_save_lists(root):
    from saves.latest import latest_unfinished

    first, second = a_save(root, moves=2), a_save(root, moves=4)
    assert latest_unfinished(root) == listing.latest_unfinished(root)
    assert latest_unfinished(root).path in (first.path, second.path)
    data = json.loads(first.path.read_bytes())
    del data["summary"]  # a save from before summaries: the answer comes from the replay
    first.path.write_text(json.dumps(data))
    assert latest_unfinished(root) == listing.latest_unfinished(root)


@pytest.mark.parametrize("reader", ["from saves.latest import latest_unfinished as read",
                                    "from saves.listing import list_saves as read"])
def test_the_menus_check_and_the_save_list_read_summaries_without_pydantic(root, reader):
    import subprocess
    import sys

    from tests.tui.helpers import new_session

    new_session(root, "dize", "Ann", seed=1, zombies=3).close()
    probe = (
        f"import sys; {reader}; "
        f"row = read({str(root)!r}); row = row[0] if isinstance(row, list) else row; "
        "print(row.title, 'pydantic' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        cwd=str(listing.Path(__file__).resolve().parents[2]),
        env={"PYTHONPATH": "."},
    )
    assert done.stdout.split() == ["diZe", "False"]


def test_a_summary_edited_without_its_digest_is_replayed_by_the_list_too(root, replayed):
    session = a_save(root)
    raw = session.path.read_bytes()
    session.path.write_bytes(raw.replace(b'"over":false', b'"over":true', 1))  # the summary's own
    [row] = listing.list_saves(root)
    assert replayed == [session.path.name] and row.status == "unfinished"


def test_a_save_written_before_the_digest_covered_its_summary_is_still_listed_from_it(root, replayed):
    """Its digest was of the setup and events alone (`game_key`): the list takes it, so
    older saves are not replayed at every listing; the statistics do not (test_statistics)."""
    session = a_save(root)
    raw = session.path.read_bytes()
    head, events_json = summary.split(raw)
    older = summary.game_key(setup_json(head["setup"]), events_json)
    session.path.write_bytes(raw.replace(head["summary"]["digest"].encode(), older.encode(), 1))
    [row] = listing.list_saves(root)
    assert replayed == [] and row.status == "unfinished"
