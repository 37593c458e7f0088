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
from tui.widgets.key_fit import COMMON, COMPACT, LOG_PAGES, TERSE, Offer, line_width, stays


class Entry(NamedTuple):
    """One key as shown: where it starts and ends on the line, and what it presses (a named
    tuple: a dataclass builds its methods before the menu's first frame, 0.3 ms and 6 kB)."""

    key: str
    start: int
    end: int


#: the descriptions of Textual's own bindings that reach the bar (a Select's open menu, a
#: link, the command palette): written in Textual's English, and marked here so that the
#: catalogue words them too ("Esc Dismiss menu" read as English on a Spanish screen)
TEXTUAL_WORDS = (N_("Dismiss menu"), N_("Open link"), N_("Exit the command palette"))

#: lines remembered per bar: every set of keys a game offers, at a width or two
REMEMBERED = 32


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
        self._shown: tuple[Strip, list[Entry]] | None = None  # the line on the screen now
        self._hover: int | None = None  # the column under the mouse
        #: the lines drawn lately, by what they were drawn from (`_sight`), with their entries:
        #: Textual says the bindings may have changed after every key, and a game's bar goes
        #: back and forth between a few sets of keys (roll, keep; place, pass)
        self._drawn: dict[tuple[object, ...], tuple[Strip, list[Entry]]] = {}
        #: the bar's own style and its parts' (`_styles`), kept until the styles change: Textual
        #: forgets a widget's component styles at each refresh, and working them out again,
        #: each walking the widget's ancestors, was most of the cost of drawing the bar anew
        self._style_kit: tuple[Style, Style, Style, Style, Style] | None = None
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
        if self._drawn.get(self._sight(found)) is not self._shown:
            self.refresh()

    def _sight(self, found: tuple[Offer, ...]) -> tuple[object, ...]:
        """Everything the bar's line is drawn from: the keys offered (their words, whether
        enabled), the width, the mouse, the style (a theme's change also clears `_drawn`)."""
        return (found, self.size.width, self._hover, self.compact)

    def notify_style_update(self) -> None:
        self._drawn.clear()
        self._style_kit = None
        super().notify_style_update()

    def _styles(self) -> tuple[Style, Style, Style, Style, Style]:
        """(the bar's, a key's, a description's, an entry's, the entry under the mouse's):
        Textual tells every widget whose styles may have changed (its own, an ancestor's, a
        theme's) through `notify_style_update`, which forgets them."""
        if self._style_kit is None:
            own = self.rich_style
            entry = own + self.get_component_rich_style("key-bar--entry")
            self._style_kit = (own, self.get_component_rich_style("footer-key--key"),
                               self.get_component_rich_style("footer-key--description"),
                               entry, entry + self.get_component_rich_style("key-bar--hover"))
        return self._style_kit

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
            if line_width(offered, paddings) <= width:
                return [entry for _action, entry in offered], compact, []
        kept = list(offered)
        last = sorted((action for action, entry in offered if stays(action, entry)),
                      key=lambda action: action != LOG_PAGES)  # Esc is the very last
        steps = [] if esc_and_log else list(last)
        steps += [action for action in COMMON if any(kept_action == action for kept_action, _ in kept)]
        steps += [TERSE + action for action in last] if esc_and_log else []
        steps += [action for action, _entry in reversed(offered) if action not in COMMON and action not in last]
        steps += last if esc_and_log else []
        left_out = []
        for step in steps:
            if line_width(kept, paddings) <= width:
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
        spared = set(COMMON) if esc_and_log else {*COMMON, *(a for a, entry in offered if stays(a, entry))}
        return [names[action] for action in left_out if action not in spared]

    def render_line(self, y: int) -> Strip:
        """The bar as segments styled exactly as the Footer's cells are (a margin shows only the
        bar's background); drawn from the bindings active now, so it is never a frame late."""
        if y:
            return Strip.blank(self.size.width)
        found, self._found = self._found or tuple(self._offered()), None
        sight = self._sight(found)
        drawn = self._drawn.get(sight)
        if drawn is None:
            if len(self._drawn) >= REMEMBERED:
                self._drawn.clear()
            drawn = self._drawn[sight] = self._draw(list(found))
        self._shown = drawn
        self._entries = drawn[1]
        return drawn[0]

    def _draw(self, offered: list[Offer]) -> tuple[Strip, list[Entry]]:
        own_style, key_style, description_style, entry_style, hover_style = self._styles()
        margin = Style(bgcolor=own_style.bgcolor)
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
        return Strip(segments).crop(0, self.size.width), entries

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
