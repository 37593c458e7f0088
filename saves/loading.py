"""Reading one game save: bounded, never through a symlink, with a precise diagnosis.

A log that folds is then checked twice: its dice against the seed (`saves.audit`: a
save whose rolls differ is `altered`, read-only) and its end (`saves.repair`: a log cut
in the middle of a command is taken back to the last whole one, in memory). Recomputing
every roll costs about as much as parsing the file, so a file whose summary digest
matches its bytes exactly (written by dice-tui, whose dice come from the seed, and not
changed since) is not audited again; any edit to the setup or the events breaks the
digest, and such a file is audited in full. That shortcut is for reading and listing
only: whatever counts (records, campaign stars and progress) asks `audit=True`, for a
digest is only a checksum, which anyone can make for a log whose dice came from another
seed.

Loading never writes. Whatever goes wrong (not a regular file, too large, empty, not
JSON, nested too deeply, not a save, a newer version, an unknown game, a bad setup,
event N that does not validate or that the rules cannot fold) becomes one `DamagedSave`
with a one-line reason and, when one event is at fault, its number; the file is listed
as damaged and left as it was.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from pydantic import TypeAdapter, ValidationError

from core.game import AnyRules, Event, GameSetup, ReplayError, replay
from core.games import rules_for
from core.lang import _
from saves import eventfile
from saves.audit import audit_dice
from saves.decoding import first_detail, first_error
from saves.errors import DamagedSave, one_line
from saves.fastload import fast_parse, interned
from saves.files import SAVE_BYTES
from saves.format import parse
from saves.repair import playable, whole_commands
from saves.summary import read as read_summary

#: a game's (or the campaign's) event type
E = TypeVar("E")


@dataclass(frozen=True, slots=True)
class LoadedGame:
    """A save read, validated and replayed.

    `setup`, `events` and `state` are the game's own types; which game is known only at
    run time (`rules.id`), so they are typed by what every game shares."""

    path: Path
    rules: AnyRules
    setup: GameSetup
    events: list[Event]
    state: object
    created: datetime
    updated: datetime
    #: why the dice differ from the seed's (the save is read-only), None when they agree
    altered: str | None = None
    #: events dropped from the end because they were half of a command
    repaired: int = 0
    #: the events' JSON array exactly as the file has it (a session writes on from it
    #: without encoding the log again), when the file is in dice-tui's own layout
    events_json: bytes | None = None
    #: the summary the file carries (saves.summary), None if it has none
    summary: dict[str, Any] | None = None


def load_game(path: str | Path, *, audit: bool = False) -> LoadedGame:
    """Read a save and replay it, or raise DamagedSave saying why in one line. With
    `audit`, the dice are checked against the seed even when the summary's digest matches
    (before the game counts anywhere)."""
    return _load_game(Path(path), audit)


def read_save(path: Path, limit: int = SAVE_BYTES) -> tuple[bytes, datetime]:
    """The bytes of a save file and its mtime (UTC), or DamagedSave saying why not."""
    return eventfile.read_file(path, limit)


def _load_game(path: Path, audit: bool) -> LoadedGame:
    raw, mtime = read_save(path)
    fast = fast_parse(raw)
    if fast is not None:
        try:
            state = replay(fast.rules, fast.setup, fast.events)
        except ReplayError as error:  # the fold names the event: no second parse needed
            raise DamagedSave(error.reason, error.index) from None
        except Exception:  # anything else: the careful path says what it can
            pass
        else:
            return _checked(LoadedGame(path, fast.rules, fast.setup, fast.events, state, fast.created,
                                       fast.updated, events_json=fast.events_json, summary=fast.summary),
                            as_written=not audit and read_summary(raw) is not None)
        del fast  # not held while the careful path parses again
    envelope = parse(raw, mtime)
    del raw  # the careful path holds the parsed objects; the bytes are no longer needed
    rules = _rules(envelope.game)
    try:
        setup = rules.setup_model.model_validate(envelope.setup)
    except ValidationError as error:
        raise DamagedSave(_("setup: {why}").format(why=first_error(error))) from None
    except Exception as error:  # a validator that raised something else: still one line
        raise DamagedSave(_("setup: {why}").format(why=one_line(error))) from None
    events = validate_events(rules.events, envelope.events)
    try:
        state = replay(rules, setup, events)
    except ReplayError as error:
        raise DamagedSave(error.reason, error.index) from None
    except Exception as error:  # a game's own fold or start failing: still no traceback
        raise DamagedSave(_("cannot replay: {why}").format(why=one_line(error))) from None
    return _checked(LoadedGame(path, rules, setup, events, state, envelope.created, envelope.updated,
                               summary=envelope.summary))


def _checked(game: LoadedGame, as_written: bool = False) -> LoadedGame:
    """The dice audited against the seed (unless the file is byte for byte as dice-tui
    wrote it: its summary's digest matches), and a log cut mid-command taken back to a whole one."""
    altered = None if as_written else audit_dice(game.setup.seed, game.events)[0]
    if playable(game.rules, game.state):
        return replace(game, altered=altered) if altered else game
    try:
        keep = whole_commands(game.rules, game.setup, game.events)
    except Exception:
        keep = None
    if keep is None:
        raise DamagedSave(_("the game stops in the middle of a move and cannot go on"), len(game.events))
    events = game.events[:keep]
    state = replay(game.rules, game.setup, events)
    altered, _where = audit_dice(game.setup.seed, events)
    return replace(game, events=events, state=state, altered=altered, repaired=len(game.events) - keep,
                   events_json=None)


def _rules(game: str) -> AnyRules:
    try:
        return rules_for(game)
    except KeyError:
        raise DamagedSave(_("unknown game {game}").format(game=repr(game))) from None
    except Exception:  # not installed, or a broken module: the save itself may be fine
        raise DamagedSave(_("the game {game} is not available in this dice-tui").format(game=repr(game))) from None


#: events validated at a time: pydantic reports every bad item of a list, so a file of a
#: million bad events would otherwise build a million errors before the first is read
CHUNK = 64


def validate_events(adapter: TypeAdapter[list[E]], raw: list[Any]) -> list[E]:
    """The events of a log, validated; DamagedSave names the first bad one.

    Consumes `raw`: each chunk of parsed JSON is dropped once validated, so the dicts
    and the events they become are not both held whole (parse memory stays near the
    larger of the two, not their sum).
    """
    if not isinstance(raw, list):
        return _validate_chunk(adapter, raw, 0)
    events: list[E] = []
    seen: dict[Any, Any] = {}  # equal events shared, as on the fast path (saves.fastload)
    for start in range(0, len(raw), CHUNK):
        events += interned(_validate_chunk(adapter, raw[start : start + CHUNK], start), seen)
        raw[start : start + CHUNK] = [None] * len(raw[start : start + CHUNK])
    return events


def _validate_chunk(adapter: TypeAdapter[list[E]], raw: Any, offset: int) -> list[E]:
    try:
        return adapter.validate_python(raw)
    except ValidationError as error:
        detail = first_detail(error)
        loc = detail["loc"] if detail is not None else ()
        if not loc or not isinstance(loc[0], int):
            raise DamagedSave(_("events: {why}").format(why=first_error(error))) from None
        index = loc[0]
        item = raw[index] if index < len(raw) else None
        index += offset
        tagged = len(loc) > 1 and isinstance(item, dict) and item.get("type") == loc[1]
        raise DamagedSave(first_error(error, skip=2 if tagged else 1), index + 1) from None
    except RecursionError:
        raise DamagedSave(_("events: nested too deeply")) from None
    except Exception as error:
        raise DamagedSave(_("events: {why}").format(why=one_line(error))) from None
