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

from core.lang import _

import os
import re
from dataclasses import dataclass, replace
from datetime import datetime, UTC
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
from core.text import as_typed, name_key
from saves.errors import DamagedSave, SaveError, SaveInUse
from saves import eventfile
from saves.eventfile import Upcaster
from saves.decoding import first_error, upcast_with
from saves.format import as_utc, local_time
from saves.lock import holder
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


# -- the campaign list -------------------------------------------------------------------------

Status = Literal["unfinished", "complete", "damaged"]


@dataclass(frozen=True, slots=True)
class CampaignInfo:
    """One row of the campaign list (and, for the menu's Continue, "the most recent thing")."""

    path: Path
    name: str
    status: Status
    progress: str  # short: "stage 4 under way", "stage 5 next", "complete", or the damage
    reason: str | None
    stars: int
    max_stars: int
    score: int
    updated: datetime  # the latest activity: the campaign or one of its attempts, local time
    in_use: bool
    playing: tuple[tuple[int, Path], ...]  # attempts under way: (stage, game save), newest first

    campaign = True  # tells the menu's Continue this is not a game save

    @property
    def title(self) -> str:
        return f"campaign {self.name}"


def list_campaigns(root: str | Path) -> list[CampaignInfo]:
    """Every campaign of a saves folder, most recently played first; damaged ones with a reason."""
    folder = campaigns_folder(root)
    try:
        with os.scandir(folder) as entries:
            names = [entry.name for entry in entries]
    except (FileNotFoundError, NotADirectoryError):
        return []
    except OSError as error:
        return [_broken(folder, f"unreadable: {error.strerror or error}")]
    infos = [_info(folder / name) for name in names if name.endswith(".json") and not name.startswith(".")]
    playable = sorted((i for i in infos if i.status != "damaged"), key=lambda i: (i.updated, i.name), reverse=True)
    return playable + sorted((i for i in infos if i.status == "damaged"), key=lambda i: i.name)


def _broken(path: Path, why: str) -> CampaignInfo:
    """The row of a campaign file (or folder) that cannot be played, listed apart."""
    try:
        when = datetime.fromtimestamp(os.lstat(path).st_mtime, UTC)
    except OSError:
        when = datetime.fromtimestamp(0, UTC)
    return CampaignInfo(path, path.name if path.suffix != ".json" else path.stem, "damaged",
                        f"damaged: {why}", why, 0, 0, 0, local_time(when), False, ())  # fmt: skip


def latest_campaign(root: str | Path) -> CampaignInfo | None:
    """The most recently played campaign with something left to do (a star or an attempt)."""
    for info in list_campaigns(root):
        if info.status == "unfinished" or (info.status == "complete" and info.playing):
            return info
    return None


def _info(path: Path) -> CampaignInfo:
    from saves.store import list_saves

    in_use = holder(path) is not None
    try:
        loaded = load_campaign(path)
    except DamagedSave as damage:
        return replace(_broken(path, str(damage)), in_use=in_use)
    state = loaded.state
    try:
        saves = {info.path.name: info for info in list_saves(stage_folder(path))}
    except OSError as error:
        return replace(_broken(path, f"its folder of games is unreadable: {error.strerror or error}"), in_use=in_use)
    updated, playing = loaded.updated, []
    for number, attempt in state.in_progress():
        game = saves.get(attempt.save)
        counted = settled(state, number, attempt.number, game.path) if game and game.status == "finished" else state
        if counted is not state:  # finished, and true to the seed: as the next open will record it
            state = counted
            updated = max(updated, game.updated or updated) if game else updated
            continue
        when = game.updated if game is not None and game.updated else loaded.updated
        updated = max(updated, when)
        playing.append((when, number, stage_folder(path) / attempt.save))
    playing.sort(reverse=True)
    if playing:
        progress = _("stage {number} under way").format(number=playing[0][1])
    else:
        progress = _("complete") if state.complete else _("stage {number} next").format(number=state.frontier())
    return CampaignInfo(
        path=path, name=as_typed(state.setup.name), status="complete" if state.complete else "unfinished",
        progress=progress, reason=None, stars=state.total_stars, max_stars=state.max_stars,
        score=state.total_score, updated=local_time(updated), in_use=in_use,
        playing=tuple((number, save) for _, number, save in playing),
    )  # fmt: skip
