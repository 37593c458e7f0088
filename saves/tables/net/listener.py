"""What a table tells the screen that shows it (tui.session's protocols build on it).

It lives beside the transport, below the screens, because the host and the client call
it: a screen is a `Listener`, and the transport never imports a screen to reach one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from core.game import Command, Event


class Listener(Protocol):
    """What a table tells its game screen (tui.table.role): what the others did."""

    def take_events(self, before: Any, events: list[Event], command: Command | None = None) -> None: ...
    def take_undo(self) -> None: ...
    def table_changed(self, news: str) -> None: ...
    def take_chat(self, line: str) -> None: ...  # a chat line, shown as "who: text"
