"""Start-up as `pip install .` leaves it: Spanish against English, English against a one-label app.

Targets (issue 34): Spanish within 1.05x of English and English within 1.15x of the
one-label Textual app, on the install path players use (`pip install .`, as `pipx install .`
does): a copy of the sources with no compiled catalogue, as a fresh clone has them, is
installed with pip into a new virtual environment (the build compiles the catalogues:
tui.i18n.build). Its dependencies are this checkout's (a .pth file points at them), so nothing
is downloaded but the build's own requirements. Then both languages start in an 80x24
pty, alternately, to the menu's first frame (bench_startup).
"""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.project_python import use_project_python  # noqa: E402

use_project_python(__name__)

from bench.bench_keys import pty_env  # noqa: E402
from bench.bench_startup import BASELINE, alternated  # noqa: E402
from bench.verdict import verdict  # noqa: E402


def fresh_clone(target: Path) -> Path:
    """The sources as a clone has them: no .mo, no bytecode, no build."""
    skip = shutil.ignore_patterns("*.mo", "__pycache__", "*.pyc", ".venv", "*.egg-info", "build")
    for name in ("core", "saves", "sheets", "tui", "docs"):
        shutil.copytree(ROOT / name, target / name, ignore=skip)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, target / name)
    return target


def installed(folder: Path) -> Path:
    """A new environment with dice-tui installed by pip from a fresh clone; its `dice-tui`."""
    env_dir = folder / "env"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    inner = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                           check=True, capture_output=True, text=True).stdout.strip()  # fmt: skip
    (Path(inner) / "dependencies.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    environ = dict(os.environ, PIP_CONSTRAINT=str(ROOT / ".ci" / "constraints.txt"), PIP_DISABLE_PIP_VERSION_CHECK="1")
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", str(fresh_clone(folder / "clone"))],
                   check=True, env=environ, cwd=folder)  # fmt: skip
    return env_dir / "bin" / "dice-tui"


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="dice-tui-install-"))
    command = installed(folder)
    shipped = sorted(p.name for p in command.parent.parent.glob("lib/python*/site-packages/tui/locale/es/*/*.mo"))
    print(f"pip install . (a fresh clone): {len(shipped)} Spanish catalogues compiled by the build")
    home = folder / "home"
    home.mkdir()
    env = pty_env(str(home))
    english, spanish = dict(env, LANG="C.UTF-8"), dict(env, LANG="es_ES.UTF-8")
    script = folder / "one_label.py"
    script.write_text(BASELINE)
    app = [str(command)]
    en, base = alternated(app, b"New game", [sys.executable, str(script)], b"Baseline ready", english)
    print(f"installed, English to menu: {en * 1000:.0f} ms  (ratio {en / base:.2f} vs one-label Textual app "
          f"{base * 1000:.0f} ms; target <= 1.15)  {verdict(en / base, 1.15)}")
    es, en = alternated(app, b"Nueva partida", app, b"New game", spanish, english)
    print(f"installed, Spanish to menu: {es * 1000:.0f} ms  (ratio {es / en:.2f} vs English {en * 1000:.0f} ms; "
          f"target <= 1.05)  {verdict(es / en, 1.05)}")
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
