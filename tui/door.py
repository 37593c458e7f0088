"""One door: every way a game is opened goes through `open_session`, with one error handling.

A new game, a save resumed, a replay, a lesson, a campaign stage, a seat or a watcher at a shared
table: each is a typed `Start`, and `open_session` gives back the session a game screen
plays (tui.session.Session) or raises `CannotOpen` with one line for the person who asked.
The command line prints that line, the app shows it as a notice; neither re-words a
save's error nor catches its own set of exceptions. A campaign is opened here too
(`open_campaign`), with the same refusals.

Why one door: a save can be damaged, in use by another process, unreadable or unwritable
whichever way it is reached, and the person must hear the same sentence about it; and the
browser server opens an account's sessions through this same function, so it inherits
every check a terminal has.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from core.lang import _
from core.text import visible

if TYPE_CHECKING:
    from core.game import GameSetup
    from saves.campaign_session import CampaignSession
    from tui.session import Session


@dataclass(frozen=True)
class NewGame:
    """A new game of `game` with `setup`, saved in `root`."""

    root: Path
    game: str
    setup: GameSetup


@dataclass(frozen=True)
class Resume:
    """A save played on from where it stopped (a shared table's save is served again)."""

    path: Path


@dataclass(frozen=True)
class Replay:
    """A save watched move by move, read-only (a save in use elsewhere may be watched too)."""

    path: Path


@dataclass(frozen=True)
class StageAttempt:
    """A campaign stage: a new attempt (seated as `seat`) or the one under way."""

    campaign: CampaignSession
    number: int
    new: bool
    seat: str


@dataclass(frozen=True)
class Seated:
    """A seat or a watcher at a shared table: the table was dialled by tui.table, whose
    checks (the host's identity, the folder's owner) come before any session exists."""

    session: Session


@dataclass(frozen=True)
class Learn:
    """A game's first game that teaches (core.lesson): in memory, never saved."""

    game: str


Start: TypeAlias = NewGame | Resume | Replay | StageAttempt | Seated | Learn


@dataclass(frozen=True)
class CampaignShown:
    """A campaign the app opens on (`dice-tui campaign new|resume`), at the stage under way."""

    campaign: CampaignSession
    resume_stage: int | None = None


class CannotOpen(Exception):
    """Why a session or a campaign could not be opened, in one line; `damaged` when the
    file is there but cannot be read as one (a campaign stage lists it as a problem)."""

    def __init__(self, message: str, damaged: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.damaged = damaged

    @property
    def sentence(self) -> str:
        """The message on a screen of its own: a capital letter, a full stop."""
        text = self.message[:1].upper() + self.message[1:]
        return text if text.endswith((".", "!", "?")) else f"{text}."


def open_session(start: Start, warn: Callable[[str], None] | None = None) -> Session:
    """The session `start` asks for, or CannotOpen; `warn` hears what opened with a caveat
    (a shared table's save that could not be served again is played alone)."""
    if isinstance(start, Seated):
        return start.session
    if isinstance(start, Learn):  # nothing to open: no file, so nothing to refuse
        from tui.lesson.session import lesson_session

        return lesson_session(start.game)
    from saves.session import GameSession

    if isinstance(start, NewGame):
        with _refusals(start.root, writing=True):
            return GameSession.create(start.root, start.game, start.setup)
    if isinstance(start, Replay):
        from tui.replay.session import replay_of

        with _refusals(start.path):
            return replay_of(start.path)
    if isinstance(start, StageAttempt):
        from core.game import IllegalMove

        campaign = start.campaign
        with _refusals(campaign.folder, writing=start.new):
            try:
                if start.new:
                    return campaign.start_stage(start.number, start.seat)
                return campaign.resume_stage(start.number)
            except IllegalMove as error:
                raise CannotOpen(str(error)) from None
    from tui.table.reopen import reopen

    with _refusals(start.path):
        session = GameSession.open(start.path)
    return reopen(session) if warn is None else reopen(session, warn)


def open_campaign(path: Path) -> CampaignSession:
    """The campaign in `path`, locked while open, or CannotOpen."""
    from saves.campaign_session import CampaignSession

    with _refusals(path, campaign=True):
        return CampaignSession.open(path)


def one_line(text: object) -> str:
    """A name or a reason that came from a file, its control characters made visible."""
    return visible(str(text))


@contextmanager
def _refusals(path: Path, writing: bool = False, campaign: bool = False) -> Iterator[None]:
    """Every way opening can fail, as one sentence: damaged, in use, unreadable, unwritable."""
    from saves.errors import DamagedSave, SaveInUse, reason

    name = one_line(path.name)
    try:
        yield
    except DamagedSave as error:
        if campaign:
            message = _("cannot open {name}: damaged campaign ({why}); it is left as it is")
        else:
            message = _("cannot open {name}: damaged save ({why})")
        raise CannotOpen(message.format(name=name, why=one_line(error)), damaged=True) from None
    except SaveInUse as error:
        raise CannotOpen(one_line(error)) from None
    except FileNotFoundError as error:
        raise CannotOpen(_("cannot open {name}: {why}").format(name=name, why=reason(error)),
                      damaged=not writing) from None
    except OSError as error:
        why = reason(error)
        if writing:
            raise CannotOpen(_("cannot write the save: {why}").format(why=why)) from None
        raise CannotOpen(_("cannot open {name}: {why}").format(name=name, why=why)) from None
