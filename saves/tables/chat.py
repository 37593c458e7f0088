"""A table's chat: what may be said, how often, and where the host keeps it (issue 22, item 10).

A chat line is a person's words shown on other people's terminals: it is checked where it
comes in (at the host, whoever sent it) and shown literally everywhere (tui.text). A line
is at most MAX_CHARS characters, has no control character (refused, not cleaned: the
sender sees why), and a user may say at most BURST lines in any PER seconds.

The host keeps the talk beside its save: `<save>.chat`, one JSON object.

Why not in the save: the save's events are the rules' fold and are replayed by the rules
engine, and its envelope forbids unknown fields (an older dice-tui would call a save with
chat in it damaged). A file of its own beside the save is ignored by every save list (it
does not end in `.json`) and by older code, and is written like a save: atomically,
mode 0600, never through a link, read at most CHAT_BYTES.
"""

from __future__ import annotations

import json
import time
from collections import deque
from pathlib import Path

from core.lang import _
from core.text import text_flaw, visible
from saves.atomic import atomic_write
from saves.files import read_capped

SUFFIX = ".chat"
#: the most lines kept (the newest): a rejoining player sees this much of the talk
KEPT = 100
#: a chat file larger than this is not read (KEPT lines of 200 characters are ~40 KB)
CHAT_BYTES = 256 * 1024


def chat_path(save: Path) -> Path:
    return save.with_name(save.name + SUFFIX)


def read_chat(save: Path) -> list[tuple[str, str]]:
    """The (who, text) lines kept beside `save`; none when there is no file or it cannot be
    read (the talk is not the game: a damaged chat file never stops a table)."""
    try:
        raw, _ = read_capped(chat_path(save), CHAT_BYTES)
        data = json.loads(raw)
    except (OSError, ValueError):
        return []
    lines = data.get("lines") if isinstance(data, dict) else None
    if not isinstance(lines, list):
        return []
    kept = [(str(line[0]), str(line[1])) for line in lines if isinstance(line, list) and len(line) == 2]
    return kept[-KEPT:]


def write_chat(save: Path, lines: list[tuple[str, str]]) -> None:
    """Keep the newest KEPT lines beside `save` (OSError if the disk refuses)."""
    data = {"format": "dice-tui-chat", "version": 1, "lines": [list(line) for line in lines[-KEPT:]]}
    atomic_write(chat_path(save), json.dumps(data, ensure_ascii=False).encode())

MAX_CHARS = 200
BURST, PER = 5, 10.0


class ChatRefused(ValueError):
    """Why a line was not said, as its sender reads it."""


def clean_line(text: object) -> str:
    """The line as it will be shown, or ChatRefused."""
    if not isinstance(text, str):
        raise ChatRefused(_("A chat line is text."))
    line = text.strip()
    if not line:
        raise ChatRefused(_("Nothing to say."))
    if len(line) > MAX_CHARS:
        raise ChatRefused(_("A chat line is at most {count} characters.").format(count=MAX_CHARS))
    flaw = text_flaw(line)
    if flaw is not None:
        raise ChatRefused(_("A chat line cannot hold that: it {flaw}.").format(flaw=flaw))
    return line


def shown(who: object, text: object) -> str:
    """One received line for a log or a dialog: `bob: hello`, every control character
    made visible (a host of an older dice-tui might not have checked)."""
    return visible(f"{str(who)[:32]}: {str(text)[:MAX_CHARS]}")


class ChatLimiter:
    """At most BURST lines per user in any PER seconds (`bursts` may give some keys their
    own: a client paces what its host makes it show with one of these)."""

    def __init__(self, burst: int = BURST, per: float = PER, bursts: dict[str, int] | None = None) -> None:
        self.burst, self.per, self.bursts = burst, per, bursts or {}
        self._said: dict[str, deque[float]] = {}

    def allow(self, user: str, now: float | None = None) -> bool:
        moment = time.monotonic() if now is None else now
        said = self._said.setdefault(user, deque())
        while said and moment - said[0] >= self.per:
            said.popleft()
        if len(said) >= self.bursts.get(user, self.burst):
            return False
        said.append(moment)
        return True
