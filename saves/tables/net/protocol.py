"""The wire format between a table's host and its clients: one JSON object per line.

Why lines of JSON: the events are pydantic models that already dump to JSON, a line is
easy to cap (a client cannot make the host buffer without bound), and a person can
read a captured session. Every message has a `t` naming its kind.

Client to host: `hello` (role "join" or "watch"), `cmd` (a command of the game, by its
class name and fields), `undo`. Host to client: `welcome` (the setup with its seed
hidden, the whole log, who you are and which seats are yours), `no` (a refusal with the
rules' sentence; at hello it is followed by the host closing), `ok` (the reply to your
own command: its events), `events` and `undo` (what others did), `seats` (who is
connected, which waiting seats a bot plays), `paused` (the host is leaving).

The seed is never sent: a client folds events, it never rolls, and knowing the seed
would let a player see their future dice.
"""

from __future__ import annotations

import json
from importlib import import_module
from typing import Any

from pydantic import ValidationError

from core.game import AnyRules, Command, Event, GameSetup
from core.lang import _

VERSION = 1
#: the longest line a client may send; a command is well under 1 KB
CLIENT_LINE = 16 * 1024
#: the longest line the host sends (a welcome carries the whole log: a long game is MBs)
HOST_LINE = 48 * 1024 * 1024
#: the seed a client's copy of the setup carries instead of the table's
HIDDEN_SEED = 0


class ProtocolError(ValueError):
    """A line that is not a message of this protocol: its sender is disconnected."""


def encode(message: dict[str, Any]) -> bytes:
    """One message as a line of compact JSON."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode() + b"\n"


def decode(line: bytes, limit: int) -> dict[str, Any]:
    """A received line as a message with a string `t`; ProtocolError otherwise."""
    if len(line) > limit:
        raise ProtocolError(_("a line longer than {limit} bytes").format(limit=limit))
    try:
        message = json.loads(line)
    except (UnicodeDecodeError, ValueError):
        raise ProtocolError(_("a line that is not JSON")) from None
    if not isinstance(message, dict) or not isinstance(message.get("t"), str):
        raise ProtocolError(_("a message without its kind"))
    return message


def hidden_setup(setup: GameSetup) -> dict[str, Any]:
    """The setup as clients get it: everything but the seed."""
    data = setup.model_dump(mode="json")
    if "seed" in data:
        data["seed"] = HIDDEN_SEED
    return data


def dump_events(rules: AnyRules, events: list[Event]) -> list[Any]:
    result: list[Any] = rules.events.dump_python(list(events), mode="json")
    return result


def load_events(rules: AnyRules, data: Any) -> list[Event]:
    """Events from the host, validated like a save's (ProtocolError if they are not)."""
    try:
        events: list[Event] = rules.events.validate_python(data)
    except ValidationError as error:
        said = _("events that do not validate ({count} errors)")
        raise ProtocolError(said.format(count=error.error_count())) from None
    return events


def command_message(command: Command) -> dict[str, Any]:
    return {"t": "cmd", "type": type(command).__name__, "fields": command.model_dump(mode="json")}


def command_classes(rules_path: str) -> dict[str, type[Command]]:
    """The game's commands by class name, from its `commands` module (the same module name
    in every game, docs/adding-a-game.md): only these may be sent."""
    package = rules_path.partition(":")[0].rpartition(".")[0]
    module = import_module(f"{package}.commands")
    return {
        name: value
        for name, value in vars(module).items()
        if isinstance(value, type) and issubclass(value, Command) and value is not Command
    }


def read_command(message: dict[str, Any], classes: dict[str, type[Command]]) -> Command:
    """The command a `cmd` message names; ProtocolError for an unknown kind or bad fields."""
    kind, fields = message.get("type"), message.get("fields", {})
    if not isinstance(kind, str) or kind not in classes or not isinstance(fields, dict):
        raise ProtocolError(_("a command this game does not have"))
    try:
        return classes[kind].model_validate(fields)
    except ValidationError:
        raise ProtocolError(_("a {kind} command with bad fields").format(kind=kind)) from None
