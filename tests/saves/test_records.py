"""records.json: per-key records kept next to the saves, never silently lost."""

from __future__ import annotations

import json

from pydantic import BaseModel, ConfigDict

from saves.records import RECORDS_FILE, load_records, save_records


class Best(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    best: int = 0
    wins: int = 0


class Other(BaseModel):
    name: str = "nobody"


def test_missing_records_read_as_the_default(root):
    assert load_records(root, "dize", Best) == Best()


def test_records_round_trip_and_keep_other_keys(root):
    save_records(root, "dize", Best(best=31, wins=2))
    save_records(root, "other", Other(name="Ann"))
    save_records(root, "dize", Best(best=40, wins=3))
    assert load_records(root, "dize", Best) == Best(best=40, wins=3)
    assert load_records(root, "other", Other) == Other(name="Ann")
    assert (root / RECORDS_FILE).stat().st_mode & 0o777 == 0o600


def test_a_damaged_records_file_is_set_aside_and_a_fresh_one_used(root):
    save_records(root, "dize", Best(best=31))
    path = root / RECORDS_FILE
    path.write_bytes(b'{"dize": {"best": 3')
    assert load_records(root, "dize", Best) == Best()
    assert (root / "records.json.damaged-1").read_bytes() == b'{"dize": {"best": 3'
    assert not path.exists()
    save_records(root, "dize", Best(best=5))
    assert load_records(root, "dize", Best) == Best(best=5)
    path.write_bytes(b"[1, 2]")  # JSON, but not records: set aside too, numbered on
    save_records(root, "dize", Best(best=6))
    assert (root / "records.json.damaged-2").read_bytes() == b"[1, 2]"
    assert load_records(root, "dize", Best) == Best(best=6)


def test_a_value_that_no_longer_fits_reads_as_default_and_is_kept_before_overwriting(root):
    root.mkdir()
    old = {"dize": {"best": "lots"}, "other": {"name": "Ann"}}
    (root / RECORDS_FILE).write_text(json.dumps(old))
    assert load_records(root, "dize", Best) == Best()
    assert not (root / "records.json.damaged-1").exists()  # reading alone changes nothing
    save_records(root, "dize", Best(best=9))
    assert json.loads((root / "records.json.damaged-1").read_text()) == old
    assert load_records(root, "other", Other) == Other(name="Ann")
    assert load_records(root, "dize", Best) == Best(best=9)


def test_the_records_file_is_not_listed_as_a_save(root):
    from saves.store import list_saves

    save_records(root, "dize", Best(best=1))
    (root / RECORDS_FILE).write_text("{")  # even damaged
    assert list_saves(root) == []


def test_update_records_changes_several_keys_in_one_write_and_returns_the_old_values(tmp_path):
    from pydantic import BaseModel

    from saves.records import load_records, update_records

    class Count(BaseModel):
        n: int = 0

    update_records(tmp_path, {"a": (Count, lambda c: Count(n=c.n + 1))})
    before = update_records(tmp_path, {
        "a": (Count, lambda c: Count(n=c.n + 1)),
        "b": (Count, lambda c: Count(n=c.n + 10)),
    })
    assert before["a"].n == 1 and before["b"].n == 0
    assert load_records(tmp_path, "a", Count).n == 2 and load_records(tmp_path, "b", Count).n == 10
