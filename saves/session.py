"""The game session: the one object a game screen owns.

It holds the rules, the setup and the event log, keeps the state folded, and writes the
whole save after every command, all of the command's events in one write, so quitting,
a crash or a dropped SSH link loses at most the command in flight and a save never ends
between two events of one command (a roll and the turn end it forces). It also holds the
save's lock for as long as it is open, so a second dice-tui cannot play the same game and make the two logs diverge.

Memory and disk never disagree: a command's events are written first and only then
become part of the session, so a failed write (SaveFailed) leaves both at the last
saved command.

Writing the whole file each time stays cheap because the session keeps the JSON of the
events already written: a write encodes only the new events (a 2,000-event game would
otherwise spend most of each write re-encoding its past). That file half (the lock, the
atomic write, the events' JSON) is a `saves.eventfile.EventLog`, as a campaign's is.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from core.facts import facts_of
from core.game import AnyRules, Command, Event, GameSetup, can_undo, replay
from core.games import rules_for
from core.lang import _
from saves import summary
from saves.errors import ReadOnlySave, SaveFailed
from saves.eventfile import EventLog
from saves.paths import ensure_folder
from saves.store import load_game, new_save_path, save_head, setup_form


def _now() -> datetime:
    return datetime.now(UTC)


class GameSession:
    """An open, locked save; create one with `create` or `open`, end it with `close`."""

    def __init__(
        self,
        *,
        path: Path,
        rules: AnyRules,
        setup: GameSetup,
        events: tuple[Event, ...],
        state: object,
        created: datetime,
        updated: datetime,
        log: EventLog,
    ):
        self.path = path
        self.rules = rules
        self.setup = setup
        self.events = events
        self.state = state
        self.created = created
        self.updated = updated
        #: the locked file and the events' JSON (saves.eventfile, shared with campaigns)
        self._log = log
        #: why the dice differ from the seed's: then nothing is ever written (ReadOnlySave)
        self.altered: str | None = None
        #: events the load dropped because they were half of a command (written back on the next one)
        self.repaired = 0
        #: the setup as every write's head holds it, and its JSON: made once (saves.store)
        self._setup_form = setup_form(setup)

    #: a local game: no shared table decides who plays which seat (tui.session.SeatControl)
    seat_control: None = None

    @property
    def game(self) -> str:
        return self.rules.id

    @property
    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    @property
    def closed(self) -> bool:
        return self._log.closed

    @classmethod
    def create(cls, root: str | Path, game: str, setup: GameSetup | dict[str, Any]) -> GameSession:
        """Start a new game in a new save file, written at once, before any event."""
        rules = rules_for(game)
        checked: GameSetup = rules.setup_model.model_validate(setup)
        state = rules.start(checked)
        now = _now()
        head = save_head(game, checked, b"[]", now, now, rules, state, 0)
        folder = ensure_folder(Path(root))
        try:
            log = _reserve(folder, game, head, rules)
        except SaveFailed:
            raise
        except OSError as error:
            raise SaveFailed(folder / f"{game}.json", error) from error
        return cls(
            path=log.path, rules=rules, setup=checked, events=(), state=state,
            created=now, updated=now, log=log,
        )  # fmt: skip

    @classmethod
    def open(cls, path: str | Path, *, audit: bool = False) -> GameSession:
        """Lock and load a save; raises SaveInUse or DamagedSave (the file is untouched).
        `audit`: check the dice against the seed even in a file dice-tui wrote (a game
        whose result will count: saves.loading)."""
        path = Path(path)
        lock = EventLog.lock(path)
        try:
            loaded = load_game(path, audit=audit)
        except BaseException:
            lock.release()
            raise
        log = EventLog(path, lock, loaded.rules.events, loaded.events, loaded.events_json)
        session = cls(
            path=path, rules=loaded.rules, setup=loaded.setup, events=tuple(loaded.events),
            state=loaded.state, created=loaded.created, updated=loaded.updated, log=log,
        )  # fmt: skip
        session.altered, session.repaired = loaded.altered, loaded.repaired
        session._check_summary(loaded.summary)
        return session

    def _check_summary(self, told: dict[str, Any] | None) -> None:
        """The save list trusts the summary in the file: one that does not say what the
        log says (a bug, or a hand-made digest) is written right at once. A save with no
        summary yet gets one with its next command, so merely opening it changes nothing."""
        if told is None or self.read_only or self.repaired:
            return
        facts, over = facts_of(self.rules, self.state), self.rules.is_over(self.state)
        if not summary.matches(told, len(self.events), facts, over):
            self._write(self._log.tail, self.updated, self.state, len(self.events))

    def apply(self, command: Command) -> list[Event]:
        """Play a command: its events are folded, then saved together in one write.

        IllegalMove from the rules propagates unchanged and nothing is written.
        """
        self._check_open()
        events = self.rules.decide(self.state, command)
        if not events:
            return events
        state = self.state
        for event in events:
            state = self.rules.evolve(state, event)
        now = _now()
        self._write(self._log.with_events(events), now, state, len(self.events) + len(events))
        self.events, self.state, self.updated = (*self.events, *events), state, now
        return events

    def can_undo(self) -> bool:
        return can_undo(self.rules, self.state, self.events)

    def undo(self) -> bool:
        """Take back the last event if it is the current player's own decision."""
        self._check_open()
        if not self.can_undo():
            return False
        log = self.events[:-1]
        state = replay(self.rules, self.setup, log)
        now = _now()
        self._write(self._log.without_last(self.events), now, state, len(log))
        self.events, self.state, self.updated = log, state, now
        return True

    def close(self) -> None:
        """Release the lock (the file is already saved); safe to call twice."""
        self._log.close()

    def __enter__(self) -> GameSession:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def read_only(self) -> bool:
        return self.altered is not None

    def _check_open(self) -> None:
        if self.closed:
            raise RuntimeError("this game session is closed")
        if self.altered is not None:
            raise ReadOnlySave(self.path, self.altered)

    def _write(self, tail: list[bytes], updated: datetime, state: object, count: int) -> None:
        """Write the log with `tail` and the summary of the `state` its `count` events reach."""
        events_json = self._log.events_json(tail)
        head = save_head(self.game, self.setup, events_json, self.created, updated, self.rules, state, count,
                         form=self._setup_form)
        self._log.write(head, tail)


def _reserve(root: Path, game: str, head: dict[str, Any], rules: AnyRules) -> EventLog:
    """A fresh save name with `head` written in it, locked before it appears: two
    dice-tuis starting a game in the same second both pick the name, but only one of
    them can link its file there."""
    when = _now()
    for _attempt in range(100):
        path = new_save_path(root, game, when)
        try:
            return EventLog.create(path, head, rules.events)
        except FileExistsError:
            continue
    raise FileExistsError(_("no free save name for {game} in {folder}").format(game=game, folder=root))
