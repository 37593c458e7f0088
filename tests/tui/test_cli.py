"""The command line: one line saying what is wrong, then the usage, exit 2; never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tui.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    "argv, message",
    [
        (["new", "yahtzee"], "unknown game 'yahtzee'"),
        (["new", "dalek-dice", "--players", "Ann"], "Dalek Dice is played by 2 to 6 players, not 1"),
        (["new", "dalek-dice", "--players", "Ann,,Bob"], "empty name"),
        (["new", "dize", "--players", "Ann,Bob"], "diZe is played by 1 player, not 2"),
        (["new", "dalek-dice", "--players", "Ann,bot:genius"], "no bot 'genius'"),
        (["new", "dalek-dice", "--seed", "x"], "invalid int value"),
        (["new", "dalek-dice", "--zombies", "4"], "--zombies does not apply to Dalek Dice"),
        (["frobnicate"], "invalid choice"),
        (["resume", "no-such-save"], "no save named 'no-such-save'"),
    ],
)
def test_bad_arguments_get_one_line_then_usage_and_exit_2(capsys, save_root, argv, message):
    code, _out, err = run_cli(capsys, *argv)
    assert code == 2
    first, *rest = err.splitlines()
    assert message in first
    assert rest and rest[0].startswith("usage: dice-tui")
    assert "Traceback" not in err


def test_version_and_help(capsys):
    code, out, _ = run_cli(capsys, "--version")
    assert code == 0 and out.startswith("dice-tui ")
    code, out, _ = run_cli(capsys, "--help")
    assert code == 0 and "examples:" in out and "dice-tui new dalek-dice" in out


def test_saves_lists_nothing_in_an_empty_folder(capsys, save_root):
    code, out, _ = run_cli(capsys, "saves", "--json")
    assert code == 0 and json.loads(out) == []


def test_resume_without_games_says_so(capsys, save_root):
    code, _, err = run_cli(capsys, "resume")
    assert code == 2 and "no unfinished game" in err


def test_sheet_command_does_not_import_textual(tmp_path):
    probe = (
        "import sys; from tui.cli import main; "
        "code = main(['sheet', 'dalek-dice', '--players', '3', '-o', sys.argv[1]]); "
        "assert 'textual' not in sys.modules, 'textual imported'; sys.exit(code)"
    )
    out = tmp_path / "pad.pdf"
    done = subprocess.run([sys.executable, "-c", probe, str(out)], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"%PDF")


def test_bots_vs_prints_win_rates_with_an_interval_as_json(capsys):
    code, out, _ = run_cli(capsys, "bots", "dalek-dice", "--vs", "optimal,cautious", "--games", "4", "--json")
    rows = json.loads(out)
    assert code == 0 and [row["bot"] for row in rows] == ["optimal", "cautious"]
    for row in rows:
        assert set(row) == {"bot", "games", "wins", "win_rate", "ci_low", "ci_high", "mean_score"}
        assert row["ci_low"] <= row["win_rate"] <= row["ci_high"]
    assert sum(row["wins"] for row in rows) == 4


def test_bots_vs_prints_a_table_and_solo_spreads(capsys):
    code, out, _ = run_cli(capsys, "bots", "dizzle", "--vs", "greedy", "--games", "3", "--level", "1")
    assert code == 0 and "interval (95%)" in out and "median (q1-q3)" in out and "rating" in out


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--vs", "optimal,genius"], "Dalek Dice has no bot 'genius'"),
        (["--vs", "optimal", "--games", "2"], "Dalek Dice is played by 2 to 6 players, not 1"),
        (["--vs", "optimal,cautious", "--games", "0"], "at least 1"),
        (["--vs", "optimal,,cautious"], "empty bot kind"),
        (["--vs", "optimal,cautious", "--turns", "5"], "give --games, not --turns"),
        (["--solo"], "go with --vs"),
        (["--vs", "optimal,cautious", "--seats", "3"], "--seats goes with --solo"),
    ],
)
def test_bots_vs_refuses_bad_input_in_one_line(capsys, argv, message):
    code, out, err = run_cli(capsys, "bots", "dalek-dice", *argv)
    assert code == 2 and out == "" and message in err.splitlines()[0] and "Traceback" not in err


@settings(max_examples=500)
@given(st.text(max_size=100) | st.text(alphabet=" ab\t\u00a0-", max_size=100))
def test_a_listed_line_is_wrapped_as_textwrap_wraps_it(line):
    """`dice-tui saves` skips textwrap for a line that fits or is plain words: the lines must come out the same
    (lines of words longer than a line: tests/tui/test_cli_wrap.py)."""
    import textwrap

    from tui.cli.out import wrap as _fit

    indent = " " * (len(line) - len(line.lstrip()) + 4)
    assert _fit(line) == (textwrap.wrap(line, 80, subsequent_indent=indent, break_on_hyphens=False) or [line])
