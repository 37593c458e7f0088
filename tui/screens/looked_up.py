"""A game screen's widgets, looked up once and kept.

Why: a query walks the screen's widgets, and a game screen asked for a dozen of them
after every move (each zone, the header, the prompt, the log) to hand them their new
state. A screen composes its widgets once; the one looked up is kept while it stays in
the screen, and looked up again if it left it (a screen that composes anew).
"""

from __future__ import annotations

from typing import TypeVar, cast

from textual.dom import DOMNode
from textual.widget import Widget

WidgetT = TypeVar("WidgetT", bound=Widget)


def looked_up(screen: DOMNode, selector: str, expect_type: type[WidgetT]) -> WidgetT:
    """`screen.query_one(selector, expect_type)`, remembered while that widget is in the screen."""
    kept: dict[tuple[str, type[Widget]], Widget] = screen.__dict__.setdefault("_looked_up", {})
    widget = kept.get((selector, expect_type))
    if widget is None or not widget.is_attached:
        widget = kept[selector, expect_type] = screen.query_one(selector, expect_type)
    return cast(WidgetT, widget)
