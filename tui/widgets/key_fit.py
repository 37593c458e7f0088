"""What a key bar's entries take on its line, and which keys give way first when they do not fit
(tui.widgets.key_bar): plain arithmetic on the keys offered, apart from the widget that draws them."""

from __future__ import annotations

from rich.cells import cell_len

#: (action, (key, key as named, description, enabled)): one key the bar offers
Offer = tuple[str, tuple[str, str, str, bool]]

#: actions every screen offers, which a bar too narrow drops first, in this order: each
#: still works unshown, and the rules page (itself the last to go) lists them all
COMMON = ("results", "quiet", "chat", "hand_seat", "rules", "choose('rules')")

#: the log's pages: kept with Esc, after every other key (a player lost in a long turn
#: reads back or leaves)
LOG_PAGES = "log_page(-1)"
#: the steps after the common keys, before any game key goes: the log's entry, then Esc's,
#: lose their word ("RePág/AvPág" alone: the log's frame shows the same keys under its
#: title; "Esc" alone goes back, as everywhere)
TERSE = "terse:"

#: (key padding left, right, description padding left, right, margin after) of the compact style
COMPACT = (0, 0, 1, 0, 1)


def stays(action: str, entry: tuple[str, str, str, bool]) -> bool:
    """Esc, whatever it does on this screen (Menu, Cancel, Back), and the log's pages."""
    return action == LOG_PAGES or entry[0] == "escape"


def entry_width(entry: tuple[str, str, str, bool], paddings: tuple[int, int, int, int, int]) -> int:
    """The cells one entry takes, with the margin after it."""
    _key, display, description, _enabled = entry
    if not description:
        return cell_len(display) + paddings[4]
    return sum(paddings) + cell_len(display) + cell_len(description)


def line_width(entries: list[Offer], paddings: tuple[int, int, int, int, int]) -> int:
    """The cells the entries take, the margin after the last one aside (it may be cut)."""
    return sum(entry_width(entry, paddings) for _action, entry in entries) - (paddings[4] if entries else 0)
