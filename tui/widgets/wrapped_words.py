"""Words wrapped as Textual wraps them, as lines of pieces (tui.widgets.drawn_lines).

Why: a widget drawn line by line still shows prose (an empty zone's words, a note under
the dice) that must break where Textual's own renderer breaks it, or the screen would
change; drawn as one piece per line, a change of the dice beside it costs no wrapping.
Kept per widget for the words, the width and the widget's style: a change asks how many
lines they take before it draws them.
"""

from __future__ import annotations

from rich.text import Text
from textual.visual import Visual, visualize
from textual.widget import Widget

from tui.widgets.drawn_lines import Line


def wrapped_lines(widget: Widget, words: str, style: str, width: int) -> list[Line]:
    """`words` in `style` (a Rich style, "" for none) broken into the lines Textual draws at
    `width`; one empty line for no words."""
    slot = (words, style, width, widget.visual_style)
    kept: dict[object, list[Line]] = widget.__dict__.setdefault("_wrapped_words", {})
    lines = kept.get(slot)
    if lines is None:
        strips = Visual.to_strips(widget, visualize(widget, Text(words, style=style)), max(width, 1), None,
                                  widget.visual_style)
        names = (f"={style}",) if style else ()
        lines = [((strip.text, names),) for strip in strips] or [()]
        if len(kept) >= 8:
            kept.clear()
        kept[slot] = lines
    return lines
