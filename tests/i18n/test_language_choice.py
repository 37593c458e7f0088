"""Which language is spoken: --lang, then the menu's remembered choice, then the locale, then English."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import lang
from tui import i18n


@pytest.mark.parametrize(
    ("environ", "spoken"),
    [
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LANG": "es_AR"}, "es"),
        ({"LC_ALL": "es_MX.UTF-8", "LANG": "en_GB.UTF-8"}, "es"),
        ({"LC_ALL": "en_US.UTF-8", "LANG": "es_ES.UTF-8"}, "en"),
        ({"LC_MESSAGES": "es_ES.UTF-8", "LANG": "en_US.UTF-8"}, "es"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({}, None),
    ],
)
def test_the_locale_decides_as_posix_reads_it(environ: dict[str, str], spoken: str | None) -> None:
    assert i18n.from_environment(environ) == spoken


def test_the_flag_beats_the_remembered_choice_which_beats_the_locale(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert i18n.choose(None, tmp_path) == "es"
    i18n.remember(tmp_path, "en")
    assert i18n.choose(None, tmp_path) == "en"
    assert i18n.choose("es", tmp_path) == "es"
    assert (tmp_path / "settings.json").stat().st_mode & 0o077 == 0


@pytest.mark.parametrize("junk", [b"", b"[]", b"{\"language\": 7}", b"{\"language\": \"fr\"}", b"\xff" * 10,
                                  b"[" * 100000, b"{\"language\": \"es\"" + b" " * 70000 + b"}"])  # fmt: skip
def test_a_settings_file_that_cannot_be_read_is_no_choice(tmp_path, monkeypatch, junk: bytes) -> None:
    monkeypatch.setenv("LANG", "C")
    (tmp_path / "settings.json").write_bytes(junk)
    assert i18n.choose(None, tmp_path) == "en"


def test_a_settings_file_that_is_a_fifo_never_blocks(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    os.mkfifo(tmp_path / "settings.json")
    assert i18n.choose(None, tmp_path) == "es"


@pytest.mark.parametrize("code", ["fr", "", "xx_YY", "english"])
def test_an_unknown_language_is_refused_by_name(code: str) -> None:
    with pytest.raises(i18n.LanguageError, match="choose one of en, es"):
        i18n.checked(code)


def test_spanish_words_come_from_the_catalogue_and_english_comes_back() -> None:
    i18n.use("es")
    assert lang.language() == "es"
    assert lang.join(["Ana", "Bea"]) == "Ana y Bea"
    assert lang.join(["Ana", "Inés"]) == "Ana e Inés"
    assert lang.join(["Ana", "Hierro"]) == "Ana y Hierro"
    assert lang.number(1234.5, 1) == "1.234,5"  # Babel's (CLDR's) Spanish, as every number
    assert lang.number(12345) == "12.345"
    assert lang.percent(0.575, 1) == "57,5\xa0%"
    i18n.use("en")
    assert lang.join(["Ann", "Bob", "Cy"]) == "Ann, Bob, and Cy"
    assert lang.percent(0.57) == "57%"
    assert lang.number(12345.25, 2) == "12,345.25"


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environ = {**os.environ, **(env or {})}
    return subprocess.run([sys.executable, "-m", "tui.cli", *args], capture_output=True, text=True, env=environ,
                          timeout=60, stdin=subprocess.DEVNULL)  # fmt: skip


@pytest.mark.parametrize("args", [["--lang", "fr", "saves"], ["saves", "--lang"], ["--lang=", "saves"]])
def test_a_bad_lang_flag_is_one_line_and_status_2(args: list[str], tmp_path) -> None:
    done = run(*args, env={"DICE_TUI_HOME": str(tmp_path)})
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("mode", [0o1777, 0o777])
def test_a_refused_save_folder_never_chooses_the_language_of_its_refusal(tmp_path, monkeypatch, mode: int) -> None:
    """A settings.json planted in a folder dice-tui refuses (others may write to it) is not
    read: the refusal, and --help, speak the locale's language, not the planter's."""
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "settings.json").write_text('{"language": "es"}')
    shared.chmod(mode)
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert i18n.choose(None, shared) == "en"
    refused = run("saves", "--save-dir", str(shared), env={"LANG": "C.UTF-8"})
    assert refused.returncode == 2 and "refusing to use" in refused.stderr
    helped = run("--save-dir", str(shared), "--help", env={"LANG": "C.UTF-8"})
    assert "start a new game" in helped.stdout


def test_the_users_own_folder_still_remembers_the_language(tmp_path) -> None:
    (tmp_path / "settings.json").write_text('{"language": "es"}')
    assert i18n.choose(None, tmp_path) == "es"


@settings(max_examples=1000)
@given(
    st.floats(allow_nan=False, min_value=-1e12, max_value=1e12) | st.integers(-10**9, 10**9)
    | st.sampled_from([0.125, 2.675, 0.005, -0.0, -0.001, 0.5, 2.5, float("nan"), float("inf"), float("-inf")]),
    st.integers(0, 4),
)
def test_english_writes_numbers_and_shares_as_babel_writes_them(value, digits):
    """English formats numbers by hand (tui.i18n.english: no Babel data in an English
    session); every figure must read exactly as Babel's "en" writes it."""
    from tui.i18n.english import EnglishFormats
    from tui.i18n.formats import BabelFormats

    ours, babel = EnglishFormats(), BabelFormats("en")
    assert ours.number(value, digits) == babel.number(value, digits)
    assert ours.percent(value / 1000, digits) == babel.percent(value / 1000, digits)


@given(st.lists(st.text(min_size=1, max_size=8), max_size=6))
def test_english_lists_read_as_babel_writes_them(items):
    from tui.i18n.english import EnglishFormats
    from tui.i18n.formats import BabelFormats

    assert EnglishFormats().join(items) == BabelFormats("en").join(items)


def test_an_english_session_writes_its_numbers_without_babel():
    code = ("import sys\nfrom tui import i18n\nfrom core import lang\ni18n.use('en')\n"
            "print(lang.percent(0.575), lang.number(1234.5, 1), lang.join(['Ann', 'Bob', 'Cy']))\n"
            "print(sorted(name for name in sys.modules if name.startswith('babel')))\n")
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert ran.stdout.splitlines() == ["58% 1,234.5 Ann, Bob, and Cy", "[]"]


def test_dice_tui_lang_beats_the_remembered_choice_and_the_locale_and_the_flag_beats_it(tmp_path) -> None:
    i18n.remember(tmp_path, "en")
    environ = {"LANG": "en_US.UTF-8", "DICE_TUI_LANG": "es"}
    assert i18n.choose(None, tmp_path, environ) == "es"
    assert i18n.choose("en", tmp_path, environ) == "en"
    assert i18n.choose(None, tmp_path, {"DICE_TUI_LANG": " "}) == "en"


def test_dice_tui_lang_speaks_the_help_and_a_bad_one_is_one_line(tmp_path) -> None:
    home = {"DICE_TUI_HOME": str(tmp_path)}
    assert "empieza una partida nueva" in run("--help", env={**home, "DICE_TUI_LANG": "es"}).stdout
    refused = run("saves", env={**home, "DICE_TUI_LANG": "fr", "LANG": "es_ES.UTF-8"})
    assert refused.returncode == 2
    said = "dice-tui: DICE_TUI_LANG: idioma desconocido 'fr': elige entre en, es"
    assert refused.stderr.strip().splitlines() == [said]
