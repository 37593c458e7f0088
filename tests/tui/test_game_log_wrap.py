"""The log's wrapping never loops, whatever width it is given."""

from __future__ import annotations

import pytest

from tui.widgets.game_log import INDENT, wrap


@pytest.mark.parametrize("width", [-5, 0, 1, 2, 3])
def test_a_log_narrower_than_its_indent_still_wraps_every_character(width):
    parts = wrap("Green guard rolls 4 and patrols", width)
    assert "".join(part.strip() for part in parts) == "Greenguardrolls4andpatrols"
    assert all(part.strip() for part in parts)  # no empty line, so no endless loop either
    assert all(len(part) <= max(width, len(INDENT) + 1) for part in parts)
