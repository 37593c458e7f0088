"""Textual's Strip makes its seven small caches when a cache is first used, not when the strip is made.

Why: Textual builds a new Strip for every line it renders, and each one made seven FIFOCache
objects at once (crop, divide, style, filter, line length, crop-extend, offsets). Most strips
are rendered once and dropped, and use one cache or none: in a Dalek Dice move the caches'
construction alone was a twentieth of the CPU (issue 34, CPU per move). A Strip keeps its
attributes in slots; a slot never set raises AttributeError when read, which sends Python to
`__getattr__`, and that makes the cache the first time it is asked for, with the size Textual
gives it. Behaviour is Textual's own: every cache holds what it held, only later.

If this Textual's Strip does not look as expected (other slots, another constructor), nothing
is changed. Installed with the other library patches by tui.render.patches.
"""

from __future__ import annotations

from typing import Any

from textual.cache import FIFOCache
from textual.strip import Strip

#: each lazy cache and the size Textual's Strip.__init__ gives it
CACHES = {
    "_divide_cache": 4,
    "_crop_cache": 16,
    "_style_cache": 16,
    "_filter_cache": 4,
    "_line_length_cache": 4,
    "_crop_extend_cache": 4,
    "_offsets_cache": 4,
}
#: the slots the constructor still sets itself
EAGER = ("_segments", "_cell_length", "_render_cache", "_link_ids", "_cell_count")


def _init(self: Any, segments: Any, cell_length: int | None = None) -> None:
    self._segments = list(segments)
    self._cell_length = cell_length
    self._render_cache = None
    self._link_ids = None
    self._cell_count = None


def _getattr(self: Any, name: str) -> Any:
    size = CACHES.get(name)
    if size is None:
        raise AttributeError(name)
    cache: FIFOCache[Any, Any] = FIFOCache(size)
    setattr(self, name, cache)
    return cache


def _expected() -> bool:
    """Whether this Textual's Strip has exactly the slots this patch knows."""
    return set(getattr(Strip, "__slots__", ())) == set(CACHES) | set(EAGER) and "__getattr__" not in vars(Strip)


def install() -> None:
    """Strip's caches made at first use (idempotent; nothing changes on an unknown Strip)."""
    if getattr(Strip.__init__, "__dice_tui_lazy__", False) or not _expected():
        return
    _init.__dice_tui_lazy__ = True  # type: ignore[attr-defined]  # installed once per process
    _init.__doc__ = Strip.__init__.__doc__
    Strip.__init__ = _init  # type: ignore[method-assign]
    Strip.__getattr__ = _getattr  # type: ignore[attr-defined]
