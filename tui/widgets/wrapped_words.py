"""Words wrapped as Textual wraps them, as lines of pieces (tui.widgets.drawn_lines).

Why: a widget drawn line by line still shows prose (an empty zone's words, a note under
the dice) that must break where Textual's own renderer breaks it, or the screen would
change; drawn as one piece per line, a change of the dice beside it costs no wrapping.
Kept per widget for the words, the width and the widget's style: a change asks how many
lines they take before it draws them.
"""

from __future__ import annotations

from rich.text import Text
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

from tui.widgets.drawn_lines import Line


def wrapped_lines(widget: Widget, words: str, style: str, width: int) -> list[Line]:
    """`words` in `style` (a Rich style, "" for none) broken into the lines Textual draws at
    `width`; one empty line for no words."""
    return _wrapped(widget, words, style, width)[0]


def wrapped_strips(widget: Widget, words: str, style: str, width: int) -> list[Strip]:
    """Textual's own drawing of those lines: each cell marked with where it stands in
    `words` (text selection reads it), not in its line."""
    return _wrapped(widget, words, style, width)[1]


def _wrapped(widget: Widget, words: str, style: str, width: int) -> tuple[list[Line], list[Strip]]:
    slot = (words, style, width, widget.visual_style)
    kept: dict[object, tuple[list[Line], list[Strip]]] = widget.__dict__.setdefault("_wrapped_words", {})
    found = kept.get(slot)
    if found is None:
        strips = Visual.to_strips(widget, visualize(widget, Text(words, style=style)), max(width, 1), None,
                                  widget.visual_style)
        names = (f"={style}",) if style else ()
        lines: list[Line] = [((strip.text, names),) for strip in strips] or [()]
        if len(kept) >= 8:
            kept.clear()
        found = kept[slot] = (lines, strips)
    return found
