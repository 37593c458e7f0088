"""The campaign list: every campaign of a saves folder, one row each, and the latest.

Apart from the campaign file itself (saves.campaign): a row is worked out from the file
and the saves of its stage games (an attempt finished while the campaign was closed is
counted as the next open will record it), for the campaign list and the menu's Continue.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from core.lang import _
from core.text import as_typed
from saves.campaign import campaigns_folder, load_campaign, settled, stage_folder
from saves.dates import local_time
from saves.errors import DamagedSave, reason
from saves.lock import holder

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
        # i18n: the menu's Continue line names a campaign so: "Continue: campaign Ann, stage 4 under way"
        return _("campaign {name}").format(name=self.name)


def list_campaigns(root: str | Path) -> list[CampaignInfo]:
    """Every campaign of a saves folder, most recently played first; damaged ones with a reason."""
    folder = campaigns_folder(root)
    try:
        with os.scandir(folder) as entries:
            names = [entry.name for entry in entries]
    except (FileNotFoundError, NotADirectoryError):
        return []
    except OSError as error:
        return [_broken(folder, _("unreadable: {why}").format(why=reason(error)))]
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
        why = _("its folder of games is unreadable: {why}").format(why=reason(error))
        return replace(_broken(path, why), in_use=in_use)
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
