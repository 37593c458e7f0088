"""Large charts are built once per user and mapped by every session (issue 16): the
Dalek optimal bot's, packed, answers exactly as the solver's own dictionaries; a
damaged cache file is built again, never trusted."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from core.dalek_dice import optimal
from core.dalek_dice.optimal import TurnSolver
from core.dalek_dice.packed import PackedSolver, pack
from saves import chart_cache
from tui.games.dalek_dice import charts

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def built() -> TurnSolver:
    chart = TurnSolver()
    chart.expected_turn_score()
    return chart


@pytest.fixture
def fresh(monkeypatch, tmp_path):
    """A private cache folder and no chart in the process yet (restored afterwards)."""
    monkeypatch.setenv("DICE_TUI_HOME", str(tmp_path))
    monkeypatch.setattr(optimal, "_CHART", [])
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
    first = charts.cached_solver()
    path = chart_cache.cache_file(charts.NAME)
    assert path.is_file() and path.stat().st_mode & 0o777 == 0o600 and path.parent == fresh / "cache"
    assert optimal.solver() is first and first.expected_turn_score() == built.expected_turn_score()
    monkeypatch.setattr(optimal, "_CHART", [])
    monkeypatch.setattr(charts, "pack", lambda solver: pytest.fail("built again"))
    second = charts.cached_solver()
    assert second is not first and second.expected_turn_score() == built.expected_turn_score()


def test_a_changed_cache_file_is_built_again(fresh, built):
    charts.cached_solver()
    path = chart_cache.cache_file(charts.NAME)
    data = bytearray(path.read_bytes())
    data[-8:] = bytes(8)  # one number changed: the digest no longer matches
    path.write_bytes(bytes(data))
    optimal._CHART.clear()
    chart = charts.cached_solver()
    assert chart.expected_turn_score() == built.expected_turn_score()
    assert path.read_bytes() != bytes(data)


def test_any_table_is_mapped_by_name_and_a_file_cut_short_is_built_again(fresh):
    made = []

    def build() -> bytes:
        made.append(1)
        return bytes(range(256)) * 4

    assert bytes(chart_cache.mapped_chart("test-chart-1", build)) == bytes(range(256)) * 4
    assert bytes(chart_cache.mapped_chart("test-chart-1", build)) == bytes(range(256)) * 4
    assert len(made) == 1  # the second came from the file
    path = chart_cache.cache_file("test-chart-1")
    path.write_bytes(path.read_bytes()[:-1])
    assert bytes(chart_cache.mapped_chart("test-chart-1", build)) == bytes(range(256)) * 4
    assert len(made) == 2


def test_a_table_name_is_a_plain_file_name():
    with pytest.raises(ValueError):
        chart_cache.cache_file("../elsewhere")


def test_a_table_read_whole_is_built_once_and_read_afresh_at_each_call(fresh):
    made = []

    def build() -> bytes:
        made.append(1)
        return b"graph" * 100

    read = chart_cache.chart_reader("test-reader-1", build)
    assert read() == b"graph" * 100 and read() == b"graph" * 100
    again = chart_cache.chart_reader("test-reader-1", build)
    assert again() == b"graph" * 100 and len(made) == 1  # the second came from the file
    path = chart_cache.cache_file("test-reader-1")
    link = path.with_name("elsewhere.bin")
    path.rename(link)
    path.symlink_to(link)  # a link planted where the chart was: not followed, built again
    assert chart_cache.chart_reader("test-reader-1", build)() == b"graph" * 100 and len(made) == 2
    assert not path.is_symlink()


def test_the_experts_graph_is_built_by_another_process_once_per_user(fresh, monkeypatch):
    from core.dalek_dice import expert as experts
    from core.dalek_dice.graph_pack import PackedGraph

    monkeypatch.setattr(experts, "_EXPERT", [])
    first = charts.cached_expert()
    path = chart_cache.cache_file(charts.GRAPH)
    assert path.is_file() and path.stat().st_mode & 0o777 == 0o600
    assert isinstance(first.graph, PackedGraph) and experts.in_use() is first
    monkeypatch.setattr(experts, "_EXPERT", [])
    monkeypatch.setattr(charts, "_build_graph", lambda: pytest.fail("built again"))
    second = charts.cached_expert()
    assert second is not first and second.graph.index == first.graph.index
    lane = ("first", 20, 30)
    assert list(second.solved(lane).values) == list(first.solved(lane).values)


def test_a_fifo_named_like_a_table_is_built_over_not_waited_on(fresh):
    """Opened without O_NONBLOCK, a FIFO froze the game for good (Ctrl+Q and signals too)."""
    folder = fresh / "cache"
    folder.mkdir(mode=0o700)
    os.mkfifo(folder / "test-fifo-1.bin")
    script = (
        "from saves.chart_cache import mapped_chart, chart_reader; "
        "assert bytes(mapped_chart('test-fifo-1', lambda: b'body' * 10)) == b'body' * 10; "
        "assert bytes(chart_reader('test-fifo-1', lambda: b'body' * 10)()) == b'body' * 10"
    )
    env = {**os.environ, "DICE_TUI_HOME": str(fresh)}
    subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT, check=True, timeout=30)
    assert (folder / "test-fifo-1.bin").is_file()  # the FIFO's name now holds the chart


def test_creating_the_cache_leaves_the_data_folder_private(fresh, monkeypatch):
    home = fresh / "home"
    monkeypatch.setenv("DICE_TUI_HOME", str(home))
    chart_cache.mapped_chart("test-private-1", lambda: b"x" * 64)
    assert stat.S_IMODE(home.stat().st_mode) == 0o700
    assert stat.S_IMODE((home / "cache").stat().st_mode) == 0o700


@pytest.mark.parametrize("mode", [0o777, 0o770, 0o702])
def test_a_cache_folder_others_can_write_to_is_not_used(fresh, mode):
    folder = fresh / "cache"
    folder.mkdir()
    folder.chmod(mode)
    planted = _valid_file(b"planted" * 8)
    (folder / "test-unsafe-1.bin").write_bytes(planted)
    body = bytes(chart_cache.mapped_chart("test-unsafe-1", lambda: b"mine" * 8))
    assert body == b"mine" * 8  # built in memory: the planted (valid) chart was not read
    assert (folder / "test-unsafe-1.bin").read_bytes() == planted  # and nothing was written there


def test_a_symlink_named_like_a_table_is_not_followed(fresh, tmp_path_factory):
    elsewhere = tmp_path_factory.mktemp("elsewhere") / "chart.bin"
    elsewhere.write_bytes(_valid_file(b"theirs" * 8))
    folder = fresh / "cache"
    folder.mkdir(mode=0o700)
    (folder / "test-link-1.bin").symlink_to(elsewhere)
    assert bytes(chart_cache.mapped_chart("test-link-1", lambda: b"mine" * 8)) == b"mine" * 8
    assert not (folder / "test-link-1.bin").is_symlink()  # replaced by the user's own file
    assert elsewhere.read_bytes() == _valid_file(b"theirs" * 8)


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to make a file (and folder) another user owns")
def test_another_users_table_is_not_used(fresh):
    """With a shared DICE_TUI_HOME, another user's chart with a valid digest was mapped:
    that user chose how the bot played."""
    folder = fresh / "cache"
    folder.mkdir(mode=0o700)
    theirs = folder / "test-theirs-1.bin"
    theirs.write_bytes(_valid_file(b"theirs" * 8))
    os.chown(theirs, 4321, 4321)
    assert bytes(chart_cache.mapped_chart("test-theirs-1", lambda: b"mine" * 8)) == b"mine" * 8
    assert theirs.stat().st_uid == os.geteuid()  # replaced by the user's own
    os.chown(folder, 4321, 4321)  # a cache folder of another user's: not used at all
    theirs.write_bytes(_valid_file(b"theirs" * 8))
    assert bytes(chart_cache.mapped_chart("test-theirs-1", lambda: b"mine" * 8)) == b"mine" * 8
    assert theirs.read_bytes() == _valid_file(b"theirs" * 8)


def _valid_file(body: bytes) -> bytes:
    return chart_cache.MAGIC + chart_cache._digest(body) + body
