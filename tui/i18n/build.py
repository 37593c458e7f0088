"""The build's one step of its own: every catalogue's `.mo` compiled from its `.po`, and each
language's words (tui.i18n.words: all its catalogues in one file, read at start).

pyproject.toml names this class as setuptools' `build_py` ([tool.setuptools.cmdclass]), so
every install path ships compiled catalogues: a wheel, `pip install .` and `pipx install .`
(the `.mo` written into the build, beside the `.po` it was built from) and the editable
install of `make play` (written into the checkout, as `make` also does). The compiling is
tui.i18n.catalogue's, with Babel (a build requirement): each `.mo` carries the digest of its
`.po`, so the app trusts it by content whatever times the install gives the files, and a
Spanish start never imports Babel to compile a catalogue again. It lives in the package
(not in a setup.py) because the project's top level is fixed; nothing at run time imports it.
"""


from __future__ import annotations

import sys
from pathlib import Path

from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parents[2]


class BuildWithCatalogues(build_py):
    """build_py, then each `.po`'s `.mo` written where the installed package reads it."""

    def run(self) -> None:
        super().run()
        # setuptools loads this file by its path: the package is importable once the checkout is
        sys.path.insert(0, str(ROOT))
        from tui.i18n.catalogue import write_compiled, write_words
        from tui.i18n.words import NAME

        target = ROOT if self.editable_mode else Path(self.build_lib)
        for po in sorted((ROOT / "tui" / "locale").glob("*/LC_MESSAGES/*.po")):
            write_compiled(po, target / po.relative_to(ROOT).with_suffix(".mo"))
        for folder in sorted((ROOT / "tui" / "locale").glob("*/LC_MESSAGES")):
            write_words(folder, target / folder.parent.relative_to(ROOT) / NAME)

