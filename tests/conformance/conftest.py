"""Every registered game, plus the test-only Pig, registered through `core.games.register`."""

from __future__ import annotations

import pytest

import core.games
from tests.pig.descriptor import GAME as PIG

GAME_IDS = [*core.games.GAMES, PIG.id]


@pytest.fixture(params=GAME_IDS)
def game(request):
    """(descriptor, RULES) of one game; Pig is registered for the test and taken out after."""
    registered_here = request.param == PIG.id and PIG.id not in core.games.GAMES
    if registered_here:
        core.games.register(PIG)
    try:
        yield core.games.game(request.param), core.games.rules_for(request.param)
    finally:
        if registered_here:
            core.games.unregister(PIG.id)
