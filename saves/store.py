"""Save files on disk: encoding, naming, and (from saves.listing) the save list.

Writes go through `atomic_write` or a held `SaveLock` (see `saves.atomic`, `saves.lock`),
so a crash loses at most the command in flight. Reading is `saves.loading`: bounded,
never through a symlink, and every fault is one `DamagedSave` line. The list lives in
saves.listing, which loads neither pydantic nor a rule engine for a save with a summary.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from core.facts import facts_of
from core.game import AnyRules, Event, GameSetup, replay
from core.games import rules_for
from core.lang import _
from saves import eventfile, summary
from saves.atomic import atomic_write, sweep_temp_files
from saves.errors import DamagedSave
from saves.format import CURRENT_VERSION, FORMAT
from saves.listing import FolderUnreadable, latest_unfinished, list_saves
from saves.loading import LoadedGame, load_game
from saves.summary import SaveInfo

__all__ = [  # the list (saves.listing), atomic_write and sweep_temp_files are offered here too, for callers' ease
    "DamagedSave", "FolderUnreadable", "LoadedGame", "SaveInfo", "atomic_write", "encode",
    "encode_with_events_json", "latest_unfinished", "list_saves", "load_game",
    "new_save_path", "sweep_temp_files",
]  # fmt: skip


def encode(
    game: str,
    setup: GameSetup,
    events: Sequence[Event],
    created: datetime,
    updated: datetime,
    *,
    rules: AnyRules | None = None,
    summary: bool = True,
) -> bytes:
    """A save file's bytes: compact JSON, the summary (unless `summary=False`, as an older
    dice-tui wrote them), events last (the bulk, dumped by pydantic-core)."""
    rules = rules or rules_for(game)
    state = replay(rules, setup, events) if summary else None
    return encode_with_events_json(
        game, setup, rules.events.dump_json(list(events)), created, updated, rules, state, len(events)
    )


def encode_with_events_json(
    game: str, setup: GameSetup, events_json: bytes, created: datetime, updated: datetime,
    rules: AnyRules | None = None, state: object = None, count: int = 0,
) -> bytes:
    """`encode` given the events' JSON array already made (a session keeps it between writes)."""
    return eventfile.encode(save_head(game, setup, events_json, created, updated, rules, state, count), events_json)


def setup_form(setup: GameSetup) -> tuple[dict[str, Any], bytes]:
    """The setup as a head holds it, and its JSON text (the summary's digest covers it): a
    session's setup never changes, so it makes them once, not at every command's write."""
    data = setup.model_dump(mode="json")
    return data, summary.setup_json(data)


def save_head(
    game: str, setup: GameSetup, events_json: bytes, created: datetime, updated: datetime,
    rules: AnyRules | None = None, state: object = None, count: int = 0,
    *, form: tuple[dict[str, Any], bytes] | None = None,
) -> dict[str, Any]:
    """Everything of a save but its events (saves.eventfile writes them after it).

    Given the game's `rules` and the `state` the `count` events (`events_json`) lead to,
    the head carries their summary (saves.summary), so the save list need not replay them.
    `form`: the setup's `setup_form`, when already made."""
    data, text = form or setup_form(setup)
    head: dict[str, Any] = {
        "format": FORMAT,
        "version": CURRENT_VERSION,
        "game": game,
        "created": created.isoformat(),
        "updated": updated.isoformat(),
        "setup": data,
    }
    if rules is not None and state is not None:
        head["summary"] = summary.make(data, events_json, count, facts_of(rules, state), rules.is_over(state),
                                       setup_text=text)
    return head


def new_save_path(root: Path, game: str, when: datetime | None = None) -> Path:
    """A free name `<game>-<YYYYmmdd-HHMMSS>[-N].json` (local time: people read it)."""
    stamp = (when or datetime.now(UTC)).astimezone().strftime("%Y%m%d-%H%M%S")
    for n in range(1, 10_000):
        path = root / (f"{game}-{stamp}.json" if n == 1 else f"{game}-{stamp}-{n}.json")
        if not os.path.lexists(path):
            return path
    raise FileExistsError(_("no free save name for {game} at {stamp}").format(game=game, stamp=stamp))
