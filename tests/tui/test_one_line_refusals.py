"""Every refusal the README's exit-status table names is one line and status 2, never a
traceback: a data folder named through a file, a name too long for the file system, a
listing written to a full disk, a save nested far too deep. Real processes, as a player
runs them."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from tests.tui.helpers import new_session
from tests.tui.test_signals import _read_to_end

ROOT = Path(__file__).resolve().parents[2]
LONG = "a" * 300


def _run(args: list[str], env: dict[str, str], stdout=subprocess.PIPE) -> subprocess.CompletedProcess:
    env = {**os.environ, **env}
    env.pop("DICE_TUI_DEBUG", None)
    return subprocess.run(
        [sys.executable, "-m", "tui.cli", *args], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
        stdout=stdout, stderr=subprocess.PIPE, text=True, timeout=60,
    )


def _refused_in_one_line(child: subprocess.CompletedProcess, words: str) -> None:
    assert child.returncode == 2, child.stderr
    assert "Traceback" not in child.stderr
    (line,) = child.stderr.strip().splitlines()[:1]
    assert words in line, line


@pytest.fixture
def a_file(tmp_path) -> Path:
    path = tmp_path / "some-file"
    path.write_text("not a folder")
    return path


@pytest.mark.parametrize("args", [["saves"], ["saves", "--json"], ["campaign", "list"], ["campaign", "list", "--json"]])
@pytest.mark.parametrize("variable", ["DICE_TUI_HOME", "XDG_DATA_HOME"])
def test_a_data_folder_named_through_a_file(a_file, args, variable, monkeypatch):
    monkeypatch.delenv("DICE_TUI_HOME", raising=False)
    child = _run(args, {variable: str(a_file)})
    _refused_in_one_line(child, "is a file, not a folder")
    assert child.stderr.count("\n") == 1


def test_the_menu_with_a_data_folder_named_through_a_file(a_file):
    """The menu needs a terminal: on a real one, the folder is refused before it opens."""
    env = {**os.environ, "DICE_TUI_HOME": str(a_file), "TERM": "xterm-256color"}
    master, slave = pty.openpty()
    child = subprocess.Popen([sys.executable, "-m", "tui.cli"], cwd=ROOT, env=env,
                             stdin=slave, stdout=slave, stderr=slave, start_new_session=True)
    os.close(slave)
    try:
        status = child.wait(timeout=60)
        seen = _read_to_end(master, timeout=5)
    finally:
        if child.poll() is None:
            child.kill()
        os.close(master)
    assert status == 2
    assert b"Traceback" not in seen and b"is a file, not a folder" in seen


@pytest.mark.parametrize("how", ["--save-dir", "DICE_TUI_HOME"])
@pytest.mark.parametrize("args", [["saves"], ["campaign", "list"]])
def test_a_name_too_long_for_the_file_system(tmp_path, how, args):
    long = str(tmp_path / LONG)
    given = ([*args, "--save-dir", long], {}) if how == "--save-dir" else (args, {"DICE_TUI_HOME": long})
    child = _run(*given)
    _refused_in_one_line(child, "too long")


@pytest.mark.parametrize("args", [["saves"], ["saves", "--json"], ["campaign", "list", "--json"],
                                  ["bots", "dize", "--games", "2"], ["--help"], ["new", "--help"],
                                  ["campaign", "--help"], ["table", "--help"], ["sheet", "--help"]])
def test_output_to_a_full_disk(tmp_path, args):
    """Help too: argparse swallows a failed write, so `--help >/dev/full` said nothing, status 0."""
    with open("/dev/full", "w") as full:
        child = _run(args, {"DICE_TUI_HOME": str(tmp_path)}, stdout=full)
    _refused_in_one_line(child, "cannot write " + ("to standard output" if args[0] == "sheet" else "the output")
                         + ": No space left on device")


def test_a_save_nested_far_too_deep_is_listed_in_words(tmp_path):
    root = tmp_path / "saves"
    session = new_session(root, "dize", "Ann", 1)
    raw = session.path.read_bytes()
    session.close()
    deep = b"[       " * 100_000 + b"]       " * 100_000  # spaced out: dense enough to be parsed
    (root / "deep-setup.json").write_bytes(raw.replace(b'"setup":{', b'"setup":{"x":' + deep + b",", 1))
    at = raw.index(b'"events":')
    (root / "deep-events.json").write_bytes(raw[:at] + b'"events":' + deep + b"}")

    child = _run(["saves"], {"DICE_TUI_HOME": str(tmp_path)})
    assert child.returncode == 0
    assert "recursion" not in child.stdout
    assert "deep-setup.json: not a dice-tui file (nested too deeply)" in child.stdout
    assert "deep-events.json: not a dice-tui file (nested too deeply)" in child.stdout
