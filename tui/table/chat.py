"""What may be said at a table, and how often (issue 22, item 10).

A chat line is a person's words shown on other people's terminals: it is checked where it
comes in (at the host, whoever sent it) and shown literally everywhere (tui.text). A line
is at most MAX_CHARS characters, has no control character (refused, not cleaned: the
sender sees why), and a user may say at most BURST lines in any PER seconds.
"""

from __future__ import annotations

import time
from core.lang import _
from collections import deque

from core.text import text_flaw, visible

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
    """At most BURST lines per user in any PER seconds."""

    def __init__(self, burst: int = BURST, per: float = PER) -> None:
        self.burst, self.per = burst, per
        self._said: dict[str, deque[float]] = {}

    def allow(self, user: str, now: float | None = None) -> bool:
        moment = time.monotonic() if now is None else now
        said = self._said.setdefault(user, deque())
        while said and moment - said[0] >= self.per:
            said.popleft()
        if len(said) >= self.burst:
            return False
        said.append(moment)
        return True
