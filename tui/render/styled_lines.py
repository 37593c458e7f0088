"""A widget's styled line is kept for the content line it was made from, not made again.

Why: Textual keeps each widget's styled lines (its border, padding and background around
the content) by row, and forgets a row when the widget repaints it. A log that gains a
line repaints every row, yet each row's content is the very strip it drew a row lower
the frame before; a box whose text changed repaints its border rows though its title did
not; a zone of dice drawn again shows lines it showed a move ago. Styling each such row
again (padding, border edges, the title's label, tint) was about a tenth of a move's
drawing (issue 34). Here a widget remembers, for as long as nothing that styles its lines
changes, the styled line of each content strip it was handed (by identity: the widgets'
own line caches hand back the same strip for the same content) and of each edge row.

What styles a line is all Textual passes to its `render_line` and all it reads there from
the widget's styles; while any of it differs from the last drawing, or the widget has an
outline (drawn over any row), the lines are Textual's own, made as Textual makes them.
Installed with the other library patches by tui.render.patches.
"""

from __future__ import annotations

from typing import Any

from rich.terminal_theme import DEFAULT_TERMINAL_THEME
from textual._styles_cache import StylesCache

#: Textual's own, kept for the tests that compare the two
stock: Any = StylesCache.render
stock_widget: Any = StylesCache.render_widget
stock_line: Any = StylesCache.render_line
#: styled lines a widget keeps at most (a log's screenful and the lines it scrolled past)
KEPT = 256


def _looks(styles: Any) -> tuple[Any, ...] | None:
    """What `render_line` reads of the widget's styles; None: an outline (kept lines would
    not know which row they are on)."""
    outline = styles.outline
    if any(edge for edge, _ in outline):
        return None
    hatch = styles.hatch if styles.has_rule("hatch") else None
    return (styles.gutter, styles.border, styles.tint, styles.text_opacity, hatch,
            styles.border_title_align, styles.border_subtitle_align)


def _label(label: tuple[Any, ...] | None) -> tuple[Any, ...] | None:
    """A border label without its text, which is compared by identity (`_words`)."""
    return None if label is None else label[1:]


def _words(label: tuple[Any, ...] | None) -> Any:
    """A border label's text, kept alive beside the kept lines and compared with `is`:
    Textual's Content equals another of the same words whatever their styles, and an id
    alone may be a new title's once the old one is gone."""
    return None if label is None else label[0]


def render(self: Any, styles: Any, size: Any, base_background: Any, background: Any, render_content_line: Any,
           filters: Any, border_title: Any, border_subtitle: Any, content_size: Any = None, padding: Any = None,
           crop: Any = None, opacity: float = 1.0, ansi_theme: Any = DEFAULT_TERMINAL_THEME,
           native_ansi: bool = False) -> Any:
    """Textual's `StylesCache.render`, each dirty row's styled line taken from what this
    widget kept when its content strip (or, on an edge row, its row) and looks are the same."""
    if content_size is None:
        content_size = size
    if padding is None:
        padding = styles.padding
    if crop is None:
        crop = size.region
    width = size.width
    if width != self._width:
        self.clear()
        self._width = width
    cache, dirty = self._cache, self._dirty_lines
    rows = crop.line_range
    todo = [y for y in rows if y in dirty or y not in cache]
    if todo:
        _draw(self, todo, styles, size, content_size, padding, base_background, background, render_content_line,
              border_title, border_subtitle, opacity, ansi_theme, native_ansi)
    strips = []
    for y in rows:
        strip = cache[y]
        for line_filter in filters:
            strip = strip.apply_filter(line_filter, background)
        strips.append(strip)
    dirty.difference_update(rows)
    if crop.column_span != (0, width):
        x1, x2 = crop.column_span
        strips = [strip.crop(x1, x2) for strip in strips]
    return strips


def _draw(self: Any, todo: list[int], styles: Any, size: Any, content_size: Any, padding: Any, base_background: Any,
          background: Any, render_content_line: Any, border_title: Any, border_subtitle: Any, opacity: float,
          ansi_theme: Any, native_ansi: bool) -> None:
    """Each row of `todo` into the row cache, from the kept lines where they still hold."""
    args = (size, content_size, padding, base_background, background)
    looks = _looks(styles)
    if looks is None:  # an outline: every row as Textual draws it
        for y in todo:
            self._cache[y] = stock_line(self, styles, y, *args, render_content_line, border_title, border_subtitle,
                                        opacity, ansi_theme, native_ansi)
        return
    key = (*args, _label(border_title), _label(border_subtitle), opacity, native_ansi, looks)
    kept = self.__dict__.get("_dice_tui_kept")
    title, subtitle = _words(border_title), _words(border_subtitle)
    if (kept is None or kept[0] != key or kept[1] is not ansi_theme or kept[3] is not title
            or kept[4] is not subtitle or len(kept[2]) > KEPT):
        kept = self.__dict__["_dice_tui_kept"] = (key, ansi_theme, {}, title, subtitle)
    lines: dict[Any, tuple[Any, Any]] = kept[2]
    gutter = looks[0]
    top, bottom = gutter.top, size.height - gutter.bottom
    for y in todo:
        content = None
        if top <= y < bottom and y - top < content_size.height:
            content = render_content_line(y - top)
            name: Any = id(content)
        else:  # an edge row (border, padding) or a blank row below the content
            name = ("row", y) if not top <= y < bottom else "blank"
        known = lines.get(name)
        if known is not None and known[0] is content:
            self._cache[y] = known[1]
            continue
        strip = stock_line(self, styles, y, *args, _handing(content), border_title, border_subtitle,
                           opacity, ansi_theme, native_ansi)
        lines[name] = (content, strip)
        self._cache[y] = strip


def render_widget(self: Any, widget: Any, crop: Any) -> Any:
    """Textual's `StylesCache.render_widget`; when every row asked for is kept and clean (a
    widget beside what changed, inside the frame's dirty rectangle) its rows are handed back
    at once, without working out the colours, titles and sizes a styled row would need."""
    rows = crop.line_range
    cache = self._cache
    if self._dirty_lines or widget.region.width != self._width or not all(y in cache for y in rows):
        return stock_widget(self, widget, crop)
    strips = [cache[y] for y in rows]
    filters = widget.get_line_filters()
    if filters:
        background = widget.background_colors[1]
        for line_filter in filters:
            strips = [strip.apply_filter(line_filter, background) for strip in strips]
    width = self._width
    if crop.column_span != (0, width):
        x1, x2 = crop.column_span
        strips = [strip.crop(x1, x2) for strip in strips]
    if widget.auto_links:  # as Textual's: a hovered link takes its hover style
        hover_style = widget.hover_style
        if hover_style._link_id and hover_style._meta and "@click" in hover_style.meta:
            link_style_hover = widget.link_style_hover
            if link_style_hover:
                strips = [strip.style_links(hover_style.link_id, link_style_hover) for strip in strips]
    return strips


def _handing(content: Any) -> Any:
    """The content line for Textual's `render_line`: the one already asked of the widget."""
    return lambda _: content


def install() -> None:
    """Styled lines kept by content (idempotent)."""
    if StylesCache.render is stock:
        StylesCache.render = render  # type: ignore[method-assign]
        StylesCache.render_widget = render_widget  # type: ignore[method-assign]
