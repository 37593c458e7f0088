"""Every key the app binds reaches it from a browser tab: none of those a browser keeps for
itself (it never hands them to the page) is ever the app's only way to do something."""

from __future__ import annotations

import importlib
import pkgutil

from textual.binding import Binding
from textual.dom import DOMNode

import tui

#: what Chromium, Firefox and Safari keep for themselves on Linux and Windows (tabs,
#: windows, history, the address bar, closing): a page never sees them
BROWSER_KEEPS = {"ctrl+w", "ctrl+t", "ctrl+n", "ctrl+shift+w", "ctrl+shift+t", "ctrl+shift+n", "ctrl+tab",
                 "ctrl+shift+tab", "ctrl+pageup", "ctrl+pagedown", "ctrl+l", "alt+left", "alt+right", "f11",
                 "ctrl+shift+q", "alt+f4", "ctrl+h", "ctrl+j", "ctrl+d", "ctrl+o", "ctrl+p", "ctrl+f"}
#: bound by the app for a terminal but never the only way: Ctrl+L repaints what another
#: program wrote over a terminal, which cannot happen in a page
ALSO_DONE_ELSEWHERE = {"ctrl+l"}


def _bound_classes() -> list[type[DOMNode]]:
    for module in pkgutil.walk_packages(tui.__path__, "tui."):
        if module.name.startswith(("tui.serve", "tui.cli")):
            continue
        importlib.import_module(module.name)
    found, stack = [], [DOMNode]
    while stack:
        cls = stack.pop()
        stack.extend(cls.__subclasses__())
        if cls.__module__.startswith("tui."):
            found.append(cls)
    return found


def test_no_key_of_the_app_is_one_a_browser_keeps_for_itself():
    kept, seen = [], set()
    for cls in _bound_classes():
        for binding in cls.__dict__.get("BINDINGS", []):
            keys = binding.key if isinstance(binding, Binding) else binding[0]
            for key in str(keys).split(","):
                seen.add(key.strip())
                if key.strip() in BROWSER_KEEPS - ALSO_DONE_ELSEWHERE:
                    kept.append(f"{cls.__module__}.{cls.__name__}: {key.strip()}")
    assert {"ctrl+q", "escape", "ctrl+s", "r"} <= seen  # the app's bindings were all read
    assert kept == []
