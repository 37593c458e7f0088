"""Campaign files: the envelope, its versions, loading with a diagnosis, the campaign list.

A campaign lives in `<saves>/campaigns/<slug>.json`, and the game saves of its
attempts in the folder `<saves>/campaigns/<slug>/` beside it: ordinary game saves,
which the save list of the main folder does not show (they belong to the campaign,
which opens them and knows what their end means).

The file is one JSON object, in the style of a game save:
`{"format": "dice-tui-campaign", "version": 1, "created": iso8601, "updated": iso8601,
"setup": {name, seed, stages}, "events": [...]}`.

Version history (each step would get an upcaster in `UPCASTERS`, applied in order on
load, in memory; the file is rewritten in the current version only when the campaign
moves on): 1 is the first version. `tests/saves/fixtures/campaign-v1.json` must load
forever.

Whatever is wrong with a file becomes one `DamagedSave` with a one-line reason; a
damaged campaign is listed with it and never written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, ValidationError

from core.campaign import (
    EVENTS,
    Attempt,
    Campaign,
    CampaignEvent,
    CampaignSetup,
    FinishStage,
    decide,
    evolve,
    measure,
    replay,
)
from core.game import GameSetup, ReplayError
from core.lang import _
from core.text import name_key
from saves import eventfile
from saves.dates import as_utc
from saves.decoding import first_error, upcast_with
from saves.errors import DamagedSave, SaveError, SaveInUse
from saves.eventfile import Upcaster
from saves.files import CAMPAIGN_BYTES
from saves.loading import validate_events

FORMAT = "dice-tui-campaign"
CURRENT_VERSION = 1
FOLDER = "campaigns"

#: from-version -> function(data, file mtime) returning the data one version up
UPCASTERS: dict[int, Upcaster] = {}


class CampaignExists(SaveError):
    """`new` with a name whose file is already there (damaged or not): never replaced."""

    def __init__(self, name: str):
        super().__init__(f"a campaign named {name!r} already exists")


class CampaignInUse(SaveInUse):
    """Another dice-tui has this campaign open (its attempts would clash)."""

    def __init__(self, pid: int | None = None):
        super().__init__(pid)
        self.message = f"this campaign is open in another dice-tui{f' (pid {pid})' if pid else ''}"


class _Envelope(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["dice-tui-campaign"]
    version: int
    created: datetime
    updated: datetime
    setup: dict[str, Any]
    events: list[Any]


def file_kind() -> eventfile.FileKind:
    """A campaign file among event files (saves.eventfile), as this dice-tui writes them."""
    return eventfile.FileKind(format=FORMAT, word="campaign", current=CURRENT_VERSION, upcasters=UPCASTERS,
                              limit=CAMPAIGN_BYTES, envelope=_Envelope)  # fmt: skip


# -- where campaigns live ------------------------------------------------------------------


def campaigns_folder(root: str | Path) -> Path:
    return Path(root) / FOLDER


def slug(name: str) -> str:
    """The file name stem of a campaign: 'Ann's run #2' -> 'ann-s-run-2', 'René' -> 'rené'
    in whichever Unicode form it was typed (letters are kept, accents and all: dropping
    them gave 'René' the file ren.json and its other form rene.json, two files)."""
    stem = re.sub(r"[\W_]+", "-", name_key(name.strip())).strip("-")
    if not stem:
        raise ValueError(_("a campaign name needs at least one letter or digit"))
    return stem


def campaign_path(root: str | Path, name: str) -> Path:
    return campaigns_folder(root) / f"{slug(name)}.json"


def stage_folder(path: Path) -> Path:
    """Where the game saves of a campaign's attempts live."""
    return path.with_suffix("")


# -- reading ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LoadedCampaign:
    path: Path
    setup: CampaignSetup
    events: list[CampaignEvent]
    state: Campaign
    created: datetime
    updated: datetime


def campaign_head(setup: CampaignSetup, created: datetime, updated: datetime) -> dict[str, Any]:
    """Everything of a campaign file but its events (saves.eventfile writes them after it)."""
    return {
        "format": FORMAT,
        "version": CURRENT_VERSION,
        "created": created.isoformat(),
        "updated": updated.isoformat(),
        "setup": setup.model_dump(mode="json"),
    }


def encode(setup: CampaignSetup, events: list[CampaignEvent], created: datetime, updated: datetime) -> bytes:
    """A whole campaign file's bytes, laid out as every event file is (saves.eventfile)."""
    return eventfile.encode(campaign_head(setup, created, updated), EVENTS.dump_json(list(events)))


def load_campaign(path: str | Path) -> LoadedCampaign:
    """Read, upcast, validate and fold a campaign file, or DamagedSave saying why in one line."""
    path = Path(path)
    raw, mtime = eventfile.read_file(path, CAMPAIGN_BYTES)
    envelope = _parse(raw, mtime)
    try:
        setup = CampaignSetup.model_validate(envelope.setup)
    except ValidationError as error:
        raise DamagedSave(_("setup: {why}").format(why=first_error(error))) from None
    events = validate_events(EVENTS, envelope.events)
    try:
        state = replay(setup, events)
    except ReplayError as error:
        raise DamagedSave(error.reason, error.index) from None
    return LoadedCampaign(path, setup, events, state, as_utc(envelope.created), as_utc(envelope.updated))


def _parse(raw: bytes, mtime: datetime) -> _Envelope:
    envelope = eventfile.parse_envelope(raw, mtime, file_kind())
    assert isinstance(envelope, _Envelope)  # the kind's envelope model
    return envelope


def upcast(data: dict[str, Any], mtime: datetime) -> dict[str, Any]:
    """Bring a campaign of any known version up to CURRENT_VERSION, one step at a time."""
    return upcast_with(data, mtime, current=CURRENT_VERSION, upcasters=UPCASTERS, kind="campaign")


def settled(state: Campaign, stage: int, attempt: int, game_path: Path) -> Campaign:
    """The campaign once a finished attempt's game (in `game_path`) is recorded, in memory."""
    from saves.store import load_game

    try:
        game = load_game(game_path, audit=True)  # stars count: the dice are checked, digest or not
    except DamagedSave:
        return state
    if not_the_campaigns(game, state.playing(stage)):  # an altered game never earns stars
        return state
    command = FinishStage(stage=stage, attempt=attempt, measures=measure(state.stage(stage).game, game.state))
    for event in decide(state, command):
        state = evolve(state, event)
    return state


class StageGame(Protocol):
    """A stage's game as the campaign judges it: a `LoadedGame` or an open `GameSession`."""

    @property
    def altered(self) -> str | None: ...

    @property
    def setup(self) -> GameSetup: ...


def not_the_campaigns(game: StageGame, attempt: Attempt | None) -> str | None:
    """Why a stage game's result cannot count (its dice altered, or another seed than the
    attempt's), or None when it is the very game the campaign dealt."""
    if game.altered:
        return game.altered
    if attempt is not None and game.setup.seed != attempt.seed:
        return f"it is dealt from seed {game.setup.seed}, not the campaign's {attempt.seed}"
    return None
