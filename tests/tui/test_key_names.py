"""The key bar names every key of the app as Textual would, without asking Unicode's name
table (tui.keys.textual_display; issue 34: a third of a MB in every session)."""

from __future__ import annotations

import importlib
import pkgutil

import pytest
import textual.keys
from textual.app import App
from textual.binding import Binding

import tui
from tui.keys import SHOWN, textual_display


def _bindings() -> list[Binding]:
    """Every binding a class of the app declares (one per key of a `k,j` binding)."""
    found: dict[str, Binding] = {}
    for module in pkgutil.walk_packages(tui.__path__, "tui."):
        if module.name.endswith("__main__") or module.name.startswith(("tui.serve", "tui.i18n.build")):
            continue
        for value in list(vars(importlib.import_module(module.name)).values()):
            for binding in getattr(value, "BINDINGS", []) if isinstance(value, type) else []:
                if isinstance(binding, Binding):
                    for key in binding.key.split(","):
                        found[key.strip()] = Binding(key.strip(), binding.action, binding.description,
                                                     key_display=binding.key_display)
    return list(found.values())


BINDINGS = _bindings()


class _NoNames:
    def lookup(self, name: str) -> str:
        raise AssertionError(f"Unicode's name table was asked for {name!r}")


def test_the_app_binds_keys_of_every_kind():
    keys = {binding.key for binding in BINDINGS}
    assert {"n", "question_mark", "enter", "ctrl+q", "shift+tab", "space", "pagedown"} <= keys


@pytest.mark.parametrize("binding", BINDINGS, ids=lambda binding: binding.key)
def test_each_key_of_the_app_is_named_as_textual_names_it_without_unicode_names(binding, monkeypatch):
    textuals = App().get_key_display(binding)
    monkeypatch.setattr(textual.keys, "unicodedata", _NoNames())
    assert textual_display(binding) == textuals


@pytest.mark.parametrize("key", sorted(SHOWN))
def test_each_name_kept_is_textuals(key):
    assert textual.keys.format_key(key) == SHOWN[key]
