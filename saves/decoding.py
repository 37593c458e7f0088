"""Bytes of a dice-tui file that may be hostile -> a JSON object of the current version.

Shared by every file kind (saves, campaigns, records): bounded JSON parsing, the format
check, running an upcaster chain, and pydantic's first error as one line. It sits below
both `saves.eventfile` and `saves.format`, so neither has to reach into the other.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from core.lang import N_, _
from saves.errors import DamagedSave


def upcast_with(
    data: dict[str, Any], mtime: datetime, *, current: int, upcasters: dict[int, Any], kind: str
) -> dict[str, Any]:
    """Run an upcaster chain (`version -> step`) one version at a time; `kind` names the file."""
    version = data.get("version")
    if type(version) is not int:
        raise DamagedSave(_("not a dice-tui {kind} (no version number)").format(kind=kind_word(kind)))
    if version > current:
        if kind == "save":
            raise DamagedSave(_("saved by a newer dice-tui (version {version})").format(version=version))
        raise DamagedSave(_("saved by a newer dice-tui ({kind} version {version})").format(kind=kind_word(kind),
                                                                                           version=version))
    while version < current:
        step = upcasters.get(version)
        if step is None:
            raise DamagedSave(_("unknown {kind} version {version}").format(kind=kind_word(kind), version=version))
        data = step(data, mtime)
        if data.get("version") != version + 1:  # a broken upcaster must not loop forever
            raise DamagedSave(_("cannot migrate {kind} version {version}").format(
                kind=kind_word(kind), version=version))
        version += 1
    return data


#: the files' kinds, as a damaged file's reason names them (the code's words stay English)
KIND_WORDS = {"save": N_("save"), "campaign": N_("campaign"), "records": N_("records")}


def kind_word(kind: str) -> str:
    return _(KIND_WORDS[kind]) if kind in KIND_WORDS else kind


def read_object(raw: bytes, format_name: str, kind: str) -> dict[str, Any]:
    """A file's bytes -> its JSON object, checked to be a dice-tui file of this format."""
    if not raw.strip():
        raise DamagedSave(_("empty file"))
    data = loads(raw)
    if not isinstance(data, dict) or data.get("format") != format_name:
        raise DamagedSave(_("not a dice-tui {kind}").format(kind=kind_word(kind)))
    return data


#: a save, campaign or records file has at most one object or list per this many bytes
#: (real saves of every game: one per 26 bytes or more). Parsed, each costs Python
#: 60-100 bytes, so a file far denser (`[{},{},...]`) would cost 30x its size in memory.
DENSEST = 8


def loads(raw: bytes) -> Any:
    """json.loads for a file that may be hostile: every failure is one DamagedSave line.

    Besides bad syntax: bytes that are not UTF-8, nesting deeper than Python's recursion
    limit (a 2 KB file can nest 1000 deep), integers beyond Python's 4300-digit
    conversion limit, and far more objects and lists than its size allows (DENSEST),
    which json.loads would turn into many times the file's size in memory.
    """
    if raw.count(b"{") + raw.count(b"[") > len(raw) // DENSEST + 64:
        raise DamagedSave(_("not a dice-tui file (far more nested objects than any save holds)"))
    try:
        return json.loads(raw)
    except UnicodeDecodeError:
        raise DamagedSave(_("not JSON (not UTF-8 text)")) from None
    except json.JSONDecodeError as error:
        raise DamagedSave(_("not JSON (line {line}, column {column})").format(
            line=error.lineno, column=error.colno)) from None
    except RecursionError:
        raise DamagedSave(_("not a dice-tui file (nested too deeply)")) from None
    except ValueError as error:  # e.g. "Exceeds the limit (4300 digits) for integer string conversion"
        raise DamagedSave(_("not JSON ({why})").format(
            why=str(error).splitlines()[0] if str(error) else _("bad value"))) from None


#: a ValidationError with more errors than this is not listed: pydantic builds them all at
#: once (about 600 bytes each), and an object with a million unknown keys has a million
MAX_ERRORS = 200


def first_detail(error: ValidationError) -> ErrorDetails | None:
    """The first of pydantic's errors, or None when there are too many to list cheaply."""
    if error.error_count() > MAX_ERRORS:
        return None
    return error.errors(include_url=False, include_input=False)[0]


def first_error(error: ValidationError, skip: int = 0) -> str:
    """The first pydantic error as 'field.path: message', on one line.

    `skip` drops leading location parts (the event index, the union tag) that the
    caller reports in its own words.
    """
    detail = first_detail(error)
    if detail is None:
        return f"{error.error_count()} values do not fit (too many to list)"
    kind = detail["type"]
    if kind == "union_tag_invalid":
        return f"unknown event type {detail.get('ctx', {}).get('tag')!r}"
    if kind == "union_tag_not_found":
        return "event has no type"
    message = str(detail["msg"]).splitlines()[0].removeprefix("Value error, ")
    where = ".".join(str(part) for part in detail["loc"][skip:])
    return f"{where}: {message}" if where else message
