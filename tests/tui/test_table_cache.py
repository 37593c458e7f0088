"""Large tables are built once per user and mapped by every session (issue 16): the
Dalek optimal bot's, packed, answers exactly as the solver's own dictionaries; a
damaged cache file is built again, never trusted."""

from __future__ import annotations

import pytest

from core.dalek_dice import optimal
from core.dalek_dice.optimal import TurnSolver
from core.dalek_dice.packed import PackedSolver, pack
from tui import table_cache
from tui.games.dalek_dice import tables


@pytest.fixture(scope="module")
def built() -> TurnSolver:
    table = TurnSolver()
    table.expected_turn_score()
    return table


@pytest.fixture
def fresh(monkeypatch, tmp_path):
    """A private cache folder and no table in the process yet (restored afterwards)."""
    monkeypatch.setenv("DICE_TUI_HOME", str(tmp_path))
    monkeypatch.setattr(optimal, "_TABLE", [])
    return tmp_path


def test_the_packed_table_answers_as_the_solver_does(built):
    packed = PackedSolver(memoryview(pack(built)).cast("d"))
    for key in list(built._values)[::7]:
        assert packed.value(*key) == built.value(*key)
    for key in list(built._rolls)[::7]:
        assert packed.roll_value(*key) == built.roll_value(*key)
    assert packed.expected_turn_score() == built.expected_turn_score()
    assert packed._values == {} and packed._rolls == {}, "every answer came from the packed numbers"


def test_the_first_session_builds_the_file_and_the_next_maps_it(fresh, built, monkeypatch):
    first = tables.cached_solver()
    path = table_cache.cache_file(tables.NAME)
    assert path.is_file() and path.stat().st_mode & 0o777 == 0o600 and path.parent == fresh / "cache"
    assert optimal.solver() is first and first.expected_turn_score() == built.expected_turn_score()
    monkeypatch.setattr(optimal, "_TABLE", [])
    monkeypatch.setattr(tables, "pack", lambda solver: pytest.fail("built again"))
    second = tables.cached_solver()
    assert second is not first and second.expected_turn_score() == built.expected_turn_score()


def test_a_changed_cache_file_is_built_again(fresh, built):
    tables.cached_solver()
    path = table_cache.cache_file(tables.NAME)
    data = bytearray(path.read_bytes())
    data[-8:] = bytes(8)  # one number changed: the digest no longer matches
    path.write_bytes(bytes(data))
    optimal._TABLE.clear()
    table = tables.cached_solver()
    assert table.expected_turn_score() == built.expected_turn_score()
    assert path.read_bytes() != bytes(data)


def test_any_table_is_mapped_by_name_and_a_file_cut_short_is_built_again(fresh):
    made = []

    def build() -> bytes:
        made.append(1)
        return bytes(range(256)) * 4

    assert bytes(table_cache.mapped_table("test-table-1", build)) == bytes(range(256)) * 4
    assert bytes(table_cache.mapped_table("test-table-1", build)) == bytes(range(256)) * 4
    assert len(made) == 1  # the second came from the file
    path = table_cache.cache_file("test-table-1")
    path.write_bytes(path.read_bytes()[:-1])
    assert bytes(table_cache.mapped_table("test-table-1", build)) == bytes(range(256)) * 4
    assert len(made) == 2


def test_a_table_name_is_a_plain_file_name():
    with pytest.raises(ValueError):
        table_cache.cache_file("../elsewhere")


def test_a_table_read_whole_is_built_once_and_read_afresh_at_each_call(fresh):
    made = []

    def build() -> bytes:
        made.append(1)
        return b"graph" * 100

    read = table_cache.table_reader("test-reader-1", build)
    assert read() == b"graph" * 100 and read() == b"graph" * 100
    again = table_cache.table_reader("test-reader-1", build)
    assert again() == b"graph" * 100 and len(made) == 1  # the second came from the file
    path = table_cache.cache_file("test-reader-1")
    link = path.with_name("elsewhere.bin")
    path.rename(link)
    path.symlink_to(link)  # a link planted where the table was: not followed, built again
    assert table_cache.table_reader("test-reader-1", build)() == b"graph" * 100 and len(made) == 2
    assert not path.is_symlink()


def test_the_experts_graph_is_built_by_another_process_once_per_user(fresh, monkeypatch):
    from core.dalek_dice import expert as experts
    from core.dalek_dice.graph_pack import PackedGraph

    monkeypatch.setattr(experts, "_EXPERT", [])
    monkeypatch.setattr(experts, "_DEFERRED", [])
    first = tables.cached_expert()
    path = table_cache.cache_file(tables.GRAPH)
    assert path.is_file() and path.stat().st_mode & 0o777 == 0o600
    assert isinstance(first.graph, PackedGraph) and experts.in_use() is first
    monkeypatch.setattr(experts, "_EXPERT", [])
    monkeypatch.setattr(tables, "_build_graph", lambda: pytest.fail("built again"))
    second = tables.cached_expert()
    assert second is not first and second.graph.index == first.graph.index
    lane = ("first", 20, 30)
    assert list(second.solved(lane).values) == list(first.solved(lane).values)
