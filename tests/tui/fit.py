"""Checks any game screen's property test can use: what the terminal shows, and what is cropped.

`screen_lines` is the screen as the player sees it (plain text, one string per row),
`widget_lines` the part of it inside one widget's content region, and `overflowing`
lists every widget whose content does not fit the region it was given: more lines
than rows, or (for a widget that does not wrap) wider lines than columns, or a
horizontally scrolling row (the Footer) wider than the screen. These are the
mistakes that hide part of a game without a sign.
"""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console
from textual.widget import Widget


def screen_lines(app: Any) -> list[str]:
    """The current screen as plain text, exactly as many rows as the terminal."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      color_system=None, record=True, legacy_windows=False, safe_box=False)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    lines = console.export_text(styles=False).split("\n")
    return [line.ljust(width) for line in lines[:height]]


def widget_lines(lines: list[str], widget: Widget) -> list[str]:
    """The rows of `lines` inside the widget's content region (inside its border and padding)."""
    region = widget.content_region
    return [line[region.x : region.right] for line in lines[region.y : region.bottom]]


def overflowing(screen: Any) -> list[str]:
    """A sentence for every widget on `screen` whose content is cropped."""
    problems = []
    viewport = screen.size
    for widget in screen.walk_children(with_self=False):
        if not widget.display or not widget.visible or not widget.is_on_screen:
            continue
        region = widget.content_region
        name = f"{type(widget).__name__}#{widget.id or '?'}"
        if widget.is_scrollable:
            if widget.virtual_size.width > widget.scrollable_content_region.width:
                problems.append(f"{name} scrolls sideways: {widget.virtual_size.width} > {region.width} columns")
            continue  # taller is what scrolling is for (the log)
        if widget.children:
            continue  # a container is laid out; its children are checked
        height = widget.get_content_height(region.size, viewport, region.width)
        if height > region.height:
            problems.append(f"{name} needs {height} rows, has {region.height}")
        if widget.styles.text_wrap == "nowrap" or type(widget).get_content_width is not Widget.get_content_width:
            width = widget.get_content_width(region.size, viewport)
            if width > region.width:
                problems.append(f"{name} needs {width} columns, has {region.width}")
    return problems
