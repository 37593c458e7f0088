"""What a host may say, checked as the host checks what a client says (issue 32, item 4).

A table's host is another user's process: its lines are as hostile as a client's are to
the host. Every message is a JSON object of a known kind whose fields have the types and
sizes this dice-tui sends; events validate as a save's do and must fold (the game's
`evolve` trusts its input, so anything it raises on a host's events is the host's fault,
not ours: it is caught here, at the boundary, and nowhere else). A message that fails is
a `ProtocolError`: the client says so in one line and closes the table for itself, with
the game as it was before that message (client.py). What is shown is bounded and
literal, and a client shows at most so many chat lines and notices in a while
(client_friends.py): a host cannot drown its players' terminals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.game import AnyRules, Event, GameSetup, replay
from core.games import rules_for
from core.lang import _
from core.text import visible
from saves.tables.chat import KEPT, MAX_CHARS, shown
from saves.tables.info import NAME
from saves.tables.net.protocol import ProtocolError, load_events

#: the kinds a host sends (host.py, door.py, moves.py, host_friends.py)
KINDS = frozenset({"welcome", "ok", "no", "events", "undo", "seats", "paused", "ended",
                   "chat", "chat-no", "presence", "rematch", "record"})  # fmt: skip
#: the most seats a game has, and names a host may list as connected
SEATS, NAMES = 16, 64
#: a reason or notice from the host is cut to this many characters
WHY_CHARS = 200


@dataclass(frozen=True)
class Welcome:
    """A host's welcome, checked: the game as the host's log has it."""

    host: str
    id: str | None
    rules: AnyRules
    setup: GameSetup
    events: tuple[Event, ...]
    state: Any
    seats: frozenset[int]
    stand_ins: dict[int, str]


def read_welcome(message: dict[str, Any]) -> Welcome:
    """The welcome's game, validated and folded; ProtocolError otherwise."""
    if message.get("t") != "welcome":
        raise ProtocolError(_("something else than a welcome"))
    try:
        rules = rules_for(text(message.get("game"), 40))
    except (KeyError, ValueError):
        raise ProtocolError(_("a game this dice-tui does not have")) from None
    try:
        setup = rules.setup_model.model_validate(message.get("setup"))
    except ValueError:
        raise ProtocolError(_("a setup that does not validate")) from None
    events = tuple(load_events(rules, message.get("events")))
    table_id = message.get("id")
    return Welcome(
        host=text(message.get("host", "?"), 64), id=text(table_id, 32) or None if table_id else None,
        rules=rules, setup=setup, events=events, state=replayed(rules, setup, events),
        seats=frozenset(seat_numbers(message.get("seats", []), len(setup.players))),
        stand_ins=seat_names(message.get("stand_ins", {})),
    )  # fmt: skip


def replayed(rules: AnyRules, setup: GameSetup, events: tuple[Event, ...]) -> Any:
    """The state the events fold to; ProtocolError if the game cannot fold them."""
    try:
        return replay(rules, setup, events)
    except Exception as error:  # evolve trusts its input: a host's events may break it anyhow
        raise ProtocolError(_("events that do not fold ({error})").format(error=type(error).__name__)) from None


def folded(rules: AnyRules, state: Any, events: list[Event]) -> Any:
    """`state` after `events`; ProtocolError if the game cannot fold them."""
    try:
        for event in events:
            state = rules.evolve(state, event)
    except Exception as error:  # as replayed
        raise ProtocolError(_("events that do not fold ({error})").format(error=type(error).__name__)) from None
    return state


def text(value: object, longest: int) -> str:
    """A string field, cut to `longest` characters, control characters made visible."""
    if not isinstance(value, str):
        raise ProtocolError(_("a field that is not text"))
    return visible(value[:longest])


def names(value: object) -> list[str]:
    if not isinstance(value, list) or len(value) > NAMES:
        raise ProtocolError(_("a list of names too long or not a list"))
    return [text(name, 64) for name in value]


def seat_numbers(value: object, seats: int = SEATS) -> list[int]:
    if not isinstance(value, list) or len(value) > SEATS:
        raise ProtocolError(_("seats that are not a short list"))
    if not all(type(seat) is int and 0 <= seat < seats for seat in value):
        raise ProtocolError(_("a seat the game does not have"))
    return list(value)


def seat_names(value: object, allowed: frozenset[str] | None = None) -> dict[int, str]:
    """{seat: word} from a host's {"2": "word"}; ProtocolError for anything else."""
    if not isinstance(value, dict) or len(value) > SEATS:
        raise ProtocolError(_("seats that are not a short mapping"))
    result = {}
    for key, word in value.items():
        if not (isinstance(key, str) and key.isdigit() and len(key) <= 2):
            raise ProtocolError(_("a seat the game does not have"))
        result[int(key)] = text(word, 24)
        if allowed is not None and result[int(key)] not in allowed:
            raise ProtocolError(_("a seat's state this dice-tui does not know"))
    return result


def table_name(value: object) -> str:
    name = text(value, 80)
    if not NAME.fullmatch(name):
        raise ProtocolError(_("a table name that is not one"))
    return name


def chat_line(who: object, said: object) -> str:
    return shown(text(who, 32), text(said, MAX_CHARS))


def chat_lines(value: object) -> list[str]:
    if not isinstance(value, list) or len(value) > KEPT:
        raise ProtocolError(_("a talk too long or not a list"))
    if not all(isinstance(line, list) and len(line) == 2 for line in value):
        raise ProtocolError(_("a chat line that is not one"))
    return [chat_line(who, said) for who, said in value]
