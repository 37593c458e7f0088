"""`dice-tui saves` reads its plain command lines without the parser, and says what the parser says.

The listing must answer about as fast as reading the files (issue 34: within 2x of json.load,
whole process): argparse (with shutil and gettext, and every game's flags) and asyncio
were a fifth of it, and neither is needed to list a folder.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import tui.cli
from tests.tui.test_cli import run_cli
from tests.tui.test_cli_saves import new_game

ROOT = Path(__file__).resolve().parents[2]
PLAIN = [
    ["saves"],
    ["saves", "--json"],
    ["--save-dir", "{other}", "saves"],
    ["saves", "--save-dir", "{other}", "--json"],
    ["--ascii", "saves", "--save-dir={other}"],
    ["saves", "--lang", "es"],
]
#: left to the parser: an abbreviation, an option before its command, a missing or odd folder, two
FOR_THE_PARSER = [
    ["saves", "--js"],
    ["--json", "saves"],
    ["saves", "--save-dir"],
    ["saves", "--save-dir="],
    ["saves", "--save-dir", "{other}", "--save-dir", "{other}"],
    ["saves", "--save-dir", "--json"],
    ["saves", "extra"],
    ["saves", "-h"],
]


def _filled(save_root: Path, other: Path) -> None:
    new_game(save_root)
    other.mkdir(mode=0o700)
    new_game(other, moves=5)
    new_game(other, moves=1)


def _said(capsys, argv: list[str]) -> tuple[int, str, str]:
    return run_cli(capsys, *argv)  # main takes --lang out of its list: each run has its own


@pytest.mark.parametrize("argv", PLAIN + FOR_THE_PARSER, ids=" ".join)
def test_a_listing_says_what_the_parser_would_say(capsys, save_root, tmp_path, monkeypatch, argv) -> None:
    monkeypatch.setenv("DICE_TUI_ASCII", "0")  # --ascii sets it: restored after the test, whatever main sets
    other = tmp_path / "other"
    _filled(save_root, other)
    argv = [word.format(other=other) for word in argv]
    plain = tui.cli._plain_saves
    read: list[object] = []
    monkeypatch.setattr(tui.cli, "_plain_saves", lambda argv: read.append(plain(argv)) or read[-1])
    fast = _said(capsys, list(argv))
    assert (read[-1:] != [None]) == (argv in [[word.format(other=other) for word in line] for line in PLAIN])
    monkeypatch.setattr(tui.cli, "_plain_saves", lambda argv: None)  # every command line to the parser
    assert fast == _said(capsys, list(argv))


@pytest.mark.parametrize("argv", FOR_THE_PARSER, ids=" ".join)
def test_a_command_line_the_listing_does_not_read_alone_goes_to_the_parser(tmp_path, argv) -> None:
    assert tui.cli._plain_saves([word.format(other=tmp_path) for word in argv]) is None


def test_a_listing_loads_neither_the_parser_nor_an_event_loop(save_root) -> None:
    new_game(save_root)
    program = (
        "import sys\nfrom tui.cli import main\nstatus = main(['saves'])\n"
        "print(status, sorted(name for name in ('argparse', 'asyncio', 'shutil') if name in sys.modules))\n"
    )
    ran = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, check=True)
    *listing, loaded = ran.stdout.splitlines()
    assert any("unfinished" in line for line in listing)
    assert loaded == "0 []"
