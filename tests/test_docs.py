"""The design lives in the repository: docs/design.md is there, and no page points outside it.

A clone has only what is committed, so a link to a folder beside the checkout (the
rulebooks' folder, a design card) is a dead link for every newcomer.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def test_the_design_is_a_page_of_the_repository():
    design = ROOT / "docs" / "design.md"
    assert design.is_file()
    assert "docs/design.md" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_relative_link_stays_inside_the_repository_and_exists():
    broken = []
    for page in PAGES:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue  # a web address or an anchor of the same page
            path = (page.parent / target.split("#")[0]).resolve()
            if not path.is_relative_to(ROOT) or not path.exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert broken == []


def test_no_page_or_module_names_a_path_beside_the_checkout():
    sources = [*PAGES, *(path for package in ("core", "saves", "sheets", "tui", "bench")
                         for path in (ROOT / package).rglob("*.py"))]
    outside = [str(path.relative_to(ROOT)) for path in sources
               if re.search(r"\.\./shared|/work/|shared/DESIGN", path.read_text(encoding="utf-8"))]
    assert outside == []


def test_the_adding_a_game_example_runs_as_written_and_builds_pigs_objects():
    """The descriptor and the registry entries docs/adding-a-game.md shows are run as they
    stand, and are the very objects the Pig tests register: the page cannot drift."""
    import re

    from tests.pig.descriptor import GAME
    from tests.pig.layers import SHEET, VIEW

    page = (ROOT / "docs" / "adding-a-game.md").read_text()
    section = page[page.index("## The descriptor"):page.index("## The screen")]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) == 2
    names: dict = {}
    for block in blocks:
        exec(compile(block, "docs/adding-a-game.md", "exec"), names)
    assert (names["GAME"], names["VIEW"], names["SHEET"]) == (GAME, VIEW, SHEET)
