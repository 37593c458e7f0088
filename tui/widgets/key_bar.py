"""The keys the player may press now, on the bottom line: Textual's Footer, in one widget.

Why not Textual's Footer: it is a row of one widget per key, and when the keys change
(after nearly every move: roll, place, keep) it removes them all and mounts new ones
after the frame being drawn. The board is drawn in the key's frame, the keys a second
frame 20-40 ms later: over SSH the player waits for both (issue 16). This bar reads
the screen's active bindings when it is drawn, so a move and its keys arrive in one
frame, and the terminal copy (tui.render.shadow) sends only the cells that changed.

It looks exactly like the Footer: the same component classes, paddings and colours
(the SVG snapshots did not change when it replaced it), the same "compact" style, one
entry per action (the first of its keys), keys named by `App.get_key_display`. A click
on an entry presses its key, as on the Footer; the entry under the mouse is lit.

Unlike the Footer it never cuts a word at the right edge (Spanish runs 20-30% longer):
a bar too wide for its line is drawn in the compact style, then loses whole entries,
the keys every screen has (Rules, Results...) first and a game's own keys after them.
Esc (the way back, whatever it is called on the screen) and the log's pages stay to the
last (issue 33: a Spanish bar at 80 columns dropped them mid-turn, the English kept them).
`overflow()` names the keys that had to stay and found no room, which the whole-screen
checks (tests/tui/screen_check.py) count as cropped.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import ActiveBinding
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from core.lang import N_, shown


class Entry(NamedTuple):
    """One key as shown: where it starts and ends on the line, and what it presses (a named
    tuple: a dataclass builds its methods before the menu's first frame, 0.3 ms and 6 kB)."""

    key: str
    start: int
    end: int


#: (action, (key, key as named, description, enabled)): one key the bar offers
Offer = tuple[str, tuple[str, str, str, bool]]

#: the descriptions of Textual's own bindings that reach the bar (a Select's open menu, a
#: link, the command palette): written in Textual's English, and marked here so that the
#: catalogue words them too ("Esc Dismiss menu" read as English on a Spanish screen)
TEXTUAL_WORDS = (N_("Dismiss menu"), N_("Open link"), N_("Exit the command palette"))

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


def _stays(action: str, entry: tuple[str, str, str, bool]) -> bool:
    """Esc, whatever it does on this screen (Menu, Cancel, Back), and the log's pages."""
    return action == LOG_PAGES or entry[0] == "escape"


class KeyBar(Widget, can_focus=False):
    """The active bindings of the screen, one entry per action, on one line."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES = {"footer-key--key", "footer-key--description", "key-bar--entry", "key-bar--hover"}
    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        width: 1fr;
        color: $footer-foreground;
        background: $footer-background;
        .key-bar--entry {
            background: $footer-item-background;
        }
        .key-bar--hover {
            color: $footer-key-foreground;
            background: $block-hover-background;
        }
        .footer-key--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
            padding: 0 1;
        }
        .footer-key--description {
            padding: 0 1 0 0;
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        &.-compact {
            .footer-key--key {
                padding: 0;
            }
            .footer-key--description {
                padding: 0 0 0 1;
            }
        }
    }
    """

    #: the Footer's compact style: no padding inside an entry, one space between entries
    compact = reactive(False, toggle_class="-compact")

    def __init__(self, *, compact: bool = False, id: str | None = None, immediate: bool = False) -> None:
        super().__init__(id=id)
        self._immediate = immediate  # hear of the bindings' change as it is announced (KeyBarSync)
        self.set_reactive(KeyBar.compact, compact)
        self.set_class(compact, "-compact", update=False)
        self._entries: list[Entry] = []
        self._hover: int | None = None  # the column under the mouse
        #: what the bar last drew (`_sight`) and the line it drew: Textual says the bindings
        #: may have changed after every key, and the bar was drawn anew twice a move
        self._drawn: tuple[object, Strip] | None = None
        #: the keys offered, as the bindings' change just found them: the drawing it asks for
        #: reuses them (each look costs every binding's check, a third of the bar's time)
        self._found: tuple[Offer, ...] | None = None
        #: the active bindings handed down with a change (tui.screens.game_keys.KeyBarSync): read
        #: then, not every binding's check asked again; None: the bar asks the screen
        self.handed: Mapping[str, ActiveBinding] | None = None

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed, immediate=self._immediate)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: object) -> None:
        # kept even when drawn already: a change heard, not yet drawn, may be undone (a bot's move)
        self._found = found = tuple(self._offered(self.handed if self._immediate else None))
        if self._drawn is None or self._drawn[0] != self._sight(found):
            self.refresh()

    def _sight(self, found: tuple[Offer, ...]) -> tuple[object, ...]:
        """Everything the bar's line is drawn from: the keys offered (their words, whether
        enabled), the width, the mouse, the style (a theme's change also clears `_drawn`)."""
        return (found, self.size.width, self._hover, self.compact, self.rich_style)

    def notify_style_update(self) -> None:
        self._drawn = None
        super().notify_style_update()

    def shown(self) -> list[tuple[str, str, str, bool]]:
        """(key, key as named, description, enabled) of each entry, in the Footer's order."""
        return [entry for _action, entry in self._offered()]

    def _offered(self, active: Mapping[str, ActiveBinding] | None = None) -> list[Offer]:
        entries: dict[str, tuple[str, str, str, bool]] = {}
        for _node, binding, enabled, _tooltip in (self.screen.active_bindings if active is None else active).values():
            if binding.show and binding.action not in entries:
                # descriptions are marked N_ (or N_p, with a context) where the bindings are
                # declared (at import, before a language is chosen): looked up as they are drawn
                entries[binding.action] = (binding.key, self.app.get_key_display(binding),
                                           shown(binding.description), enabled)
        return list(entries.items())

    def _paddings(self, compact: bool) -> tuple[int, int, int, int, int]:
        if compact:
            return COMPACT
        key = self.get_component_styles("footer-key--key").padding
        description = self.get_component_styles("footer-key--description").padding
        return (key.left, key.right, description.left, description.right, 0)

    @staticmethod
    def _width(entry: tuple[str, str, str, bool], paddings: tuple[int, int, int, int, int]) -> int:
        _key, display, description, _enabled = entry
        if not description:
            return cell_len(display) + paddings[4]
        return sum(paddings) + cell_len(display) + cell_len(description)

    @classmethod
    def _line(cls, entries: list[Offer], paddings: tuple[int, int, int, int, int]) -> int:
        """The cells the entries take, the margin after the last one aside (it may be cut)."""
        return sum(cls._width(entry, paddings) for _action, entry in entries) - (paddings[4] if entries else 0)

    def fitting(self, width: int | None = None, *, esc_and_log: bool = True, offered: list[Offer] | None = None,
                ) -> tuple[list[tuple[str, str, str, bool]], bool, list[str]]:
        """The entries drawn on a line `width` wide (the bar's own by default), whether in
        the compact style, and the actions left out: whole entries only, never a cut word.
        With `esc_and_log` False, Esc and the log's keys go first, as any shared key (the
        bar before issue 33; the pseudo-language's check, below). `offered`: the keys, when already looked up."""
        width = self.size.width if width is None else width
        offered = self._offered() if offered is None else offered
        for compact in ((True,) if self.compact else (False, True)):
            paddings = self._paddings(compact)
            if self._line(offered, paddings) <= width:
                return [entry for _action, entry in offered], compact, []
        kept = list(offered)
        last = sorted((action for action, entry in offered if _stays(action, entry)),
                      key=lambda action: action != LOG_PAGES)  # Esc is the very last
        steps = [] if esc_and_log else list(last)
        steps += [action for action in COMMON if any(kept_action == action for kept_action, _ in kept)]
        steps += [TERSE + action for action in last] if esc_and_log else []
        steps += [action for action, _entry in reversed(offered) if action not in COMMON and action not in last]
        steps += last if esc_and_log else []
        left_out = []
        for step in steps:
            if self._line(kept, paddings) <= width:
                break
            if step.startswith(TERSE):  # the key alone: the log's frame names its keys, Esc is Esc
                kept = [(action, (*entry[:2], "", *entry[3:]) if TERSE + action == step else entry)
                        for action, entry in kept]
                continue
            kept = [(kept_action, entry) for kept_action, entry in kept if kept_action != step]
            left_out.append(step)
        return [entry for _action, entry in kept], True, left_out

    def overflow(self, *, esc_and_log: bool = True) -> list[str]:
        """The descriptions of the keys that found no room and should have: a game's own, and
        Esc and the log's pages. With `esc_and_log` False, only a game's own keys, on a bar
        that gives Esc and the log's keys up first: the pseudo-language brackets every word
        and key name ("[ƥƥĝúƥ]/[ƥƥĝđñ]"), which no language does, so it checks only that a
        game's own words would fit a language a third longer."""
        _entries, _compact, left_out = self.fitting(esc_and_log=esc_and_log)
        offered = self._offered()
        names = {action: entry[2] or entry[1] for action, entry in offered}
        spared = set(COMMON) if esc_and_log else {*COMMON, *(a for a, entry in offered if _stays(a, entry))}
        return [names[action] for action in left_out if action not in spared]

    def render_line(self, y: int) -> Strip:
        """The bar as segments styled exactly as the Footer's cells are (a margin shows only the
        bar's background); drawn from the bindings active now, so it is never a frame late."""
        if y:
            return Strip.blank(self.size.width)
        found, self._found = self._found or tuple(self._offered()), None
        sight = self._sight(found)
        if self._drawn is not None and self._drawn[0] == sight:
            return self._drawn[1]
        strip = self._draw(list(found))
        self._drawn = (sight, strip)
        return strip

    def _draw(self, offered: list[Offer]) -> Strip:
        key_style = self.get_component_rich_style("footer-key--key")
        description_style = self.get_component_rich_style("footer-key--description")
        entry_style = self.rich_style + self.get_component_rich_style("key-bar--entry")
        hover_style = entry_style + self.get_component_rich_style("key-bar--hover")
        margin = Style(bgcolor=self.rich_style.bgcolor)
        fitting, compact, _left_out = self.fitting(offered=offered)
        key_left, key_right, description_left, description_right, gap = self._paddings(compact)
        segments: list[Segment] = []
        entries: list[Entry] = []
        x = 0
        for key, display, description, enabled in fitting:
            text = [(display, key_style)]  # a key without a description has no padding on the Footer
            if description:
                text = [
                    (" " * key_left + display + " " * key_right, key_style),
                    (" " * description_left + description + " " * description_right, description_style),
                ]
            start = x
            x += sum(cell_len(part) for part, _ in text)
            base = hover_style if self._hover is not None and start <= self._hover < x else entry_style
            if not enabled:
                base += Style(dim=True)
            segments += [Segment(part, base + style) for part, style in text]
            if gap:  # the compact Footer's margin-right: 1
                segments.append(Segment(" ", margin))
                x += 1
            entries.append(Entry(key, start, x))
        self._entries = entries
        return Strip(segments).crop(0, self.size.width)

    def _entry_at(self, x: int) -> Entry | None:
        return next((entry for entry in self._entries if entry.start <= x < entry.end), None)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        entry = self._entry_at(event.x)
        if entry is not None:
            self.app.simulate_key(entry.key)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        entry = self._entry_at(event.x)
        hover = None if entry is None else entry.start
        if hover != self._hover:
            self._hover = hover
            self.refresh()

    def on_leave(self, event: events.Leave) -> None:
        if self._hover is not None:
            self._hover = None
            self.refresh()
