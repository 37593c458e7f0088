"""The campaign session: the one object the campaign screen (or the CLI) owns.

Like a `GameSession` it holds the file's lock while open (two dice-tuis playing one
campaign would hand out the same attempt twice) and writes the whole file, atomically,
after every event; an event is written before it becomes part of the session.

Starting a stage creates the attempt's game save first and records `StageStarted`
second: a crash in between leaves a spare game save and no attempt, and the next start
deals the very same dice again. A stage game that ended without the campaign hearing
of it (a crash, a dropped link, a game finished elsewhere) is picked up by `reconcile`,
which every open runs: nothing is ever lost between the game's last event and the
campaign's record of it.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from core.campaign import (
    EVENTS,
    NAME_LENGTH,
    Attempt,
    Campaign,
    CampaignEvent,
    CampaignSetup,
    FinishStage,
    StartStage,
    VoidAttempt,
    decide,
    default_stages,
    evolve,
    measure,
    next_seed,
    stage_setup,
    start,
)
from core.lang import _
from core.text import as_typed, check_text, name_key
from saves.campaign import (
    CampaignExists,
    CampaignInUse,
    campaign_head,
    campaign_path,
    load_campaign,
    not_the_campaigns,
    slug,
    stage_folder,
)
from saves.campaign_list import list_campaigns
from saves.errors import DamagedSave, SaveInUse
from saves.eventfile import EventLog
from saves.paths import ensure_folder
from saves.session import GameSession
from saves.store import load_game


def _now() -> datetime:
    return datetime.now(UTC)


#: twelve digits, as the new-campaign form takes them, so the seed always fits the header
MAX_SEED = 10**12 - 1


def random_seed() -> int:
    return random.SystemRandom().randrange(1, 10**9)


def _taken(root: str | Path, name: str, path: Path) -> str | None:
    """The name of the campaign that `name` would clash with: the same name in any case or
    Unicode form ('René', 'rené'), or another name with the same file ('a:b' and 'a/b'
    are both a-b.json), so the refusal names the campaign that really exists."""
    for info in list_campaigns(root):
        if info.path == path or (info.status != "damaged" and name_key(info.name) == name_key(name)):
            return info.name
    return None


def new_setup(name: str, seed: int | None = None, stages: Any = None) -> CampaignSetup:
    """A checked campaign setup; ValueError with one line a player can act on."""
    check_text(name, "a campaign name")
    name = " ".join(as_typed(name).split())
    if not name:
        raise ValueError(_("a campaign needs a name"))
    if len(name) > NAME_LENGTH:
        raise ValueError(_("a campaign name has at most {count} characters").format(count=NAME_LENGTH))
    slug(name)  # a name of symbols only has no file name
    if seed is not None and not 0 <= seed <= MAX_SEED:
        raise ValueError(_("the seed must be a whole number from 0 to {most}").format(most=MAX_SEED))
    stages = default_stages() if stages is None else tuple(stages)
    return CampaignSetup(name=name, seed=random_seed() if seed is None else seed, stages=stages)


class CampaignSession:
    """An open, locked campaign; `create` or `open` one, `close` it when done."""

    def __init__(self, path: Path, setup: CampaignSetup, events: list[CampaignEvent], state: Campaign,
                 created: datetime, updated: datetime, log: EventLog):  # fmt: skip
        self.path, self.setup, self.events, self.state = path, setup, list(events), state
        #: the locked file and the events' JSON (saves.eventfile, shared with game saves)
        self.created, self.updated, self._log = created, updated, log
        #: stage -> why its attempt under way cannot be resumed (save missing or damaged)
        self.problems: dict[int, str] = {}
        #: the last star came from a game that ended while the campaign was closed
        self.completed_on_open = False

    @property
    def name(self) -> str:
        return self.setup.name

    @property
    def folder(self) -> Path:
        return stage_folder(self.path)

    @property
    def closed(self) -> bool:
        return self._log.closed

    @classmethod
    def create(cls, root: str | Path, name: str, seed: int | None = None,
               stages: Any = None) -> CampaignSession:  # fmt: skip
        """A new campaign file, written at once.

        ValueError for a name that cannot be used, CampaignExists if it is taken.
        """
        setup = new_setup(name, seed, stages)
        path = campaign_path(root, setup.name)
        taken = _taken(root, setup.name, path)
        if taken is not None:
            raise CampaignExists(taken)
        ensure_folder(path.parent)
        now = _now()
        try:
            log = EventLog.create(path, campaign_head(setup, now, now), EVENTS)
        except FileExistsError:
            raise CampaignExists(_taken(root, setup.name, path) or setup.name) from None
        return cls(path, setup, [], start(setup), now, now, log)

    @classmethod
    def open(cls, path: str | Path) -> CampaignSession:
        """Lock, load and reconcile a campaign; CampaignInUse or DamagedSave leave it untouched."""
        path = Path(path)
        try:
            lock = EventLog.lock(path)
        except SaveInUse as error:
            raise CampaignInUse(error.pid) from None
        try:
            loaded = load_campaign(path)
            log = EventLog(path, lock, EVENTS, loaded.events)
            session = cls(path, loaded.setup, loaded.events, loaded.state, loaded.created,
                          loaded.updated, log)  # fmt: skip
            session.reconcile()
            session.completed_on_open = session.state.complete and not loaded.state.complete
        except BaseException:
            lock.release()
            raise
        return session

    # -- the log -------------------------------------------------------------------------
    def apply(self, command: StartStage | FinishStage | VoidAttempt) -> list[CampaignEvent]:
        """Decide, write (one write, SaveFailed if refused), then fold; IllegalMove
        propagates and nothing is written."""
        self._check_open()
        events = decide(self.state, command)
        state = self.state
        for event in events:
            state = evolve(state, event)
        now = _now()
        self._log.write(campaign_head(self.setup, self.created, now), self._log.with_events(events))
        self.events, self.state, self.updated = [*self.events, *events], state, now
        return events

    # -- attempts --------------------------------------------------------------------------
    def save_path(self, attempt: Attempt) -> Path:
        return self.folder / attempt.save

    def start_stage(self, stage: int, player: str | None = None) -> GameSession:
        """A new attempt: its game save (open and locked), recorded in the campaign.

        `player` names the player's seat; without it, the campaign's name, which the app
        passes: the name typed on the new-campaign form ("your name at every table").
        Attempts of older dice-tuis seated the login name; the statistics count those
        games as the campaign player's all the same (saves.tally)."""
        self._check_open()
        seed = next_seed(self.state, stage)  # IllegalMove when the stage cannot start
        setup = stage_setup(self.state.stage(stage), seed, player or self.setup.name)
        game = GameSession.create(self.folder, self.state.stage(stage).game, setup)
        try:
            self.apply(StartStage(stage=stage, save=game.path.name))
        except BaseException:
            game.close()
            game.path.unlink(missing_ok=True)
            raise
        self.problems.pop(stage, None)
        return game

    def resume_stage(self, stage: int) -> GameSession:
        """The game of the attempt under way; DamagedSave/SaveInUse/FileNotFoundError say why not."""
        attempt = self.state.playing(stage)
        if attempt is None:
            raise ValueError(_("stage {number} has no attempt under way").format(number=stage))
        path = self.save_path(attempt)
        if not path.is_file():
            raise FileNotFoundError(_("the game save {name} is missing").format(name=attempt.save))
        game = GameSession.open(path, audit=True)  # its result will count: the dice are checked
        why = not_the_campaigns(game, attempt)
        if why:  # its stars would not be the seed's: never played on, never counted
            game.close()
            raise DamagedSave(_("its dice were altered ({why})").format(why=why))
        return game

    def finish(self, stage: int, attempt: int, game_state: Any) -> Attempt:
        """Record a finished attempt's result (once: a second call returns the record)."""
        playing = self.state.playing(stage)
        if playing is not None and playing.number == attempt:
            game = self.state.stage(stage).game
            self.apply(FinishStage(stage=stage, attempt=attempt, measures=measure(game, game_state)))
        return next(a for a in self.state.tries(stage) if a.number == attempt)

    def void(self, stage: int, reason: str) -> None:
        """Give up the attempt under way whose save is missing or damaged (it scores nothing)."""
        attempt = self.state.playing(stage)
        if attempt is not None:
            self.apply(VoidAttempt(stage=stage, attempt=attempt.number, reason=reason))
        self.problems.pop(stage, None)

    def reconcile(self) -> list[int]:
        """Record every attempt whose game has ended; note those whose save cannot be read.

        Returns the stages whose attempt this call recorded as finished.
        """
        self.problems, recorded = {}, []
        for stage, attempt in self.state.in_progress():
            path = self.save_path(attempt)
            if not path.is_file():
                self.problems[stage] = _("its game save {name} is missing").format(name=attempt.save)
                continue
            try:
                game = load_game(path, audit=True)  # about to count: the dice are checked
            except DamagedSave as error:
                self.problems[stage] = _("its game save {name} is damaged: {why}").format(name=attempt.save, why=error)
                continue
            why = not_the_campaigns(game, attempt)
            if why:
                self.problems[stage] = _("its game save {name} was altered: {why}").format(name=attempt.save, why=why)
                continue
            if game.rules.is_over(game.state):
                self.finish(stage, attempt.number, game.state)
                recorded.append(stage)
        return recorded

    # -- closing ---------------------------------------------------------------------------
    def close(self) -> None:
        self._log.close()

    def __enter__(self) -> CampaignSession:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _check_open(self) -> None:
        if self.closed:
            raise RuntimeError("this campaign session is closed")
