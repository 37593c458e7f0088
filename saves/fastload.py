"""The fast way in for a healthy, current-version save: one pass of pydantic-core.

`store.load_game` first parses JSON into Python objects, then validates the header,
the setup and then every event: three walks over a long log. For a save that is
already at CURRENT_VERSION, a model typed for its game lets pydantic-core parse and
validate the whole file in one pass from the bytes. Anything unexpected here simply
returns None and the careful path runs, which is the one that explains damage.
"""

from __future__ import annotations

import re
from datetime import datetime
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model

from core.games import GAMES, rules_for
from saves.format import CURRENT_VERSION, FORMAT, as_utc

#: `encode` writes the game id near the start of the file
_GAME = re.compile(rb'"game"\s*:\s*"([a-z0-9-]{1,40})"')


@cache
def _typed_save(game: str) -> type[BaseModel] | None:
    rules = rules_for(game)
    events_type = getattr(rules.events, "_type", None)  # the list[EventUnion] the adapter wraps
    if events_type is None:
        return None
    return create_model(
        f"Save_{game.replace('-', '_')}",
        __config__=ConfigDict(frozen=True, extra="forbid"),
        format=(Literal[FORMAT], ...),
        version=(Literal[CURRENT_VERSION], ...),
        game=(Literal[game], ...),
        created=(datetime, ...),
        updated=(datetime, ...),
        setup=(rules.setup_model, ...),
        summary=(dict[str, Any] | None, None),
        # fail_fast: a file of a million bad events must not build a million errors
        events=(Annotated[events_type, Field(fail_fast=True)], ...),
    )


def fast_parse(raw: bytes) -> tuple[Any, Any, list[Any], datetime, datetime, Any] | None:
    """(rules, setup, events, created, updated, summary), or None to take the careful path."""
    found = _GAME.search(raw[:1024])
    if found is None or found.group(1).decode() not in GAMES:
        return None
    game = found.group(1).decode()
    try:
        model = _typed_save(game)
        if model is None:
            return None
        save = model.model_validate_json(raw)
        rules = rules_for(game)
    except Exception:  # damaged, old, or unusual: the careful path says exactly why
        return None
    return rules, save.setup, list(save.events), as_utc(save.created), as_utc(save.updated), save.summary
