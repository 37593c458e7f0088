"""In-app help shows the real pages from docs/rules/, installed or from a checkout."""

from __future__ import annotations

import pytest

from tui.screens.rules import pages, read_page


@pytest.mark.parametrize("page", sorted(pages()))
def test_every_rules_page_is_found(page):
    text = read_page(page)
    assert "missing from this installation" not in text
    assert text.startswith("# ")
