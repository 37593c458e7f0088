"""Every CLI command over a folder of hostile names writes text: no byte a terminal obeys.

The folder holds what another user, a table host or a file can plant: a genuine finished
game (its dice pass the audit) whose seat is named with a window-title and a clipboard
escape, as a hostile host's seat copy would be; file names holding escapes; a damaged
campaign named with a C1 control. Each command's stdout and stderr may hold no control
character but the line feed: no ESC, no BEL, no C1 CSI, no bidirectional override.
"""

from __future__ import annotations

import json
import os
import re

import pytest

import tui.app
from core.game import PlayerSpec
from core.games import rules_for
from saves.campaign import campaigns_folder
from saves.session import GameSession
from saves.summary import digest, setup_json, split
from tests.tui.test_cli import run_cli

#: the seat name of the issue: sets the window title, then writes the clipboard
PWN = "\x1b]0;PWN\x07\x1b]52;c;aGk=\x07"
#: what a terminal may obey: C0 but the line feed, DEL, C1, bidirectional controls
OBEYED = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def finished_game(folder, seat: str):
    """A genuine finished diZe game, its seat then renamed in the file and made a person's
    (digest made again): the statistics name a bot by its kind, a person by the seat's name."""
    rules = rules_for("dize")
    setup = rules.make_setup([PlayerSpec(name="Ann", bot="careful")], 11, zombies=4)
    with GameSession.create(folder, "dize", setup) as session:
        while not session.is_over:
            session.apply(rules.bot_command(session.state, "careful"))
        path = session.path
    head, events_json = split(path.read_bytes())
    head["setup"]["players"][0]["name"] = seat
    head["setup"]["players"][0]["bot"] = None
    told = head["summary"]
    told["digest"] = digest(setup_json(head["setup"]), events_json, told["events"], told["facts"], told["over"])
    head_json = json.dumps(head, separators=(",", ":"), ensure_ascii=False)
    path.write_bytes(head_json[:-1].encode() + b',"events":' + events_json + b"}")
    return path


@pytest.fixture
def hostile(save_root, tmp_path, monkeypatch):
    """The save folder with planted names, and a current folder holding a planted file."""
    game = finished_game(save_root, PWN)
    os.rename(game, save_root / f"{PWN}\u202e.json")
    (save_root / "\x1b[2J\x9b31m.json").write_bytes(b'{"format": "\x1b]0;x\x07"}')  # damaged, named to clear
    campaigns = campaigns_folder(save_root)
    campaigns.mkdir(mode=0o700, exist_ok=True)
    (campaigns / "\x9b2J\x1b]52;c;aGk=\x07.json").write_bytes(b"\x1b[?1049h")
    here = tmp_path / "here"
    here.mkdir()
    (here / f"{PWN}.json").write_bytes((save_root / f"{PWN}\u202e.json").read_bytes())
    monkeypatch.chdir(here)
    monkeypatch.setattr(tui.app, "run_app", lambda root, start: 0)
    return save_root


COMMANDS = [
    ["saves"], ["saves", "--json"], ["stats"], ["stats", "--json"], ["stats", "dize"],
    ["resume", PWN], ["resume", f"./{PWN}.json"], ["replay", f"{PWN}\u202e"], ["replay", "\x1b[2J\x9b31m"],
    ["replay", f"./{PWN}.json"], ["bots", "dize", "--games", "2"], ["bots", "dize", "--games", "2", "--json"],
    ["campaign", "list"], ["campaign", "list", "--json"], ["campaign", "resume", PWN],
    ["table", "list"], ["table", "list", "--json"], ["table", "join", PWN],
    ["new", "--help"], ["--help"], ["new", "dize", "--players", PWN], ["new", PWN],
    ["sheet", "--help"], ["sheet", "dize", "-o", f"{PWN}/x.pdf"], ["stats", PWN], ["--save-dir", PWN, "saves"],
]


@pytest.mark.parametrize("argv", COMMANDS, ids=lambda argv: " ".join(argv).encode("unicode_escape").decode())
def test_no_command_writes_a_character_the_terminal_would_obey(capsys, hostile, argv):
    _code, out, err = run_cli(capsys, *argv)
    for stream in (out, err):
        assert OBEYED.search(stream) is None, stream
        assert b"\x1b" not in stream.encode("utf-8", "surrogateescape")


def test_the_planted_names_are_shown_as_stand_ins(capsys, hostile):
    """Not dropped: the friend sees that the seat's name holds an escape, as ␛ and ␇."""
    _code, out, _err = run_cli(capsys, "stats", "dize")
    assert "␛]0;PWN␇" in out
    _code, out, _err = run_cli(capsys, "saves")
    assert "␛[2J" in out


def test_json_keeps_the_planted_name_exactly_but_escaped(capsys, hostile):
    _code, out, _err = run_cli(capsys, "stats", "--json")
    names = [player["name"] for player in json.loads(out)["games"]["dize"]["modes"]["solitaire"]["players"]]
    assert names == [PWN]
    assert "\\u001b]0;PWN" in out


@pytest.mark.parametrize("line, width, shown", [
    ("Ann" + PWN * 3, 12, "Ann␛]0;PWN␇…"),  # stand-ins first: the cut ends in no sequence
    ("René" * 3, 5, "René…"),
    ("Rene\u0301e", 5, "Ren…"),  # the accent stays with its letter, not alone on the …
    ("ab👩\u200d👩\u200d👧xyz", 6, "ab…"),  # a joined family is cut whole
    ("ab👍🏽cd", 4, "ab…"),  # a skin tone is not left without its hand
    ("日本語のなまえ", 7, "日本語…"),  # wide letters take two columns
    ("short", 10, "short"),
])
def test_a_cut_line_ends_at_the_start_of_a_character(line, width, shown):
    from tui.cli.out import cut

    assert cut(line, width) == shown
