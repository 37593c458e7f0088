"""The build compiles the catalogues, and the app trusts what it built by content alone.

Every install path (a wheel, `pip install .`, pipx, `make play`) must ship a `.mo` per
`.po` that a Spanish start reads without importing Babel: whatever times the install
gives the files (pip may write a `.mo` before or after its `.po`), the `.mo` is trusted
when the digest it carries is its `.po`'s, and only then.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tui import i18n
from tui.i18n.catalogue import write_compiled

ROOT = Path(__file__).resolve().parents[2]
#: a Spanish start in a fresh interpreter: what it says, and whether Babel's catalogue code loaded
SPANISH_START = (
    "import sys, tui.i18n as i18n\n"
    "from core.lang import _\n"
    "i18n.use('es')\n"
    "print(i18n.__file__)\n"
    "print(_('New game'))\n"
    "print(sorted(name for name in sys.modules if name.startswith('babel.messages')))\n"
    "print(type(i18n.lang._active).__name__, 'gettext' in sys.modules)\n"
)


def _aged(folder: Path, mo_first: bool) -> None:
    """Give every `.mo` a time an hour before (or after) its `.po`'s."""
    for po in folder.glob("tui/locale/*/LC_MESSAGES/*.po"):
        mo = po.with_suffix(".mo")
        when = po.stat().st_mtime + (-3600 if mo_first else 3600)
        os.utime(mo, (when, when))


@pytest.mark.parametrize("mo_first", [True, False], ids=["mo older than po", "mo newer than po"])
def test_a_catalogue_built_from_its_po_is_trusted_whatever_the_file_times(tmp_path, monkeypatch, mo_first) -> None:
    folder = tmp_path / "tui" / "locale" / "es" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / "app.po"
    shutil.copy(ROOT / "tui" / "locale" / "es" / "LC_MESSAGES" / "app.po", po)
    write_compiled(po, po.with_suffix(".mo"))
    _aged(tmp_path, mo_first)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "tui" / "locale")
    compiles: list[Path] = []
    monkeypatch.setattr("tui.i18n.catalogue.compiled", lambda path: compiles.append(path))
    assert i18n._read("es", "app").gettext("New game") == "Nueva partida"
    assert compiles == []  # read from the .mo, never compiled again


def test_a_catalogue_edited_since_its_build_is_compiled_again(tmp_path, monkeypatch) -> None:
    folder = tmp_path / "tui" / "locale" / "es" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / "app.po"
    source = (ROOT / "tui" / "locale" / "es" / "LC_MESSAGES" / "app.po").read_text(encoding="utf-8")
    po.write_text(source, encoding="utf-8")
    write_compiled(po, po.with_suffix(".mo"))
    po.write_text(source.replace('msgstr "Nueva partida"', 'msgstr "Partida nueva"'), encoding="utf-8")
    _aged(tmp_path, mo_first=False)  # the stale .mo even looks newer
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "tui" / "locale")
    assert i18n._read("es", "app").gettext("New game") == "Partida nueva"


def _source_copy(target: Path) -> Path:
    """What a fresh clone holds: the sources and no compiled catalogue."""
    skip = shutil.ignore_patterns("*.mo", "__pycache__", "*.pyc", ".venv", "*.egg-info", "build")
    for name in ("core", "saves", "sheets", "tui", "docs"):
        shutil.copytree(ROOT / name, target / name, ignore=skip)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, target / name)
    return target


@pytest.mark.long
def test_a_wheel_ships_every_catalogue_compiled_and_spanish_starts_without_babel(tmp_path) -> None:
    source = _source_copy(tmp_path / "src")
    assert not list(source.glob("tui/locale/*/LC_MESSAGES/*.mo"))
    env = dict(os.environ, PIP_CONSTRAINT=str(ROOT / ".ci" / "constraints.txt"), PIP_DISABLE_PIP_VERSION_CHECK="1")
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path / "out"),
                            str(source)], env=env, capture_output=True, text=True, timeout=600)  # fmt: skip
    assert built.returncode == 0, built.stderr[-2000:]
    (wheel,) = (tmp_path / "out").glob("dice_tui-*.whl")
    installed = tmp_path / "installed"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(installed)
    sources = {name for name in names if name.startswith("tui/locale/") and name.endswith(".po")}
    assert sources and {name[:-3] + ".mo" for name in sources} <= names
    assert {name.split("/LC_MESSAGES/")[0] + "/words.marshal" for name in sources} <= names  # tui.i18n.words
    _aged(installed, mo_first=True)  # as an install that wrote each .mo before its .po
    env = dict(os.environ, PYTHONPATH=str(installed))
    ran = subprocess.run([sys.executable, "-c", SPANISH_START], env=env, cwd=tmp_path, capture_output=True, text=True,
                         check=True)
    where, said, babel, read = ran.stdout.splitlines()
    assert Path(where).is_relative_to(installed)  # the wheel's package, not the checkout's
    assert said == "Nueva partida"
    assert babel == "[]"
    assert read == "Words False"  # the words the build wrote, in one read: no .mo parsed by gettext


def test_a_spanish_start_checks_its_catalogues_without_openssl() -> None:
    # hashlib loads OpenSSL's libcrypto: 2-3 ms of the start and 600 kB of the session (issue 34)
    program = SPANISH_START + "print(sorted(name for name in ('hashlib', '_hashlib') if name in sys.modules))\n"
    ran = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, check=True)
    said, openssl = ran.stdout.splitlines()[1], ran.stdout.splitlines()[-1]
    assert (said, openssl) == ("Nueva partida", "[]")
