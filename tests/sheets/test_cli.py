"""`dice-tui sheet ...` / `python -m sheets ...`: files, stdout, and one-line errors (exit 2)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from sheets.cli import main

from .conftest import EVERY_SPECIAL, ROOT, read, rendered


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_writes_the_named_file(tmp_path: Path, capsys) -> None:
    target = tmp_path / "pad.pdf"
    status, out, err = run(capsys, "dalek-dice", "-o", str(target))
    assert (status, err) == (0, "")
    assert target.read_bytes() == rendered("dalek-dice")
    assert out == f"wrote {target}\n"


def test_default_name_in_the_current_folder(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert run(capsys, "dizzle")[0] == 0
    assert run(capsys, "25-to-dice", "--mode", "competitive")[0] == 0
    assert run(capsys, "dalek-dice", "--players", "6")[0] == 0
    assert run(capsys, "dize")[0] == 0
    assert run(capsys, "dize", "--paper", "letter")[0] == 0
    assert sorted(os.listdir(tmp_path)) == [
        "25-to-dice-competitive-en-a4.pdf", "dalek-dice-6-players-en-a4.pdf", "dize-en-a4.pdf",
        "dize-en-letter.pdf", "dizzle-level-1-en-a4.pdf",
    ]  # an A4 and a Letter copy of one sheet never overwrite each other
    assert (tmp_path / "dalek-dice-6-players-en-a4.pdf").read_bytes() == rendered("dalek-dice-6")


def test_an_english_and_a_spanish_copy_never_overwrite_each_other(tmp_path: Path, capsys, monkeypatch) -> None:
    """`dice-tui --lang es sheet dize` names the file for its language, as the words in it are."""
    from tui.cli import main as dice_tui
    from tui.i18n import use

    monkeypatch.chdir(tmp_path)
    try:
        assert dice_tui(["sheet", "dize", "--lang", "es"]) == 0
        assert dice_tui(["sheet", "dize", "--lang", "en"]) == 0
    finally:
        use("en")
    assert sorted(os.listdir(tmp_path)) == ["dize-en-a4.pdf", "dize-es-a4.pdf"]
    assert "ZOMBIS" in read((tmp_path / "dize-es-a4.pdf").read_bytes()).pages[0].extract_text()


def test_dash_writes_the_pdf_to_stdout(capsysbinary) -> None:
    assert main(["dizzle", "--level", "all", "-o", "-"]) == 0
    out, err = capsysbinary.readouterr()
    assert out == rendered("dizzle-all")
    assert err == b""


def test_level_file_and_paper(tmp_path: Path, capsys) -> None:
    target = tmp_path / "custom.pdf"
    assert run(capsys, "dizzle", "--level-file", str(EVERY_SPECIAL), "-o", str(target))[0] == 0
    assert target.read_bytes() == rendered("dizzle-every-special")
    assert run(capsys, "dizzle", "--level", "3", "--paper", "letter", "-o", str(target))[0] == 0
    assert target.read_bytes() == rendered("dizzle-3-letter")


def _broken(tmp_path: Path, text: str) -> str:
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ([], "choose a game"),
        (["chess"], "invalid choice: 'chess'"),
        (["dizzle", "--level", "9"], "unknown level '9'"),
        (["dizzle", "--level", "1", "--level-file", "x.json"], "give --level or --level-file, not both"),
        (["dizzle", "--paper", "a3"], "invalid choice: 'a3'"),
        (["25-to-dice", "--mode", "versus"], "invalid choice: 'versus'"),
        (["dalek-dice", "--players", "many"], "invalid int value: 'many'"),
        (["dalek-dice", "--players", "1"], "2 to 6 players"),
        (["dize", "--players", "2"], "unrecognized arguments: --players 2"),
        (["dizzle", "--level-file", "/no/such/level.json"], "cannot read level file /no/such/level.json"),
    ],
)
def test_bad_arguments_are_one_line_and_exit_2(argv, message: str, capsys, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert err.startswith("dice-tui sheet: ") and err.count("\n") == 1, err
    assert message in err
    assert os.listdir(tmp_path) == []  # nothing written, not even a partial file


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "level file"),
        ('{"name": "x"}', "grid: Field required"),
        ('{"name": "Flat", "grid": ["1 2 3 4 5"], "rating": [{"min_score": 0, "stars": 0, "verdict": "ok"}]}',
         "the grid is 1 row by 5 columns"),
    ],
)
def test_a_broken_level_file_is_one_line_and_writes_nothing(text: str, message: str, tmp_path: Path,
                                                               capsys) -> None:
    target = tmp_path / "out.pdf"
    status, out, err = run(capsys, "dizzle", "--level-file", _broken(tmp_path, text), "-o", str(target))
    assert status == 2 and out == ""
    assert err.startswith("dice-tui sheet: level file ") and err.count("\n") == 1, err
    assert message in err
    assert not target.exists()


def test_an_unwritable_path_is_one_line_and_leaves_nothing(tmp_path: Path, capsys) -> None:
    status, _, err = run(capsys, "dize", "-o", str(tmp_path / "missing" / "mat.pdf"))
    assert status == 2
    assert err.startswith(f"dice-tui sheet: cannot write {tmp_path / 'missing' / 'mat.pdf'}: ")
    assert err.count("\n") == 1
    status, _, err = run(capsys, "dize", "-o", str(tmp_path))
    assert status == 2 and "it is a folder" in err
    assert os.listdir(tmp_path) == []


def test_help_exits_0(capsys) -> None:
    status, out, _ = run(capsys, "--help")
    assert status == 0 and "dizzle" in out and "25-to-dice" in out
    status, out, _ = run(capsys, "dizzle", "--help")
    assert status == 0 and "--level-file" in out


def test_python_m_sheets_works_and_never_imports_textual(tmp_path: Path) -> None:
    script = (
        "import sys\n"
        "from sheets.cli import main\n"
        f"status = main(['25-to-dice', '-o', {str(tmp_path / 'board.pdf')!r}])\n"
        "print(status, 'textual' in sys.modules, 'tui' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[-1] == "0 False False"
    done = subprocess.run([sys.executable, "-m", "sheets", "dize", "-o", str(tmp_path / "mat.pdf")],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0 and len(read((tmp_path / "mat.pdf").read_bytes()).pages) == 1
    done = subprocess.run([sys.executable, "-m", "sheets", "dize", "--paper", "a0"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 2 and done.stderr.startswith("dice-tui sheet: ") and "Traceback" not in done.stderr


def test_writing_to_a_device_writes_into_it_and_leaves_it_a_device(tmp_path):
    """`-o /dev/null` must never replace the device with a regular file."""
    import stat

    from sheets.output import write_pdf

    write_pdf(b"%PDF-1.4 test", "/dev/null")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


@pytest.mark.parametrize("special", ["/dev/zero", "fifo", "folder", "huge"])
def test_a_level_file_that_is_not_a_small_regular_file_is_refused_in_one_line(capsys, tmp_path, special):
    import os

    path = {"/dev/zero": "/dev/zero"}.get(special, str(tmp_path / special))
    if special == "fifo":
        os.mkfifo(path)
    elif special == "folder":
        os.mkdir(path)
    elif special == "huge":
        Path(path).write_text(" " * (300 * 1024))
    status, _out, err = run(capsys, "dizzle", "--level-file", path, "-o", str(tmp_path / "x.pdf"))
    assert status == 2 and err.count("\n") == 1 and "level file" in err
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16"])
def test_a_level_file_with_a_byte_order_mark_or_in_utf16_prints(tmp_path: Path, capsys, encoding) -> None:
    """Read as the game reads one, and as a save is read: the same sheet as its UTF-8 twin."""
    source = tmp_path / "level.json"
    source.write_bytes(EVERY_SPECIAL.read_text("utf-8").encode(encoding))
    target = tmp_path / "custom.pdf"
    assert run(capsys, "dizzle", "--level-file", str(source), "-o", str(target))[0] == 0
    assert target.read_bytes() == rendered("dizzle-every-special")
